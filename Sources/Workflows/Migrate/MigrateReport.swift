import Theme

/// What ``MigrateRun/run()`` did with a token file or a project (a folder or a single-file
/// export), or why it stopped.
public struct MigrateReport: Sendable {
  /// A token file migrated.
  public struct File: Sendable {
    /// What became of the file.
    public enum Outcome: Sendable, Equatable {
      /// Its migrated text, for standard output (without `--write`).
      case text(String)
      /// Rewritten in place, the old file kept at `backup` (unless there is none).
      case rewrote(backup: String?)
      /// Nothing converted, so left as it was.
      case nothingToChange
    }

    /// The file.
    public var path: String
    /// Every rewrite made, and every member left as it is.
    public var changes: [MigrationChange]
    /// What became of it.
    public var outcome: Outcome

    /// Rewrites made.
    public var converted: Int { changes.filter(\.isConverted).count }
    /// Members left as they are.
    public var left: Int { changes.count - converted }
  }

  /// A file a project migration may not write, and why.
  public struct Refusal: Sendable, Equatable {
    /// The file.
    public var path: String
    /// Why not.
    public var why: String
  }

  /// A project migrated: its new files and what it found.
  public struct Project: Sendable {
    /// The migration.
    public var result: ProjectMigration.Result
    /// Whether its files were to be written.
    public var writing: Bool
    /// Files the output policy refused (nothing was written).
    public var refused: [Refusal] = []
    /// Files that exist, without `--force` (nothing was written).
    public var existing: [String] = []
    /// Files written, in order.
    public var written: [String] = []

    /// Rewrites made.
    public var converted: Int { result.changes.filter(\.isConverted).count }
    /// Members left as they are, or modes that cannot be read one way only.
    public var left: Int { result.changes.count - converted }
  }

  /// Why a run stopped.
  public enum Failure: Error, Sendable, Equatable {
    /// A choice of options that does not fit the input (printed with the command's usage).
    case usage(String)
    /// The file could not be read: `path: reason`.
    case notRead(String)
    /// The file is not JSON.
    case notJSON(place: String, String)
    /// The folder could not be migrated, and why.
    case folderNotMigrated(String)
    /// Files the policy refuses or that exist (listed in the project); nothing was written.
    case refused
    /// A file could not be written: `path: reason`.
    case cannotWrite(String)
  }

  /// The file migrated, if the input was one.
  public var file: File?
  /// The project migrated, if the input was a folder or an export.
  public var project: Project?
  /// Why it stopped, if it did.
  public var failure: Failure?

  /// Creates a report.
  public init(file: File? = nil, project: Project? = nil, failure: Failure? = nil) {
    self.file = file
    self.project = project
    self.failure = failure
  }

  /// The process exit code: 2 for usage, unreadable input or a file not written; 1 when
  /// something was left as it is or is ambiguous; else 0.
  public var exitCode: Int32 {
    if failure != nil { return 2 }
    return (file?.left ?? 0) + (project?.left ?? 0) > 0 ? 1 : 0
  }
}
