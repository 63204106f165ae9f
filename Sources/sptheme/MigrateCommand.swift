import Theme

/// `sptheme migrate FILE [--write]`: rewrites a legacy token file into DTCG 2025.10 form.
enum MigrateCommand: Subcommand {
  static let name = "migrate"
  static let summary = "Rewrite a legacy token file (Tokens Studio, hex strings, \"16px\") into 2025.10 form"
  static let spec = Arguments.Spec(options: [], flags: ["write", "no-backup"])
  static let help = """
    USAGE: sptheme migrate FILE [--write [--no-backup]]

    Rewrites a token file from an older format into DTCG 2025.10: Tokens Studio type names
    (spacing, borderRadius, boxShadow, fontFamilies, …), colors written as "#0a84ff", "rgb(…)"
    or "hsl(…)", dimensions and durations written as "16px" or "200ms", font weight keywords
    such as "Semi Bold", line heights in percent, CSS easings and Tokens Studio's shadow shape.
    Key order, $description, $extensions and aliases are kept; members 2025.10 has no place for
    move to $extensions.studio.tokens. The file is re-indented with two spaces.

    Prints the rewritten file to standard output and each change to standard error, as
    path:line:col: token: old → new. Values it cannot convert are left as they are and listed.

    ARGUMENTS:
      FILE          The token file to rewrite

    OPTIONS:
      --write       Replace FILE (atomically) instead of printing the result; the old file
                    is kept beside it as FILE.bak
      --no-backup   With --write: keep no FILE.bak
      -h, --help    Show this help

    Then check it: sptheme check FILE (sptheme check --legacy FILE reads the old form as is).

    EXIT STATUS: 0 rewritten, 1 some values were left as they are, 2 usage or unreadable input.
    """

  static func run(_ arguments: Arguments, console: Console) throws(UsageError) -> ExitStatus {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      throw UsageError(message: arguments.positionals.isEmpty ? "say which file to migrate" : "migrate one file at a time")
    }
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(path, limit: 64 << 20)
    } catch {
      console.error("error: \(Sanitize.terminal(error.description))")
      return .usage
    }
    let result: TokenMigrator.Result
    do {
      result = try TokenMigrator.migrate(bytes, path: path)
    } catch {
      console.error("\(Sanitize.terminal(error.location.description)): error: \(Sanitize.terminal(error.message))")
      return .usage
    }
    var report = result.changes.map { Sanitize.terminal($0.description) }
    let converted = result.changes.filter(\.isConverted).count
    let left = result.changes.count - converted
    let changedText = "\(converted) change\(converted == 1 ? "" : "s")"
    let leftText = left == 0 ? "" : ", \(left) value\(left == 1 ? "" : "s") left as \(left == 1 ? "it is" : "they are")"
    if arguments.flag("no-backup") && !arguments.flag("write") {
      throw UsageError(message: "--no-backup goes with --write")
    }
    if arguments.flag("write") {
      if converted > 0 {
        let backup = arguments.flag("no-backup") ? nil : path + ".bak"
        do {
          // The backup is as private as the file it keeps (a 0600 file makes a 0600 `.bak`).
          if let backup { try FileSystem.write(bytes, to: backup, mode: FileSystem.permissions(of: path)) }
          try FileSystem.write(result.text, to: path)
        } catch {
          console.error("error: cannot write \(Sanitize.terminal(error.description))")
          return .usage
        }
        let kept = backup.map { "; the old file is \(Sanitize.terminal($0))" } ?? ""
        report.append("\(Sanitize.terminal(path)): \(changedText)\(leftText); rewrote the file\(kept)")
      } else {
        report.append("\(Sanitize.terminal(path)): nothing to change\(leftText); left the file as it was")
      }
    } else {
      console.data(result.text)
      report.append("\(Sanitize.terminal(path)): \(changedText)\(leftText)")
    }
    console.error(report.joined(separator: "\n"))
    return left > 0 ? .findings : .ok
  }
}
