import ArgumentParsing
import Render
import Theme
import Workflows

/// `--shard K/N` and `sptheme snapshot merge-reports DIR…`: a snapshot matrix split over CI
/// machines, each verifying its part, and one report over all of them.
extension SnapshotCommand {
  /// The usage of `merge-reports`, part of the command's help.
  static let mergeHelp = """
    MERGING SHARDS:
      sptheme snapshot --verify DIR --shard K/N --results OUT_K   (on each of N machines)
      sptheme snapshot merge-reports OUT_1 OUT_2 … [--out DIR] [--verify DIR]

      --shard K/N                Render and check only shard K of N: the snapshots whose name
                                 hashes to K (the same snapshot lands in the same shard on every
                                 machine). Orphans are not judged in a shard.
      --results DIR              With --verify: write DIR/results.json, DIR/junit.xml and, when
                                 something differs, DIR/report.html
      merge-reports DIR…         Join the results.json of every shard into one report.html,
                                 junit.xml and results.json in --out (default: snapshot-report),
                                 judging orphans over all shards against the reference folder the
                                 shards used (--verify DIR to give another). Exit 1 on any difference.
    """

  /// `sptheme snapshot merge-reports DIR…`.
  static func mergeReports(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    let folders = Array(arguments.positionals.dropFirst())
    guard !folders.isEmpty else {
      throw UsageError(message: ShellWording.mergeNeedsFolders)
    }
    let chosenByShards: [PartialKeyPath<Options>] = [
      \.brand, \.block, \.state, \.sizes, \.shard, \.record, \.results,
    ]
    for option in chosenByShards where arguments.isGiven(option) {
      throw UsageError(
        message:
          "--\(arguments.name(option)) does not go with merge-reports (the shards chose what to render)"
      )
    }
    _ = try summaryFormat(arguments)
    let run = SnapshotMergeRun(
      parts: folders, referencesFolder: arguments[\.verify],
      out: arguments[\.out] ?? "snapshot-report", reportFile: arguments[\.report],
      junitFile: arguments[\.junit], templates: try loadTemplates(arguments))
    return printReport(run.run(), arguments: arguments, console: console)
  }
}
