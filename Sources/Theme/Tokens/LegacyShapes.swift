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
    DefaultedMember(type: .shadow, key: "spread", value: zeroPixels, reason: "CSS's default spread is 0"),
    DefaultedMember(
      type: .typography, key: "letterSpacing", value: zeroPixels, reason: "CSS's default (normal) is 0"),
  ]

  private static let zeroPixels = JSONValue.object(
    JSONObject([.init(key: "value", value: .number(0)), .init(key: "unit", value: .string("px"))]))
}
