import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// Exports run in process as `sptheme export` runs them from the package root: brands looked
/// up in the package's `tokens/` (then the built-in ones), provenance relative to the package.
enum ExportFixture {
  /// The package's `tokens/` folder.
  static let tokens = TestPaths.packageRoot + "/tokens"

  /// The catalog of a command run in the package root without a project file.
  static func catalog(tokensFolder: String = tokens, legacy: Bool = false) -> BrandCatalog {
    BrandCatalog(project: nil, tokensFolder: tokensFolder, options: TokenOptions(legacy: legacy))
  }

  /// A run of `format` over `brands`, as the shell builds it from its options.
  static func run(
    _ format: ExportRun.Format, _ brands: [String] = ["studio"],
    catalog: BrandCatalog = catalog(), input: [String: String] = [:],
    css: ExportRun.CSSShape = ExportRun.CSSShape(),
    swift: SwiftExporter.Options = SwiftExporter.Options(), appearance: String? = nil,
    namespace: Bool = false, out: String? = nil, sourceRoot: String = TestPaths.packageRoot
  ) -> ExportRun {
    ExportRun(
      format: format, catalog: catalog, references: brands, input: input, css: css,
      swift: swift, appearance: appearance, namespace: namespace, out: out,
      sourceRoot: sourceRoot)
  }

  /// The text an export gives for standard output; records an issue when it gives none.
  static func text(
    _ report: ExportReport, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> String {
    guard case .text(let text) = report.result else {
      Issue.record(
        "no text: exit \(report.exitCode), \(lines(report))", sourceLocation: sourceLocation)
      return ""
    }
    #expect(report.exitCode == 0, sourceLocation: sourceLocation)
    return text
  }

  /// What the writer sends to standard error, one line each.
  static func errors(_ report: ExportReport) -> [String] {
    ExportTextWriter().lines(report).filter { $0.stream == .error }.map(\.text)
  }

  /// Every line the writer gives, with a usage failure as the shell prints it (`error: …`).
  static func lines(_ report: ExportReport) -> String {
    var lines = ExportTextWriter().lines(report).map(\.text)
    if case .usage(let message) = report.failure { lines.append("error: " + message) }
    return lines.joined(separator: "\n")
  }

  /// The usage failure's message, or `""`.
  static func usage(_ report: ExportReport) -> String {
    if case .usage(let message) = report.failure { return message }
    return ""
  }

  /// A copy of a shipped brand in a temporary folder, renamed, for breaking on purpose; the
  /// caller removes the folder above it.
  static func copyOfBrand(_ name: String, as newName: String) throws -> String {
    try BrandCopies.copy(name, as: newName)
  }

  /// Replaces the first occurrence of `old` in a file.
  static func edit(
    _ path: String, replacing old: String, with new: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    try BrandCopies.edit(path, replacing: old, with: new, sourceLocation: sourceLocation)
  }

  /// A file's text, or `nil` when it cannot be read.
  static func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  /// A path under `../shared/realworld/`; the test stops when it is missing.
  static func realworld(_ name: String) throws -> String {
    let path = TestPaths.shared("realworld/" + name)
    try #require(FileManager.default.fileExists(atPath: path))
    return path
  }
}
