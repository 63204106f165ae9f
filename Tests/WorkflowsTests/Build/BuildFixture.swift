import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// Builds run in process over a project in a temporary folder, as `sptheme build` runs them in
/// the project's folder: the run never changes the working folder, so every output is given
/// as an absolute path in the folder (`OUT` in a project text stands for it).
enum BuildFixture {
  /// A project folder holding a copy of the shipped brands in `tokens/` and `config` (with
  /// `OUT` standing for the folder) as its `sptheme.json`, none when `nil`. The caller
  /// removes the folder.
  static func project(_ config: String?) throws -> String {
    let folder = try TestPaths.temporaryFolder()
    try FileManager.default.copyItem(atPath: ExportFixture.tokens, toPath: folder + "/tokens")
    if let config { try write(config, into: folder) }
    return folder
  }

  /// Writes `config` (with `OUT` standing for the folder) as the folder's `sptheme.json`.
  static func write(_ config: String, into folder: String) throws {
    try config.replacingOccurrences(of: "OUT", with: folder).write(
      toFile: folder + "/sptheme.json", atomically: true, encoding: .utf8)
  }

  /// Makes every relative `"out"` of the folder's `sptheme.json` absolute, in place (for a
  /// project another run wrote).
  static func absoluteOutputs(in folder: String) throws {
    let path = folder + "/sptheme.json"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let absolute = text.replacing(#/"out": "(?!/)/#) { _ in "\"out\": \"\(folder)/" }
    #expect(absolute != text, "no relative outputs in \(text)")
    try absolute.write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// The run of the folder's project, with the brands of its `sptheme.json` and `tokens/`.
  static func run(
    _ folder: String, allowOutside: Bool = false, legacy: Bool = false,
    sourcesAnywhere: Bool = false
  ) -> BuildRun {
    let catalog = ProjectCheck.catalog(
      folder: folder, legacy: legacy, sourcesAnywhere: sourcesAnywhere)
    return BuildRun(
      project: catalog.project ?? ProjectFile(contentsOf: folder + "/sptheme.json"),
      catalog: catalog, allowOutside: allowOutside, sourceRoot: folder, projectFolder: folder)
  }

  /// The lines the writer gives on one stream, joined.
  static func text(_ report: BuildReport, _ stream: ReportLine.Stream) -> String {
    BuildTextWriter().lines(report).filter { $0.stream == stream }.map(\.text)
      .joined(separator: "\n")
  }

  /// How many lines a file has.
  static func lineCount(_ path: String) -> Int {
    (ExportFixture.read(path) ?? "").reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
  }

  /// The inode and modification time of a file, to see that it was not rewritten.
  static func stamp(_ path: String) throws -> String {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(attributes[.systemFileNumber] ?? 0)@\(date)"
  }

  /// The export that writes what an output of the folder's project writes.
  static func export(
    _ format: ExportRun.Format, _ brands: [String], in folder: String,
    css: ExportRun.CSSShape = ExportRun.CSSShape(),
    swift: SwiftExporter.Options = SwiftExporter.Options(), appearance: String? = nil,
    namespace: Bool = false, out: String? = nil
  ) -> ExportReport {
    ExportFixture.run(
      format, brands, catalog: ProjectCheck.catalog(folder: folder), css: css, swift: swift,
      appearance: appearance, namespace: namespace, out: out, sourceRoot: folder
    ).run()
  }
}
