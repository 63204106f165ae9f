import Platform
import Render
import Theme

/// `sptheme snapshot merge-reports DIR…` as a value: joins the `results.json` of every shard into
/// one `results.json`, `junit.xml` and `report.html`, judging orphans over all shards.
public struct SnapshotMergeRun: Sendable {
  /// The results folders (or `results.json` files) of the shards.
  public var parts: [String]
  /// The reference folder, when not the one the shards used.
  public var referencesFolder: String?
  /// Where the merged results go.
  public var out: String
  /// Where `report.html` goes (default: in ``out``).
  public var reportFile: String?
  /// Where `junit.xml` goes (default: in ``out``).
  public var junitFile: String?
  /// The templates of the report.
  public var templates: TemplateLibrary

  /// Creates a merge.
  public init(
    parts: [String], referencesFolder: String? = nil, out: String = "snapshot-report",
    reportFile: String? = nil, junitFile: String? = nil, templates: TemplateLibrary
  ) {
    self.parts = parts
    self.referencesFolder = referencesFolder
    self.out = out
    self.reportFile = reportFile
    self.junitFile = junitFile
    self.templates = templates
  }

  /// The path of the results document of a results folder, or the file itself.
  public static func resultsPath(_ folder: String) -> String {
    folder.hasSuffix(".json") ? folder : folder + "/results.json"
  }

  /// Reads a results document; the failure says what could not be read.
  public static func read(_ folder: String) -> Result<SnapshotResults, SnapshotFailure> {
    let path = resultsPath(folder)
    do {
      let document = try JSONDocument(contentsOf: path)
      return .success(try SnapshotResults(json: document.root, path: path))
    } catch let failure as SnapshotResults.Failure {
      return .failure(.unreadable([failure.description]))
    } catch {
      return .failure(.unreadable(["cannot read \(path): \(error)"]))
    }
  }

  /// Joins the parts and writes the merged results.
  public func run() -> SnapshotRunReport {
    var documents: [SnapshotResults] = []
    for part in parts {
      switch Self.read(part) {
      case .success(let document): documents.append(document)
      case .failure(let failure): return SnapshotRunReport(result: .failure(failure))
      }
    }
    let merged: SnapshotResults
    do {
      merged = try SnapshotResults.merge(documents, referencesFolder: referencesFolder)
    } catch {
      return SnapshotRunReport(result: .failure(.unreadable([error.description])))
    }
    let report = reportFile ?? out + "/report.html"
    let junit = junitFile ?? out + "/junit.xml"
    do {
      try FileSystem.createFolder(out)
      try FileSystem.write(merged.json.serialized(), to: out + "/results.json")
      try FileSystem.write(JUnitWriter.snapshot(merged.comparison), to: junit)
      try FileSystem.write(
        try SnapshotReport.html(merged.comparison, causes: merged.causes, templates: templates),
        to: report)
    } catch let failure as FileFailure {
      return SnapshotRunReport(result: .failure(.cannotWrite(failure)))
    } catch {
      // A template error says `error:` itself (`report.mustache:3:1: error: …`).
      return SnapshotRunReport(result: .failure(.failed("\(error)")))
    }
    return SnapshotRunReport(
      result: .success(
        .merged(
          .init(results: merged, parts: documents.count, reportPath: report, junitPath: junit))
      ))
  }
}
