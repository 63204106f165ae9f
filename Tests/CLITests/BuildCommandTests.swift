import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `sptheme build`: the outputs of sptheme.json, through the built binary.
@Suite struct BuildCommandTests {
  /// A project folder holding a copy of the shipped brands in `tokens/` and `config` as its
  /// sptheme.json (none when nil).
  static func project(_ config: String?) throws -> String {
    let folder = try TestPaths.temporaryFolder()
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/tokens", toPath: folder + "/tokens")
    if let config {
      try config.write(toFile: folder + "/sptheme.json", atomically: true, encoding: .utf8)
    }
    return folder
  }

  static let threeOutputs = """
    { "outputs": [
        { "format": "swift", "brand": "studio", "out": "App/Theme/SPTheme.swift" },
        { "format": "css", "brand": "folio", "selector": ":root", "out": "web/folio.css" },
        { "format": "json", "brand": "folio", "appearance": "dark", "out": "dist/folio-dark.json" } ] }
    """

  /// A reader that takes one line and goes away ends the process at its next line; every output
  /// is written by then.
  @Test func aReaderThatGoesAwayLeavesNoOutputOld() throws {
    let folder = try Self.project(Self.threeOutputs)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try CLIRunner.run(
      ["-c", "\"$0\" build | head -1", CLIRunner.binary], in: folder, executable: "/bin/sh")
    #expect(result.stdout.hasPrefix("wrote App/Theme/SPTheme.swift"), "\(result.stdout)")
    for out in ["App/Theme/SPTheme.swift", "web/folio.css", "dist/folio-dark.json"] {
      #expect(FileManager.default.fileExists(atPath: folder + "/" + out), "\(out) was not written")
    }
  }

  static func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  static func lineCount(_ path: String) -> Int {
    (read(path) ?? "").reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
  }

  /// The inode and modification time of a file, to see that it was not rewritten.
  static func stamp(_ path: String) throws -> String {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(attributes[.systemFileNumber] ?? 0)@\(date)"
  }

  @Test func writesEveryOutputAsExportDoesThenLeavesThemUntouched() throws {
    let folder = try Self.project(Self.threeOutputs)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outs = ["App/Theme/SPTheme.swift", "web/folio.css", "dist/folio-dark.json"]
    let first = try CLIRunner.run(["build"], in: folder)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      first.stdout
        == outs.map { "wrote \($0) (1 brand, \(Self.lineCount(folder + "/" + $0)) lines)\n" }
        .joined())
    #expect(first.stderr.isEmpty, "\(first.stderr)")
    // The same bytes as `export`, run in the project's folder.
    let exports = [
      ["export", "swift", "--brand", "studio"], ["export", "css", "--brand", "folio"],
      ["export", "json", "--brand", "folio", "--appearance", "dark"],
    ]
    for (out, arguments) in zip(outs, exports) {
      let exported = try CLIRunner.run(arguments, in: folder)
      #expect(exported.status == 0)
      #expect(Self.read(folder + "/" + out) == exported.stdout, "\(out) differs from export")
    }
    #expect(Self.lineCount(folder + "/App/Theme/SPTheme.swift") > 400)

    // Unchanged outputs are not rewritten: same inode, same time stamp.
    let before = try outs.map { try Self.stamp(folder + "/" + $0) }
    Thread.sleep(forTimeInterval: 0.02)
    let second = try CLIRunner.run(["build"], in: folder)
    #expect(second.status == 0)
    #expect(second.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("unchanged ") })
    #expect(try outs.map { try Self.stamp(folder + "/" + $0) } == before)

    // A changed output is written again, and only it.
    try "stale".write(toFile: folder + "/web/folio.css", atomically: true, encoding: .utf8)
    let third = try CLIRunner.run(["build"], in: folder)
    #expect(third.stdout.contains("wrote web/folio.css (1 brand, "))
    #expect(third.stdout.contains("unchanged App/Theme/SPTheme.swift"))
    #expect(Self.read(folder + "/web/folio.css")?.contains("--sp-color-accent") == true)
  }

  @Test func severalBrandsACatalogAndAScopedSheetAreWhatExportWrites() throws {
    let folder = try Self.project(
      """
      { "outputs": [
          { "format": "swift", "brands": ["studio", "folio"], "typeName": "AcmeTheme",
            "access": "internal", "out": "App/Theme/AcmeTheme.swift" },
          { "format": "swift", "brand": "fieldnote", "typeName": "AcmeTheme", "valuesOnly": true,
            "out": "App/Theme/Fieldnote.swift" },
          { "format": "xcassets", "brand": "folio", "out": "App/Folio.xcassets" },
          { "format": "css", "brand": "folio", "selector": "[data-brand=\\"folio\\"]",
            "out": "web/folio.css" } ] }
      """)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = try CLIRunner.run(["build"], in: folder)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("wrote App/Theme/AcmeTheme.swift (2 brands, "))
    #expect(first.stdout.contains("wrote App/Folio.xcassets (1 brand, 10 colorsets)"))
    let exports: [(String, [String])] = [
      (
        "App/Theme/AcmeTheme.swift",
        [
          "export", "swift", "--brand", "studio,folio", "--type-name", "AcmeTheme", "--access",
          "internal",
        ]
      ),
      (
        "App/Theme/Fieldnote.swift",
        ["export", "swift", "--brand", "fieldnote", "--type-name", "AcmeTheme", "--values-only"]
      ),
      (
        "web/folio.css",
        ["export", "css", "--brand", "folio", "--selector", #"[data-brand="folio"]"#]
      ),
    ]
    for (out, arguments) in exports {
      let exported = try CLIRunner.run(arguments, in: folder)
      #expect(exported.status == 0, "\(exported.stderr)")
      #expect(Self.read(folder + "/" + out) == exported.stdout, "\(out) differs from export")
    }
    let catalog = folder + "/exported.xcassets"
    let exported = try CLIRunner.run(
      ["export", "xcassets", "--brand", "folio", "--out", catalog], in: folder)
    #expect(exported.status == 0, "\(exported.stderr)")
    let files = try FileManager.default.subpathsOfDirectory(atPath: catalog).sorted()
    #expect(files.count > 10)
    for file in files where file.hasSuffix(".json") {
      #expect(
        Self.read(folder + "/App/Folio.xcassets/" + file) == Self.read(catalog + "/" + file),
        "\(file) differs from export")
    }
    let second = try CLIRunner.run(["build"], in: folder)
    #expect(second.stdout.contains("unchanged App/Folio.xcassets (1 brand, 10 colorsets)"))
  }

  @Test func pathsAreRelativeToTheProjectFileWhereverItRuns() throws {
    let folder = try Self.project(Self.threeOutputs)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/App/Sources", withIntermediateDirectories: true)
    let below = try CLIRunner.run(["build"], in: folder + "/App/Sources")
    #expect(below.status == 0, "\(below.stderr)")
    #expect(below.stdout.hasPrefix("wrote App/Theme/SPTheme.swift (1 brand, "))
    #expect(FileManager.default.fileExists(atPath: folder + "/web/folio.css"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/App/Sources/web"))

    let elsewhere = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: elsewhere) }
    let configured = try CLIRunner.run(
      ["build", "--config", folder + "/sptheme.json"], in: elsewhere)
    #expect(configured.status == 0, "\(configured.stderr)")
    #expect(configured.stdout.hasPrefix("unchanged App/Theme/SPTheme.swift"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
  }

  @Test func reportsEveryProblemOfTheOutputsInOneRunAndWritesNothing() throws {
    let folder = try Self.project(
      """
      { "outputs": [
          { "format": "swift", "brands": ["studio", "folio"], "out": "App/Theme/SPTheme.swift" },
          { "format": "xcassets", "brand": "folio", "out": "App/Folio.xcassets" },
          { "format": "css", "brand": "folo", "selector": "[data-brand=folio]", "out": "web/a.css" },
          { "format": "jsn", "brand": "folio", "apperance": "dark", "out": "dist/folio.json" },
          { "format": "css", "brand": "folio", "appearance": "dark", "out": "web/a.css" },
          { "format": "swift", "brand": "studio", "typeName": "9Theme", "access": "open" },
          { "format": "css", "brand": "studio", "selector": "[data-brand=studio", "out": "b.css" },
          { "format": "json", "brand": "studio", "appearance": "dusk", "out": "c.json" },
          { "format": "css", "out": "d.css" } ] }
      """)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try CLIRunner.run(["build"], in: folder)
    #expect(result.status == 1)
    let expected = [
      "sptheme.json:4:33: error: no brand 'folo'",
      "hint: did you mean 'folio'?",
      "sptheme.json:5:17: error: unknown format 'jsn'",
      "hint: did you mean 'json'?",
      "sptheme.json:5:42: error: unknown member 'apperance' in an output",
      "hint: did you mean 'appearance'?",
      "sptheme.json:6:42: error: appearance is not for css outputs",
      "sptheme.json:6:71: error: two outputs write web/a.css (the other is at sptheme.json:4:",
      "sptheme.json:7:5: error: an output needs \"out\"",
      "sptheme.json:7:57: error: '9Theme' is not a Swift type name",
      "sptheme.json:7:77: error: access must be public or internal, not 'open'",
      "sptheme.json:8:55: error: selector '[data-brand=studio' ",
      "sptheme.json:9:58: error: brand 'studio' has no appearance 'dusk'",
      "sptheme.json:10:5: error: an output needs \"brand\"",
      "error: build stopped: 11 errors in the outputs; nothing was written",
    ]
    for line in expected { #expect(result.stderr.contains(line), "missing: \(line)") }
    #expect(result.stdout.isEmpty)
    for path in ["App", "web", "dist", "b.css", "c.json", "d.css"] {
      #expect(!FileManager.default.fileExists(atPath: folder + "/" + path), "\(path) written")
    }
  }

  @Test func aBrandWithErrorsStopsTheWholeBuild() throws {
    let folder = try Self.project(Self.threeOutputs)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try CLIRunner.edit(
      folder + "/tokens/folio/light.tokens.json", replacing: "\"$value\": \"{palette.teal.700}\"",
      with: "\"$value\": \"{palette.nowhere}\"")
    let result = try CLIRunner.run(["build"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.contains("tokens/folio/light.tokens.json:"), "\(result.stderr)")
    #expect(result.stderr.contains("palette.nowhere"))
    #expect(
      result.stderr.contains(
        "so no output of it is written (run 'sptheme check folio')"))
    #expect(
      result.stderr.contains("error: build stopped: 1 brand with errors; nothing was written"))
    // Not even the output of the brand without errors.
    #expect(!FileManager.default.fileExists(atPath: folder + "/App/Theme/SPTheme.swift"))
  }

  @Test(
    arguments: [
      ("{ \"brands\": {} }", "sptheme.json has no \"outputs\", so there is nothing to build"),
      ("{ \"outputs\": [] }", "sptheme.json has no \"outputs\", so there is nothing to build"),
      (nil, "no sptheme.json here or in a folder above"),
    ] as [(String?, String)])
  func withoutOutputsItSaysWhatToAdd(config: String?, message: String) throws {
    let folder = try Self.project(config)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try CLIRunner.run(["build"], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.contains("\"outputs\": ["))
    #expect(result.stderr.contains("\"format\": \"swift\","))
    #expect(result.stderr.contains("\"out\": \"Theme/SPTheme.swift\""))
  }

  @Test func anUnwritableOutputIsAnErrorAndTheOthersStillLand() throws {
    let folder = try Self.project(
      """
      { "outputs": [
          { "format": "css", "brand": "studio", "out": "blocked/studio.css" },
          { "format": "css", "brand": "folio", "out": "web/folio.css" } ] }
      """)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "a file".write(toFile: folder + "/blocked", atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["build"], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains("error: cannot write blocked/studio.css"), "\(result.stderr)")
    #expect(result.stdout.contains("wrote web/folio.css"))
  }

  @Test func aFIFOWhereAnOutputGoesIsRefusedWithoutWaiting() throws {
    let folder = try Self.project(
      "{ \"outputs\": [ { \"format\": \"css\", \"brand\": \"folio\", \"out\": \"folio.css\" } ] }")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(mkfifo(folder + "/folio.css", 0o600) == 0)
    let result = try CLIRunner.run(["build"], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains("error: cannot write folio.css"), "\(result.stderr)")
  }

  /// `SPTHEME_FILE_WATCHER` takes `native` or `poll`; anything else is a usage error, said
  /// before any work, by every command that watches.
  @Test(arguments: [["build", "--watch"], ["preview", "--watch"], ["play", "--watch"]])
  func anUnknownFileWatcherIsAUsageError(_ arguments: [String]) throws {
    let folder = try Self.project(
      "{ \"outputs\": [ { \"format\": \"css\", \"brand\": \"folio\", \"out\": \"folio.css\" } ] }")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try CLIRunner.run(
      arguments, in: folder, environment: ["SPTHEME_FILE_WATCHER": "inotify"])
    #expect(result.status == 2, "\(result.stdout) \(result.stderr)")
    #expect(
      result.stderr.hasPrefix(
        "error: SPTHEME_FILE_WATCHER must be one of native, poll, not 'inotify'\n"),
      "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/folio.css"))
  }

  @Test func initWritesAStarterProjectThatBuilds() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/tokens", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/tokens/studio", toPath: folder + "/tokens/studio")
    let made = try CLIRunner.run(["init", "acme"], in: folder)
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stdout.contains("wrote sptheme.json with a starter \"outputs\""))
    let built = try CLIRunner.run(["build"], in: folder)
    #expect(built.status == 0, "\(built.stderr)")
    #expect(built.stdout.contains("wrote Theme/SPTheme.swift (1 brand, "))
    #expect(built.stdout.contains("wrote web/acme.css (1 brand, "))
    // A second brand leaves the project file alone.
    let second = try CLIRunner.run(["init", "beta"], in: folder)
    #expect(second.status == 0)
    #expect(!second.stdout.contains("sptheme.json"))
  }
}
