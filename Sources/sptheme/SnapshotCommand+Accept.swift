import ArgumentParsing
import Render
import Theme
import Workflows

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
      throw UsageError(message: ShellWording.acceptNeedsWhat)
    }
    for option in acceptExcludes where arguments.isGiven(option) {
      throw UsageError(
        message:
          "--\(arguments.name(option)) does not go with --accept (it accepts from the results of a --verify run)"
      )
    }
    if arguments[\.prune] {
      throw UsageError(message: ShellWording.pruneWithAccept)
    }
    let folders = arguments.all(\.results)
    guard !folders.isEmpty else {
      throw UsageError(
        message:
          "--accept needs --results DIR: the results of snapshot --verify --results DIR (every shard's, or merge-reports' --out)"
      )
    }
    let run = SnapshotAcceptRun(
      selector: selector, results: folders, referencesFolder: arguments[\.verify],
      templates: try loadTemplates(arguments))
    return printReport(run.run(), arguments: arguments, console: console)
  }

  /// Checks and writes an acceptance into `folder` (``SnapshotAcceptRun/accept(_:results:folder:templates:)``);
  /// `serve --review` accepts through it.
  static func accept(
    _ selector: String, results: SnapshotResults, folder: String, templates: TemplateLibrary
  ) throws -> SnapshotAcceptance {
    try SnapshotAcceptRun.accept(selector, results: results, folder: folder, templates: templates)
  }
}
