extension Rule {
  /// `$extends` in a circle.
  public static let extendsCycle = Rule(
    .extends, "extends/cycle", .error, "Groups that extend each other in a circle")
  /// `$ref` on a group, read as `$extends`.
  public static let extendsGroupRef = Rule(
    .extends, "extends/group-ref", .warning, "$ref on a group, read as $extends",
    explanation:
      "A group with its own members has a $ref: the Format module calls it functionally identical to $extends, the 2025.10 JSON schema allows only $extends.",
    fix: "Write $extends with the group's path in braces.")
  /// `$extends` to nothing.
  public static let extendsMissing = Rule(
    .extends, "extends/missing", .error, "$extends names a group that does not exist")
  /// Both `$ref` and `$extends`.
  public static let extendsRefAndExtends = Rule(
    .extends, "extends/ref-and-extends", .error, "A group with both $ref and $extends")
  /// A malformed `$extends`.
  public static let extendsSyntax = Rule(
    .extends, "extends/syntax", .error, "$extends that does not name a group as {a.b}")
  /// `$extends` to a token.
  public static let extendsToken = Rule(
    .extends, "extends/token", .error, "$extends names a token, not a group")

  static let extendsCatalogue = [
    extendsCycle, extendsGroupRef, extendsMissing, extendsRefAndExtends, extendsSyntax,
    extendsToken,
  ]
}
