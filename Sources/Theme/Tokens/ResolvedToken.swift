/// A token with its references resolved, its type known and its value validated.
///
/// Two references: its resolved entry (shared by the aliases and appearances that resolve to
/// the same; it names the token as written), and where its provenance is located. Everything
/// else is read from those when asked for.
public struct ResolvedToken: Sendable, Equatable {
  let entry: TokenResolver.Entry
  let locator: SourceLocator
  /// The token resolved (an entry taken over from another resolution holds that resolution's
  /// token, with the same path and definition).
  var token: FlatToken { entry.token }

  init(entry: TokenResolver.Entry, locator: SourceLocator) {
    self.entry = entry
    self.locator = locator
  }

  /// The path segments (`["color", "accent"]`).
  public var path: [String] { token.path }
  /// The token's type (declared, inherited from a group, or taken from the token it aliases).
  public var type: TokenType { entry.type }
  /// The typed value.
  public var value: TokenValue { entry.value }
  /// The value as JSON with every reference replaced by what it points at.
  public var json: JSONValue { entry.json }
  /// `$description`, if any.
  public var description: String? { token.definition.description }
  /// `$deprecated` in force for this token (its own, or inherited from a group).
  public var deprecation: Deprecation? { token.definition.deprecated ?? token.inheritedDeprecation }
  /// `$extensions`, kept verbatim.
  public var extensions: JSONValue? { token.definition.extensions }
  /// Where the value comes from: this token first, then each token its alias chain passes
  /// through, ending at the one that holds the literal value.
  public var provenance: [ProvenanceLink] {
    var links: [ProvenanceLink] = []
    var current: TokenResolver.Entry? = entry
    while let link = current {
      let place = link.token.definition.place
      links.append(
        ProvenanceLink(
          token: link.token.name, reference: link.reference, locator: locator,
          document: place.document,
          pointer: place.pointer))
      current = link.next
    }
    return links
  }

  /// The dotted path (`color.accent`).
  public var name: String { token.name }

  public static func == (lhs: ResolvedToken, rhs: ResolvedToken) -> Bool {
    (lhs.entry === rhs.entry && lhs.locator === rhs.locator)
      || (lhs.path == rhs.path && lhs.type == rhs.type && lhs.value == rhs.value
        && lhs.json == rhs.json
        && lhs.description == rhs.description && lhs.deprecation == rhs.deprecation
        && lhs.extensions == rhs.extensions && lhs.provenance == rhs.provenance)
  }
}

/// One link of an alias chain: a token and where it is defined.
///
/// Two links are equal when they name the same token through the same reference and are stored
/// at the same place: the same given location, or the same pointer in a file of the same path.
/// Comparing never locates a place in its source.
public struct ProvenanceLink: Sendable, Hashable, CustomStringConvertible {
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
      case .pending(let locator, let document, let pointer):
        locator.location(of: pointer, in: document)
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
  init(
    token: String, reference: String?, locator: SourceLocator, document: Int, pointer: JSONPointer
  ) {
    self.token = token
    self.reference = reference
    self.place = .pending(locator, document: document, pointer: pointer)
  }

  /// `color.accent (tokens/studio/light.tokens.json:4:5)`.
  public var description: String {
    location.map { "\(token) (\($0))" } ?? token
  }

  /// The place as stored: a given location, or a file's path and a pointer in it.
  private enum StoredPlace: Hashable {
    case known(SourceLocation?)
    case pending(file: String?, pointer: JSONPointer)
  }

  private var storedPlace: StoredPlace {
    switch place {
    case .known(let location): .known(location)
    case .pending(let locator, let document, let pointer):
      .pending(file: locator.path(of: document), pointer: pointer)
    }
  }

  public static func == (lhs: ProvenanceLink, rhs: ProvenanceLink) -> Bool {
    lhs.token == rhs.token && lhs.reference == rhs.reference && lhs.storedPlace == rhs.storedPlace
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(token)
    hasher.combine(reference)
    hasher.combine(storedPlace)
  }
}
