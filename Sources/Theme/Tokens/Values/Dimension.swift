/// A `dimension` value: a distance such as a size, a radius or a spacing.
///
/// Inside the `Theme` module this name shadows Foundation's `Dimension`; files that import both
/// write `Theme.Dimension`.
public struct Dimension: Sendable, Equatable {
  /// The units DTCG 2025.10 allows for dimensions.
  public enum Unit: String, Sendable, Equatable, CaseIterable {
    /// An idealized pixel (a point on iOS, a dp on Android).
    case px
    /// A multiple of the default text size (usually 16 px).
    case rem
  }

  /// The number, e.g. `16` in 16 px.
  public var value: Double
  /// The unit.
  public var unit: Unit

  /// Creates a dimension.
  public init(value: Double, unit: Unit) {
    self.value = value
    self.unit = unit
  }
}
