import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `MigrateRun`: a file given back or rewritten, a folder listed and written all or none, and
/// what stops a migration.
@Suite struct MigrateRunTests {
  static let legacy = ##"{ "brand": { "value": "#ff0000", "type": "color" } }"##

  static func legacyFile() throws -> (folder: String, file: String) {
    let folder = try TestPaths.temporaryFolder()
    try legacy.write(toFile: folder + "/old.json", atomically: true, encoding: .utf8)
    return (folder, folder + "/old.json")
  }

  @Test func aFileIsGivenBackForStandardOutput() throws {
    let (folder, file) = try Self.legacyFile()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = MigrateRun(path: file).run()
    #expect(report.exitCode == 0)
    guard let migrated = report.file, case .text(let text) = migrated.outcome else {
      Issue.record("no text")
      return
    }
    #expect(text.contains("\"$value\"") && migrated.converted > 0 && migrated.left == 0)
    let lines = MigrateTextWriter().lines(report)
    #expect(lines.first == .data(text))
    #expect(lines.last?.text.hasSuffix("\(file): \(migrated.converted) changes") == true)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.legacy, "left as it was")
  }

  @Test func writingKeepsABackupThenFindsNothingToChange() throws {
    let (folder, file) = try Self.legacyFile()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = MigrateRun(path: file, write: true).run()
    #expect(first.file?.outcome == .rewrote(backup: file + ".bak"))
    #expect(try String(contentsOfFile: file + ".bak", encoding: .utf8) == Self.legacy)
    let again = MigrateRun(path: file, write: true, noBackup: true).run()
    #expect(again.file?.outcome == .nothingToChange)
    #expect(
      MigrateTextWriter().lines(again).last?.text
        == "\(file): nothing to change; left the file as it was")
  }

  struct StopCase: CustomTestStringConvertible, Sendable {
    var name: String
    var contents: String?
    var write = false
    var noBackup = false
    var failure: MigrateReport.Failure
    var testDescription: String { name }
  }

  static let stopCases = [
    StopCase(
      name: "no backup without write", contents: legacy, noBackup: true,
      failure: .usage(MigrateWording.noBackupAlone)),
    StopCase(name: "missing", contents: nil, failure: .notRead("")),
    StopCase(name: "cut", contents: "{ \"a\": ", failure: .notJSON(place: "", "")),
  ]

  @Test(arguments: stopCases) func whatStopsAMigration(_ item: StopCase) throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/tokens.json"
    try item.contents?.write(toFile: file, atomically: true, encoding: .utf8)
    let report = MigrateRun(path: file, write: item.write, noBackup: item.noBackup).run()
    #expect(report.exitCode == 2)
    switch (report.failure, item.failure) {
    case (.usage(let said), .usage(let expected)): #expect(said == expected)
    case (.notRead(let said), .notRead): #expect(said.hasPrefix(file))
    case (.notJSON(let place, _), .notJSON): #expect(place.hasPrefix(file + ":1:"))
    default: Issue.record("\(String(describing: report.failure))")
    }
  }

  @Test func aFolderIsListedWithWhatItWouldWrite() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let modes = folder + "/plain-per-mode"
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/Tests/Fixtures/modes/plain-per-mode", toPath: modes)
    let listed = MigrateRun(path: modes).run()
    #expect(listed.project?.result.outputs.isEmpty == false && listed.project?.written == [])
    #expect(
      MigrateTextWriter().lines(listed).last?.text.hasSuffix("add --write to write the files")
        == true)
  }

  /// A Tokens Studio single-file export becomes files beside it, all or none.
  @Test func anExportIsWrittenAllOrNone() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let export = folder + "/export.json"
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/Tests/Fixtures/modes/studio-empty-themes/tokens.json",
      toPath: export)
    let written = MigrateRun(path: export, write: true).run()
    let outputs = written.project?.result.outputs.map(\.path) ?? []
    #expect(written.exitCode == 0 && !outputs.isEmpty && written.project?.written == outputs)
    // A new file changed since: without --force nothing is written; with it, all are.
    try "{}".write(toFile: outputs[0], atomically: true, encoding: .utf8)
    let refused = MigrateRun(path: export, write: true).run()
    #expect(refused.failure == .refused && refused.exitCode == 2)
    #expect(refused.project?.existing == [outputs[0]])
    #expect(
      MigrateTextWriter().lines(refused).last
        == .error("error: \(outputs[0]) exists; wrote nothing (add --force to replace it)"))
    let forced = MigrateRun(path: export, write: true, force: true).run()
    #expect(forced.failure == nil && forced.project?.written == [outputs[0]])
  }
}
