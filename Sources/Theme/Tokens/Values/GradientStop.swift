/// One stop of a `gradient` value.
public struct GradientStop: Sendable, Equatable {
  /// The color at this stop.
  public var color: ColorValue
  /// Where the stop sits along the gradient, from 0 (start) to 1 (end).
  public var position: Double

  /// Creates a stop.
  public init(color: ColorValue, position: Double) {
    self.color = color
    self.position = position
  }
}
