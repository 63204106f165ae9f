/// A `duration` value: how long an animation or a delay lasts.
///
/// Inside the `Theme` module this name shadows the standard library's `Duration`; write
/// `Swift.Duration` for the clock type.
public struct Duration: Sendable, Equatable {
  /// The units DTCG 2025.10 allows for durations.
  public enum Unit: String, Sendable, Equatable, CaseIterable {
    /// Milliseconds.
    case ms
    /// Seconds.
    case s
  }

  /// The number, e.g. `200` in 200 ms.
  public var value: Double
  /// The unit.
  public var unit: Unit

  /// Creates a duration.
  public init(value: Double, unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// The duration in seconds.
  public var seconds: Double {
    switch unit {
    case .ms: value / 1000
    case .s: value
    }
  }

  /// The duration in milliseconds.
  public var milliseconds: Double { seconds * 1000 }
}
