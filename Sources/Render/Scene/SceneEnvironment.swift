import Components
import Theme

/// What a scene is rendered for: appearance, text size, width, and the accessibility settings.
public struct SceneEnvironment: Sendable, Hashable {
  /// Light or dark.
  public var appearance: PartsEnvironment.Appearance
  /// The Dynamic Type content size.
  public var contentSize: ContentSize
  /// The width of the block's column in points (the spec's column: the screen less 20 pt a side).
  public var width: Double
  /// Reduce Motion: every change becomes a short fade.
  public var reduceMotion: Bool
  /// Draw the placeholder (grey shapes) while a session restores.
  public var redacted: Bool

  /// Creates an environment; the defaults are light, Large, a 390 pt screen.
  public init(
    appearance: PartsEnvironment.Appearance = .light, contentSize: ContentSize = .large,
    width: Double = 350,
    reduceMotion: Bool = false, redacted: Bool = false
  ) {
    self.appearance = appearance
    self.contentSize = contentSize
    self.width = width
    self.reduceMotion = reduceMotion
    self.redacted = redacted
  }

  /// The environment the components see.
  public var parts: PartsEnvironment {
    PartsEnvironment(
      isAccessibilitySize: contentSize.isAccessibilitySize, reduceMotion: reduceMotion,
      redacted: redacted)
  }
}
