import Theme

/// How a color role change moves the WCAG contrast of the role pairs it takes part in (text on
/// its backgrounds, the accent's label on the accent): the pair whose contrast falls the most.
public struct ContrastChange: Sendable, Equatable {
  /// The foreground role (`color.accentOn`).
  public var foreground: String
  /// The background role (`color.accent`).
  public var background: String
  /// The ratio with the recorded roles.
  public var before: Double
  /// The ratio with today's roles.
  public var after: Double

  /// The foreground and background role pairs that are drawn one on the other.
  static let pairs: [(String, String)] = {
    let grounds = ["color.background", "color.surface", "color.fill"]
    let inks = [
      "color.textPrimary", "color.textSecondary", "color.textTertiary", "color.accent",
      "color.danger",
    ]
    return inks.flatMap { ink in grounds.map { (ink, $0) } } + [
      ("color.accentOn", "color.accent")
    ]
  }()

  /// The pair of a brand's appearance whose contrast falls the most between two sets of
  /// roles, among the pairs with a role in `roles`; nil when no such pair's contrast falls.
  static func worst(
    roles: Set<String>, before: [String: RoleRecord.Entry], after: [String: RoleRecord.Entry]
  ) -> ContrastChange? {
    var worst: ContrastChange?
    for (ink, ground) in pairs where roles.contains(ink) || roles.contains(ground) {
      guard let a = ratio(ink, ground, before), let b = ratio(ink, ground, after), b < a else {
        continue
      }
      if let current = worst, current.before - current.after >= a - b { continue }
      worst = ContrastChange(foreground: ink, background: ground, before: a, after: b)
    }
    return worst
  }

  private static func ratio(_ ink: String, _ ground: String, _ roles: [String: RoleRecord.Entry])
    -> Double?
  {
    guard let a = roles[ink]?.value.string.flatMap(color),
      let b = roles[ground]?.value.string.flatMap(color)
    else { return nil }
    return WCAGContrast.ratio(a, on: b)
  }

  /// `#rrggbb` (or `#rrggbbaa`) as sRGB coordinates.
  static func color(_ hex: String) -> ColorCoordinates? {
    let digits = Array(hex.dropFirst())
    guard hex.hasPrefix("#"), digits.count == 6 || digits.count == 8 else { return nil }
    var values: [Double] = []
    for index in stride(from: 0, to: digits.count, by: 2) {
      guard let byte = UInt8(String(digits[index...index + 1]), radix: 16) else { return nil }
      values.append(Double(byte) / 255)
    }
    return ColorCoordinates(
      .srgb, values[0], values[1], values[2], alpha: values.count == 4 ? values[3] : 1)
  }

  /// `accentOn on accent 7.02:1 → 1.31:1`.
  public var description: String {
    func short(_ role: String) -> String { String(role.dropFirst("color.".count)) }
    func ratio(_ value: Double) -> String {
      let hundredths = Int((value * 100).rounded())
      let fraction = hundredths % 100
      return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }
    return "\(short(foreground)) on \(short(background)) \(ratio(before)) → \(ratio(after))"
  }
}
