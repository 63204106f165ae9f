import Components
import Render
import Theme

/// What a snapshot run renders, from the names a person gives (`--block`, `--state`, `--sizes`,
/// `--shard`): each value once, in the order given; an unknown name is refused with the known
/// ones and the nearest.
public enum SnapshotSelection {
  /// A name that chooses nothing, said as the refusal a person reads.
  public struct Refusal: Error, Sendable, CustomStringConvertible {
    /// What is wrong and what to give instead.
    public var description: String
  }

  /// The blocks named (every block when none is).
  public static func blocks(_ names: [String]) throws(Refusal) -> [BlockKind] {
    try selected(
      names, or: BlockKind.allCases, noun: "block", plural: "blocks",
      names: BlockKind.allCases.map(\.id)
    ) { BlockKind(rawValue: $0) }
  }

  /// The catalogue states named as `block/state` (none when none is).
  public static func states(_ ids: [String]) throws(Refusal) -> [CatalogueState] {
    var result: [CatalogueState] = []
    for id in ids {
      guard let state = BlockKind.state(id) else {
        let block = id.split(separator: "/").first.map(String.init) ?? id
        let known =
          BlockKind(rawValue: block).map { $0.catalogue.map(\.id) }
          ?? BlockKind.allCases.flatMap { $0.catalogue.map(\.id) }
        throw Refusal(
          description:
            "no state '\(id)'\(Suggestion.hint(for: id, in: known)); give block/state, such as sign-in/failed (sptheme list names every state)"
        )
      }
      if !result.contains(where: { $0.id == state.id }) { result.append(state) }
    }
    return result
  }

  /// The blocks of the chosen states; the blocks named too, when any are, must hold each of them.
  public static func blocks(of states: [CatalogueState], named names: [String]) throws(Refusal)
    -> [BlockKind]
  {
    var blocks: [BlockKind] = []
    for state in states where !blocks.contains(state.block) { blocks.append(state.block) }
    let given = try Self.blocks(names)
    if !names.isEmpty, let outside = blocks.first(where: { !given.contains($0) }) {
      throw Refusal(
        description:
          "--state names a state of \(outside.id), which --block leaves out; drop --block or add \(outside.id)"
      )
    }
    return blocks
  }

  /// The text sizes named (Large when none is).
  public static func sizes(_ names: [String]) throws(Refusal) -> [ContentSize] {
    try selected(
      names, or: [.large], noun: "text size", plural: "sizes",
      names: ContentSize.allCases.map(\.flagName)
    ) { ContentSize(flag: $0) }
  }

  /// A shard, `K/N` with 1 ≤ K ≤ N.
  public static func shard(_ text: String) throws(Refusal) -> SnapshotResults.Shard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      index >= 1, index <= count
    else {
      throw Refusal(
        description: "--shard takes K/N with 1 ≤ K ≤ N, such as --shard 2/3, not '\(text)'")
    }
    return SnapshotResults.Shard(index: index, count: count)
  }

  /// The values named, each once and in the order given (`fallback` when none is).
  static func selected<Value: Equatable>(
    _ given: [String], or fallback: [Value], noun: String, plural: String, names: [String],
    _ value: (String) -> Value?
  ) throws(Refusal) -> [Value] {
    guard !given.isEmpty else { return fallback }
    var result: [Value] = []
    for name in given {
      guard let found = value(name) else {
        throw Refusal(
          description:
            "no \(noun) '\(name)'\(Suggestion.hint(for: name, in: names)); \(plural): \(names.joined(separator: ", "))"
        )
      }
      if !result.contains(found) { result.append(found) }
    }
    return result
  }
}
