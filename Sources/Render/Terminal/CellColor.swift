import Theme

/// An sRGB color of a terminal cell, with the role it came from (for readable snapshots and
/// pair-aware downsampling).
public struct CellColor: Sendable, Hashable {
  /// Red, green and blue, 0…255.
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  /// The role or source it came from (`accent`, `system.appleButtonBackground`), if any.
  public var role: CellRole?

  /// Creates a color.
  public init(red: UInt8, green: UInt8, blue: UInt8, role: CellRole? = nil) {
    self.red = red
    self.green = green
    self.blue = blue
    self.role = role
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
