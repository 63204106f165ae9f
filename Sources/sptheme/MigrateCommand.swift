import Platform
import Theme
import Workflows

/// `sptheme migrate FILE|FOLDER [--write]`: rewrites legacy token files into DTCG 2025.10 form;
/// a Tokens Studio folder or single-file export also gets a resolver made from its themes.
enum MigrateCommand: Subcommand {
  static let name = "migrate"
  static let summary =
    "Rewrite legacy token files (Tokens Studio, Style Dictionary, \"16px\") into 2025.10 form"
  static let usage = [
    "FILE [--write [--no-backup]]",
    "FOLDER [--write [--force]]",
  ]
  static let about = """
    Rewrites token files from an older format into DTCG 2025.10: Tokens Studio's classic form
    ("value" and "type" without $) and its type names (spacing, borderRadius, boxShadow,
    fontFamilies, …), Style Dictionary's "comment", colors written as "#0a84ff", "rgb(…)" or
    "hsl(…)", dimensions and durations written as "16px", "8" or "200ms", font weight keywords
    such as "Semi Bold", line heights in percent, CSS easings and Tokens Studio's shadow shape.
    Key order, $description, $extensions and aliases are kept; members 2025.10 has no place for
    move to $extensions.studio.tokens. The files are re-indented with two spaces.

    A FOLDER (a Tokens Studio folder with $themes.json and $metadata.json, or any folder of
    token files) is migrated whole: each FILE.json with something to change becomes
    FILE.tokens.json beside it (a file with nothing to change is named as it is, and a file
    that would be written as it already is is not rewritten), and a Resolver Module document
    FOLDER/<folder>.resolver.json says how the files combine, so that sptheme check FOLDER
    reads it as a brand:
      - Tokens Studio themes: each theme group a modifier, each theme a context, the sets
        every theme uses merged first; a group of one theme is merged as sets, and themes
        without a group are split by what their sets define (Light, Dark → appearance);
      - otherwise the files say it: files that define the same tokens are alternatives, the
        contexts of a modifier, never sets merged in order. One file per mode (light.json and
        dark.json; Figma's Light.tokens.json and Dark.tokens.json), one folder per mode
        (light/, dark/, highcontrast/, …; a mode folder without a file of another takes it
        from the mode it falls back to), one folder per brand holding the same mode folders
        (the first brand is FOLDER's resolver; a brand that overrides it gets
        <brand>.resolver.json), and modifiers/<modifier>/<context>.tokens.json. Modes named
        light and dark (or high contrast: light-hc, highcontrast, highcontrast-dark) become
        the modifier appearance; other modes a modifier named after their Figma collection,
        their names or their folder; files no other file is an alternative to are sets.
    What cannot be read one way only (files that share some tokens but are not modes, two
    modes named light, modes whose backgrounds say light and dark but whose names do not) is
    listed with the sptheme.json or resolver edit to make, and the status is 1.
    A Tokens Studio single-file export (a FILE with $themes or $metadata beside its sets, or
    whose top-level groups are sets named like modes: global, light, dark) is migrated the
    same way, into FILE's folder.

    Every change is listed on standard error as path:line:col: token: old → new, and so is
    every member left as it is (math expressions, color modifiers, values this tool cannot
    read, anything still not 2025.10 after the rewrite).
    """
  static let operands = [
    Operand(name: "FILE", help: "A token file: the rewritten file goes to standard output"),
    Operand(name: "FOLDER", help: "A folder of token files: lists what --write would write"),
  ]
  static let notes = """
    Then check it: sptheme check FILE or FOLDER (sptheme check --legacy FILE reads the old form
    as is, with a warning).

    EXIT STATUS: 0 everything converted, 1 something was left as it is or is ambiguous
    (listed, with the edit to make), 2 usage, unreadable input, or a file that exists
    without --force.
    """

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      throw UsageError(
        message: arguments.positionals.isEmpty
          ? "say which file or folder to migrate" : "migrate one file or folder at a time")
    }
    if arguments[\.force] && !arguments[\.write] {
      throw UsageError(message: "--force goes with --write")
    }
    if FileSystem.kind(of: path).isFolder {
      if arguments[\.noBackup] {
        throw UsageError(
          message: "--no-backup goes with a FILE; a folder's old files stay as they are")
      }
      do {
        return project(
          try ProjectMigration.migrate(folder: path), into: path, arguments: arguments,
          console: console)
      } catch {
        console.error(Sanitize.terminal(error.description, keepNewlines: true))
        return .usage
      }
    }
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(path, limit: 64 << 20)
    } catch {
      console.error("error: \(Sanitize.terminal(error.description))")
      return .usage
    }
    if let document = try? JSONDocument(bytes: bytes, path: path),
      ProjectMigration.isSingleFileExport(document)
    {
      if arguments[\.noBackup] {
        throw UsageError(message: "--no-backup does not apply: the export stays as it is")
      }
      return project(
        ProjectMigration.migrate(singleFile: document), into: BuildRun.folder(of: path),
        arguments: arguments, console: console)
    }
    let result: TokenMigrator.Result
    do {
      result = try TokenMigrator.migrate(bytes, path: path)
    } catch {
      console.error(
        "\(Sanitize.terminal(error.location.description)): error: \(Sanitize.terminal(error.message))"
      )
      return .usage
    }
    var report = result.changes.map { Sanitize.terminal($0.description) }
    let converted = result.changes.filter(\.isConverted).count
    let left = result.changes.count - converted
    let changedText = "\(converted) change\(converted == 1 ? "" : "s")"
    let leftText =
      left == 0
      ? "" : ", \(left) value\(left == 1 ? "" : "s") left as \(left == 1 ? "it is" : "they are")"
    if arguments[\.noBackup] && !arguments[\.write] {
      throw UsageError(message: "--no-backup goes with --write")
    }
    if arguments[\.write] {
      if converted > 0 {
        let backup = arguments[\.noBackup] ? nil : path + ".bak"
        do {
          // The backup is as private as the file it keeps (a 0600 file makes a 0600 `.bak`).
          if let backup {
            try FileSystem.write(bytes, to: backup, permissionsOf: path)
          }
          try FileSystem.write(result.text, to: path)
        } catch {
          console.error("error: cannot write \(Sanitize.terminal(error.description))")
          return .usage
        }
        let kept = backup.map { "; the old file is \(Sanitize.terminal($0))" } ?? ""
        report.append(
          "\(Sanitize.terminal(path)): \(changedText)\(leftText); rewrote the file\(kept)")
      } else {
        report.append(
          "\(Sanitize.terminal(path)): nothing to change\(leftText); left the file as it was")
      }
    } else {
      console.data(result.text)
      report.append("\(Sanitize.terminal(path)): \(changedText)\(leftText)")
    }
    console.error(report.joined(separator: "\n"))
    return left > 0 ? .findings : .ok
  }

  /// `a, b, c` for up to five paths, else the first three and how many more.
  private static func listed(_ paths: [String]) -> String {
    let shown = paths.count <= 5 ? paths : Array(paths.prefix(3))
    let more = paths.count - shown.count
    return shown.map { Sanitize.terminal($0) }.joined(separator: ", ")
      + (more == 0 ? "" : " and \(more) more")
  }

  /// Lists a project migration and, with --write, writes its files: all or none checked first,
  /// so an existing file stops the run before anything is written.
  private static func project(
    _ result: ProjectMigration.Result, into folder: String, arguments: Arguments<Options>,
    console: Console
  ) -> ExitStatus {
    var report = result.changes.map { Sanitize.terminal($0.description) }
    if !result.kept.isEmpty {
      report.append(
        "kept as \(result.kept.count == 1 ? "it is" : "they are") (nothing to change): "
          + listed(result.kept))
    }
    if !result.unchanged.isEmpty {
      report.append("up to date, not rewritten: " + listed(result.unchanged))
    }
    report += result.warnings.map { "warning: " + Sanitize.terminal($0) }
    let converted = result.changes.filter(\.isConverted).count
    let left = result.changes.count - converted
    let summary =
      "\(converted) change\(converted == 1 ? "" : "s")"
      + (left == 0
        ? ""
        : ", \(left) member\(left == 1 ? "" : "s") left as \(left == 1 ? "it is" : "they are") (listed above)")
    if arguments[\.write] {
      // Every file lands inside the folder migrated (the export's folder), links followed,
      // never inside .git/ or over a program; all are checked before one is written.
      var policy = OutputPolicy(
        project: folder.isEmpty ? "." : folder, inputs: [],
        outsideAdvice: "migrate writes only inside the folder it migrates")
      policy.replacesExecutableJSON = true
      let refused = result.outputs.compactMap { output in
        policy.refusal(output.path).map { (output.path, $0) }
      }
      if !refused.isEmpty {
        console.error(report.joined(separator: "\n"))
        for (path, why) in refused {
          console.error(
            "error: refused to write \(Sanitize.terminal(path)): \(Sanitize.terminal(why)); wrote nothing"
          )
        }
        return .usage
      }
      let force = arguments[\.force]
      let existing = result.outputs.filter { FileSystem.kind(of: $0.path).exists }
      if !force, !existing.isEmpty {
        console.error(report.joined(separator: "\n"))
        for output in existing {
          console.error(
            "error: \(Sanitize.terminal(output.path)) exists; wrote nothing (add --force to replace it)"
          )
        }
        return .usage
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
          report.append("wrote \(Sanitize.terminal(output.path))")
        } catch {
          console.error(report.joined(separator: "\n"))
          console.error("error: cannot write \(Sanitize.terminal(error.description))")
          return .usage
        }
      }
      report.append(
        "\(summary); wrote \(result.outputs.count) file\(result.outputs.count == 1 ? "" : "s")")
    } else {
      for output in result.outputs {
        report.append("would write \(Sanitize.terminal(output.path))")
      }
      report.append("\(summary); add --write to write the files")
    }
    console.error(report.joined(separator: "\n"))
    return left > 0 ? .findings : .ok
  }
}
