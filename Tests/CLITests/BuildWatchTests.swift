import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `sptheme build --watch` in tmux: a saved token file rebuilds the outputs of the brands that
/// read it, and only those; a broken file is reported and the build comes back once it is
/// fixed. Every wait polls the screen with a timeout. Each test runs with the system's watcher
/// and with polling (`SPTHEME_FILE_WATCHER`).
@Suite(.tags(.tmux), .fullTier) struct BuildWatchTests {
  static let config = """
    { "outputs": [
        { "format": "swift", "brand": "studio", "out": "App/SPTheme.swift" },
        { "format": "css", "brand": "fieldnote", "out": "web/fieldnote.css" },
        { "format": "css", "brand": "folio", "out": "web/folio.css" } ] }
    """

  @Test(arguments: PlayTerminalTests.watchers) func rebuildsWhatASavedFileAffects(_ watcher: String)
    throws
  {
    guard TmuxSession.isAvailable else {
      Issue.record("tmux is not installed: run `make test` (or `.ci/setup --tests`)")
      throw MissingTool(name: "tmux")
    }
    let folder = try BuildCommandTests.project(Self.config)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let session = try TmuxSession(columns: 160, rows: 50)
    defer { session.kill() }
    try session.run(
      "cd \(folder) && SPTHEME_FILE_WATCHER=\(watcher) \(CLIRunner.binary) build --watch; echo exited=$?"
    )
    try session.wait(forText: "(Ctrl-C stops)")
    let first = try session.screen()
    #expect(first.contains("wrote App/SPTheme.swift (1 brand, "))
    #expect(first.contains("wrote web/folio.css (1 brand, "))

    // A folio file (saved atomically, as editors do): folio's output only, with the new color.
    let light = folder + "/tokens/folio/light.tokens.json"
    try CLIRunner.edit(
      light, replacing: "\"$value\": \"{palette.teal.700}\"",
      with:
        "\"$value\": { \"colorSpace\": \"srgb\", \"components\": [1, 0, 0], \"hex\": \"#ff0000\" }")
    let rebuilt = try session.wait(forText: "built in ")
    #expect(
      rebuilt?.contains("tokens/folio/light.tokens.json changed: building web/folio.css\n")
        == true, "\(rebuilt ?? "")")
    #expect(rebuilt?.contains("\nwrote web/folio.css (1 brand, ") == true)
    let css = try String(contentsOfFile: folder + "/web/folio.css", encoding: .utf8)
    #expect(css.contains("#ff0000") || css.contains("rgb(255 0 0"), "the new accent")

    // A broken file: its diagnostic, nothing written, still watching.
    try CLIRunner.edit(light, replacing: "\"accent\": {", with: "\"accent\": {,")
    let broken = try session.wait(forText: "not built (fix the errors above and save again)")
    #expect(broken?.contains("tokens/folio/light.tokens.json:") == true, "\(broken ?? "")")
    #expect(broken?.contains("nothing was written") == true)

    // Fixed again: the same bytes as before the break, so the file is left as it is.
    try CLIRunner.edit(light, replacing: "\"accent\": {,", with: "\"accent\": {")
    try session.wait(forText: "unchanged web/folio.css")

    // Deleted, then written again (as a branch switch does): the brand fails while the file is
    // gone and is rebuilt when it comes back.
    let saved = try String(contentsOfFile: light, encoding: .utf8)
    try FileManager.default.removeItem(atPath: light)
    try session.wait(forText: "cannot read tokens/folio/light.tokens.json")
    try saved.replacingOccurrences(of: "#ff0000", with: "#00ff00")
      .replacingOccurrences(of: "[1, 0, 0]", with: "[0, 1, 0]")
      .write(toFile: light, atomically: true, encoding: .utf8)
    try session.wait(for: "folio.css written again") {
      $0.components(separatedBy: "wrote web/folio.css").count == 4
    }
    let back = try String(contentsOfFile: folder + "/web/folio.css", encoding: .utf8)
    #expect(back.contains("#00ff00") || back.contains("rgb(0 255 0"), "the recreated file's accent")

    // studio is what folio and fieldnote build on: a studio file rebuilds every output.
    try CLIRunner.edit(
      folder + "/tokens/studio/base.tokens.json", replacing: "\"$description\": \"",
      with: "\"$description\": \"Edited. ")
    let all = try session.wait(forText: "App/SPTheme.swift, web/fieldnote.css, web/folio.css")
    #expect(all != nil)

    try session.press("C-c")
    try session.wait(forText: "exited=130")
  }
}
