/// A `cubicBezier` value: a timing curve through (0, 0), P1, P2 and (1, 1).
public struct CubicBezier: Sendable, Hashable {
  /// P1's x, from 0 to 1.
  public var x1: Double
  /// P1's y, any number (values outside 0…1 overshoot).
  public var y1: Double
  /// P2's x, from 0 to 1.
  public var x2: Double
  /// P2's y, any number.
  public var y2: Double

  /// Creates a curve from its two control points.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }
}
