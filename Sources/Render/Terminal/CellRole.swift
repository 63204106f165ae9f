import Components
import Theme

/// What a cell's color stands for, as readable snapshots name it: a theme color role, a system
/// color, a literal, or the grey of a redacted shape.
///
/// A plain enum with no table behind it, so a color (and a cell holding one) copies as plain
/// bytes.
public enum CellRole: Hashable, Sendable {
  /// A theme color role (`accent`).
  case color(ColorRole)
  /// A platform color (`system.appleButtonBackground`).
  case system(ColorBinding.SystemColor)
  /// A color written in the part itself (`literal`).
  case literal
  /// The grey of a placeholder shape (`redacted`).
  case redacted

  /// The role a scene color's ``SceneColor/source`` names; `nil` for a name it does not know.
  public init?(source: String) {
    if let role = ColorRole(rawValue: source) {
      self = .color(role)
    } else if source == "literal" {
      self = .literal
    } else if source == "redacted" {
      self = .redacted
    } else if source.hasPrefix("system."),
      let system = ColorBinding.SystemColor(rawValue: String(source.dropFirst(7)))
    {
      self = .system(system)
    } else {
      return nil
    }
  }

  /// The name snapshots print (`accent`, `system.appleButtonBackground`, `literal`, `redacted`).
  public var name: String {
    switch self {
    case .color(let role): role.rawValue
    case .system(let system): "system." + system.rawValue
    case .literal: "literal"
    case .redacted: "redacted"
    }
  }
}
