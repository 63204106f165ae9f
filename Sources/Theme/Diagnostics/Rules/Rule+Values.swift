extension Rule {
  /// Alpha outside 0…1.
  public static let valueAlphaRange = Rule(
    .value, "value/alpha-range", .error, "A color's alpha is outside 0…1")
  /// A color component outside its space's range.
  public static let valueColorRange = Rule(
    .value, "value/color-range", .error, "A color component is outside its color space's range")
  /// An unknown color space.
  public static let valueColorSpace = Rule(
    .value, "value/color-space", .error, "A color space 2025.10 does not name")
  /// The wrong number of color components.
  public static let valueComponentCount = Rule(
    .value, "value/component-count", .error, "A color with the wrong number of components")
  /// An empty font name.
  public static let valueFontName = Rule(
    .value, "value/font-name", .error, "An empty font name",
    explanation:
      "A fontFamily value (or an entry of its list) is empty or blank, so it names no font.",
    fix: "Write the font's name, or leave the entry out.")
  /// A malformed hex color.
  public static let valueHex = Rule(.value, "value/hex", .error, "A malformed hex color")
  /// A keyword a type does not know.
  public static let valueKeyword = Rule(
    .value, "value/keyword", .error, "A keyword its type does not know (stroke style, line cap, …)")
  /// A value of the wrong JSON kind.
  public static let valueKind = Rule(
    .value, "value/kind", .error, "A value of the wrong kind for its $type")
  /// A value form from before 2025.10.
  public static let valueLegacy = Rule(
    .value, "value/legacy", .error,
    "A value form from before 2025.10 (a hex string color, 16px, math); converted with --legacy",
    explanation:
      "A value is written in a form older tools use: a color as a hex string, a dimension as \"16px\", Tokens Studio math. With --legacy it is converted and reported as a warning; otherwise the value is refused and it is an error.",
    fix: "Write the 2025.10 form the hint shows (sptheme migrate does it for a whole file).",
    tuning: .nonErrors)
  /// A dimension or duration list of the wrong length.
  public static let valueLength = Rule(
    .value, "value/length", .error, "A cubic Bézier that is not four numbers")
  /// Malformed or failing Tokens Studio math.
  public static let valueMath = Rule(
    .value, "value/math", .error, "Tokens Studio math that is malformed or cannot be computed")
  /// A member a composite needs is missing.
  public static let valueMissingMember = Rule(
    .value, "value/missing-member", .error, "A composite value without a member it needs")
  /// A number outside its range.
  public static let valueRange = Rule(
    .value, "value/range", .error,
    "A number outside the range its type allows (Bézier x, font weight)")
  /// A reference written where it cannot stand.
  public static let valueReference = Rule(
    .value, "value/reference", .error, "A reference inside a value that is malformed or misplaced")
  /// A rule of the 2025.10 JSON schema.
  public static let valueSchema = Rule(
    .value, "value/schema", .error, "A value the 2025.10 JSON schema refuses (an empty list, …)")
  /// An unknown unit.
  public static let valueUnit = Rule(.value, "value/unit", .error, "A unit its type does not know")
  /// An unknown member of a composite.
  public static let valueUnknownMember = Rule(
    .value, "value/unknown-member", .error, "A composite value with a member its type does not have"
  )

  static let valueCatalogue = [
    valueAlphaRange, valueColorRange, valueColorSpace, valueComponentCount, valueFontName,
    valueHex, valueKeyword, valueKind, valueLegacy, valueLength, valueMath, valueMissingMember,
    valueRange, valueReference, valueSchema, valueUnit, valueUnknownMember,
  ]
}
