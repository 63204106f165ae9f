/// A WCAG 2.x minimum contrast ratio (success criteria 1.4.3 and 1.4.11), as data.
public struct ContrastRequirement: Sendable, Hashable, CustomStringConvertible {
  /// A short name: `text`, `large-text` or `non-text`.
  public let name: String
  /// The smallest contrast ratio that passes.
  public let minimumRatio: Double

  /// A requirement.
  public init(name: String, minimumRatio: Double) {
    self.name = name
    self.minimumRatio = minimumRatio
  }

  /// Body text: 4.5 : 1.
  public static let text = ContrastRequirement(name: "text", minimumRatio: 4.5)
  /// Large text (see ``largeTextPointSize`` and ``largeBoldTextPointSize``): 3 : 1.
  public static let largeText = ContrastRequirement(name: "large-text", minimumRatio: 3.0)
  /// Non-text UI parts (borders of fields, icons, focus rings): 3 : 1.
  public static let nonText = ContrastRequirement(name: "non-text", minimumRatio: 3.0)
  /// All three requirements.
  public static let all: [ContrastRequirement] = [.text, .largeText, .nonText]

  /// Text at least this size (pt, = CSS px) is large: 24 (WCAG's 18 point).
  public static let largeTextPointSize = 24.0
  /// Bold text at least this size (pt, = CSS px) is large: 18.66 (WCAG's 14 point bold).
  public static let largeBoldTextPointSize = 18.66

  /// The requirement for text of a size in points and a weight.
  public static func forText(pointSize: Double, isBold: Bool) -> ContrastRequirement {
    let large = pointSize >= largeTextPointSize || (isBold && pointSize >= largeBoldTextPointSize)
    return large ? .largeText : .text
  }

  /// Whether a contrast ratio meets this requirement (no rounding up: 4.49 fails 4.5).
  public func isMet(by ratio: Double) -> Bool {
    ratio >= minimumRatio
  }

  /// For example `text (4.5:1)`.
  public var description: String {
    "\(name) (\(minimumRatio):1)"
  }
}
