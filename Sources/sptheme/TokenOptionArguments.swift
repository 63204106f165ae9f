import Theme

/// The options every command that reads tokens accepts: `--legacy` and the limits.
enum TokenOptionArguments {
  /// Option names taking a value.
  static let options: Set<String> = [
    "max-depth", "max-file-size", "max-tokens", "max-alias-chain", "max-extends-depth",
    "max-resolver-depth",
    "max-value-size", "max-resolved-values",
  ]
  /// Flag names.
  static let flags: Set<String> = ["legacy", "allow-outside-sources"]

  /// Lines for a command's help, each indented two spaces.
  static let help = """
      --legacy                 Accept legacy shapes ("#ff0000", "16px", Tokens Studio types) as warnings
      --max-depth N            Deepest JSON nesting accepted (default 512, at most 4096)
      --max-file-size N        Largest token file accepted, in bytes (default 67108864)
      --max-tokens N           Most tokens in one resolution (default 500000)
      --max-alias-chain N      Longest alias chain followed (default 64)
      --max-extends-depth N    Deepest chain of $extends (default 32)
      --max-resolver-depth N   Deepest chain of set references in a resolver (default 32)
      --max-value-size N       Most values in one resolved token value (default 100000)
      --max-resolved-values N  Most values references make in one resolution (default 10000000)
      --allow-outside-sources  Let resolver $refs read files outside the project or not named .json
    """

  static func parse(_ arguments: Arguments) throws(UsageError) -> TokenOptions {
    let depth = try arguments.integer("max-depth", default: JSONDocument.defaultMaxDepth)
    guard depth <= TokenOptions.depthCeiling else {
      throw UsageError(
        message: "--max-depth can be at most \(TokenOptions.depthCeiling), not \(depth)")
    }
    let defaults = TokenOptions()
    return TokenOptions(
      legacy: arguments.flag("legacy"), maxDepth: depth,
      maxFileBytes: try arguments.integer("max-file-size", default: defaults.maxFileBytes),
      maxTokens: try arguments.integer("max-tokens", default: defaults.maxTokens),
      maxAliasChain: try arguments.integer("max-alias-chain", default: defaults.maxAliasChain),
      maxExtendsDepth: try arguments.integer(
        "max-extends-depth", default: defaults.maxExtendsDepth),
      maxResolverDepth: try arguments.integer(
        "max-resolver-depth", default: defaults.maxResolverDepth),
      maxValueSize: try arguments.integer("max-value-size", default: defaults.maxValueSize),
      maxResolvedValues: try arguments.integer(
        "max-resolved-values", default: defaults.maxResolvedValues),
      sourcesAnywhere: arguments.flag("allow-outside-sources"))
  }
}

extension Arguments.Spec {
  /// This spec plus the token options.
  var readingTokens: Arguments.Spec {
    Arguments.Spec(
      options: options.union(TokenOptionArguments.options),
      flags: flags.union(TokenOptionArguments.flags),
      repeatable: repeatable)
  }
}
