import ArgumentParsing
import Components
import Platform
import Render
import Theme
import Workflows

/// The options of `sptheme snapshot` read into what a ``SnapshotRun`` takes: the record mode,
/// the shard, the blocks, states and sizes, the templates.
extension SnapshotCommand {
  /// The record mode, once the options given are known to go together: `--out` or
  /// `--verify`, the verify-only options with `--verify`, `--prune` with a record mode and no
  /// shard.
  static func checkedRecordMode(
    _ arguments: Arguments<Options>, verifying: Bool, shard: SnapshotResults.Shard?,
    console: Console
  ) throws(UsageError) -> RecordMode {
    if verifying, arguments[\.out] != nil {
      throw UsageError(message: ShellWording.outOrVerify)
    }
    _ = try summaryFormat(arguments)
    if !verifying {
      let verifyOnly: [PartialKeyPath<Options>] = [
        \.record, \.junit, \.report, \.results, \.summary,
      ]
      for option in verifyOnly where arguments.isGiven(option) {
        throw UsageError(message: ShellWording.needsVerify(arguments.name(option)))
      }
      if arguments[\.prune] {
        throw UsageError(message: ShellWording.pruneNeedsRecord)
      }
    }
    let record = try recordMode(arguments, environment: console.environment)
    if let shard, arguments[\.prune] {
      throw UsageError(
        message:
          "--prune removes orphans, and a shard (\(shard)) cannot tell them; prune in an unsharded run"
      )
    }
    if arguments[\.prune] && record == .never {
      throw UsageError(
        message:
          "--prune removes orphaned references while recording; give --record missing, failed or all"
      )
    }
    return record
  }

  /// The templates of `--templates DIR`, else the ones built into the binary, with every one a
  /// snapshot run needs.
  static func loadTemplates(_ arguments: Arguments<Options>) throws(UsageError) -> TemplateLibrary {
    let templatesFolder = arguments[\.rendering.templates]
    var templates: TemplateLibrary
    do {
      templates = try snapshotTemplates(templatesFolder)
    } catch {
      throw UsageError(message: error.description)
    }
    templates.outputBudget = try OutputSizeArgument.budget(arguments)
    let needed = SnapshotRun.neededTemplates
    if let missing = needed.first(where: { templates[$0] == nil }) {
      throw UsageError(
        message:
          "\(templatesFolder ?? "the built-in templates") has no \(missing).mustache (needed: \(needed.joined(separator: ", ")))"
      )
    }
    return templates
  }

  /// What `--shard`, `--state`, `--block` and `--sizes` choose (``SnapshotSelection``).
  static func selection(_ arguments: Arguments<Options>) throws(UsageError) -> (
    shard: SnapshotResults.Shard?, states: [CatalogueState], blocks: [BlockKind],
    sizes: [ContentSize]
  ) {
    do {
      let shard = try arguments[\.shard].map(SnapshotSelection.shard)
      let states = try SnapshotSelection.states(arguments[\.state])
      let blocks =
        states.isEmpty
        ? try SnapshotSelection.blocks(arguments[\.block])
        : try SnapshotSelection.blocks(of: states, named: arguments[\.block])
      return (shard, states, blocks, try SnapshotSelection.sizes(arguments[\.sizes]))
    } catch {
      throw UsageError(message: error.description)
    }
  }

  /// `--record`, else `SPTHEME_RECORD`, else `never` under CI and `missing` otherwise.
  static func recordMode(_ arguments: Arguments<Options>, environment: [String: String])
    throws(UsageError)
    -> RecordMode
  {
    if arguments[\.record] != nil {
      return RecordMode(rawValue: try arguments.choice(\.record)) ?? .never
    }
    do {
      return try RecordMode.fromEnvironment(environment)
    } catch {
      throw UsageError(message: error.description)
    }
  }

  /// `--summary FORMAT` (only `markdown`), when given.
  static func summaryFormat(_ arguments: Arguments<Options>) throws(UsageError) -> String? {
    guard arguments[\.summary] != nil else { return nil }
    return try arguments.choice(\.summary)
  }
}
