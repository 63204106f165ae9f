/// What a UI can use for each sized role: the range of its value and the order the roles of a
/// group keep.
///
/// A hairline of 320 pt or a spacing step of 0.25 pt is a number a renderer can draw
/// (``DrawableRange``), but not one a screen of fields and buttons can use. `sptheme init
/// --from-tokens` guesses only within these bounds, and `check` warns about a role outside them
/// (`theme/role-bounds`).
public enum RoleBounds {
  /// The width of `stroke.hairline`, in points.
  public static let hairline = 0.5...4.0
  /// Each spacing step (`space.*`), in points.
  public static let space = 2.0...64.0
  /// Each corner radius (`radius.*`), in points.
  public static let radius = 0.0...48.0
  /// The font size of each text style (`type.*`) at the Large text size, in points.
  public static let fontSize = 9.0...60.0
  /// The WCAG 2.x contrast `color.accentOn` should reach on `color.accent` (AA for text).
  public static let accentOnContrast = 4.5

  /// The range of a role's value in points (the font size for a text style), or `nil` for a
  /// role without one (colors, fonts, motion).
  public static func range(of role: String) -> ClosedRange<Double>? {
    if role == "stroke.hairline" { return hairline }
    if role.hasPrefix("space.") { return space }
    if role.hasPrefix("radius.") { return radius }
    if role.hasPrefix("type.") { return fontSize }
    return nil
  }

  /// Two roles of a group whose values keep an order: `smaller` is at most `larger`, or less
  /// than it when `strict`.
  public struct Order: Sendable, Equatable {
    /// The role that must be the smaller (`space.sm`).
    public var smaller: String
    /// The role that must be the larger (`space.md`).
    public var larger: String
    /// Whether the two may be equal (radii and text styles) or not (spacing steps).
    public var strict: Bool
  }

  /// The spacing roles from the smallest, each strictly larger than the one before.
  static let spaceScale = SpaceRole.allCases.map { "space.\($0.rawValue)" }
  /// The radius roles from the smallest, each at least the one before.
  static let radiusScale = RadiusRole.allCases.map { "radius.\($0.rawValue)" }
  /// The text styles from the smallest, each at least the one before, with `headline` left
  /// out: it sits beside `body`, between `callout` and `title3`.
  static let typeScale: [String] = [
    "caption2", "caption1", "footnote", "subhead", "callout", "body", "title3", "title2",
    "title1", "largeTitle",
  ].map { "type.\($0)" }

  /// Every order the sized roles keep.
  public static let orders: [Order] = {
    func chain(_ roles: [String], strict: Bool) -> [Order] {
      zip(roles, roles.dropFirst()).map { Order(smaller: $0, larger: $1, strict: strict) }
    }
    return chain(spaceScale, strict: true) + chain(radiusScale, strict: false)
      + chain(typeScale, strict: false)
      + [
        Order(smaller: "type.callout", larger: "type.headline", strict: false),
        Order(smaller: "type.headline", larger: "type.title3", strict: false),
      ]
  }()

  /// The order of a group in words, for messages.
  static func orderWords(of role: String) -> String {
    if role.hasPrefix("space.") { return "the spacing steps rise xs < sm < md < lg < xl < xxl" }
    if role.hasPrefix("radius.") { return "the radii rise sm ≤ md ≤ lg ≤ xl" }
    return
      "the text styles run largeTitle ≥ title1 ≥ title2 ≥ title3 ≥ headline, body ≥ callout ≥ subhead ≥ footnote ≥ caption1 ≥ caption2"
  }

  /// A range in words: `0.5–4 pt`.
  public static func describe(_ range: ClosedRange<Double>) -> String {
    "\(points(range.lowerBound))–\(points(range.upperBound)) pt"
  }

  /// A number of points as written in messages: `320`, `0.25`, `1.33`.
  static func points(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == value.rounded() && abs(value) < 1e9 { return String(Int(value)) }
    return String((value * 100).rounded() / 100)
  }

  /// One role whose value is outside its range, or out of order with another role.
  public struct Violation: Sendable, Equatable {
    /// The role the finding is about (the larger of an out-of-order pair).
    public var role: String
    /// The other role of an out-of-order pair.
    public var other: String?
    /// What is wrong, in a sentence.
    public var message: String
  }

  /// Every role of `values` (role → points) outside its range, then every pair of them out of
  /// order, in the order of the roles and of ``orders``.
  ///
  /// - Parameter references: The token each role is mapped to, as written (`{breakpoint.sm}`),
  ///   named beside the role in the messages.
  public static func violations(
    in values: [String: Double], references: [String: String] = [:]
  ) -> [Violation] {
    func name(_ role: String) -> String { references[role].map { "\(role) (\($0))" } ?? role }
    var found: [Violation] = []
    for entry in RoleCatalog.entries {
      guard let value = values[entry.name], let range = range(of: entry.name),
        !range.contains(value)
      else { continue }
      found.append(
        Violation(
          role: entry.name, other: nil,
          message:
            "\(name(entry.name)) is \(points(value)) pt, outside \(describe(range)) (what a UI can use for \(usage(of: entry.name)))"
        ))
    }
    for order in orders {
      guard let small = values[order.smaller], let large = values[order.larger] else { continue }
      let holds = order.strict ? small < large : small <= large
      guard !holds else { continue }
      let relation = order.strict ? "not larger than" : "smaller than"
      found.append(
        Violation(
          role: order.larger, other: order.smaller,
          message:
            "\(name(order.larger)) is \(points(large)) pt, \(relation) \(name(order.smaller)) at \(points(small)) pt: \(orderWords(of: order.larger))"
        ))
    }
    return found
  }

  /// What a role is used for, for messages.
  static func usage(of role: String) -> String {
    if role == "stroke.hairline" { return "a hairline" }
    if role.hasPrefix("space.") { return "a spacing step" }
    if role.hasPrefix("radius.") { return "a corner radius" }
    return "a text size"
  }
}
