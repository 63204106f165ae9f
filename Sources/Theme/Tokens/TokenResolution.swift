/// The outcome of resolving tokens: the tokens that resolved, and every finding on the way.
public struct TokenResolution: Sendable {
  /// Resolved tokens in document order (tokens with errors are left out).
  public let tokens: [ResolvedToken]
  /// Errors, warnings and information, in the order they were found.
  public let diagnostics: [Diagnostic]
  /// Token ids by path, and each id's place in `tokens` (-1 for a token that failed).
  private let ids: TokenIDs
  private let positions: [Int32]

  init(
    tokens: [ResolvedToken], diagnostics: [Diagnostic], sources: [String: SourceText],
    ids: TokenIDs = TokenIDs(),
    positions: [Int32] = []
  ) {
    self.tokens = tokens
    self.diagnostics = diagnostics
    self.sources = sources
    self.ids = ids
    self.positions = positions
  }

  /// The token with a dotted path, if it resolved.
  public subscript(name: String) -> ResolvedToken? {
    guard let id = ids[name: name], positions.indices.contains(id), positions[id] >= 0 else {
      return nil
    }
    return tokens[Int(positions[id])]
  }

  /// Whether any finding is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The code frame for a location in one of the files that were read.
  public func codeFrame(at location: SourceLocation) -> String? {
    sources[location.file]?.codeFrame(at: location)
  }

  /// The texts of the documents read, by path (for code frames).
  let sources: [String: SourceText]
}
