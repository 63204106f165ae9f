/// The environment a part tree is built for: the inputs of `parts(_:_:)` beyond the block's state.
///
/// It has no appearance: parts bind roles, never values, so a state's tree is the same in light
/// and dark, and a renderer resolves the roles in the appearance it draws.
public struct PartsEnvironment: Sendable, Hashable {
  /// Whether the text size is one of the accessibility sizes (AX1…AX5).
  public var isAccessibilitySize: Bool
  /// Whether Reduce Motion is on: every change becomes a short fade, nothing breathes.
  public var reduceMotion: Bool
  /// Whether the block is redacted while a session restores: grey shapes in its own layout.
  public var redacted: Bool

  /// A light or dark appearance: the one a renderer resolves a tree's roles in.
  public enum Appearance: String, Sendable, CaseIterable {
    /// Light.
    case light
    /// Dark.
    case dark
  }

  /// Creates an environment; defaults to Large text, motion on, not redacted.
  public init(isAccessibilitySize: Bool = false, reduceMotion: Bool = false, redacted: Bool = false)
  {
    self.isAccessibilitySize = isAccessibilitySize
    self.reduceMotion = reduceMotion
    self.redacted = redacted
  }

  /// The default environment.
  public static let standard = PartsEnvironment()
}
