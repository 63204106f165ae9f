/// A token of an expanded tree with what it inherits from its groups.
///
/// A class: the resolver hands tokens around by the hundred thousand, and a reference is one
/// retain where a copy of every field would be ten.
final class FlatToken: Sendable {
  let path: [String]
  let definition: TokenDefinition
  /// The nearest group `$type` above the token.
  let inheritedType: TokenType?
  /// The nearest group `$deprecated` above the token.
  let inheritedDeprecation: Deprecation?

  init(path: [String], definition: TokenDefinition, inheritedType: TokenType?, inheritedDeprecation: Deprecation?) {
    self.path = path
    self.definition = definition
    self.inheritedType = inheritedType
    self.inheritedDeprecation = inheritedDeprecation
  }

  /// The token's tokens in document order, with group metadata passed down.
  static func flatten(_ root: GroupNode) -> [FlatToken] {
    var result: [FlatToken] = []
    func walk(_ group: GroupNode, path: [String], type: TokenType?, deprecation: Deprecation?) {
      let type = group.type ?? type
      let deprecation = group.deprecated ?? deprecation
      for (name, node) in group.children {
        switch node {
        case .group(let child):
          walk(child, path: path + [name], type: type, deprecation: deprecation)
        case .token(let token):
          // A token read from the root of a file has its path as its place: share that array.
          let written = token.place.pointer.tokens
          let tokenPath =
            written.count == path.count + 1 && written.last == name && written.dropLast().elementsEqual(path)
            ? written : path + [name]
          result.append(
            FlatToken(path: tokenPath, definition: token, inheritedType: type, inheritedDeprecation: deprecation))
        }
      }
    }
    walk(root, path: [], type: nil, deprecation: nil)
    return result
  }
}
