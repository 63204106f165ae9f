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
      throw UsageError(message: "give --out or --verify, not both")
    }
    _ = try summaryFormat(arguments)
    if !verifying {
      let verifyOnly: [PartialKeyPath<Options>] = [
        \.record, \.junit, \.report, \.results, \.summary,
      ]
      for option in verifyOnly where arguments.isGiven(option) {
        throw UsageError(message: "--\(arguments.name(option)) goes with --verify")
      }
      if arguments[\.prune] {
        throw UsageError(message: "--prune goes with --verify and a record mode")
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

  static func selectedBlocks(_ arguments: Arguments<Options>) throws(UsageError) -> [BlockKind] {
    let names = BlockKind.allCases.map(\.id)
    return try selected(
      arguments[\.block], or: BlockKind.allCases, noun: "block", plural: "blocks", names: names
    ) {
      BlockKind(rawValue: $0)
    }
  }

  /// The catalogue states of `--state` (none when it is not given), each once, in the order
  /// given; an unknown id is a usage error naming the block's states.
  static func selectedStates(_ arguments: Arguments<Options>) throws(UsageError) -> [CatalogueState]
  {
    var result: [CatalogueState] = []
    for id in arguments[\.state] {
      guard let state = BlockKind.state(id) else {
        let block = id.split(separator: "/").first.map(String.init) ?? id
        let known =
          BlockKind(rawValue: block).map { $0.catalogue.map(\.id) }
          ?? BlockKind.allCases.flatMap { $0.catalogue.map(\.id) }
        throw UsageError(
          message:
            "no state '\(id)'\(Suggestion.hint(for: id, in: known)); give block/state, such as sign-in/failed (sptheme list names every state)"
        )
      }
      if !result.contains(where: { $0.id == state.id }) { result.append(state) }
    }
    return result
  }

  /// The blocks of the chosen states; `--block`, when given too, must name each of them.
  static func blocksOfStates(_ states: [CatalogueState], _ arguments: Arguments<Options>)
    throws(UsageError) -> [BlockKind]
  {
    var blocks: [BlockKind] = []
    for state in states where !blocks.contains(state.block) { blocks.append(state.block) }
    let given = try selectedBlocks(arguments)
    if !arguments[\.block].isEmpty,
      let outside = blocks.first(where: { !given.contains($0) })
    {
      throw UsageError(
        message:
          "--state names a state of \(outside.id), which --block leaves out; drop --block or add \(outside.id)"
      )
    }
    return blocks
  }

  static func selectedSizes(_ arguments: Arguments<Options>) throws(UsageError) -> [ContentSize] {
    let names = ContentSize.allCases.map(\.flagName)
    return try selected(
      arguments[\.sizes], or: [.large], noun: "text size", plural: "sizes", names: names
    ) {
      ContentSize(flag: $0)
    }
  }

  /// The values a list flag names, each once and in the order given (`fallback` when it names
  /// none); an unknown name is a usage error that lists the known ones.
  private static func selected<Value: Equatable>(
    _ given: [String], or fallback: [Value], noun: String, plural: String, names: [String],
    _ value: (String) -> Value?
  ) throws(UsageError) -> [Value] {
    guard !given.isEmpty else { return fallback }
    var result: [Value] = []
    for name in given {
      guard let found = value(name) else {
        throw UsageError(
          message:
            "no \(noun) '\(name)'\(Suggestion.hint(for: name, in: names)); \(plural): \(names.joined(separator: ", "))"
        )
      }
      if !result.contains(found) { result.append(found) }
    }
    return result
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
