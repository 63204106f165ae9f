import ArgumentParsing
import Components

extension SnapshotCommand {
  /// The options of `sptheme snapshot`.
  struct Options: TakesBrands, TakesTemplates {
    var brand = Option<[String]>.brands()
    var block = Option<[String]>.list(
      "block", "BLOCK",
      help:
        "sign-in, magic-link, reset-password, provider-stack, login (repeatable or comma-separated; default: all)",
      completion: .values(BlockKind.allCases.map(\.id)))
    var state = Option<[String]>.list(
      "state", "ID",
      help:
        "Only these catalogue states, as block/state (sign-in/failed; repeatable or comma-separated; `sptheme list` names them); --verify then judges orphans among these states only",
      completion: .values(BlockKind.allCases.flatMap { $0.catalogue.map(\.id) }))
    var sizes = Option<[String]>.list(
      "sizes", "LIST",
      help: "Dynamic Type sizes, comma-separated: xsmall … xxxlarge, ax1 … ax5 (default: large)")
    var out = Option<String>.value(
      "out", short: "o", "DIR", help: "Where snapshots are written (default: snapshots)",
      completion: .folder)
    var verify = Option<String>.value(
      "verify", "DIR", help: "Compare with the reference snapshots in DIR instead",
      completion: .folder)
    var record = Option<String>.choice(
      "record", RecordMode.allCases.map(\.rawValue), default: "never", "MODE",
      help:
        "With --verify: never, missing, failed or all (default: the SPTHEME_RECORD variable, else never when CI is set, else missing)"
    )
    var prune = Option<Bool>.flag(
      "prune", help: "With a record mode: also remove orphaned references")
    var junit = Option<String>.value(
      "junit", "FILE", help: "With --verify: write a JUnit XML report", completion: .file)
    var report = Option<String>.value(
      "report", "FILE",
      help: "With --verify: where report.html goes (default: DIR/report.html)", completion: .file)
    var verbose = Option<Bool>.flag(
      "verbose", help: "With --verify: every snapshot under its cause, and every diff")
    var summary = Option<String>.choice(
      "summary", ["markdown"], default: "markdown", "markdown",
      help:
        "With --verify: print a Markdown table of the causes instead (it also goes to $GITHUB_STEP_SUMMARY whenever that is set)"
    )
    var input = Option<[String]>.input()
    var project = ProjectOptions()
    var rendering = TemplateOptions()
    var shard = Option<String>.value(
      "shard", "K/N", help: "Only shard K of N (see MERGING SHARDS)")
    var results = Option<[String]>.list(
      "results", "DIR",
      help: "With --verify: results.json, junit.xml and report.html in DIR",
      completion: .folder)
    var accept = Option<String>.value(
      "accept", "CAUSE|NAME|PATTERN",
      help:
        "Accept the changed snapshots of a cause, a name or a pattern from --results folders (see ACCEPTING CHANGES)"
    )
    var limits = TokenLimitOptions()
  }
}
