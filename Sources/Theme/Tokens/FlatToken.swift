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

  /// The tree's tokens in document order, with group metadata passed down.
  static func flatten(_ root: GroupNode) -> [FlatToken] {
    var result: [FlatToken] = []
    var ends: [Int] = []
    flatten(root, from: 0, into: &result, ends: &ends)
    return result
  }

  /// Appends the tokens of the root's children from `first` on, in document order, and after
  /// each child the count of tokens so far.
  static func flatten(_ root: GroupNode, from first: Int, into result: inout [FlatToken], ends: inout [Int]) {
    func walk(_ group: GroupNode, path: [String], type: TokenType?, deprecation: Deprecation?) {
      let type = group.type ?? type
      let deprecation = group.deprecated ?? deprecation
      for (name, node) in group.children {
        visit(name, node, path: path, type: type, deprecation: deprecation)
      }
    }
    func visit(_ name: String, _ node: TokenNode, path: [String], type: TokenType?, deprecation: Deprecation?) {
      switch node {
      case .group(let child):
        walk(child, path: TokenPath.appending(path, name), type: type, deprecation: deprecation)
      case .token(let token):
        // A token read from the root of a file has its path as its place: share that array.
        let written = token.place.pointer.tokens
        let tokenPath =
          written.count == path.count + 1 && written.last == name && written.dropLast().elementsEqual(path)
          ? written : TokenPath.appending(path, name)
        result.append(
          FlatToken(path: tokenPath, definition: token, inheritedType: type, inheritedDeprecation: deprecation))
      }
    }
    for (name, node) in root.children.dropFirst(first) {
      visit(name, node, path: [], type: root.type, deprecation: root.deprecated)
      ends.append(result.count)
    }
  }
}
