import Foundation
import TestSupport
import Testing

/// `sptheme export swift` with several brands and the options that shape the code, run as a
/// user runs them.
@Suite struct SwiftExportCommandTests {
  static let golden =
    TestPaths.packageRoot
    + "/Tests/ThemeTests/__Snapshots__/SwiftExporterTests/allShippedBrandsInOneFile.studio-folio-fieldnote.swift"

  /// Repeated, comma-listed and doubled `--brand`s give exactly the library's multi-brand golden.
  @Test(arguments: [
    ["--brand", "studio", "--brand", "folio", "--brand", "fieldnote"],
    ["--brand", "studio,folio,fieldnote"],
    ["--brand", "studio", "--brand", "folio,fieldnote", "--brand", "studio", "--brand=folio"],
    ["--brand", "studio", "--brand", "tokens/studio", "--brand", "folio,fieldnote"],
  ])
  func severalBrandsInOneFile(_ brands: [String]) throws {
    let result = try CLIRunner.run(["export", "swift"] + brands)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == (try String(contentsOfFile: Self.golden, encoding: .utf8)))
  }

  @Test func writesAFileAndSaysWhichBrands() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/SPTheme.swift"
    let result = try CLIRunner.run(["export", "swift", "--brand", "folio,studio", "-o", out])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "wrote \(out) (swift, brands folio, studio)\n")
    let text = try String(contentsOfFile: out, encoding: .utf8)
    #expect(text.hasPrefix("// Folio (folio), Studio (studio): SPTheme roles for SwiftUI.\n"))
    #expect(text.contains("static let defaultValue: SPTheme = .studio"))
  }

  @Test func typeNameAccessAndValuesOnly() throws {
    let main = try CLIRunner.run([
      "export", "swift", "--brand", "studio", "--type-name", "AcmeTheme", "--access", "internal",
    ])
    #expect(main.status == 0, "\(main.stderr)")
    #expect(main.stdout.contains("\nstruct AcmeTheme: Sendable, Hashable, Identifiable {"))
    #expect(main.stdout.contains("  static let studio = AcmeTheme("))
    #expect(main.stdout.contains("struct AcmeHairline: View {"))
    #expect(!main.stdout.contains("public"))
    let values = try CLIRunner.run([
      "export", "swift", "--brand", "folio", "--type-name", "AcmeTheme", "--values-only",
    ])
    #expect(values.status == 0, "\(values.stderr)")
    #expect(
      values.stdout.hasPrefix(
        "// Folio (folio): brand values for AcmeTheme, declared in another file.\n"))
    #expect(values.stdout.contains("  public static let folio = AcmeTheme("))
    #expect(!values.stdout.contains("struct AcmeTheme"))
    #expect(!values.stdout.contains("EnvironmentValues"))
  }

  struct Misuse: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let misuses: [Misuse] = [
    Misuse(
      arguments: ["--type-name", "9Lives"],
      message:
        "error: --type-name '9Lives' cannot name a Swift type: it must start with an ASCII letter or '_' (for example --type-name AcmeTheme)"
    ),
    Misuse(
      arguments: ["--type-name", "Acme Theme"],
      message: "' ' is not allowed; use ASCII letters, digits and '_'"),
    Misuse(
      arguments: ["--type-name", "Color"],
      message: "the file uses 'Color' for something else (SwiftUI or a nested type)"),
    Misuse(
      arguments: ["--type-name", "struct"],
      message: "it is a Swift keyword or a member of the theme"),
    Misuse(
      arguments: ["--type-name", ""],
      message: "--type-name '' cannot name a Swift type: it is empty"
    ),
    Misuse(
      arguments: ["--access", "private"],
      message: "--access must be one of public, internal, not 'private'"),
    Misuse(
      arguments: ["--type-name", "A", "--type-name", "B"],
      message: "--type-name is given twice (--type-name A and --type-name B); give it once"),
    Misuse(arguments: ["--values-only=yes"], message: "--values-only does not take a value"),
  ]

  /// Bad options are usage errors (exit 2) that say what to do, before any brand is read.
  @Test(arguments: misuses)
  func misuse(_ misuse: Misuse) throws {
    let result = try CLIRunner.run(["export", "swift", "--brand", "nope"] + misuse.arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(misuse.message), "\(result.stderr)")
    #expect(!result.stderr.contains("nope"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test(arguments: [
    (
      ["export", "css", "--type-name", "AcmeTheme"],
      "--type-name is for swift; css has no such choice"
    ),
    (["export", "json", "--values-only"], "--values-only is for swift; json has no such choice"),
    (["export", "css", "--access", "internal"], "--access is for swift; css has no such choice"),
    (
      ["export", "css", "--brand", "studio,folio"],
      "css exports one brand at a time, but --brand names 2 (studio, folio); only swift holds several"
    ),
  ])
  func swiftOnlyChoices(_ arguments: [String], _ message: String) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  /// Two different brands whose names give the same property: an error naming both files,
  /// never one of them left out.
  @Test func twoBrandsOfTheSameNameAreRefused() throws {
    let folder = try CLIRunner.copyOfBrand("studio", as: "studio")
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let result = try CLIRunner.run(["export", "swift", "--brand", "studio", "--brand", folder])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "brands 'studio' and 'studio' would both be the static property 'studio'; rename one, or export them to separate files (tokens/studio/studio.resolver.json, \(folder)/studio.resolver.json)"
      ), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  /// One broken brand among several: every brand's problem is said, nothing is written.
  @Test func aBrokenBrandStopsTheWholeFile() throws {
    let folder = try CLIRunner.copyOfBrand("studio", as: "broken")
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    try CLIRunner.edit(
      folder + "/light.tokens.json", replacing: "\"{palette.gray.900}\"",
      with: "\"{palette.gray.9000}\"")
    let out = folder + "/../SPTheme.swift"
    let result = try CLIRunner.run([
      "export", "swift", "--brand", "folio", "--brand", folder, "--brand", "nope", "-o", out,
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("brand 'broken' has errors, so it cannot be exported"))
    #expect(result.stderr.contains("no brand 'nope'"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out))
    let findings = try CLIRunner.run(["export", "swift", "--brand", "folio," + folder])
    #expect(findings.status == 1)
    #expect(findings.stdout.isEmpty)
  }
}
