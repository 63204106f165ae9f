/// A group or token in a token tree, before references are resolved.
enum TokenNode: Sendable {
  indirect case group(GroupNode)
  case token(TokenDefinition)
}

/// A group: metadata plus named children in source order.
struct GroupNode: Sendable {
  var type: TokenType?
  var description: String?
  var deprecated: Deprecation?
  var extensions: JSONValue?
  /// The group's `$extends` target path and where it is written.
  var extends: (path: [String], place: SourceRef)?
  /// Where the group is defined (the last file that defined it, after a merge).
  var place: SourceRef?
  /// Whether this group or a group below it has `$extends` (only those change on expansion).
  var extendsBelow = false
  var children: [(name: String, node: TokenNode)] = []
  /// Child positions, kept only for groups large enough that a linear search would cost more.
  private var index: [String: Int]?
  private static let indexThreshold = 12

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
        index?[name] = children.count
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
      && extends?.place == other.extends?.place && place == other.place && extendsBelow == other.extendsBelow
  }

  /// Deep-merges `other` over this group: child groups merge, tokens are replaced whole, and
  /// metadata that `other` states replaces this group's.
  mutating func merge(_ other: GroupNode) {
    if let type = other.type { self.type = type }
    if let description = other.description { self.description = description }
    if let deprecated = other.deprecated { self.deprecated = deprecated }
    if let extensions = other.extensions { self.extensions = extensions }
    if let extends = other.extends { self.extends = extends }
    extendsBelow = extendsBelow || other.extendsBelow
    if let place = other.place { self.place = place }
    for (name, node) in other.children {
      if case .group(var mine) = self[name], case .group(let theirs) = node {
        mine.merge(theirs)
        self[name] = .group(mine)
      } else {
        self[name] = node
      }
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
}

/// A token as written: its `$value` (or token-level `$ref`) and metadata.
///
/// A class: read once, then shared by the trees it is merged into and the flat token lists of
/// every resolution, which tell an unchanged token by its identity.
final class TokenDefinition: Sendable, Equatable {
  /// `$value`, absent for a token-level `$ref`.
  let value: JSONValue?
  /// A token-level `$ref` (`{ "$ref": "#/a/b" }` with no `$value`).
  let reference: JSONPointer?
  let type: TokenType?
  let description: String?
  let deprecated: Deprecation?
  let extensions: JSONValue?
  /// Where the token is defined (its member key).
  let place: SourceRef

  init(
    value: JSONValue? = nil, reference: JSONPointer? = nil, type: TokenType? = nil, description: String? = nil,
    deprecated: Deprecation? = nil, extensions: JSONValue? = nil, place: SourceRef
  ) {
    self.value = value
    self.reference = reference
    self.type = type
    self.description = description
    self.deprecated = deprecated
    self.extensions = extensions
    self.place = place
  }

  static func == (lhs: TokenDefinition, rhs: TokenDefinition) -> Bool {
    lhs === rhs
      || (lhs.value == rhs.value && lhs.reference == rhs.reference && lhs.type == rhs.type
        && lhs.description == rhs.description && lhs.deprecated == rhs.deprecated && lhs.extensions == rhs.extensions
        && lhs.place == rhs.place)
  }
}
