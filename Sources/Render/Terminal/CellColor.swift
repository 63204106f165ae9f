import Theme

/// An sRGB color of a terminal cell, with the role it came from (for readable snapshots and
/// pair-aware downsampling).
///
/// The role is kept as a number from a process-wide table of role names, so a color (and a
/// cell holding one) copies as plain bytes.
public struct CellColor: Sendable {
  /// Red, green and blue, 0…255.
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  /// The role's number in ``CellRoles``; 0 for none.
  var roleNumber: UInt32

  /// Creates a color.
  public init(red: UInt8, green: UInt8, blue: UInt8, role: String? = nil) {
    self.red = red
    self.green = green
    self.blue = blue
    self.roleNumber = CellRoles.number(of: role)
  }

  /// Creates a color with a role number from ``CellRoles``.
  init(red: UInt8, green: UInt8, blue: UInt8, roleNumber: UInt32) {
    self.red = red
    self.green = green
    self.blue = blue
    self.roleNumber = roleNumber
  }

  /// The role or source it came from (`accent`, `apple.background`), if any.
  public var role: String? {
    get { CellRoles.name(roleNumber) }
    set { roleNumber = CellRoles.number(of: newValue) }
  }

  /// `#RRGGBB`.
  public var hex: String {
    func two(_ value: UInt8) -> String {
      let digits = String(value, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + two(red) + two(green) + two(blue)
  }
}

extension CellColor: Hashable {
  /// Equal channels and equal roles (as strings compare).
  public static func == (lhs: CellColor, rhs: CellColor) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue
      && (lhs.roleNumber == rhs.roleNumber || lhs.role == rhs.role)
  }

  /// Hashes the channels and the role.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(role)
  }
}

/// The role names of cell colors, numbered: 0 is no role, the theme's color roles come first.
enum CellRoles {
  /// The names known up front: the theme's color roles and the layout's own.
  private static let knownNames = ColorRole.allCases.map(\.rawValue) + ["redacted", "literal"]

  private static let table = InternTable<String>(seed: knownNames, same: String.sameUTF8)

  /// The UTF-8 of the known names by number (0, no role, is empty).
  private static let knownUTF8: [[UInt8]] = [[]] + knownNames.map { Array($0.utf8) }

  /// The number of a role name (0 for `nil`).
  static func number(of role: String?) -> UInt32 {
    guard let role else { return 0 }
    return table.number(of: role) + 1
  }

  /// The role name of a number from ``number(of:)``.
  static func name(_ number: UInt32) -> String? {
    number == 0 ? nil : table.value(number - 1)
  }

  /// The UTF-8 of the role name of a number from ``number(of:)``; empty for no role.
  static func utf8(_ number: UInt32) -> [UInt8] {
    let index = Int(number)
    if index < knownUTF8.count { return knownUTF8[index] }
    return Array((name(number) ?? "").utf8)
  }
}
