import ArgumentParsing

extension MigrateCommand {
  /// The options of `sptheme migrate`.
  struct Options: CommandOptions {
    var write = Option<Bool>.flag(
      "write",
      help:
        "FILE: replace FILE (atomically), keeping the old file as FILE.bak. FOLDER or single-file export: write the new files (atomically); an existing file is never replaced without --force"
    )
    var force = Option<Bool>.flag("force", help: "With --write: replace files that exist")
    var noBackup = Option<Bool>.flag("no-backup", help: "With --write on a FILE: keep no FILE.bak")
  }
}
