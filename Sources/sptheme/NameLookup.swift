import ArgumentParsing
import Components
import Theme

/// Looks up blocks and states by the names a person types, with "did you mean" for a misspelt
/// one and the known names in the error.
enum NameLookup {
  /// The block named `name`.
  static func block(_ name: String) throws(UsageError) -> BlockKind {
    guard let kind = BlockKind(rawValue: name) else {
      let names = BlockKind.allCases.map(\.id)
      throw UsageError(
        message:
          "no block '\(name)'\(Suggestion.hint(for: name, in: names)); blocks: \(names.joined(separator: ", "))"
      )
    }
    return kind
  }

  /// The state `id` (`sign-in/invalid`, or `invalid` within `block`).
  static func state(_ name: String, in block: BlockKind? = nil) throws(UsageError) -> CatalogueState
  {
    let id = name.contains("/") || block == nil ? name : "\(block!.id)/\(name)"
    if let state = BlockKind.state(id), block == nil || state.id.hasPrefix(block!.id + "/") {
      return state
    }
    throw unknownState(
      name, in: block ?? BlockKind(rawValue: String(name.split(separator: "/").first ?? "")))
  }

  /// "no state …" with a guess and the block's states (or every state) one per line.
  static func unknownState(_ name: String, in block: BlockKind?) -> UsageError {
    let states = block.map { $0.catalogue } ?? BlockKind.allCases.flatMap(\.catalogue)
    // Within a block, its states are named without the block; otherwise with it.
    let names = states.map { block != nil && !name.contains("/") ? $0.name : $0.id }
    let heading = block.map { "the states of \($0.id)" } ?? "states"
    let scope = block != nil && !name.contains("/") ? " in \(block!.id)" : ""
    return UsageError(
      message: "no state '\(name)'\(scope)\(Suggestion.hint(for: name, in: names)); \(heading):\n"
        + names.map { "  " + $0 }.joined(separator: "\n"))
  }
}
