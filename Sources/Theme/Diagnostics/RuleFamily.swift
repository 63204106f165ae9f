/// The families rule ids start with (`alias/`, `contrast/`, …), with the texts a rule of the
/// family has when it has none of its own.
public enum RuleFamily: String, Sendable, CaseIterable {
  case json, file, tokens, value, alias, extends, resolver, limit, theme, contrast, coverage
  case config, build, template

  /// A heading for the family in `docs/rules.md`.
  public var title: String {
    switch self {
    case .json: "JSON"
    case .file: "Files"
    case .tokens: "Token tree"
    case .value: "Token values"
    case .alias: "Aliases"
    case .extends: "$extends"
    case .resolver: "Resolver Module"
    case .limit: "Safety limits"
    case .theme: "SPTheme roles"
    case .contrast: "Contrast"
    case .coverage: "Role coverage"
    case .config: "sptheme.json"
    case .build: "sptheme build"
    case .template: "Templates"
    }
  }

  /// What the family's rules check.
  public var explanation: String {
    switch self {
    case .json: "A token file is not valid JSON (RFC 8259), or an object names a key twice."
    case .file: "A token or resolver file cannot be read, or changed while it was being read."
    case .tokens: "A token or group does not follow the DTCG 2025.10 Format module."
    case .value: "A token's $value does not match what its $type requires in DTCG 2025.10."
    case .alias:
      "An alias ({a.b} or a $ref JSON Pointer) cannot be followed to a token of the right type."
    case .extends:
      "A group's $extends reference is malformed, missing, cyclic or points at a token."
    case .resolver: "The .resolver.json document does not follow the DTCG Resolver Module."
    case .limit: "Reading the brand went past one of sptheme's safety limits."
    case .theme: "A role the components read is missing or has the wrong token type."
    case .contrast:
      "A foreground and the background really behind it, in a state of a block, are too close."
    case .coverage:
      "A role token is unused by every block, or deprecated while parts still use it."
    case .config: "A member of sptheme.json, the project file, cannot be used as written."
    case .build: "An output of sptheme.json cannot be written by sptheme build."
    case .template: "A Mustache template cannot be parsed or rendered."
    }
  }

  /// What to do about a finding of the family.
  public var fix: String {
    switch self {
    case .json: "Fix the JSON at the position shown; keep each key once per object."
    case .file: "Check the path and permissions, then run again."
    case .tokens: "Fix the member named in the message; see the DTCG 2025.10 Format module."
    case .value:
      "Write the value in the form its $type requires (the message names the member)."
    case .alias:
      "Point the alias at a token that exists and has the expected $type, or give a literal value."
    case .extends: "Make $extends point at an existing group, without cycles."
    case .resolver:
      "Fix the resolver member named in the message (sets, modifiers, resolutionOrder, sources)."
    case .limit: "Simplify the tokens, or raise the limit with the flag the message names."
    case .theme: "Add the role token with the type the message names, or alias it to one."
    case .contrast:
      "Darken or lighten the named token (or its background) until the pair reaches the ratio."
    case .coverage: "Give the role a value that is not deprecated, or leave an unused role out."
    case .config: "Fix the member at the position shown; the hint names what it takes."
    case .build: "Fix the output entry at the position shown in sptheme.json."
    case .template: "Fix the tag at the position shown."
    }
  }
}
