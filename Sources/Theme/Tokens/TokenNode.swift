/// A group or token in a token tree, before references are resolved.
enum TokenNode: Sendable {
  indirect case group(GroupNode)
  case token(TokenDefinition)

  /// Whether this is a group.
  var isGroup: Bool {
    if case .group = self { return true }
    return false
  }

  /// Where it is written: a token's place, or a group's first token's (groups below the root
  /// keep no place of their own).
  var firstPlace: SourceRef? {
    switch self {
    case .token(let definition): definition.place
    case .group(let group): group.children.lazy.compactMap(\.node.firstPlace).first
    }
  }
}

/// A group: metadata plus named children in source order.
struct GroupNode: Sendable {
  /// What most groups do not have, kept apart so that a group without it stays small: rare
  /// metadata (a place only root groups keep), and the index of a large group's children.
  private struct Extras: Sendable {
    var description: String?
    var deprecated: Deprecation?
    var extensions: JSONValue?
    var extends: (path: [String], place: SourceRef)?
    var place: SourceRef?
    /// Child positions, kept only for groups large enough that a linear search would cost more.
    var index: [String: Int]?

    var isEmpty: Bool {
      description == nil && deprecated == nil && extensions == nil && extends == nil && place == nil
        && index == nil
    }
  }

  /// Changed in place only while a single group holds it (a copied group copies it first).
  private final class ExtrasBox: @unchecked Sendable {
    var extras: Extras
    init(_ extras: Extras) { self.extras = extras }
  }

  var type: TokenType?
  /// Whether this group or a group below it has `$extends` (only those change on expansion).
  var extendsBelow = false
  private var extras: ExtrasBox?
  var children: [(name: String, node: TokenNode)] = []
  private static let indexThreshold = 12

  var description: String? {
    get { extras?.extras.description }
    set { change { $0.description = newValue } }
  }
  var deprecated: Deprecation? {
    get { extras?.extras.deprecated }
    set { change { $0.deprecated = newValue } }
  }
  var extensions: JSONValue? {
    get { extras?.extras.extensions }
    set { change { $0.extensions = newValue } }
  }
  /// The group's `$extends` target path and where it is written.
  var extends: (path: [String], place: SourceRef)? {
    get { extras?.extras.extends }
    set { change { $0.extends = newValue } }
  }

  /// Where a root group is defined (the last file that defined it, after a merge). Groups below
  /// the root keep none: nothing is reported at a group once it is read, and a large brand has
  /// about as many groups as tokens.
  var place: SourceRef? {
    get { extras?.extras.place }
    set { change { $0.place = newValue } }
  }

  private var index: [String: Int]? {
    get { extras?.extras.index }
    set { change { $0.index = newValue } }
  }

  /// Edits the extras in place when this group alone holds them (a large group grows its index
  /// by thousands of children, one at a time), else in a box of its own.
  private mutating func change(_ edit: (inout Extras) -> Void) {
    if isKnownUniquelyReferenced(&extras), let box = extras {
      edit(&box.extras)
      if box.extras.isEmpty { extras = nil }
    } else {
      var changed = extras?.extras ?? Extras()
      edit(&changed)
      extras = changed.isEmpty ? nil : ExtrasBox(changed)
    }
  }

  init(place: SourceRef?) {
    self.place = place
  }

  private func position(of name: String) -> Int? {
    if let index { return index[name] }
    return children.firstIndex { $0.name == name }
  }

  private mutating func rebuildIndex() {
    var positions: [String: Int] = [:]
    positions.reserveCapacity(children.count)
    for (offset, child) in children.enumerated() { positions[child.name] = offset }
    index = positions
  }

  subscript(name: String) -> TokenNode? {
    get { position(of: name).map { children[$0].node } }
    set {
      if let position = position(of: name) {
        if let newValue {
          children[position].node = newValue
          if case .group(let group) = newValue, group.extendsBelow { extendsBelow = true }
        } else {
          children.remove(at: position)
          if index != nil { rebuildIndex() }
        }
      } else if let newValue {
        if index != nil {
          let position = children.count
          change { $0.index?[name] = position }
        }
        children.append((name, newValue))
        if case .group(let group) = newValue, group.extendsBelow { extendsBelow = true }
        if index == nil, children.count > Self.indexThreshold { rebuildIndex() }
      }
    }
  }

  /// Whether `other` is this very group: the same storage of children and the same metadata
  /// (as when both were taken unchanged from one cached source tree).
  func isSame(as other: GroupNode) -> Bool {
    children.count == other.children.count
      && children.withUnsafeBufferPointer { mine in
        other.children.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
      }
      && type == other.type && description == other.description && deprecated == other.deprecated
      && extensions == other.extensions && extends?.path == other.extends?.path
      && extends?.place == other.extends?.place && place == other.place
      && extendsBelow == other.extendsBelow
  }

  /// Gives `type` to every member that takes its type from this group: a token or a group with
  /// no `$type` of its own.
  private mutating func pushTypeDown(_ type: TokenType) {
    for index in children.indices {
      switch children[index].node {
      case .group(var group) where group.type == nil:
        group.type = type
        children[index].node = .group(group)
      case .token(let token) where token.type == nil:
        children[index].node = .token(token.typed(type))
      default:
        break
      }
    }
  }

  /// A token and a group at one path in two merged sources: the later replaced the earlier.
  struct Replacement {
    var path: [String]
    var earlier: TokenNode
    var later: TokenNode
  }

  /// A group whose `$type` two merged sources give differently (`color` in one file's root,
  /// `dimension` in another's).
  struct TypeConflict {
    var path: [String]
    var earlier: (type: TokenType, place: SourceRef?)
    var later: (type: TokenType, place: SourceRef?)
  }

  /// Deep-merges `other` over this group: child groups merge, tokens are replaced whole, and
  /// metadata that `other` states replaces this group's.
  mutating func merge(_ other: GroupNode) {
    var ignored: [Replacement] = []
    var conflicts: [TypeConflict] = []
    merge(other, at: [], replacements: &ignored, conflicts: &conflicts)
  }

  /// Deep-merges as ``merge(_:)`` does, listing every place where a token replaced a group or a
  /// group a token, and every group whose `$type` the two give differently. Such a group's
  /// earlier members keep the type they were written under (it is pushed down to those that
  /// took it from the group), so one conflicting `$type` is one finding, not an error in every
  /// token of the earlier source.
  mutating func merge(
    _ other: GroupNode, at path: [String], replacements: inout [Replacement],
    conflicts: inout [TypeConflict]
  ) {
    if let mine = type, let theirs = other.type, mine != theirs {
      conflicts.append(
        TypeConflict(
          path: path, earlier: (mine, place?.appending("$type").value()),
          later: (theirs, other.place?.appending("$type").value())))
      pushTypeDown(mine)
    }
    if let type = other.type { self.type = type }
    if let description = other.description { self.description = description }
    if let deprecated = other.deprecated { self.deprecated = deprecated }
    if let extensions = other.extensions { self.extensions = extensions }
    if let extends = other.extends { self.extends = extends }
    extendsBelow = extendsBelow || other.extendsBelow
    if let place = other.place { self.place = place }
    for (name, node) in other.children {
      let earlier = self[name]
      if case .group(var mine)? = earlier, case .group(let theirs) = node {
        mine.merge(
          theirs, at: path + [name], replacements: &replacements, conflicts: &conflicts)
        self[name] = .group(mine)
        continue
      }
      if let earlier, earlier.isGroup != node.isGroup {
        replacements.append(Replacement(path: path + [name], earlier: earlier, later: node))
      }
      self[name] = node
    }
  }
}

/// `$deprecated`: `true`, `false`, or a message (which means deprecated).
public enum Deprecation: Sendable, Equatable {
  case notDeprecated
  case deprecated(message: String?)

  /// Whether this marks something as deprecated.
  public var isDeprecated: Bool {
    if case .deprecated = self { return true }
    return false
  }

  /// As written: `false`, `true`, or the message.
  var json: JSONValue {
    switch self {
    case .notDeprecated: .bool(false)
    case .deprecated(nil): .bool(true)
    case .deprecated(let message?): .string(message)
    }
  }
}

/// A token as written: its `$value` (or token-level `$ref`) and metadata.
///
/// A class: read once, then shared by the trees it is merged into and the flat token lists of
/// every resolution, which tell an unchanged token by its identity.
final class TokenDefinition: Sendable, Equatable {
  /// The metadata most tokens do not have, kept apart so that a token without it stays small.
  private final class Metadata: Sendable {
    let reference: JSONPointer?
    let description: String?
    let deprecated: Deprecation?
    let extensions: JSONValue?
    /// The place's pointer, when it cannot be written as a dotted path.
    let pointer: JSONPointer?
    /// An `alpha` member beside `$value` (GitHub Primer's opacity modifier), read with --legacy.
    let legacyAlpha: Double?

    init(
      reference: JSONPointer?, description: String?, deprecated: Deprecation?,
      extensions: JSONValue?,
      pointer: JSONPointer?, legacyAlpha: Double?
    ) {
      self.reference = reference
      self.description = description
      self.deprecated = deprecated
      self.extensions = extensions
      self.pointer = pointer
      self.legacyAlpha = legacyAlpha
    }
  }

  // The place is kept in pieces, its pointer as a dotted path (one string, which the flat
  // token of a token read where it is written shares): a large brand keeps one definition per
  // token.
  /// `$value`, absent for a token-level `$ref`.
  let value: JSONValue?
  let type: TokenType?
  private let placeIsKey: Bool
  private let document: Int32
  private let dottedPointer: String
  private let metadata: Metadata?

  /// Where the token is defined (its member key).
  var place: SourceRef {
    SourceRef(
      document: Int(document),
      pointer: metadata?.pointer ?? JSONPointer(tokens: TokenPath.segments(of: dottedPointer)),
      key: placeIsKey)
  }

  /// The place of one of the token's members (`$value`, `$ref`).
  func place(of member: String) -> SourceRef {
    guard metadata?.pointer == nil else { return place.appending(member) }
    return SourceRef(
      document: Int(document),
      pointer: JSONPointer(tokens: TokenPath.segments(of: dottedPointer, appending: member)),
      key: placeIsKey)
  }

  /// The place's pointer as a dotted path (`color.accent` for `/color/accent`), if it can be
  /// written as one: the token's name, for a token read from the root of a file.
  var writtenName: String? { metadata?.pointer == nil ? dottedPointer : nil }

  /// A token-level `$ref` (`{ "$ref": "#/a/b" }` with no `$value`).
  var reference: JSONPointer? { metadata?.reference }
  var description: String? { metadata?.description }
  var deprecated: Deprecation? { metadata?.deprecated }
  var extensions: JSONValue? { metadata?.extensions }
  /// The opacity an `alpha` member beside `$value` gives the color (read with --legacy).
  var legacyAlpha: Double? { metadata?.legacyAlpha }

  init(
    value: JSONValue? = nil, reference: JSONPointer? = nil, type: TokenType? = nil,
    description: String? = nil,
    deprecated: Deprecation? = nil, extensions: JSONValue? = nil, legacyAlpha: Double? = nil,
    place: SourceRef, dotted known: String? = nil
  ) {
    self.value = value
    self.type = type
    self.placeIsKey = place.key
    self.document = Int32(place.document)
    // `known` is the place's pointer with dots, when the reader made it already.
    let dotted = known ?? TokenPath.dotted(place.pointer.tokens)
    let dottable = dotted != nil
    self.dottedPointer = dotted ?? ""
    let plain =
      reference == nil && description == nil && deprecated == nil && extensions == nil && dottable
      && legacyAlpha == nil
    self.metadata =
      plain
      ? nil
      : Metadata(
        reference: reference, description: description, deprecated: deprecated,
        extensions: extensions,
        pointer: dottable ? nil : place.pointer, legacyAlpha: legacyAlpha)
  }

  /// This definition with a `$type` (one its group gave it before a later source retyped the
  /// group).
  func typed(_ type: TokenType) -> TokenDefinition {
    TokenDefinition(
      value: value, reference: reference, type: type, description: description,
      deprecated: deprecated, extensions: extensions, legacyAlpha: legacyAlpha, place: place,
      dotted: writtenName)
  }

  /// Whether two definitions sit at the same place, told from the pieces they keep it in rather
  /// than by making both places.
  private func samePlace(as other: TokenDefinition) -> Bool {
    document == other.document && placeIsKey == other.placeIsKey
      && dottedPointer == other.dottedPointer
      && metadata?.pointer == other.metadata?.pointer
  }

  static func == (lhs: TokenDefinition, rhs: TokenDefinition) -> Bool {
    lhs === rhs
      || (lhs.value == rhs.value && lhs.reference == rhs.reference && lhs.type == rhs.type
        && lhs.description == rhs.description && lhs.deprecated == rhs.deprecated
        && lhs.extensions == rhs.extensions && lhs.legacyAlpha == rhs.legacyAlpha
        && lhs.samePlace(as: rhs))
  }
}
