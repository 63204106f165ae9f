import Theme

/// A color resolved for display: sRGB (gamut-mapped), with where it came from.
public struct SceneColor: Sendable, Hashable {
  /// sRGB channels 0…1 after gamut mapping.
  public var red: Double
  public var green: Double
  public var blue: Double
  /// Opacity 0…1.
  public var alpha: Double
  /// What the part asked for: a role (`accent`), `system.appleButtonBackground` or `literal`.
  public var source: String
  /// The token that holds it (`color.accent`), when it is a role.
  public var token: String?
  /// The alias chain of that token, with locations.
  public var provenance: [ProvenanceLink]
  /// Whether the brand's color lay outside sRGB and was mapped in.
  public var wasOutOfGamut: Bool

  /// `#rrggbb`, or `#rrggbbaa` below full opacity.
  public var hex: String {
    ColorCoordinates(.srgb, red, green, blue, alpha: alpha).hex
  }

  /// The color as coordinates for contrast and compositing.
  public var coordinates: ColorCoordinates {
    ColorCoordinates(.srgb, red, green, blue, alpha: alpha)
  }
}

/// A font resolved for display at the environment's text size.
public struct SceneFont: Sendable, Hashable {
  /// The text style it scales with.
  public var style: TypeRole
  /// The family list, first choice first.
  public var family: [String]
  /// Size in points after Dynamic Type.
  public var size: Double
  /// Numeric weight (400 regular, 600 semibold, …).
  public var weight: Double
  /// Line height as a multiple of the size.
  public var lineHeight: Double
  /// Tracking in points.
  public var letterSpacing: Double
  /// Underlined (legal links).
  public var underline: Bool
  /// Tabular figures (countdowns).
  public var tabularFigures: Bool

  /// Whether the text counts as large for contrast (≥ 24 pt, or ≥ 18.66 pt bold).
  public var isLargeText: Bool {
    size >= ContrastRequirement.largeTextPointSize
      || (weight >= 700 && size >= ContrastRequirement.largeBoldTextPointSize)
  }
}

/// Motion resolved for display.
public struct SceneMotion: Sendable, Hashable {
  /// `motion.snappy`, or `fade` under Reduce Motion.
  public var source: String
  /// Seconds.
  public var duration: Double
  /// The easing curve.
  public var timingFunction: CubicBezier?
}

/// Inner padding in points.
public struct ScenePadding: Sendable, Hashable {
  /// Left and right.
  public var horizontal: Double
  /// Top and bottom.
  public var vertical: Double

  /// Creates a padding.
  public init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}
