import Platform
import Render
import Theme

/// The files of a snapshot or reference folder: each snapshot's three files, `roles.json` and
/// the `index.html` gallery, written under the folder's lock.
public enum SnapshotFolder {
  /// What ``prepareReferences(_:record:)`` did with a reference folder.
  public enum Preparation: Sendable, Equatable {
    /// The folder is there.
    case exists
    /// The folder was made, for the record mode to fill.
    case created
    /// There is no folder and the record mode (`never`) may not make one.
    case refused
    /// The folder could not be made.
    case failed(FileFailure)
  }

  /// Makes a reference folder that does not exist yet when a record mode may fill it; refuses
  /// it under `never`.
  public static func prepareReferences(_ folder: String, record: SnapshotRecordMode) -> Preparation
  {
    guard !FileSystem.kind(of: folder).isFolder else { return .exists }
    guard record != .never else { return .refused }
    do {
      try FileSystem.createFolder(folder)
    } catch {
      return .failed(error)
    }
    return .created
  }

  /// Writes the roles of the run's brands into the folder's `roles.json`: in place of the ones
  /// recorded before (`replacing`), or only for brands and appearances it has none for.
  static func writeRoles(
    _ today: RoleRecord, to folder: String, replacing: Bool, discardingBefore: Bool = false
  ) throws {
    let before =
      discardingBefore ? RoleRecord() : try RoleRecord.read(folder: folder) ?? RoleRecord()
    let after = replacing ? before.updating(with: today) : before.adding(missingFrom: today)
    _ = try FileSystem.writeIfChanged(after.text, to: folder + "/" + RoleRecord.fileName)
  }

  /// Writes `index.html` over every snapshot the folder holds.
  static func writeGallery(_ folder: String, templates: TemplateLibrary) throws {
    let names = SnapshotReport.names(inFolder: folder)
    try FileSystem.writeIfChanged(
      try SnapshotReport.gallery(names, templates: templates), to: folder + "/index.html")
  }

  /// Writes a snapshot's three files; one left as it was is not rewritten.
  static func write(_ snapshot: Snapshot, to folder: String) throws(FileFailure) {
    for ext in SnapshotName.extensions {
      try FileSystem.writeIfChanged(
        snapshot.files[ext] ?? "", to: folder + "/" + snapshot.name.file(ext))
    }
  }
}

extension SnapshotRun {
  /// Writes the snapshots, `roles.json` and `index.html` into `folder`, under its lock.
  func writeOut(_ snapshots: [Snapshot], to folder: String) -> Result<
    SnapshotRunReport.Written, SnapshotFailure
  > {
    do {
      try FileSystem.createFolder(folder)
      // Another run writing into the same folder waits for this one, and the other way round.
      let lock = try FolderLock(folder)
      // Written on every core; each file is atomic.
      let written = ParallelMap.map(snapshots) { snapshot in
        Result { () throws(FileFailure) in try SnapshotFolder.write(snapshot, to: folder) }
      }
      for case .failure(let failure) in written { throw failure }
      try SnapshotFolder.writeRoles(RoleRecord(themes: themes), to: folder, replacing: true)
      try SnapshotFolder.writeGallery(folder, templates: templates)
      withExtendedLifetime(lock) {}
    } catch {
      return .failure(.writing(error))
    }
    return .success(.init(count: snapshots.count, folder: folder, shard: shard))
  }
}
