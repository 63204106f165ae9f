import ArgumentParsing
import Platform
import Render
import Theme

/// `sptheme snapshot --accept CAUSE|PATTERN --results DIR…`: rewrites exactly the references a
/// verification's results choose, as `--record` does, and nothing when anything is wrong.
extension SnapshotCommand {
  /// The usage of `--accept`, part of the command's help.
  static let acceptHelp = """
    ACCEPTING CHANGES:
      sptheme snapshot --accept CAUSE|NAME|PATTERN --results DIR… [--verify DIR]

      --accept WHAT              Write today's files of the snapshots the results of a --verify
                                 run (its --results DIR; every shard's, to join them) choose: a
                                 cause as verify prints it (color.accent, folio:color.accent,
                                 layout, copy, parts, renderer, bytes-only, missing, all), a snapshot's
                                 name, or a pattern with * and ? (sign-in.*.folio.light.*).
                                 References go to the folder the results were made against
                                 (--verify DIR to give another). Nothing is written when WHAT
                                 chooses nothing, a shard is missing, or a chosen reference or
                                 roles.json changed since the results were made.
    """

  /// Options that choose what to render, which `--accept` does not do.
  static var acceptExcludes: [PartialKeyPath<Options>] {
    [
      \.brand, \.block, \.state, \.sizes, \.out, \.record, \.junit, \.report, \.shard, \.summary,
    ]
  }

  /// `snapshot --accept`.
  static func accept(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    guard let selector = arguments[\.accept], !selector.isEmpty else {
      throw UsageError(message: "--accept needs a cause, a snapshot's name or a pattern")
    }
    for option in acceptExcludes where arguments.isGiven(option) {
      throw UsageError(
        message:
          "--\(arguments.name(option)) does not go with --accept (it accepts from the results of a --verify run)"
      )
    }
    if arguments[\.prune] {
      throw UsageError(message: "--prune does not go with --accept; prune in a --verify run")
    }
    let folders = arguments.all(\.results)
    guard !folders.isEmpty else {
      throw UsageError(
        message:
          "--accept needs --results DIR: the results of snapshot --verify --results DIR (every shard's, or merge-reports' --out)"
      )
    }
    var parts: [SnapshotResults] = []
    var problems: [String] = []
    for folder in folders {
      let path = folder.hasSuffix(".json") ? folder : folder + "/results.json"
      do {
        let document = try JSONDocument(contentsOf: path)
        parts.append(try SnapshotResults(json: document.root, path: path))
      } catch let failure as SnapshotResults.Failure {
        problems.append(failure.description)
      } catch {
        problems.append("cannot read \(path): \(error)")
      }
    }
    guard problems.isEmpty else {
      for problem in problems { console.error("error: \(Sanitize.terminal(problem))") }
      console.error("error: nothing was accepted")
      return .usage
    }
    let results: SnapshotResults
    do {
      results =
        parts.count == 1 && (parts[0].shard?.count ?? 1) == 1
        ? parts[0] : try SnapshotResults.merge(parts, referencesFolder: arguments[\.verify])
    } catch {
      console.error("error: \(Sanitize.terminal(error.description))")
      console.error("error: nothing was accepted")
      return .usage
    }
    let templates = try loadTemplates(arguments)
    let folder = arguments[\.verify] ?? results.referencesFolder
    guard FileSystem.kind(of: folder).isFolder else {
      console.error(
        "error: the reference folder \(Sanitize.terminal(folder)) does not exist here; give it with --verify DIR"
      )
      return .usage
    }
    let acceptance: SnapshotAcceptance
    do {
      acceptance = try accept(selector, results: results, folder: folder, templates: templates)
      // One results folder is brought up to date, so the next --accept from it still holds.
      if folders.count == 1 {
        let path = folders[0].hasSuffix(".json") ? folders[0] : folders[0] + "/results.json"
        try FileSystem.write(results.accepting(acceptance).json.serialized(), to: path)
      }
    } catch let failure as SnapshotAcceptance.Failure {
      for reason in failure.reasons { console.error("error: \(Sanitize.terminal(reason))") }
      console.error("error: nothing was accepted")
      return .usage
    } catch let failure as FileFailure {
      console.error("error: cannot write \(failure.description)")
      return .usage
    } catch {
      console.fail(Sanitize.terminal("\(error)", keepNewlines: true))
      return .findings
    }
    var lines: [String] = []
    let count = acceptance.accepted.count
    lines.append(
      "accepted \(count) snapshot\(count == 1 ? "" : "s") (\(selector)) into \(folder)/"
        + (acceptance.roles == nil ? "" : "; \(RoleRecord.fileName) holds the accepted roles"))
    if !acceptance.alreadyAccepted.isEmpty {
      lines.append("\(acceptance.alreadyAccepted.count) already accepted")
    }
    console.out(Sanitize.terminal(lines.joined(separator: "\n"), keepNewlines: true))
    return .ok
  }

  /// Checks and writes an acceptance into `folder` under its lock, as `--record` writes: each
  /// chosen snapshot's files, the roles, the gallery. `serve --review` accepts through it too.
  ///
  /// - Throws: ``SnapshotAcceptance/Failure`` (nothing written), ``FileFailure``, or
  ///   a template error.
  static func accept(
    _ selector: String, results: SnapshotResults, folder: String, templates: TemplateLibrary
  ) throws -> SnapshotAcceptance {
    // The lock is taken before the references are read, so they cannot change in between.
    let lock = try FolderLock(folder)
    defer { withExtendedLifetime(lock) {} }
    let acceptance = try SnapshotAcceptance(selector, results: results, folder: folder)
    // Accepting every snapshot whose only change is the shared stylesheet accepts the
    // stylesheet itself: snapshot.css is replaced, once.
    let accepted = Set(acceptance.accepted.map(\.name))
    let stylesheetOnly = results.comparison.differences.filter(\.stylesheetOnly)
    var store = try ReferenceStore.Writer(
      folder: folder,
      replacingStylesheet: !stylesheetOnly.isEmpty
        && stylesheetOnly.allSatisfy { accepted.contains($0.name) })
    for difference in acceptance.accepted {
      if let snapshot = difference.current { try store.write(snapshot) }
    }
    if let roles = acceptance.roles {
      try FileSystem.writeIfChanged(roles.text, to: folder + "/" + RoleRecord.fileName)
    }
    if !acceptance.accepted.isEmpty { try writeGallery(folder, templates: templates) }
    return acceptance
  }
}
