import Foundation
import TestSupport
import Testing

/// What only the shell of `export`, `migrate` and `init` decides, through the built binary:
/// help, the options it refuses before any brand is read (exit 2 with a usage message), and
/// `--brand` lists. What the runs do is tested in process (`Tests/WorkflowsTests/Export/`).
@Suite struct ExportCommandTests {
  static let golden =
    TestPaths.packageRoot
    + "/Tests/ThemeTests/__Snapshots__/SwiftExporterTests/allShippedBrandsInOneFile.studio-folio-fieldnote.swift"

  /// A command line and what it gives.
  struct ShellCase: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32 = 2
    /// Pieces of standard error (for a refusal) or of standard output (for exit 0).
    var says: [String]
    /// Whether standard output is the multi-brand Swift golden.
    var golden = false
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// Swift options refused before a brand is read: `--brand nope` is never looked up.
  static let swiftMisuses = [
    (
      ["--type-name", "9Lives"],
      "error: --type-name '9Lives' cannot name a Swift type: it must start with an ASCII letter or '_' (for example --type-name AcmeTheme)"
    ),
    (["--type-name", "Acme Theme"], "' ' is not allowed; use ASCII letters, digits and '_'"),
    (
      ["--type-name", "Color"],
      "the file uses 'Color' for something else (SwiftUI or a nested type)"
    ),
    (["--type-name", "struct"], "it is a Swift keyword or a member of the theme"),
    (["--type-name", ""], "--type-name '' cannot name a Swift type: it is empty"),
    (["--access", "private"], "--access must be one of public, internal, not 'private'"),
    (
      ["--type-name", "A", "--type-name", "B"],
      "--type-name is given twice (--type-name A and --type-name B); give it once"
    ),
    (["--values-only=yes"], "--values-only does not take a value"),
  ].map { ShellCase(arguments: ["export", "swift", "--brand", "nope"] + $0.0, says: [$0.1]) }

  /// CSS selectors that could break out of their rule.
  static let selectors = [
    (#"[data-brand="folio"] {"#, "holds '{', which would end the rule"),
    (".a } body { color: red", "holds '}'"),
    (".a; x", "holds ';'"),
    (".a /* */", "holds a comment"),
    (".a\u{1B}]0;x\u{7}", "holds a control character (U+001B)"),
    (#"[data-brand="folio]"#, "has a string without its closing quote"),
    ("", "is empty"),
  ].map {
    ShellCase(arguments: ["export", "css", "--brand", "folio", "--selector", $0.0], says: [$0.1])
  }

  static let cases: [ShellCase] =
    ["export", "migrate", "init"].map {
      ShellCase(arguments: [$0, "--help"], status: 0, says: ["USAGE: sptheme \($0)"])
    } + [
      ShellCase(arguments: ["--help"], status: 0, says: ["  export ", "  migrate ", "  init "]),
      ShellCase(arguments: ["export"], says: ["say what to export: swift, xcassets, css or json"]),
      ShellCase(arguments: ["export", "kotlin"], says: ["cannot export 'kotlin'"]),
      ShellCase(
        arguments: ["export", "svg"], says: ["the formats are swift, xcassets, css and json"]),
      ShellCase(
        arguments: ["export", "css", "--appearance", "dark"], says: ["--appearance is for json"]),
      ShellCase(
        arguments: ["export", "css", "--appearance", "light-hc"],
        says: [
          "--appearance light-hc picks one appearance, but css carries every one",
          "'sptheme export json --appearance NAME'", "--mode-selector '[data-theme=\"{mode}\"]'",
        ]),
      ShellCase(
        arguments: ["export", "xcassets", "--out", "A.xcassets", "--appearance", "dark"],
        says: [
          "--appearance is for json",
          "--appearance dark picks one appearance, but xcassets carries every one",
        ]),
      ShellCase(
        arguments: ["export", "xcassets"], says: ["xcassets writes a folder: give it with --out"]),
      ShellCase(
        arguments: ["export", "xcassets", "--out", "A.xcassets", "--selector", ":root"],
        says: ["--selector is for css"]),
      ShellCase(
        arguments: ["export", "swift", "--selector", ".a"], says: ["--selector is for css"]),
      ShellCase(
        arguments: ["export", "swift", "--mode-selector", ".{mode}"],
        says: ["--mode-selector is for css"]),
      ShellCase(arguments: ["export", "json", "--prefix", "acme"], says: ["--prefix is for css"]),
      ShellCase(
        arguments: ["export", "css", "--mode-selector", ".dark"],
        says: ["--mode-selector '.dark' has no {mode}"]),
      ShellCase(
        arguments: ["export", "css", "--mode-selector", ".{mode} {"],
        says: ["holds '{', which would end the rule"]),
      ShellCase(
        arguments: ["export", "css", "--prefix", "a b"], says: ["--prefix 'a b' holds ' '"]),
      ShellCase(
        arguments: ["export", "css", "--type-name", "AcmeTheme"],
        says: ["--type-name is for swift; css has no such choice"]),
      ShellCase(
        arguments: ["export", "json", "--values-only"],
        says: ["--values-only is for swift; json has no such choice"]),
      ShellCase(
        arguments: ["export", "swift", "--all-tokens"],
        says: ["--all-tokens is for json; swift writes the roles"]),
      ShellCase(
        arguments: ["export", "css", "--access", "internal"],
        says: ["--access is for swift; css has no such choice"]),
      ShellCase(
        arguments: ["export", "css", "--brand", "studio,folio"],
        says: [
          "css exports one brand at a time, but --brand names 2 (studio, folio); only swift holds several"
        ]),
      ShellCase(arguments: ["migrate"], says: ["say which file or folder to migrate"]),
      ShellCase(arguments: ["init"], says: ["name the new brand"]),
      ShellCase(arguments: ["init", "../evil"], says: ["cannot name a brand '../evil'"]),
    ]
    + ["swift", "css", "json"].map {
      ShellCase(arguments: ["export", $0, "--namespace"], says: ["--namespace is for xcassets"])
    } + swiftMisuses + selectors + [
      // Repeated, comma-listed and doubled `--brand`s, and a brand named by its folder.
      ShellCase(
        arguments: [
          "export", "swift", "--brand", "studio", "--brand", "folio,fieldnote", "--brand", "studio",
          "--brand=folio", "--brand", "tokens/studio",
        ], status: 0, says: [], golden: true)
    ]

  @Test(arguments: cases)
  func shell(_ item: ShellCase) throws {
    let result = try CLIRunner.run(item.arguments)
    #expect(result.status == item.status, "\(result.stderr)")
    let said = item.status == 0 ? result.stdout : result.stderr
    for piece in item.says { #expect(said.contains(piece), "no '\(piece)' in:\n\(said)") }
    if item.status != 0 { #expect(result.stdout.isEmpty) }
    if item.golden {
      #expect(result.stdout == (try String(contentsOfFile: Self.golden, encoding: .utf8)))
    }
    // Refused before any brand is read, and made safe for the terminal.
    #expect(!result.stderr.contains("nope"), "\(result.stderr)")
    #expect(!result.stderr.contains("\u{1B}"))
    #expect(!FileManager.default.fileExists(atPath: TestPaths.packageRoot + "/A.xcassets"))
  }
}
