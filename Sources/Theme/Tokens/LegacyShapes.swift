/// Shapes of older token formats that both `check --legacy` (as warnings) and `migrate` (as
/// rewrites) understand, in one place so the two agree. Each entry is read by the value parser
/// in legacy mode and written by ``TokenMigrator``.
enum LegacyShapes {
  /// A member 2025.10 requires that older formats leave out, filled in with its CSS default.
  struct DefaultedMember: Sendable {
    var type: TokenType
    var key: String
    var value: JSONValue
    /// Why this default, for the warning and the change note.
    var reason: String
  }

  /// Zero is what CSS draws when a shadow has no spread and a text style no letter spacing
  /// (`letter-spacing: normal`).
  static let defaultedMembers: [DefaultedMember] = [
    DefaultedMember(
      type: .shadow, key: "spread", value: zeroPixels, reason: "CSS's default spread is 0"),
    DefaultedMember(
      type: .typography, key: "letterSpacing", value: zeroPixels,
      reason: "CSS's default (normal) is 0"),
  ]

  private static let zeroPixels = JSONValue.object(
    JSONObject([.init(key: "value", value: .number(0)), .init(key: "unit", value: .string("px"))]))

  /// What a token Figma exports with `$type: "string"` (its string variables: font names and
  /// weights) is in 2025.10.
  enum StringToken: Equatable {
    /// A type the token's path or value names.
    case typed(TokenType)
    /// An alias: the type is the type of what it points at.
    case fromAlias
    /// Neither path nor value says.
    case unknown
  }

  /// A weight name as the value (`"SemiBold"`) or `weight` in the path makes a font weight;
  /// `font`, `family` or `typeface` in the path makes a font family; `style` in the path
  /// (`font-style`: italic, normal) makes neither.
  static func typeOfString(path: [String], value: JSONValue?) -> StringToken {
    if let value, AliasReference(value) != nil { return .fromAlias }
    guard case .string(let text)? = value else { return .unknown }
    let names = path.map { $0.lowercased() }
    if names.contains(where: { $0.contains("style") }) { return .unknown }
    if names.contains(where: { $0.contains("weight") }) || ValueParser.legacyFontWeight(text) != nil
    {
      return ValueParser.legacyFontWeight(text) != nil || FontWeight(keyword: text) != nil
        ? .typed(.fontWeight) : .unknown
    }
    if names.contains(where: {
      $0.contains("font") || $0.contains("family") || $0.contains("typeface")
    }) {
      return .typed(.fontFamily)
    }
    return .unknown
  }
}
