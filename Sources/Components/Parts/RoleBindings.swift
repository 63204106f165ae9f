import Theme

/// The roles a part is dressed in. `nil` means the part does not draw that aspect.
///
/// Bindings that depend on state are already resolved when `parts(_:_:)` builds the tree: a field
/// in error simply binds `border: .role(.danger)`.
public struct RoleBindings: Sendable, Hashable {
  /// The fill behind the part.
  public var background: ColorBinding?
  /// The text or symbol color.
  public var foreground: ColorBinding?
  /// The border color (drawn `stroke` wide).
  public var border: ColorBinding?
  /// The color of a field's prompt while it is empty.
  public var prompt: ColorBinding?
  /// The text style.
  public var font: FontBinding?
  /// The corner radius.
  public var radius: RadiusBinding?
  /// The inner padding.
  public var padding: PaddingBinding?
  /// The border width.
  public var stroke: StrokeRole?
  /// How changes to this part move.
  public var motion: MotionBinding?

  /// Creates bindings; every aspect defaults to undrawn.
  public init(
    background: ColorBinding? = nil, foreground: ColorBinding? = nil, border: ColorBinding? = nil,
    prompt: ColorBinding? = nil, font: FontBinding? = nil, radius: RadiusBinding? = nil,
    padding: PaddingBinding? = nil, stroke: StrokeRole? = nil, motion: MotionBinding? = nil
  ) {
    self.background = background
    self.foreground = foreground
    self.border = border
    self.prompt = prompt
    self.font = font
    self.radius = radius
    self.padding = padding
    self.stroke = stroke
    self.motion = motion
  }
}

/// A color a part binds to: a role of the brand, a literal the host chose, or a system color.
public enum ColorBinding: Sendable, Hashable, CustomStringConvertible {
  /// A brand color role.
  case role(ColorRole)
  /// A color the host passed as a value (a provider button's own background), sRGB 0…1.
  case literal(red: Double, green: Double, blue: Double, alpha: Double)
  /// A color the platform decides by appearance (Apple's button), resolved by the renderer.
  case system(SystemColor)

  /// Colors the renderer decides rather than a required role: the platform's (Apple's button)
  /// or one derived from the brand when it does not give one (valid).
  public enum SystemColor: String, Sendable, Hashable {
    /// Sign in with Apple's fill: black on light grounds, white on dark ones.
    case appleButtonBackground
    /// Sign in with Apple's label: white on light grounds, black on dark ones.
    case appleButtonForeground
    /// The stroke of a field whose input reads right: the brand's optional `color.success`
    /// token, else a green derived from `danger` (its OKLCH lightness and chroma at hue 145°).
    case valid
    /// SwiftUI's `.indigo`, in Apple's light or dark variant by appearance.
    case indigo
    /// SwiftUI's `.teal`, in Apple's light or dark variant by appearance.
    case teal
    /// SwiftUI's `.pink`, in Apple's light or dark variant by appearance.
    case pink
  }

  /// `textPrimary`, `#RRGGBBAA` for literals, `system.<name>`.
  public var description: String {
    switch self {
    case .role(let role): return role.rawValue
    case .literal(let r, let g, let b, let a):
      func hex(_ v: Double) -> String {
        let byte = Int(min(max(v, 0), 1) * 255 + 0.5)
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }
      return "#" + hex(r) + hex(g) + hex(b) + hex(a)
    case .system(let color): return "system.\(color.rawValue)"
    }
  }
}

/// A font: a text style of the brand, with optional weight, face and figure style.
public struct FontBinding: Sendable, Hashable, CustomStringConvertible {
  /// The text style (its size scales with Dynamic Type).
  public var style: TypeRole
  /// The weight, when the spec asks for one over the style's own.
  public var weight: Weight?
  /// The font family role.
  public var face: FontRole
  /// A fixed size in points that replaces the style's size (code digits at 22 pt).
  public var pointSize: Double?
  /// Tabular (monospaced) figures.
  public var tabularFigures: Bool
  /// Underlined (links in the legal line).
  public var underline: Bool

  /// A font weight.
  public enum Weight: String, Sendable, Hashable {
    /// Regular.
    case regular
    /// Medium.
    case medium
    /// Semibold.
    case semibold
    /// Bold.
    case bold
  }

  /// Creates a font binding.
  public init(
    _ style: TypeRole, weight: Weight? = nil, face: FontRole = .text, pointSize: Double? = nil,
    tabularFigures: Bool = false, underline: Bool = false
  ) {
    self.style = style
    self.weight = weight
    self.face = face
    self.pointSize = pointSize
    self.tabularFigures = tabularFigures
    self.underline = underline
  }

  /// `subhead`, `subhead.medium`, `display.title2.semibold@22pt.tabular`, ….
  public var description: String {
    var text = (face == .text ? "" : face.rawValue + ".") + style.rawValue
    if let weight { text += "." + weight.rawValue }
    if let pointSize { text += "@\(Int(pointSize))pt" }
    if tabularFigures { text += ".tabular" }
    if underline { text += ".underline" }
    return text
  }
}

/// A corner radius: a role, fixed points, or a capsule.
public enum RadiusBinding: Sendable, Hashable, CustomStringConvertible {
  /// A radius role.
  case role(RadiusRole)
  /// A fixed radius in points (the provider stack's 16).
  case points(Double)
  /// Fully rounded ends.
  case capsule

  /// `radius.md`, `16pt`, `capsule`.
  public var description: String {
    switch self {
    case .role(let role): return "radius.\(role.rawValue)"
    case .points(let points): return "\(Int(points))pt"
    case .capsule: return "capsule"
    }
  }
}

/// Inner padding: a space role on every side, or fixed points.
public enum PaddingBinding: Sendable, Hashable, CustomStringConvertible {
  /// The same space role on every side.
  case role(SpaceRole)
  /// Fixed horizontal and vertical padding in points.
  case points(horizontal: Double, vertical: Double)

  /// `space.lg`, `18x8pt`.
  public var description: String {
    switch self {
    case .role(let role): return "space.\(role.rawValue)"
    case .points(let h, let v): return "\(Int(h))x\(Int(v))pt"
    }
  }
}

/// How a part moves when it changes.
public enum MotionBinding: Sendable, Hashable, CustomStringConvertible {
  /// A motion role of the brand.
  case role(MotionRole)
  /// A short fade (every change under Reduce Motion).
  case fade
  /// No animation.
  case none

  /// The binding for `role`, or a fade under Reduce Motion.
  static func motion(_ role: MotionRole, reduceMotion: Bool) -> MotionBinding {
    reduceMotion ? .fade : .role(role)
  }

  /// `motion.snappy`, `fade`, `none`.
  public var description: String {
    switch self {
    case .role(let role): return "motion.\(role.rawValue)"
    case .fade: return "fade"
    case .none: return "none"
    }
  }
}
