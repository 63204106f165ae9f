// From a name to one token of a brand in one resolution: a role through the brand's role map
// and its fill-in brand, any other name at its own path.

extension Brand {
  /// What one name is in one resolution of a brand (``lookup(_:in:input:)``).
  public enum TokenLookup: Sendable {
    /// The token, with the links that lead to it before its own (the role map's entries,
    /// empty for a token read at its own path), and the brand it was filled in from, if any.
    case found(ResolvedToken, via: [ProvenanceLink], filledFrom: String?)
    /// The name stands for a token that cannot be resolved here: the finding says why.
    case failed(Diagnostic)
    /// Neither a token nor a role of the brand.
    case absent
  }

  /// Finds a token (`palette.blue.500`) or a role (`color.accent`) in a resolution of this
  /// brand for `input`: a role the role map names goes through the map; any other name is read
  /// at its own path (or its group's `$root`); a role the brand does not have is taken from
  /// the brand it extends, in the nearest appearance.
  public func lookup(_ name: String, in resolution: TokenResolution, input: [String: String])
    -> TokenLookup
  {
    if roles.entry(for: name) != nil {
      switch roles.lookup(name, in: resolution) {
      case .token(let token, let via): return .found(token, via: via, filledFrom: nil)
      case .failed(let finding): return .failed(finding)
      case .absent: return .absent
      }
    }
    if let token = resolution[name] ?? resolution[name + ".$root"] {
      return .found(token, via: [], filledFrom: nil)
    }
    if let finding = resolution.diagnostics.first(where: {
      $0.severity == .error && ($0.tokenPath == name || $0.tokenPath == name + ".$root")
    }) {
      return .failed(finding)
    }
    guard let fillIn, RoleCatalog.entries.contains(where: { $0.name == name }) else {
      return .absent
    }
    let other = fillIn.brand
    let otherInput = other.input(for: other.nearestAppearance(to: appearance(of: input)))
    switch other.lookup(name, in: other.resolve(input: otherInput), input: otherInput) {
    case .found(let token, let via, let from):
      return .found(token, via: via, filledFrom: from ?? other.id)
    case let result: return result
    }
  }

  /// The appearance an input picks (`light`, `dark`), or `default` for a brand with one.
  public func appearance(of input: [String: String]) -> String {
    guard let map = appearanceMap,
      let context = input.first(where: { $0.key.lowercased() == map.modifier.lowercased() })?
        .value
    else { return "default" }
    return map.appearance(for: context) ?? context
  }

  /// The names ``lookup(_:in:input:)`` knows in a resolution: every token's dotted path, then
  /// the roles of the role map and, for a brand that extends another, every role.
  public func lookupNames(in resolution: TokenResolution) -> [String] {
    var names = resolution.tokens.map(\.name)
    names += roles.entries.map(\.role)
    if fillIn != nil { names += RoleCatalog.entries.map(\.name) }
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}
