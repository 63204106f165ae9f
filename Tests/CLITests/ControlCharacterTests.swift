import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// C1 controls, bidi overrides, line separators and XML non-characters from a brand
/// (`Tests/Fixtures/hostile/controls.tokens.json`, and a resolver `name` with U+202E) reach
/// neither a terminal, nor a GitHub workflow log as a command, nor JUnit XML raw.
@Suite struct ControlCharacterTests {
  /// Scalars that must never be printed raw.
  static func forbidden(in text: String) -> [String] {
    text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\u{1B}") || (0x7F...0x9F).contains($0.value)
        || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains($0.value)
        || (0x202A...0x202E).contains($0.value)
        || (0x2066...0x2069).contains($0.value)
    }.map { String(format: "U+%04X", $0.value) }
  }

  /// A copy of studio named `RLO` + `gnp.exe` whose base set ends with the fixture, and a file
  /// named like a workflow command beside it.
  static func brand() throws -> String {
    let brand = try CLIRunner.copyOfBrand("studio", as: "controls")
    try FileManager.default.copyItem(
      atPath: HostileCorpusTests.folder + "/controls.tokens.json",
      toPath: brand + "/controls.tokens.json")
    let resolver = brand + "/controls.resolver.json"
    try CLIRunner.edit(
      resolver, replacing: #"{ "$ref": "base.tokens.json" }"#,
      with: #"{ "$ref": "base.tokens.json" }, { "$ref": "controls.tokens.json" }"#)
    try CLIRunner.edit(
      resolver, replacing: #""name": "Studio""#,
      with: #""name": "Studio\u202Egnp.exe\u2028x\u0085y""#)
    return brand
  }

  @Test func noCommandPrintsAControl() throws {
    let brand = try Self.brand()
    let root = (brand as NSString).deletingLastPathComponent
    defer { try? FileManager.default.removeItem(atPath: root) }
    let out = root + "/snapshots"
    let record = try CLIRunner.run([
      "snapshot", "--brand", brand, "--block", "sign-in", "--out", out,
    ])
    #expect(record.status == 0, "\(record.stderr)")
    // Change a reference so --verify prints a diff holding the font name.
    let page = out + "/sign-in.rest.controls.light.large.ansi.txt"
    let text = try String(contentsOfFile: page, encoding: .utf8)
    try (text + "changed\n").write(toFile: page, atomically: true, encoding: .utf8)
    let scene = out + "/sign-in.rest.controls.light.large.scene.json"
    let sceneText = try String(contentsOfFile: scene, encoding: .utf8)
    try sceneText.replacingOccurrences(of: "sans-serif", with: "serif").write(
      toFile: scene, atomically: true, encoding: .utf8)
    for arguments in [
      ["check", brand], ["check", "--verbose", brand], ["diff", "studio", brand],
      [
        "snapshot", "--brand", brand, "--block", "sign-in", "--verify", out, "--junit",
        root + "/junit.xml",
      ],
      ["preview", "--brand", brand], ["list", "--tokens", root],
    ] {
      let result = try CLIRunner.run(arguments, environment: ["COLUMNS": "160"])
      #expect(result.status != 2, "\(arguments): \(result.stderr.prefix(600))")
      #expect(
        Self.forbidden(in: result.stdout + result.stderr).isEmpty,
        "\(arguments): \(Self.forbidden(in: result.stdout + result.stderr))")
      #expect(!(result.stdout + result.stderr).contains("\u{1B}"), "\(arguments)")
    }
    // The scene's font name is in the verify diff, its controls written as JSON escapes.
    let verify = try CLIRunner.run([
      "snapshot", "--brand", brand, "--block", "sign-in", "--verify", out, "--verbose",
    ])
    #expect(verify.status == 1)
    #expect(
      verify.stdout.contains(#"Evil\u009b2J\u009b31mFont\u0085\u202eTXT\u2028\u2029"#),
      "\(verify.stdout.prefix(2000))")
  }

  @Test func junitIsWellFormedXML() throws {
    let brand = try Self.brand()
    let root = (brand as NSString).deletingLastPathComponent
    defer { try? FileManager.default.removeItem(atPath: root) }
    let out = root + "/snapshots"
    _ = try CLIRunner.run(["snapshot", "--brand", brand, "--block", "sign-in", "--out", out])
    let scene = out + "/sign-in.rest.controls.light.large.scene.json"
    let sceneText = try String(contentsOfFile: scene, encoding: .utf8)
    try sceneText.replacingOccurrences(of: "sans-serif", with: "serif").write(
      toFile: scene, atomically: true, encoding: .utf8)
    let junit = root + "/junit.xml"
    let result = try CLIRunner.run([
      "snapshot", "--brand", brand, "--block", "sign-in", "--verify", out, "--junit", junit,
    ])
    #expect(result.status == 1, "\(result.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: junit))
    let xml = String(decoding: data, as: UTF8.self)
    #expect(xml.contains("<failure"), "\(xml.prefix(600))")
    #expect(!xml.unicodeScalars.contains("\u{FFFE}") && !xml.unicodeScalars.contains("\u{FFFF}"))
    let parser = XMLParser(data: data)
    #expect(
      parser.parse(), "junit.xml is not well-formed: \(String(describing: parser.parserError))")
  }

  @Test func githubFormatCannotBeGivenACommand() throws {
    let root = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let file = root + "/::warning file=x::PWNED.tokens.json"
    try #"{ "n": { "$type": "number", "$value": 1 } }"#.write(
      toFile: file, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["check", "--format", "github", file])
    for line in result.stdout.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      #expect(
        trimmed.hasPrefix("::error ") || trimmed.hasPrefix("::notice ")
          || trimmed.hasPrefix("::warning "), "\(line)")
      #expect(!trimmed.hasPrefix("::warning file=x"), "\(line)")
    }
    #expect(result.stdout.contains("::notice title=sptheme check::"), "\(result.stdout)")
  }

  @Test func sarifLocationsAreURIs() throws {
    let root = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let file = root + "/a b#c%.tokens.json"
    try #"{ "n": { "$type": "number", "$value": "{nope}" } }"#.write(
      toFile: file, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["check", "--format", "sarif", file])
    let expected =
      "file://" + root.replacingOccurrences(of: " ", with: "%20") + "/a%20b%23c%25.tokens.json"
    #expect(result.stdout.contains(#""uri": "\#(expected)""#), "\(result.stdout.prefix(1500))")
  }
}

/// Errors that carry their own `error:` are printed once with it.
@Suite struct ErrorWordingTests {
  @Test func aTemplateErrorSaysErrorOnce() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/templates", withIntermediateDirectories: true)
    try "{{#x}}\n".write(
      toFile: folder + "/templates/colors.mustache", atomically: true, encoding: .utf8)
    let result = try CLIRunner.run([
      "docs", "--brand", "studio", "--templates", folder + "/templates", "--out", folder + "/out",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("colors.mustache:1:1: error: section 'x' is never closed"),
      "\(result.stderr)")
    #expect(
      !result.stderr.contains("error: error:") && !result.stderr.hasPrefix("error: /"),
      "\(result.stderr)")
  }

  @Test func fileSizeRefusalNamesTheFlag() throws {
    let result = try CLIRunner.run(["check", "--no-contrast", "--max-file-size", "100", "studio"])
    #expect(
      result.stdout.contains("larger than the limit of 100 bytes (raise it with --max-file-size)"),
      "\(result.stdout.prefix(800))")
  }
}

/// `diff --html` run outside the package folder still finds the snapshot templates (or refuses).
@Suite struct DiffOutsideThePackageTests {
  @Test func renderingsAreKept() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let tokens = TestPaths.packageRoot + "/tokens"
    let result = try CLIRunner.run(
      ["diff", tokens + "/studio", tokens + "/folio", "--html", folder + "/diff.html"], in: folder)
    #expect(result.status == 1, "\(result.stderr)")
    let page = try String(contentsOfFile: folder + "/diff.html", encoding: .utf8)
    #expect(page.contains("<iframe"), "the page has no renderings")
    let refused = try CLIRunner.run(
      [
        "diff", tokens + "/studio", tokens + "/folio", "--html", folder + "/none.html",
        "--templates", folder,
      ], in: folder)
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains("diff --html needs the snapshot templates"), "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/none.html"))
  }
}
