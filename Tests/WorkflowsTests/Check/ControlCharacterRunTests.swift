import Foundation
import TestSupport
import Testing
import Theme
import Workflows

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// C1 controls, bidi overrides, line separators and XML non-characters from a brand
/// (`Tests/Fixtures/hostile/controls.tokens.json`, and a resolver `name` with U+202E) reach
/// neither a terminal, nor a GitHub workflow log as a command, nor JUnit XML raw: the writers'
/// lines in process, with the console's cleaning where the shell applies it (the console's own
/// cleaning is checked on the binary in `CLITests/ControlCharacterTests`).
@Suite struct ControlCharacterRunTests {
  /// Scalars that must never be printed raw.
  static func forbidden(in text: String) -> [String] { TerminalSafety.forbidden(in: text) }

  /// A copy of studio named `RLO` + `gnp.exe` whose base set ends with the fixture.
  static func brand() throws -> String {
    let brand = try BrandFiles.copy("studio", as: "controls")
    try FileManager.default.copyItem(
      atPath: BrandFiles.hostile + "/controls.tokens.json", toPath: brand + "/controls.tokens.json")
    let resolver = brand + "/controls.resolver.json"
    try BrandFiles.edit(
      resolver, replacing: #"{ "$ref": "base.tokens.json" }"#,
      with: #"{ "$ref": "base.tokens.json" }, { "$ref": "controls.tokens.json" }"#)
    try BrandFiles.edit(
      resolver, replacing: #""name": "Studio""#,
      with: #""name": "Studio\u202Egnp.exe\u2028x\u0085y""#)
    return brand
  }

  /// Snapshots of the brand's sign-in, with the light rest page changed and its scene's font
  /// renamed, so a verification has differences to print.
  static func changedSnapshots(of brand: String, in out: String) throws {
    let record = try ShellRender.snapshot([brand], blocks: ["sign-in"], mode: .write(folder: out))
    #expect(record.status == 0, "\(record.stderr)")
    let page = out + "/sign-in.rest.controls.light.large.ansi.txt"
    let text = try String(contentsOfFile: page, encoding: .utf8)
    try BrandFiles.write(text + "changed\n", to: page)
    let scene = out + "/sign-in.rest.controls.light.large.scene.json"
    let sceneText = try String(contentsOfFile: scene, encoding: .utf8)
    try BrandFiles.write(sceneText.replacingOccurrences(of: "sans-serif", with: "serif"), to: scene)
  }

  @Test func noCommandPrintsAControl() throws {
    let brand = try Self.brand()
    let root = BrandFiles.parent(brand)
    defer { BrandFiles.remove(root) }
    let out = root + "/snapshots"
    try Self.changedSnapshots(of: brand, in: out)
    func checked(_ shell: ShellCheck) -> ShellRender.Output {
      let result = shell([brand])
      return ShellRender.Output(status: result.status, stdout: result.stdout, stderr: result.stderr)
    }
    let runs: [(String, ShellRender.Output)] = [
      ("check", checked(ShellCheck())), ("check --verbose", checked(ShellCheck(verbose: true))),
      ("diff", ShellRender.diff("studio", brand).0),
      (
        "snapshot --verify --junit",
        try ShellRender.snapshot(
          [brand], blocks: ["sign-in"],
          mode: ShellRender.verify(out, junit: root + "/junit.xml"))
      ),
      ("preview", ShellRender.preview(brand, width: 160)), ("list", ShellRender.list(tokens: root)),
    ]
    for (name, result) in runs {
      #expect(result.status != 2, "\(name): \(result.stderr.prefix(600))")
      #expect(Self.forbidden(in: result.all).isEmpty, "\(name): \(Self.forbidden(in: result.all))")
      #expect(!result.all.contains("\u{1B}"), "\(name)")
    }
    // The scene's font name is in the verify diff, its controls written as JSON escapes.
    let verify = try ShellRender.snapshot(
      [brand], blocks: ["sign-in"], mode: ShellRender.verify(out), verbose: true)
    #expect(verify.status == 1)
    #expect(
      verify.stdout.contains(#"Evil\u009b2J\u009b31mFont\u0085\u202eTXT\u2028\u2029"#),
      "\(verify.stdout.prefix(2000))")
  }

  @Test func junitIsWellFormedXML() throws {
    let brand = try Self.brand()
    let root = BrandFiles.parent(brand)
    defer { BrandFiles.remove(root) }
    let out = root + "/snapshots"
    try Self.changedSnapshots(of: brand, in: out)
    let junit = root + "/junit.xml"
    let result = try ShellRender.snapshot(
      [brand], blocks: ["sign-in"], mode: ShellRender.verify(out, junit: junit))
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
    defer { BrandFiles.remove(root) }
    let file = root + "/::warning file=x::PWNED.tokens.json"
    try BrandFiles.write(#"{ "n": { "$type": "number", "$value": 1 } }"#, to: file)
    let result = ShellCheck(format: "github")([file])
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
    defer { BrandFiles.remove(root) }
    let file = root + "/a b#c%.tokens.json"
    try BrandFiles.write(#"{ "n": { "$type": "number", "$value": "{nope}" } }"#, to: file)
    let result = ShellCheck(format: "sarif")([file])
    let expected =
      "file://" + root.replacingOccurrences(of: " ", with: "%20") + "/a%20b%23c%25.tokens.json"
    #expect(result.stdout.contains(#""uri": "\#(expected)""#), "\(result.stdout.prefix(1500))")
  }
}

/// Errors that carry their own `error:` are printed once with it.
@Suite struct ErrorWordingRunTests {
  @Test func aTemplateErrorSaysErrorOnce() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { BrandFiles.remove(folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/templates", withIntermediateDirectories: true)
    try BrandFiles.write("{{#x}}\n", to: folder + "/templates/colors.mustache")
    // The shell refuses the templates (exit 2) with the problem's message as a failure line.
    let message: String
    do {
      _ = try DocsTemplates(custom: folder + "/templates")
      Issue.record("the templates were taken")
      return
    } catch {
      message = ReportLine.failure(error.message).text
    }
    #expect(
      message.contains("colors.mustache:1:1: error: section 'x' is never closed"), "\(message)")
    #expect(!message.contains("error: error:") && !message.hasPrefix("error: /"), "\(message)")
  }

  @Test func fileSizeRefusalNamesTheFlag() {
    let result = ShellCheck(
      noContrast: true, options: TokenOptions(maxFileBytes: 100), tokens: BrandFiles.tokens)(
        ["studio"])
    #expect(
      result.stdout.contains("larger than the limit of 100 bytes (raise it with --max-file-size)"),
      "\(result.stdout.prefix(800))")
  }
}

/// `diff --html` finds the snapshot templates without the package's folder (they are built
/// in), or refuses the page.
@Suite struct DiffTemplatesRunTests {
  @Test func renderingsAreKept() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { BrandFiles.remove(folder) }
    let tokens = BrandFiles.tokens
    let (result, _) = ShellRender.diff(
      tokens + "/studio", tokens + "/folio", html: folder + "/diff.html")
    #expect(result.status == 1, "\(result.stderr)")
    let page = try String(contentsOfFile: folder + "/diff.html", encoding: .utf8)
    #expect(page.contains("<iframe"), "the page has no renderings")
    let (refused, _) = ShellRender.diff(
      tokens + "/studio", tokens + "/folio", html: folder + "/none.html", templates: folder)
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains("diff --html needs the snapshot templates"), "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/none.html"))
  }
}
