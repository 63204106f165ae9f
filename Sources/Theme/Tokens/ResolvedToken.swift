/// A token with its references resolved, its type known and its value validated.
public struct ResolvedToken: Sendable, Equatable {
  /// The path segments (`["color", "accent"]`).
  public var path: [String]
  /// The token's type (declared, inherited from a group, or taken from the token it aliases).
  public var type: TokenType
  /// The typed value.
  public var value: TokenValue
  /// The value as JSON with every reference replaced by what it points at.
  public var json: JSONValue
  /// `$description`, if any.
  public var description: String?
  /// `$deprecated` in force for this token (its own, or inherited from a group).
  public var deprecation: Deprecation?
  /// `$extensions`, kept verbatim.
  public var extensions: JSONValue?
  /// Where the value comes from: this token first, then each token its alias chain passes
  /// through, ending at the one that holds the literal value.
  public var provenance: [ProvenanceLink]

  /// The dotted path (`color.accent`).
  public var name: String { TokenPath.display(path) }
}

/// One link of an alias chain: a token and where it is defined.
public struct ProvenanceLink: Sendable, Equatable, CustomStringConvertible {
  /// Where a link's location comes from: given, or found in the source when first read.
  private enum Place: Sendable {
    case known(SourceLocation?)
    case pending(SourceLocator, document: Int, pointer: JSONPointer)
  }

  /// The token's dotted path.
  public var token: String
  /// The reference that led to the next link, as written (`{palette.blue.500}`), if any.
  public var reference: String?
  private var place: Place

  /// Where the token is defined.
  public var location: SourceLocation? {
    get {
      switch place {
      case .known(let location): location
      case .pending(let locator, let document, let pointer): locator.location(of: pointer, in: document)
      }
    }
    set { place = .known(newValue) }
  }

  /// Creates a link.
  public init(token: String, reference: String?, location: SourceLocation?) {
    self.token = token
    self.reference = reference
    self.place = .known(location)
  }

  /// Creates a link whose location is looked up when first read.
  init(token: String, reference: String?, locator: SourceLocator, document: Int, pointer: JSONPointer) {
    self.token = token
    self.reference = reference
    self.place = .pending(locator, document: document, pointer: pointer)
  }

  /// `color.accent (tokens/studio/light.tokens.json:4:5)`.
  public var description: String {
    location.map { "\(token) (\($0))" } ?? token
  }

  public static func == (lhs: ProvenanceLink, rhs: ProvenanceLink) -> Bool {
    lhs.token == rhs.token && lhs.reference == rhs.reference && lhs.location == rhs.location
  }
}
