/// Apple's Dynamic Type content sizes, from xSmall to AX5.
public enum ContentSize: String, Sendable, CaseIterable, Codable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case ax1, ax2, ax3, ax4, ax5

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .ax1 }

  /// The lowercase name used in file names and flags (`large`, `ax3`).
  public var flagName: String { rawValue.lowercased() }

  /// Parses a flag name case-insensitively (`large`, `AX3`, `xxxLarge`).
  public init?(flag: String) {
    guard let size = Self.allCases.first(where: { $0.rawValue.lowercased() == flag.lowercased() })
    else { return nil }
    self = size
  }

  public static func < (lhs: ContentSize, rhs: ContentSize) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// Text sizes across content sizes, from Apple's published iOS Dynamic Type table.
public enum DynamicType {
  /// Point sizes per text style, in the order of ``ContentSize/allCases``.
  static let table = RoleTable<TypeRole, [Double]>([
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subhead: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
  ])!

  /// Apple's size of a text style at a content size.
  public static func appleSize(of style: TypeRole, at size: ContentSize) -> Double {
    let row = table[style]
    let index = ContentSize.allCases.firstIndex(of: size) ?? 3
    return row.indices.contains(index) ? row[index] : 17
  }

  /// A brand's size for a style at a content size: its Large size scaled as Apple scales the style.
  public static func size(of style: TypeRole, brandLargeSize: Double, at size: ContentSize)
    -> Double
  {
    // Multiplied before dividing, so a brand on Apple's sizes gets Apple's sizes exactly.
    brandLargeSize * appleSize(of: style, at: size) / appleSize(of: style, at: .large)
  }

  /// How much a length relative to a text style grows at a content size, as SwiftUI's
  /// `@ScaledMetric(relativeTo:)` grows it: the style's size there over its size at Large
  /// (1 at Large; 53 / 17 for `body` at AX5).
  public static func scale(of style: TypeRole, at size: ContentSize) -> Double {
    appleSize(of: style, at: size) / appleSize(of: style, at: .large)
  }
}
