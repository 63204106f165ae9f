import Theme

/// Every message `sptheme migrate` prints, in one place. Text from files is made
/// terminal-safe here.
public enum MigrateWording {
  private static func safe(_ text: String) -> String { SafeText.terminal(text) }

  /// No file or folder given.
  public static let nothingToMigrate = "say which file or folder to migrate"
  /// More than one given.
  public static let oneAtATime = "migrate one file or folder at a time"
  /// `--force` alone.
  public static let forceNeedsWrite = "--force goes with --write"
  /// `--no-backup` on a folder.
  public static let noBackupForFolder =
    "--no-backup goes with a FILE; a folder's old files stay as they are"
  /// `--no-backup` on a single-file export.
  public static let noBackupForExport = "--no-backup does not apply: the export stays as it is"
  /// `--no-backup` without `--write`.
  public static let noBackupAlone = "--no-backup goes with --write"
  /// Where a project migration may write.
  static let outsideAdvice = "migrate writes only inside the folder it migrates"

  static func notRead(_ description: String) -> String { "error: \(safe(description))" }

  static func notJSON(_ place: String, _ message: String) -> String {
    "\(safe(place)): error: \(safe(message))"
  }

  static func folderNotMigrated(_ description: String) -> String {
    SafeText.terminal(description, keepNewlines: true)
  }

  static func cannotWrite(_ description: String) -> String {
    "error: cannot write \(safe(description))"
  }

  static func change(_ change: MigrationChange) -> String { safe(change.description) }

  private static func asItIs(_ count: Int) -> String { count == 1 ? "it is" : "they are" }

  /// `N changes, N values left as they are` for a file.
  static func fileCounts(_ file: MigrateReport.File) -> (changed: String, left: String) {
    let left = file.left == 0 ? "" : ", \(plural(file.left, "value")) left as \(asItIs(file.left))"
    return (plural(file.converted, "change"), left)
  }

  static func fileDone(_ file: MigrateReport.File) -> String {
    let (changed, left) = fileCounts(file)
    let path = safe(file.path)
    switch file.outcome {
    case .text: return "\(path): \(changed)\(left)"
    case .nothingToChange: return "\(path): nothing to change\(left); left the file as it was"
    case .rewrote(let backup):
      let kept = backup.map { "; the old file is \(safe($0))" } ?? ""
      return "\(path): \(changed)\(left); rewrote the file\(kept)"
    }
  }

  /// `a, b, c` for up to five paths, else the first three and how many more.
  static func listed(_ paths: [String]) -> String {
    let shown = paths.count <= 5 ? paths : Array(paths.prefix(3))
    let more = paths.count - shown.count
    return shown.map(safe).joined(separator: ", ") + (more == 0 ? "" : " and \(more) more")
  }

  static func kept(_ paths: [String]) -> String {
    "kept as \(asItIs(paths.count)) (nothing to change): " + listed(paths)
  }

  static func upToDate(_ paths: [String]) -> String {
    "up to date, not rewritten: " + listed(paths)
  }

  static func warning(_ text: String) -> String { "warning: " + safe(text) }

  static func projectSummary(_ project: MigrateReport.Project) -> String {
    let left = project.left
    return plural(project.converted, "change")
      + (left == 0 ? "" : ", \(plural(left, "member")) left as \(asItIs(left)) (listed above)")
  }

  static func wrote(_ path: String) -> String { "wrote \(safe(path))" }

  static func wouldWrite(_ path: String) -> String { "would write \(safe(path))" }

  static func wroteAll(_ project: MigrateReport.Project) -> String {
    "\(projectSummary(project)); wrote \(plural(project.result.outputs.count, "file"))"
  }

  static func addWrite(_ project: MigrateReport.Project) -> String {
    "\(projectSummary(project)); add --write to write the files"
  }

  static func refused(_ refusal: MigrateReport.Refusal) -> String {
    "error: refused to write \(safe(refusal.path)): \(safe(refusal.why)); wrote nothing"
  }

  static func exists(_ path: String) -> String {
    "error: \(safe(path)) exists; wrote nothing (add --force to replace it)"
  }
}
