import ArgumentParsing
import Platform
import Render
import Theme

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

  /// `--shard K/N`, when given.
  static func shard(_ arguments: Arguments<Options>) throws(UsageError) -> SnapshotResults.Shard? {
    guard let text = arguments[\.shard] else { return nil }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      index >= 1,
      index <= count
    else {
      throw UsageError(
        message: "--shard takes K/N with 1 ≤ K ≤ N, such as --shard 2/3, not '\(text)'")
    }
    return SnapshotResults.Shard(index: index, count: count)
  }

  /// Each difference with its summary and diffs, as `--verify` prints them.
  static func differenceLines(_ comparison: SnapshotComparison) -> [String] {
    var lines: [String] = []
    for difference in comparison.differences {
      lines.append(
        "\(difference.kind.rawValue): \(difference.name) (\(difference.files.joined(separator: ", ")))"
      )
      lines += difference.summary.map { "  " + $0 }
      for ext in SnapshotName.extensions {
        guard let diff = difference.diffs[ext] else { continue }
        lines += diff.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
      }
    }
    return lines
  }

  /// `sptheme snapshot merge-reports DIR…`.
  static func mergeReports(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    let folders = Array(arguments.positionals.dropFirst())
    guard !folders.isEmpty else {
      throw UsageError(
        message: "merge-reports needs the results folder of every shard (each holds a results.json)"
      )
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
    let templates = try loadTemplates(arguments)
    var parts: [SnapshotResults] = []
    for folder in folders {
      let path = folder.hasSuffix(".json") ? folder : folder + "/results.json"
      do {
        let document = try JSONDocument(contentsOf: path)
        parts.append(try SnapshotResults(json: document.root, path: path))
      } catch let failure as SnapshotResults.Failure {
        console.error("error: \(Sanitize.terminal(failure.description))")
        return .usage
      } catch {
        console.error(
          "error: cannot read \(Sanitize.terminal(path)): \(Sanitize.terminal("\(error)"))")
        return .usage
      }
    }
    let merged: SnapshotResults
    do {
      merged = try SnapshotResults.merge(parts, referencesFolder: arguments[\.verify])
    } catch {
      console.error("error: \(Sanitize.terminal(error.description))")
      return .usage
    }
    let out = arguments[\.out] ?? "snapshot-report"
    let report = arguments[\.report] ?? out + "/report.html"
    let junit = arguments[\.junit] ?? out + "/junit.xml"
    let comparison = merged.comparison
    do {
      try FileSystem.createFolder(out)
      try FileSystem.write(merged.json.serialized(), to: out + "/results.json")
      try FileSystem.write(SnapshotReport.junit(comparison), to: junit)
      try FileSystem.write(
        try SnapshotReport.html(comparison, causes: merged.causes, templates: templates),
        to: report)
    } catch let failure as FileFailure {
      console.error("error: cannot write \(failure.description)")
      return .usage
    } catch {
      // A template error says `error:` itself (`report.mustache:3:1: error: …`).
      console.fail(Sanitize.terminal("\(error)", keepNewlines: true))
      return .findings
    }
    let verbose = arguments[\.verbose]
    var lines = verbose ? differenceLines(comparison) : []
    lines += outcomeLines(merged, verbose: verbose)
    lines.append("report: \(report)")
    lines.append("junit: \(junit)")
    lines.append(
      "\(comparison.checked.count) snapshots checked in \(parts.count) shard\(parts.count == 1 ? "" : "s"): "
        + "\(comparison.count(.changed)) changed, \(comparison.count(.missing)) missing, "
        + "\(comparison.count(.orphaned)) orphaned")
    guard
      writeSummary(
        merged, lines: [Sanitize.terminal(lines.joined(separator: "\n"), keepNewlines: true)],
        arguments: arguments, console: console)
    else { return .usage }
    return comparison.differences.isEmpty ? .ok : .findings
  }
}
