extension Rule {
  /// An alias chain past the limit.
  public static let limitAliasChain = Rule(
    .limit, "limit/alias-chain", .error, "A token more aliases away from its value than the limit")
  /// `$extends` past the depth limit.
  public static let limitExtendsDepth = Rule(
    .limit, "limit/extends-depth", .error, "$extends deeper than the limit")
  /// More permutations than were checked.
  public static let limitPermutations = Rule(
    .limit, "limit/permutations", .warning,
    "More permutations of the modifiers than --max-permutations; the rest were not checked",
    fix: "Raise --max-permutations, or hold modifiers with --input.", tuning: Tuning.none)
  /// Modifiers checked one group at a time because no value depends on two groups.
  public static let limitIndependentModifiers = Rule(
    .limit, "limit/independent-modifiers", .info,
    "Modifiers that do not interact, each checked with the others at their defaults",
    explanation:
      "Two modifiers interact when one token's value depends on tokens both define (directly or through aliases), or when both reach the roles the theme reads. Modifiers that do not interact are checked group by group, the other groups at their defaults: every value any permutation can take is checked, without checking every product.",
    fix: "Nothing to do; --input NAME=CONTEXT still holds a modifier at one context.")
  /// References inside values that multiply past the limit.
  public static let limitResolvedValues = Rule(
    .limit, "limit/resolved-values", .error,
    "References inside values made more values than the limit")
  /// Resolver sets nested past the limit.
  public static let limitResolverDepth = Rule(
    .limit, "limit/resolver-depth", .error, "Resolver sets that reference each other too deep")
  /// More tokens than the limit.
  public static let limitTokens = Rule(
    .limit, "limit/tokens", .error, "More tokens than the limit")
  /// A value that grows past the limit.
  public static let limitValueSize = Rule(
    .limit, "limit/value-size", .error, "A value that holds more values than the limit, resolved")

  static let limitCatalogue = [
    limitAliasChain, limitExtendsDepth, limitIndependentModifiers, limitPermutations,
    limitResolvedValues,
    limitResolverDepth, limitTokens, limitValueSize,
  ]
}
