import Platform
import Render
import Theme

extension SnapshotRun {
  /// Compares the rendered snapshots with the reference folder, writes the results, the JUnit
  /// report and (when something differs) `report.html`, then records what the record mode says.
  func verify(_ rendered: Rendering, _ verification: Verification) -> SnapshotRunReport {
    let folder = verification.folder
    var notes: [String] = []
    var recordedRoles: RoleRecord?
    var rolesBroken = false
    do {
      recordedRoles = try RoleRecord.read(folder: folder)
    } catch {
      // Recording everything again is how a broken roles file is mended.
      guard verification.record == .all else {
        return SnapshotRunReport(result: .failure(.unreadable([error.description])))
      }
      notes.append("\(error.description); --record all writes it anew")
      rolesBroken = true
    }
    let comparison: SnapshotComparison
    do {
      comparison = try SnapshotComparison.compare(
        rendered.snapshots, matching: rendered.matching, folder: folder, scope: scope,
        judgingOrphans: shard == nil)
    } catch {
      return SnapshotRunReport(notes: notes, result: .failure(.cannotRead(error)))
    }
    let results = SnapshotResults(
      shard: shard, referencesFolder: folder, scope: scope, comparison: comparison,
      orphansJudged: shard == nil, recordedRoles: recordedRoles,
      todayRoles: RoleRecord(themes: themes))
    var verified = SnapshotRunReport.Verified(
      results: results, record: verification.record, recorded: [], removed: [])
    do {
      verified.reportPath = try writeResults(results, verification)
      if verification.record != .never {
        (verified.recorded, verified.removed) = try record(
          comparison, verification, rolesBroken: rolesBroken)
      }
    } catch {
      return SnapshotRunReport(notes: notes, result: .failure(.writing(error)))
    }
    return SnapshotRunReport(notes: notes, result: .success(.verified(verified)))
  }

  /// Writes `results.json` and `junit.xml` into the results folder (and `--junit`), and
  /// `report.html` when something differs; returns where the report went.
  func writeResults(_ results: SnapshotResults, _ verification: Verification) throws -> String? {
    let comparison = results.comparison
    let resultsFolder = verification.resultsFolder
    if let resultsFolder {
      try FileSystem.createFolder(resultsFolder)
      try FileSystem.write(results.json.serialized(), to: resultsFolder + "/results.json")
    }
    if let junit = verification.junitFile ?? resultsFolder.map({ $0 + "/junit.xml" }) {
      try FileSystem.write(JUnitWriter.snapshot(comparison), to: junit)
    }
    guard !comparison.differences.isEmpty else { return nil }
    let reportPath =
      verification.reportFile ?? (resultsFolder ?? verification.folder) + "/report.html"
    try FileSystem.write(
      try SnapshotReport.html(comparison, causes: results.causes, templates: templates),
      to: reportPath)
    return reportPath
  }

  /// Writes what the record mode records into the reference folder, under its lock, and
  /// removes orphans with `prune`; returns the names recorded and removed.
  func record(_ comparison: SnapshotComparison, _ verification: Verification, rolesBroken: Bool)
    throws -> (recorded: [String], removed: [String])
  {
    let (folder, record) = (verification.folder, verification.record)
    var recorded: [String] = []
    var removed: [String] = []
    try FileSystem.createFolder(folder)
    let lock = try FolderLock(folder)
    defer { withExtendedLifetime(lock) {} }
    // A run that rewrites every changed snapshot may replace the shared stylesheet.
    var store = try ReferenceStore.Writer(
      folder: folder, replacingStylesheet: record == .failed || record == .all)
    for difference in comparison.differences {
      if record.records(difference.kind), let snapshot = difference.current {
        try store.write(snapshot)
        recorded.append(difference.name.description)
      } else if difference.kind == .orphaned, verification.prune {
        for ext in difference.files {
          try FileSystem.remove(folder + "/" + difference.name.file(ext))
        }
        removed.append(difference.name.description)
      }
    }
    if !recorded.isEmpty || !removed.isEmpty {
      try SnapshotFolder.writeGallery(folder, templates: templates)
    }
    try SnapshotFolder.writeRoles(
      record.rolesKept(today: RoleRecord(themes: themes), comparison: comparison), to: folder,
      replacing: record.replacesRoles, discardingBefore: rolesBroken)
    return (recorded, removed)
  }
}
