import Theme

/// What ``ResolveRun/run()`` found: one token (or role) of a brand in each context it was
/// resolved in, with its value and alias chain, or why it could not be resolved.
public struct ResolveReport: Sendable {
  /// The token in one permutation of the brand's modifiers.
  public struct Context: Sendable {
    /// The permutation's modifiers and contexts, in the brand's modifier order
    /// (`[("appearance", "light")]`); empty for a brand without modifiers.
    public var input: [(modifier: String, context: String)]
    /// What the token is there.
    public var outcome: Outcome

    /// `appearance=light, size=mobile`, or `default` for a brand without modifiers.
    public var label: String {
      input.isEmpty
        ? "default" : input.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
    }
  }

  /// A token's value in one context, or why it has none.
  public enum Outcome: Sendable {
    /// Resolved: its type, value, the value in one line, and its chain from the name asked
    /// for to the literal (role map links first), each link with its place.
    case value(Resolved)
    /// The token has an error in this context.
    case error(Diagnostic)
    /// The brand has no such token in this context (it is in others).
    case undefined
  }

  /// A resolved value.
  public struct Resolved: Sendable {
    /// The token's type.
    public var type: TokenType
    /// The value as DTCG JSON, every reference replaced.
    public var json: JSONValue
    /// The value in one line, as `sptheme diff` prints values (`#FFFFFF`, `16px`).
    public var text: String
    /// The chain: the role map's links, then the token's own, ending at the literal.
    public var links: [ProvenanceLink]
    /// The brand the role was filled in from, for a role the brand does not give itself.
    public var filledFrom: String?
  }

  /// Why the run stopped before resolving anything (exit 2).
  public enum Failure: Error, Sendable, Equatable {
    /// The brand could not be loaded, or its files not read: what went wrong.
    case notLoaded(String)
    /// An `--input` the brand refuses: why.
    case input(String)
    /// The name is neither a token nor a role of the brand in any context: the names it may
    /// have meant.
    case unknownToken(String, suggestions: [String])
  }

  /// The name asked for, without braces (`color.background`).
  public var token: String
  /// The brand's id, once loaded.
  public var brand: String = ""
  /// The contexts, in permutation order.
  public var contexts: [Context] = []
  /// How many permutations the brand has with the run's input (more than ``contexts`` when
  /// the limit cut them).
  public var permutations = 0
  /// Why the run stopped, if it did.
  public var failure: Failure?

  /// An empty report for a name.
  public init(token: String) {
    self.token = token
  }

  /// The token's type: that of the first context it resolves in.
  public var type: TokenType? {
    contexts.lazy.compactMap { context -> TokenType? in
      if case .value(let resolved) = context.outcome { return resolved.type }
      return nil
    }.first
  }

  /// The process exit code: 0 resolved, 1 the token has an error in some context, 2 usage or
  /// unreadable input or an unknown token.
  public var exitCode: Int32 {
    if failure != nil { return 2 }
    let failed = contexts.contains { if case .error = $0.outcome { true } else { false } }
    return failed ? 1 : 0
  }
}
