extension Rule {
  /// Aliases in a circle.
  public static let aliasCycle = Rule(
    .alias, "alias/cycle", .error, "Aliases that point at each other in a circle",
    explanation: "Aliases that point at each other in a circle, so no value can be found.",
    fix: "Give one of the tokens in the cycle a literal value instead of an alias.")
  /// An alias to a deprecated token.
  public static let aliasDeprecated = Rule(
    .alias, "alias/deprecated", .warning, "An alias to a deprecated token",
    explanation: "An alias points at a token marked $deprecated.",
    fix: "Point the alias at the token that replaces the deprecated one.")
  /// An alias to a group.
  public static let aliasGroup = Rule(
    .alias, "alias/group", .error, "An alias that points at a group, not a token")
  /// An alias to nothing.
  public static let aliasMissing = Rule(
    .alias, "alias/missing", .error, "An alias to a token that does not exist",
    explanation: "An alias names a token path that no file defines.",
    fix: "Correct the path (the message suggests the closest name) or define the token.")
  /// A `$ref` into what is not read as tokens.
  public static let aliasOutsideTree = Rule(
    .alias, "alias/outside-tree", .error, "A $ref into what is not read as tokens",
    explanation:
      "A JSON Pointer leads into a $ member that is neither a token, a group nor a group's $type, $description, $deprecated or $extensions (such as $defs).",
    fix: "Keep the tokens it points at in a group of their own and point there.")
  /// A `$ref` to the whole document.
  public static let aliasPointerRoot = Rule(
    .alias, "alias/pointer-root", .error, "A $ref that points at the whole document")
  /// A malformed `$ref`.
  public static let aliasPointerSyntax = Rule(
    .alias, "alias/pointer-syntax", .error, "A $ref that is not a JSON Pointer into the tokens")
  /// An alias to a token with an error.
  public static let aliasTargetError = Rule(
    .alias, "alias/target-error", .error, "An alias to a token that has an error of its own")
  /// An alias to a token of another type.
  public static let aliasTypeMismatch = Rule(
    .alias, "alias/type-mismatch", .error, "An alias to a token of another $type")
  /// An alias into a file no set lists.
  public static let aliasUnlistedFile = Rule(
    .alias, "alias/unlisted-file", .error,
    "An alias to a token in a file no set of the resolver lists")
  /// An alias into a set not merged.
  public static let aliasUnlistedSet = Rule(
    .alias, "alias/unlisted-set", .error, "An alias to a token of a set not in resolutionOrder")
  /// A reference inside a value that cannot be resolved.
  public static let aliasUnresolved = Rule(
    .alias, "alias/unresolved", .error, "A reference inside a value that cannot be resolved")

  static let aliasCatalogue = [
    aliasCycle, aliasDeprecated, aliasGroup, aliasMissing, aliasOutsideTree, aliasPointerRoot,
    aliasPointerSyntax, aliasTargetError, aliasTypeMismatch, aliasUnlistedFile, aliasUnlistedSet,
    aliasUnresolved,
  ]
}
