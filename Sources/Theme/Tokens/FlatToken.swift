/// A token of an expanded tree with what it inherits from its groups.
///
/// A class: the resolver hands tokens around by the hundred thousand, and a reference is one
/// retain where a copy of every field would be ten.
final class FlatToken: Sendable {
  /// What a token inherits from its groups, one object shared by the tokens below the group
  /// that set it (a large brand has one flat token per token, and few groups set either).
  final class Inherited: Sendable {
    let type: TokenType?
    let deprecation: Deprecation?

    init(type: TokenType?, deprecation: Deprecation?) {
      self.type = type
      self.deprecation = deprecation
    }

    /// The inheritance below a group with `type` and `deprecation` (either may be unset), or
    /// `self` when the group sets neither anew.
    func below(type: TokenType?, deprecation: Deprecation?) -> Inherited {
      let type = type ?? self.type
      let deprecation = deprecation ?? self.deprecation
      return type == self.type && deprecation == self.deprecation
        ? self : Inherited(type: type, deprecation: deprecation)
    }

    static let none = Inherited(type: nil, deprecation: nil)
  }

  /// The dotted path (`color.accent`): one string, shared with the definition's place when the
  /// token is where it was written, and with the resolution's index of tokens by name.
  let name: String
  let definition: TokenDefinition
  private let inherited: Inherited

  /// The nearest group `$type` above the token.
  var inheritedType: TokenType? { inherited.type }
  /// The nearest group `$deprecated` above the token.
  var inheritedDeprecation: Deprecation? { inherited.deprecation }

  /// The path's segments (`["color", "accent"]`), split from ``name``.
  var path: [String] { TokenPath.segments(of: name) }

  init(name: String, definition: TokenDefinition, inherited: Inherited) {
    self.name = name
    self.definition = definition
    self.inherited = inherited
  }

  /// The tree's tokens in document order, with group metadata passed down.
  static func flatten(_ root: GroupNode) -> [FlatToken] {
    var result: [FlatToken] = []
    func walk(_ group: GroupNode, prefix: String, inherited: Inherited) {
      let inherited = inherited.below(type: group.type, deprecation: group.deprecated)
      for (name, node) in group.children {
        visit(name, node, prefix: prefix, inherited: inherited)
      }
    }
    func visit(_ name: String, _ node: TokenNode, prefix: String, inherited: Inherited) {
      switch node {
      case .group(let child):
        walk(child, prefix: TokenPath.joining(prefix, name), inherited: inherited)
      case .token(let token):
        // A token read from the root of a file has its path as its place: share that string.
        let tokenName =
          if let written = token.writtenName, TokenPath.name(written, is: prefix, then: name) {
            written
          } else {
            TokenPath.joining(prefix, name)
          }
        result.append(FlatToken(name: tokenName, definition: token, inherited: inherited))
      }
    }
    let inherited = Inherited.none.below(type: root.type, deprecation: root.deprecated)
    for (name, node) in root.children {
      visit(name, node, prefix: "", inherited: inherited)
    }
    return result
  }
}
