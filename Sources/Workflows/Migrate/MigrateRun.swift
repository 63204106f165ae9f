import Platform
import Theme

/// `sptheme migrate` as a value: one token file, a folder, or a Tokens Studio single-file
/// export, and whether to write; ``run()`` migrates it and (with ``write``) writes the result,
/// returning a ``MigrateReport``.
///
/// A file is rewritten in place (kept as `FILE.bak` unless ``noBackup``) or given back for
/// standard output; a folder or export becomes new files beside the old ones, all or none:
/// every file is checked against the output policy and (without ``force``) for existence
/// before one is written.
public struct MigrateRun: Sendable {
  /// The file or folder.
  public var path: String
  /// Whether to write (else: a file's text goes to standard output, a folder's files are
  /// listed).
  public var write: Bool
  /// Whether a folder's new files may replace files that exist.
  public var force: Bool
  /// Whether a file rewritten keeps no `.bak`.
  public var noBackup: Bool

  /// The largest token file read.
  static let sizeLimit = 64 << 20

  /// Creates a run.
  public init(path: String, write: Bool = false, force: Bool = false, noBackup: Bool = false) {
    self.path = path
    self.write = write
    self.force = force
    self.noBackup = noBackup
  }

  /// Migrates, and writes when asked.
  public func run() -> MigrateReport {
    if FileSystem.kind(of: path).isFolder {
      if noBackup { return MigrateReport(failure: .usage(MigrateWording.noBackupForFolder)) }
      do {
        return project(try ProjectMigration.migrate(folder: path), into: path)
      } catch {
        return MigrateReport(failure: .folderNotMigrated(error.description))
      }
    }
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(path, limit: Self.sizeLimit)
    } catch {
      return MigrateReport(failure: .notRead(error.description))
    }
    if let document = try? JSONDocument(bytes: bytes, path: path),
      ProjectMigration.isSingleFileExport(document)
    {
      if noBackup { return MigrateReport(failure: .usage(MigrateWording.noBackupForExport)) }
      let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
      return project(ProjectMigration.migrate(singleFile: document), into: folder)
    }
    let result: TokenMigrator.Result
    do {
      result = try TokenMigrator.migrate(bytes, path: path)
    } catch {
      return MigrateReport(failure: .notJSON(place: error.location.description, error.message))
    }
    if noBackup && !write { return MigrateReport(failure: .usage(MigrateWording.noBackupAlone)) }
    return file(result, bytes: bytes)
  }

  /// A token file migrated: given back, or rewritten (with its backup) when it changed.
  private func file(_ result: TokenMigrator.Result, bytes: [UInt8]) -> MigrateReport {
    var file = MigrateReport.File(path: path, changes: result.changes, outcome: .text(result.text))
    if write {
      guard file.converted > 0 else {
        file.outcome = .nothingToChange
        return MigrateReport(file: file)
      }
      let backup = noBackup ? nil : path + ".bak"
      do {
        // The backup is as private as the file it keeps (a 0600 file makes a 0600 `.bak`).
        if let backup { try FileSystem.write(bytes, to: backup, permissionsOf: path) }
        try FileSystem.write(result.text, to: path)
      } catch {
        return MigrateReport(failure: .cannotWrite(error.description))
      }
      file.outcome = .rewrote(backup: backup)
    }
    return MigrateReport(file: file)
  }

  /// A project migration listed and, with ``write``, its files written.
  private func project(_ result: ProjectMigration.Result, into folder: String) -> MigrateReport {
    var project = MigrateReport.Project(result: result, writing: write)
    guard write else { return MigrateReport(project: project) }
    // Every file lands inside the folder migrated (the export's folder), links followed,
    // never inside .git/ or over a program; all are checked before one is written.
    var policy = OutputPolicy(
      project: folder.isEmpty ? "." : folder, inputs: [],
      outsideAdvice: MigrateWording.outsideAdvice)
    policy.replacesExecutableJSON = true
    project.refused = result.outputs.compactMap { output in
      policy.refusal(output.path).map { MigrateReport.Refusal(path: output.path, why: $0) }
    }
    if !project.refused.isEmpty { return MigrateReport(project: project, failure: .refused) }
    if !force {
      project.existing = result.outputs.map(\.path).filter { FileSystem.kind(of: $0).exists }
      if !project.existing.isEmpty { return MigrateReport(project: project, failure: .refused) }
    }
    for output in result.outputs {
      do throws(FileFailure) {
        if let slash = output.path.lastIndex(of: "/"), slash != output.path.startIndex {
          let folder = String(output.path[..<slash])
          if !FileSystem.kind(of: folder).exists { try FileSystem.createFolder(folder) }
        }
        if force {
          try FileSystem.write(output.text, to: output.path)
        } else {
          try FileSystem.writeNew(output.text, to: output.path)
        }
        project.written.append(output.path)
      } catch {
        return MigrateReport(project: project, failure: .cannotWrite(error.description))
      }
    }
    return MigrateReport(project: project)
  }
}
