/// Options that change how tokens are read, and the limits that keep hostile files from
/// exhausting time or memory. Every limit is refused with an error that names it, the value
/// found and the flag that raises it.
public struct TokenOptions: Sendable, Equatable {
  /// Accept legacy shapes (hex color strings, "16px", Tokens Studio type names) with warnings.
  public var legacy: Bool
  /// The deepest JSON nesting accepted (`--max-depth`).
  public var maxDepth: Int
  /// The largest file accepted, in bytes (`--max-file-size`).
  public var maxFileBytes: Int
  /// The most tokens one resolution may hold (`--max-tokens`).
  public var maxTokens: Int
  /// The longest alias chain followed (`--max-alias-chain`).
  public var maxAliasChain: Int
  /// The deepest chain of `$extends` (`--max-extends-depth`).
  public var maxExtendsDepth: Int
  /// The deepest chain of set references in a resolver (`--max-resolver-depth`).
  public var maxResolverDepth: Int
  /// The most JSON values one resolved token value may hold (`--max-value-size`); guards
  /// against alias bombs where each token refers to two others.
  public var maxValueSize: Int
  /// The most JSON values that references inside values may make in one resolution, all tokens
  /// together (`--max-resolved-values`); keeps thousands of small alias bombs within memory.
  public var maxResolvedValues: Int
  /// Let a resolver's `$ref`s read any file, not only `.json` files inside the project
  /// (`--allow-outside-sources`). Devices, FIFOs and sockets are refused even so.
  public var sourcesAnywhere: Bool

  /// The largest `--max-depth` the parser's recursion allows.
  public static let depthCeiling = 4096

  /// Creates options; the defaults are strict DTCG 2025.10 with generous limits.
  public init(
    legacy: Bool = false, maxDepth: Int = JSONDocument.defaultMaxDepth,
    maxFileBytes: Int = 64 << 20,
    maxTokens: Int = 500_000, maxAliasChain: Int = 64, maxExtendsDepth: Int = 32,
    maxResolverDepth: Int = 32,
    maxValueSize: Int = 100_000, maxResolvedValues: Int = 10_000_000, sourcesAnywhere: Bool = false
  ) {
    self.legacy = legacy
    self.maxDepth = min(maxDepth, Self.depthCeiling)
    self.maxFileBytes = maxFileBytes
    self.maxTokens = maxTokens
    self.maxAliasChain = maxAliasChain
    self.maxExtendsDepth = maxExtendsDepth
    self.maxResolverDepth = maxResolverDepth
    self.maxValueSize = maxValueSize
    self.maxResolvedValues = maxResolvedValues
    self.sourcesAnywhere = sourcesAnywhere
  }
}
