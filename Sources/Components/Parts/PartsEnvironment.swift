/// The environment a part tree is built for: the inputs of `parts(_:_:)` beyond the block's state.
public struct PartsEnvironment: Sendable, Hashable {
  /// Light or dark.
  public var appearance: Appearance
  /// Whether the text size is one of the accessibility sizes (AX1…AX5).
  public var isAccessibilitySize: Bool
  /// Whether Reduce Motion is on: every change becomes a short fade, nothing breathes.
  public var reduceMotion: Bool
  /// Whether the block is redacted while a session restores: grey shapes in its own layout.
  public var redacted: Bool

  /// A light or dark appearance.
  public enum Appearance: String, Sendable, CaseIterable {
    /// Light.
    case light
    /// Dark.
    case dark
  }

  /// Creates an environment; defaults to light, Large text, motion on, not redacted.
  public init(
    appearance: Appearance = .light, isAccessibilitySize: Bool = false,
    reduceMotion: Bool = false, redacted: Bool = false
  ) {
    self.appearance = appearance
    self.isAccessibilitySize = isAccessibilitySize
    self.reduceMotion = reduceMotion
    self.redacted = redacted
  }

  /// The default environment.
  public static let standard = PartsEnvironment()
}
