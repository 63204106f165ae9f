import Theme

/// Fixed metrics of a part, in points, from the spec (not from the brand).
public struct Metrics: Sendable, Hashable {
  /// The standard control height (fields and buttons).
  public static let controlHeight = 52.0
  /// The smallest tappable target.
  public static let minimumTarget = 44.0

  /// A fixed height.
  public var height: Double?
  /// A minimum height (a control that grows with its text).
  public var minHeight: Double?
  /// A fixed width.
  public var width: Double?
  /// The minimum tappable size; a smaller-looking control's target reaches around it.
  public var minimumTarget: Double?
  /// The text style fixed metrics scale with (a `@ScaledMetric` relative to that style).
  public var scalesWith: TypeRole?
  /// The target extends into the space around the part's row (the Forgot password link).
  public var targetReachesAround: Bool
  /// Children share the width equally (code boxes at accessibility sizes).
  public var sharesWidth: Bool
  /// The text wraps instead of truncating.
  public var wraps: Bool
  /// The part takes the full width of its container.
  public var fullWidth: Bool

  /// Creates metrics; everything defaults to "no constraint".
  public init(
    height: Double? = nil, minHeight: Double? = nil, width: Double? = nil,
    minimumTarget: Double? = nil, scalesWith: TypeRole? = nil, targetReachesAround: Bool = false,
    sharesWidth: Bool = false, wraps: Bool = false, fullWidth: Bool = false
  ) {
    self.height = height
    self.minHeight = minHeight
    self.width = width
    self.minimumTarget = minimumTarget
    self.scalesWith = scalesWith
    self.targetReachesAround = targetReachesAround
    self.sharesWidth = sharesWidth
    self.wraps = wraps
    self.fullWidth = fullWidth
  }

  /// The metrics at a content size: the fixed and minimum height and the width grown as
  /// SwiftUI's `@ScaledMetric(relativeTo: scalesWith)` grows them; the minimum target stays
  /// 44 pt, as Apple's does. Unchanged when the metrics scale with no text style.
  public func scaled(at size: ContentSize) -> Metrics {
    guard let style = scalesWith else { return self }
    func grown(_ points: Double) -> Double {
      DynamicType.size(of: style, brandLargeSize: points, at: size)
    }
    var metrics = self
    metrics.height = height.map(grown)
    metrics.minHeight = minHeight.map(grown)
    metrics.width = width.map(grown)
    return metrics
  }

  /// Whether no metric is set.
  var isEmpty: Bool { self == Metrics() }
}
