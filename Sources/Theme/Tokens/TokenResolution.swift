/// The outcome of resolving tokens: the tokens that resolved, and every finding on the way.
public struct TokenResolution: Sendable {
  /// Resolved tokens in document order (tokens with errors are left out).
  public let tokens: [ResolvedToken]
  /// Errors, warnings and information, in the order they were found.
  public let diagnostics: [Diagnostic]
  private let index: [String: Int]

  init(tokens: [ResolvedToken], diagnostics: [Diagnostic], sources: [String: SourceText]) {
    self.tokens = tokens
    self.diagnostics = diagnostics
    self.sources = sources
    var index: [String: Int] = [:]
    index.reserveCapacity(tokens.count)
    for (offset, token) in tokens.enumerated() { index[token.provenance.first?.token ?? token.name] = offset }
    self.index = index
  }

  /// The token with a dotted path, if it resolved.
  public subscript(name: String) -> ResolvedToken? {
    index[name].map { tokens[$0] }
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
