import Foundation
import TestSupport
import Testing

/// `sptheme check`, `--help` and `--version` run as a user runs them.
@Suite struct CheckCommandTests {
  @Test func versionAndHelp() throws {
    let version = try CLIRunner.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("sptheme "))
    let help = try CLIRunner.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: sptheme <command>"))
    #expect(help.stdout.contains("check"))
    let checkHelp = try CLIRunner.run(["check", "--help"])
    #expect(checkHelp.status == 0)
    #expect(checkHelp.stdout.contains("USAGE: sptheme check"))
    #expect(checkHelp.stdout.contains("--format"))
  }

  @Test func shippedBrandsCheckClean() throws {
    let result = try CLIRunner.run(["check"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    for brand in ["studio (Studio): ok", "folio (Folio): ok", "fieldnote (Fieldnote): ok"] {
      #expect(result.stdout.contains(brand), "missing summary for \(brand) in:\n\(result.stdout)")
    }
    #expect(result.stdout.contains("appearances light, dark"))
  }

  @Test(arguments: ["studio", "tokens/folio", "tokens/fieldnote/fieldnote.resolver.json"])
  func brandReferences(_ reference: String) throws {
    let result = try CLIRunner.run(["check", reference])
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
      name: "truncated file", file: "light.tokens.json", old: "\"color\": {",
      new: "\"color\": { \"x\": ",
      expected: ["light.tokens.json:", "[json/syntax]"]),
  ]

  @Test(arguments: breakages)
  func brokenBrandIsExplained(_ breakage: Breakage) throws {
    let folder = try CLIRunner.copyOfBrand("studio", as: "broken")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var path = folder + "/" + breakage.file
    if breakage.name == "truncated file" {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      try String(text.prefix(text.count / 2)).write(toFile: path, atomically: true, encoding: .utf8)
      path = folder
    } else {
      try CLIRunner.edit(path, replacing: breakage.old, with: breakage.new)
    }
    let result = try CLIRunner.run(["check", folder])
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

  @Test func jsonFormatIsMachineReadable() throws {
    let folder = try CLIRunner.copyOfBrand("studio", as: "broken")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try CLIRunner.edit(
      folder + "/light.tokens.json", replacing: "{palette.gray.900}", with: "{palette.nope}")
    let result = try CLIRunner.run(["check", "--format", "json", folder, "studio"])
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
    let folder = try CLIRunner.copyOfBrand("studio", as: "broken")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try CLIRunner.edit(
      folder + "/light.tokens.json", replacing: "{palette.gray.900}", with: "{palette.nope}")
    let result = try CLIRunner.run(["check", "--format", "github", folder])
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
    let folder = try CLIRunner.copyOfBrand("studio", as: "broken")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try CLIRunner.edit(
      folder + "/light.tokens.json", replacing: "{palette.gray.900}", with: "{palette.nope}")
    let result = try CLIRunner.run(["check", "--format", format, folder, "studio"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.contains(expected), "\(result.stdout)")
    #expect(result.stderr.isEmpty)
  }

  struct UsageCase: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageCases: [UsageCase] = [
    UsageCase(arguments: ["frobnicate"], message: "unknown command 'frobnicate'"),
    UsageCase(arguments: ["check", "--colour"], message: "unknown option --colour"),
    UsageCase(
      arguments: ["check", "--format", "xml"], message: "--format must be one of text, json, github"
    ),
    UsageCase(arguments: ["check", "nosuchbrand"], message: "no brand 'nosuchbrand'"),
    UsageCase(
      arguments: ["check", "--max-depth", "0"],
      message: "--max-depth must be a positive whole number"),
  ]

  @Test(arguments: usageCases)
  func usageErrorsExitTwo(_ usage: UsageCase) throws {
    let result = try CLIRunner.run(usage.arguments)
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains(usage.message), "stderr: \(result.stderr)")
  }

  @Test func controlCharactersNeverReachTheTerminal() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/evil.tokens.json"
    try #"{ "x\u001b]52;c;aGk=\u0007": { "$type": "color", "$value": "{nope\u001b[2J}" } }"#
      .write(toFile: file, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["check", file])
    #expect(result.status == 1)
    #expect(!result.stdout.contains("\u{1B}"), "ESC reached the output")
    #expect(!result.stdout.contains("\u{07}"))
  }
}
