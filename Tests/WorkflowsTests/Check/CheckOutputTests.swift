import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `sptheme check` in process, as its shell builds it: the shipped brands, brand references,
/// broken brands explained with places and code frames, and each output format.
@Suite struct CheckOutputTests {
  @Test func shippedBrandsCheckClean() {
    let result = ShellCheck(tokens: BrandFiles.tokens)([])
    #expect(Set(result.report.brands.map(\.brand.id)) == ["studio", "folio", "fieldnote"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    for brand in ["studio (Studio): ok", "folio (Folio): ok", "fieldnote (Fieldnote): ok"] {
      #expect(result.stdout.contains(brand), "missing summary for \(brand) in:\n\(result.stdout)")
    }
    #expect(result.stdout.contains("appearances light, dark"))
  }

  @Test(arguments: ["studio", "/folio", "/fieldnote/fieldnote.resolver.json"])
  func brandReferences(_ reference: String) {
    let named = reference.hasPrefix("/") ? BrandFiles.tokens + reference : reference
    let result = ShellCheck(tokens: BrandFiles.tokens)([named])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains(": ok: 0 errors"))
  }

  struct Breakage: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var old: String
    var new: String
    /// Lines the output must contain.
    var expected: [String]
    var testDescription: String { name }
  }

  static let breakages: [Breakage] = [
    Breakage(
      name: "alias to a missing token", file: "light.tokens.json",
      old: "\"{palette.gray.900}\"", new: "\"{palette.gray.9000}\"",
      expected: [
        "light.tokens.json:",
        "error: color.textPrimary: {palette.gray.9000} points at a token that does not exist [alias/missing]",
        "hint: did you mean {palette.gray.900}?",
      ]),
    Breakage(
      name: "cycle of three", file: "palette.tokens.json", old: "\"$type\": \"color\",",
      new: """
        "$type": "color",
            "a": { "$value": "{palette.b}" }, "b": { "$value": "{palette.c}" }, "c": { "$value": "{palette.a}" },
        """,
      expected: [
        "error: alias cycle: palette.a → palette.b → palette.c → palette.a [alias/cycle]",
        "note: palette.a is part of the cycle", "note: palette.b is part of the cycle",
        "note: palette.c is part of the cycle",
      ]),
    Breakage(
      name: "hue 360", file: "palette.tokens.json", old: "\"$type\": \"color\",",
      new: """
        "$type": "color",
            "hot": { "$value": { "colorSpace": "hsl", "components": [360, 100, 50] } },
        """,
      expected: [
        "error: palette.hot: hue 360 is out of range for hsl", "hint: use 0 (360° is the same hue)",
      ]),
    Breakage(
      name: "duplicate key", file: "palette.tokens.json", old: "\"$type\": \"color\",",
      new: "\"$type\": \"color\", \"$type\": \"color\",",
      expected: [
        "error: palette: '$type' is written twice in the same object", "note: first written here",
      ]),
    Breakage(
      name: "truncated file", file: "light.tokens.json", old: "", new: "",
      expected: ["light.tokens.json:", "[json/syntax]"]),
  ]

  @Test(arguments: breakages)
  func brokenBrandIsExplained(_ breakage: Breakage) throws {
    let folder = try BrandFiles.copy("studio", as: "broken")
    defer { BrandFiles.remove(BrandFiles.parent(folder)) }
    let path = folder + "/" + breakage.file
    if breakage.old.isEmpty {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      try BrandFiles.write(String(text.prefix(text.count / 2)), to: path)
    } else {
      try BrandFiles.edit(path, replacing: breakage.old, with: breakage.new)
    }
    let result = ShellCheck()([folder])
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    for line in breakage.expected {
      #expect(result.stdout.contains(line), "expected \(line) in:\n\(result.stdout)")
    }
    #expect(result.stdout.contains("broken (Studio): failed"))
    // Every error line starts with path:line:col and is followed by a code frame.
    for line in result.stdout.split(separator: "\n") where line.contains(": error: ") {
      #expect(line.split(separator: ":").count >= 4, "no location in: \(line)")
    }
    #expect(result.stdout.contains(" | "), "no code frame in:\n\(result.stdout)")
  }

  /// A copy of studio whose text color points at a token that does not exist.
  static func brokenStudio() throws -> String {
    let folder = try BrandFiles.copy("studio", as: "broken")
    try BrandFiles.edit(
      folder + "/light.tokens.json", replacing: "{palette.gray.900}", with: "{palette.nope}")
    return folder
  }

  @Test func jsonFormatIsMachineReadable() throws {
    let folder = try Self.brokenStudio()
    defer { BrandFiles.remove(BrandFiles.parent(folder)) }
    let result = ShellCheck(format: "json")([folder, "studio"])
    #expect(result.status == 1)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let brands = try #require(json?["brands"] as? [[String: Any]])
    #expect(brands.count == 2)
    #expect(brands[0]["errors"] as? Int == 1)
    #expect(brands[1]["errors"] as? Int == 0)
    let diagnostic = try #require((brands[0]["diagnostics"] as? [[String: Any]])?.first)
    #expect(diagnostic["rule"] as? String == "alias/missing")
    #expect(diagnostic["token"] as? String == "color.textPrimary")
    #expect((diagnostic["file"] as? String)?.hasSuffix("light.tokens.json") == true)
    #expect(diagnostic["line"] as? Int ?? 0 > 1)
  }

  @Test func githubFormatAnnotates() throws {
    let folder = try Self.brokenStudio()
    defer { BrandFiles.remove(BrandFiles.parent(folder)) }
    let result = ShellCheck(format: "github")([folder])
    #expect(result.status == 1)
    #expect(result.stdout.contains("::error file=\(folder)/light.tokens.json,line="))
    #expect(
      result.stdout.contains(
        ",title=alias/missing::color.textPrimary: {palette.nope} points at a token"))
  }

  /// `--format junit` and `markdown`: the report on standard output, the exit status of the
  /// findings as in every format.
  @Test(arguments: [
    ("junit", #"<testcase classname="broken" name="alias/missing"><failure "#),
    ("markdown", "| error | `"),
  ])
  func reportFormatsPrintTheBrokenBrand(_ format: String, _ expected: String) throws {
    let folder = try Self.brokenStudio()
    defer { BrandFiles.remove(BrandFiles.parent(folder)) }
    let result = ShellCheck(format: format)([folder, "studio"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.contains(expected), "\(result.stdout)")
    #expect(result.stderr.isEmpty)
  }

  @Test func aBrandThatIsNotThereIsExitTwo() {
    let result = ShellCheck(tokens: BrandFiles.tokens)(["nosuchbrand"])
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("error: no brand 'nosuchbrand'"), "stderr: \(result.stderr)")
  }

  /// Escapes in a token's name and value: the text writer and the console's cleaning leave
  /// none for the terminal.
  @Test func controlCharactersNeverReachTheTerminal() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { BrandFiles.remove(folder) }
    let file = folder + "/evil.tokens.json"
    try BrandFiles.write(
      #"{ "x\u001b]52;c;aGk=\u0007": { "$type": "color", "$value": "{nope\u001b[2J}" } }"#,
      to: file)
    let result = ShellCheck()([file])
    #expect(result.status == 1)
    #expect(result.stdout.contains("[alias/missing]"), "\(result.stdout)")
    #expect(!result.stdout.contains("\u{1B}"), "ESC reached the output")
    #expect(!result.stdout.contains("\u{07}"))
  }

  /// `--max-permutations 4096`, the most the shell takes, checks studio.
  @Test func maxPermutationsAtTheBoundRuns() {
    let result = ShellCheck(noContrast: true, maxPermutations: 4096)(["studio"])
    #expect(result.status == 0, "\(result.stdout)")
  }
}
