extension Rule {
  /// Tokens Studio's classic form.
  public static let tokensClassicForm = Rule(
    .tokens, "tokens/classic-form", .error,
    "Tokens in Tokens Studio's classic form (value and type without $); a warning with --legacy",
    fix: "Run sptheme migrate, or check with --legacy to read the classic form.",
    tuning: .nonErrors)
  /// `$deprecated` of the wrong kind.
  public static let tokensDeprecated = Rule(
    .tokens, "tokens/deprecated", .error, "$deprecated is not true, false or a message")
  /// `$description` that is not a string.
  public static let tokensDescription = Rule(
    .tokens, "tokens/description", .error, "$description is not a string")
  /// `$extensions` that is not an object.
  public static let tokensExtensions = Rule(
    .tokens, "tokens/extensions", .error, "$extensions is not an object")
  /// A folder read without a resolver.
  public static let tokensFolder = Rule(
    .tokens, "tokens/folder", .info,
    "A brand folder without a resolver: how its files are read as sets",
    tuning: Tuning.none)
  /// Sets and modes read from a folder or a Tokens Studio export.
  public static let tokensImplicitResolver = Rule(
    .tokens, "tokens/implicit-resolver", .info,
    "A folder or Tokens Studio export read with the sets and modes migrate would write",
    tuning: Tuning.none)
  /// Primer's `alpha` beside `$value`.
  public static let tokensLegacyAlpha = Rule(
    .tokens, "tokens/legacy-alpha", .error,
    "alpha beside $value (Primer's opacity modifier); a warning with --legacy",
    fix: "Write the alpha into the color value (sptheme migrate does it).", tuning: .nonErrors)
  /// A `$type` name from before 2025.10.
  public static let tokensLegacyType = Rule(
    .tokens, "tokens/legacy-type", .error,
    "A $type name from before 2025.10 (sizing, string, …); a warning with --legacy",
    explanation:
      "A $type is an older or tool-specific name (Tokens Studio's sizing, Figma's string). With --legacy, or where the meaning is clear, it is read as the 2025.10 type it stands for and reported as a warning; otherwise the token is left out and it is an error.",
    fix: "Write the 2025.10 $type the message names (sptheme migrate does it for a whole file).",
    tuning: .nonErrors)
  /// Modes of a Tokens Studio export.
  public static let tokensModes = Rule(
    .tokens, "tokens/modes", .warning,
    "A mode of a folder or Tokens Studio export, and whether it could be read as a context",
    tuning: Tuning.none)
  /// A line of a brand's mode map that is still a guess.
  public static let tokensModeGuess = Rule(
    .tokens, "tokens/mode-guess", .warning,
    "A line of a brand's mode map (which files are which modifier and context) that is still a guess",
    explanation:
      "The brand's \"modes\" in sptheme.json were proposed from the files' names and contents. Until the team confirms them, the map is read as written, but a wrong line (a dark file merged as a set, a folder taken for a mode) would give a wrong appearance.",
    fix:
      "Review the map with 'sptheme modes BRAND', edit \"modes\" in sptheme.json where it is wrong, then remove each \"guess\" (or run 'sptheme modes BRAND --confirm')."
  )
  /// A token or group name the Format module forbids.
  public static let tokensName = Rule(
    .tokens, "tokens/name", .error, "A token or group name the Format module forbids")
  /// A token whose type cannot be told.
  public static let tokensNoType = Rule(
    .tokens, "tokens/no-type", .error, "A token whose $type cannot be told")
  /// A document or member that is not an object.
  public static let tokensNotObject = Rule(
    .tokens, "tokens/not-object", .error, "A token document or member that is not an object")
  /// `$value` and `$ref` on one token.
  public static let tokensRefAndValue = Rule(
    .tokens, "tokens/ref-and-value", .error, "A token with both $value and $ref")
  /// A later source replaces a group with a token.
  public static let tokensReplacedGroup = Rule(
    .tokens, "tokens/replaced-group", .error,
    "A later source replaces a group with a token of the same path")
  /// A later source replaces a token with a group.
  public static let tokensReplacedToken = Rule(
    .tokens, "tokens/replaced-token", .error,
    "A later source replaces a token with a group of the same path")
  /// `$root` that is not a token.
  public static let tokensRootNotToken = Rule(
    .tokens, "tokens/root-not-token", .error, "$root is not a token")
  /// `$schema` that is not a string.
  public static let tokensSchema = Rule(
    .tokens, "tokens/schema", .error, "$schema is not a string")
  /// An unknown `$type`.
  public static let tokensType = Rule(
    .tokens, "tokens/type", .error, "$type is not a DTCG 2025.10 type")
  /// Two sources give one group different types.
  public static let tokensTypeConflict = Rule(
    .tokens, "tokens/type-conflict", .error,
    "Merged sources give the same group different $types")
  /// An unknown `$` property.
  public static let tokensUnknownProperty = Rule(
    .tokens, "tokens/unknown-property", .error, "A $ property the Format module does not define")
  /// A token with children.
  public static let tokensValueAndChildren = Rule(
    .tokens, "tokens/value-and-children", .error, "A token that also holds tokens or groups")
  /// `$value: null`.
  public static let tokensValueNull = Rule(
    .tokens, "tokens/value-null", .error, "$value is null")

  static let tokensCatalogue = [
    tokensClassicForm, tokensDeprecated, tokensDescription, tokensExtensions, tokensFolder,
    tokensImplicitResolver, tokensLegacyAlpha, tokensLegacyType, tokensModeGuess, tokensModes,
    tokensName,
    tokensNoType, tokensNotObject, tokensRefAndValue, tokensReplacedGroup, tokensReplacedToken,
    tokensRootNotToken, tokensSchema, tokensType, tokensTypeConflict, tokensUnknownProperty,
    tokensValueAndChildren, tokensValueNull,
  ]
}
