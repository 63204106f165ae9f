/// A `transition` value: how long a change takes, when it starts and how it eases.
public struct Transition: Sendable, Equatable {
  /// How long the transition runs.
  public var duration: Duration
  /// How long to wait before it starts.
  public var delay: Duration
  /// The easing curve.
  public var timingFunction: CubicBezier

  /// Creates a transition.
  public init(duration: Duration, delay: Duration, timingFunction: CubicBezier) {
    self.duration = duration
    self.delay = delay
    self.timingFunction = timingFunction
  }
}
