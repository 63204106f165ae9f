import ArgumentParsing
import Theme

/// Reads the token options (``TokenLimitOptions``) into the library's ``TokenOptions``.
enum TokenOptionArguments {
  static func parse<O: ReadsTokens>(_ arguments: Arguments<O>) throws(UsageError) -> TokenOptions {
    let depth = try arguments.integer(\.limits.maxDepth)
    guard depth <= TokenOptions.depthCeiling else {
      throw UsageError(message: ShellWording.depthOverCeiling(depth))
    }
    return TokenOptions(
      legacy: arguments[\.limits.legacy], maxDepth: depth,
      maxFileBytes: try arguments.integer(\.limits.maxFileSize),
      maxTokens: try arguments.integer(\.limits.maxTokens),
      maxAliasChain: try arguments.integer(\.limits.maxAliasChain),
      maxExtendsDepth: try arguments.integer(\.limits.maxExtendsDepth),
      maxResolverDepth: try arguments.integer(\.limits.maxResolverDepth),
      maxValueSize: try arguments.integer(\.limits.maxValueSize),
      maxResolvedValues: try arguments.integer(\.limits.maxResolvedValues),
      sourcesAnywhere: arguments[\.limits.allowOutsideSources])
  }
}
