/// How SPTheme's roles map onto a team's own tokens: each role → an alias into the brand's tree
/// (`"color.surface": "{color.background.default.default}"`), from the brand's `roles` in
/// `sptheme.json`. A role the map leaves out is read at its own path, as in a brand made for
/// SPTheme. The team's tokens are never renamed or merged with the roles.
public struct RoleMap: Sendable, Equatable {
  /// One role's alias.
  public struct Entry: Sendable, Equatable {
    /// The role (`color.surface`).
    public var role: String
    /// The alias as written (`{color.background.default.default}`).
    public var reference: String
    /// The dotted path the alias names.
    public var target: String
    /// Where the entry is written in `sptheme.json`.
    public var location: SourceLocation

    /// Creates an entry.
    public init(role: String, reference: String, target: String, location: SourceLocation) {
      self.role = role
      self.reference = reference
      self.target = target
      self.location = location
    }
  }

  /// The entries in the file's order.
  public var entries: [Entry] = []

  /// An empty map: every role is read at its own path.
  public init(entries: [Entry] = []) {
    self.entries = entries
  }

  /// The entry of a role.
  public func entry(for role: String) -> Entry? { entries.first { $0.role == role } }

  /// What a role resolves to in one resolution.
  enum Lookup {
    /// The token, with the map's links that lead to it (empty for a role at its own path).
    case token(ResolvedToken, via: [ProvenanceLink])
    /// The map points somewhere it cannot go: the finding says where and why.
    case failed(Diagnostic)
    /// Neither mapped nor at its own path.
    case absent
  }

  /// Follows a role through the map (a role may map to another role) to a token.
  func lookup(_ role: String, in resolution: TokenResolution) -> Lookup {
    var links: [ProvenanceLink] = []
    var visited = [role]
    var name = role
    while let entry = entry(for: name) {
      links.append(
        ProvenanceLink(token: name, reference: entry.reference, location: entry.location))
      let target = entry.target
      if target != name, self.entry(for: target) != nil {
        guard !visited.contains(target) else {
          return .failed(
            Diagnostic(
              .error, rule: .configRoleCycle,
              message:
                "the role map goes in a circle: \((visited + [target]).joined(separator: " → "))",
              location: entry.location, tokenPath: role,
              hint: "map one of these roles to a token of your own",
              notes: links.map { Diagnostic.Note("\($0.token) is mapped here", at: $0.location) }))
        }
        visited.append(target)
        name = target
        continue
      }
      if let token = resolution[target] ?? resolution[target + ".$root"] {
        return .token(token, via: links)
      }
      return .failed(missingTarget(entry, role: role, in: resolution))
    }
    // A group at the role's own path with a `$root` token stands for the role, as an alias to
    // the group would.
    return (resolution[role] ?? resolution[role + ".$root"]).map { .token($0, via: []) } ?? .absent
  }

  /// Why a map entry's target did not resolve: it has an error of its own, it is a group, or
  /// it does not exist (with the nearest name).
  private func missingTarget(_ entry: Entry, role: String, in resolution: TokenResolution)
    -> Diagnostic
  {
    let target = entry.target
    if let own = resolution.diagnostics.first(where: {
      $0.tokenPath == target && $0.severity == .error
    }) {
      return Diagnostic(
        .error, rule: .configRoleTarget,
        message: "\(entry.role) maps to \(entry.reference), which has an error: \(own.message)",
        location: entry.location, tokenPath: role,
        hint: "fix that token, or map the role to another one",
        notes: [Diagnostic.Note("the error is here", at: own.location)])
    }
    let prefix = target + "."
    let inside = resolution.tokens.lazy.map(\.name).filter { $0.hasPrefix(prefix) }
    if let first = inside.first {
      return Diagnostic(
        .error, rule: .configRoleTarget,
        message: "\(entry.role) maps to \(entry.reference), which is a group, not a token",
        location: entry.location, tokenPath: role,
        hint: "map it to one of its tokens, such as {\(first)}")
    }
    let near = Suggestion.closest(to: target, in: resolution.tokens.map(\.name))
    return Diagnostic(
      .error, rule: .configRoleTarget,
      message:
        "\(entry.role) maps to \(entry.reference), which does not exist in the brand's tokens",
      location: entry.location, tokenPath: role,
      hint: near.map { "did you mean {\($0)}?" } ?? "check the path against the brand's token files"
    )
  }
}
