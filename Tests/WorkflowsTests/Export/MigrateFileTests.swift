import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// A Tokens Studio file migrated in process, then checked: what is said about each value, the
/// file written with its backup (as private as the file), and what it cannot convert.
@Suite struct MigrateFileTests {
  static let fixture =
    TestPaths.packageRoot + "/Tests/ThemeTests/Migrate/Fixtures/tokens-studio.tokens.json"

  /// A copy of the fixture in a fresh folder.
  static func harbor() throws -> (folder: String, file: String) {
    let folder = try TestPaths.temporaryFolder()
    let file = folder + "/harbor.tokens.json"
    try FileManager.default.copyItem(atPath: fixture, toPath: file)
    return (folder, file)
  }

  /// What the writer sends to standard error, joined.
  static func said(_ report: MigrateReport) -> String {
    MigrateTextWriter().lines(report).filter { $0.stream == .error }.map(\.text)
      .joined(separator: "\n")
  }

  /// `check --no-contrast` of a file.
  static func check(_ file: String, legacy: Bool = false) -> CheckReport {
    ProjectCheck.run([file], catalog: ExportFixture.catalog(legacy: legacy), contrast: false)
  }

  @Test func migrateThenCheck() throws {
    let (folder, file) = try Self.harbor()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let legacy = Self.check(file, legacy: true)
    #expect(legacy.exitCode() == 0)
    #expect(
      ProjectCheck.text(legacy).contains("ok: 0 errors, 68 warnings"),
      "each legacy literal warns once, not again at its aliases")
    #expect(Self.check(file).exitCode() == 1)

    // Exit 1: the fixture's Tokens Studio color modifier cannot be applied, and is listed.
    let preview = MigrateRun(path: file).run()
    #expect(preview.exitCode == 1)
    guard let first = MigrateTextWriter().lines(preview).first, first.stream == .data else {
      Issue.record("no text for standard output")
      return
    }
    let text = first.text
    #expect(text.hasPrefix("{\n  \"$description\": \"Harbor brand"))
    let said = Self.said(preview)
    #expect(said.contains("core.blue.700: left {\"type\":\"darken\""), "\(said)")
    #expect(said.contains("\(file):8:26: core.blue.500: \"#0a84ff\" → {\"colorSpace\":\"srgb\""))
    #expect(said.hasSuffix("\(file): 68 changes, 1 value left as it is"), "\(said)")
    #expect(
      try String(contentsOfFile: file, encoding: .utf8).contains("\"#0a84ff\""),
      "without write the file stays")

    let original = try Data(contentsOf: URL(fileURLWithPath: file))
    let write = MigrateRun(path: file, write: true).run()
    #expect(write.exitCode == 1)
    #expect(MigrateTextWriter().lines(write).allSatisfy { $0.stream == .error })
    #expect(
      Self.said(write).hasSuffix(
        "\(file): 68 changes, 1 value left as it is; rewrote the file; the old file is \(file).bak"
      ), "\(Self.said(write))")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: file + ".bak")) == original,
      "the backup is the old file, byte for byte")
    let check = Self.check(file)
    #expect(check.exitCode() == 0, "\(ProjectCheck.text(check))")
    #expect(ProjectCheck.text(check).contains("ok: 0 errors, 0 warnings"))
    // A second run finds nothing to do and leaves the file alone.
    let again = MigrateRun(path: file, write: true).run()
    #expect(again.exitCode == 1)
    #expect(
      Self.said(again).contains(
        "nothing to change, 1 value left as it is; left the file as it was"))
  }

  @Test func writingWithoutBackup() throws {
    let (folder, file) = try Self.harbor()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let write = MigrateRun(path: file, write: true, noBackup: true).run()
    #expect(write.exitCode == 1, "\(Self.said(write))")
    #expect(
      Self.said(write).hasSuffix("\(file): 68 changes, 1 value left as it is; rewrote the file"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder) == ["harbor.tokens.json"],
      "no .bak, no temporary")
    let alone = MigrateRun(path: file, noBackup: true).run()
    #expect(alone.exitCode == 2)
    #expect(alone.failure == .usage("--no-backup goes with --write"))
  }

  @Test func listsWhatItCannotConvert() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/odd.tokens.json"
    try
      ##"{ "a": { "$type": "spacing", "$value": "2em" }, "b": { "$type": "color", "$value": "#fff" } }"##
      .write(toFile: file, atomically: true, encoding: .utf8)
    let report = MigrateRun(path: file).run()
    #expect(report.exitCode == 1)
    let said = Self.said(report)
    #expect(said.contains("a: left \"2em\" as it is: \"em\" has no 2025.10 equivalent"), "\(said)")
    #expect(said.contains("2 changes, 1 value left as it is"))
  }

  @Test func aMissingFileIsSaid() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = MigrateRun(path: folder + "/missing.json").run()
    #expect(report.exitCode == 2)
    #expect(
      Self.said(report).contains("missing.json: no such file or folder"), "\(Self.said(report))")
  }

  @Test func theBackupKeepsTheFilesPermissions() throws {
    let (folder, file) = try Self.harbor()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
    let report = MigrateRun(path: file, write: true).run()
    // 1: the file is written, and a Tokens Studio color modifier it cannot apply is listed.
    #expect(report.exitCode == 1, "\(Self.said(report))")
    let mode = try FileManager.default.attributesOfItem(atPath: file + ".bak")[.posixPermissions]
    #expect(mode as? Int == 0o600, "backup mode \(String(describing: mode))")
  }
}
