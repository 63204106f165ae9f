import Theme

/// The words `sptheme resolve` says: its help prose and its messages.
public enum ResolveWording {
  /// What `sptheme resolve --help` says it does, between its usage and its options.
  public static let about = """
    Prints one token's value in every context of a brand: every permutation of its modifiers,
    or those the --inputs hold (--input appearance=dark gives dark alone). Each line shows the
    context, the value as sptheme diff prints values, and the alias chain from the token to the
    literal, each link with its file:line:col. TOKEN is a dotted path (color.background) or a
    reference ({color.background}); a role (color.accent) goes through the brand's role map in
    sptheme.json, and a role the brand leaves out is taken from the brand it extends.
    """

  /// The notes after the options.
  public static let notes = """
    EXIT STATUS: 0 resolved, 1 the token has an error in some context, 2 usage, unreadable
    input or a token the brand does not have (with the names it may have meant).
    """

  /// The token is nowhere in the brand.
  public static func unknownToken(_ name: String, brand: String, suggestions: [String]) -> String {
    let hint =
      suggestions.isEmpty
      ? "; sptheme export json --all-tokens --brand \(brand) lists its tokens"
      : " (did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?)"
    return "brand \(brand) has no token or role '\(name)'\(hint)"
  }

  /// An `--input` the brand refuses.
  public static func badInput(_ problem: String) -> String { "--input: \(problem)" }

  /// The brand could not be loaded or read.
  public static func notLoaded(_ description: String) -> String { description }

  /// The first line: the token, its type and the brand.
  public static func title(_ name: String, type: TokenType?, brand: String) -> String {
    "\(name)\(type.map { " (\($0.rawValue))" } ?? "") in \(brand)"
  }

  /// A context where the token has no definition.
  public static let undefined = "(not defined)"

  /// The line after a limited list of permutations.
  public static func morePermutations(shown: Int, total: Int) -> String {
    "… \(total - shown) more permutation\(total - shown == 1 ? "" : "s") not shown (\(total) in all); hold some modifiers with --input NAME=CONTEXT"
  }

  /// After a role taken from another brand.
  public static func filled(from brand: String) -> String { "(filled in from \(brand))" }
}
