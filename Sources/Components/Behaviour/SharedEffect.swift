/// The effects every block asks for in the same words: move focus, play a haptic, post a
/// VoiceOver announcement, animate the change.
///
/// Each block's `Effect` embeds them as `case shared(SharedEffect<Field>)`, so a host (or
/// `sptheme play`) performs them once for all five blocks. `Focus` is the block's field type;
/// a block without fields uses `Never`.
public enum SharedEffect<Focus: Sendable & Equatable>: Sendable, Equatable {
  /// Move keyboard focus (nil: dismiss the keyboard).
  case focus(Focus?)
  /// Play a haptic.
  case haptic(Haptic)
  /// Post a VoiceOver announcement.
  case announce(String)
  /// Animate the change.
  case animate(Animation)
}

/// A block's `Effect`: its own host calls plus the shared effects, embedded as one case.
///
/// The extension gives every conforming type `.focus(_:)`, `.haptic(_:)`, `.announce(_:)` and
/// `.animate(_:)`, so reducers and tests write `.haptic(.error)` whatever the block.
public protocol BlockEffect: Sendable, Equatable {
  /// The block's field type for `focus` (`Never` when it has none).
  associatedtype Focus: Sendable & Equatable
  /// Wraps a shared effect (the enum case `shared` is the witness).
  static func shared(_ effect: SharedEffect<Focus>) -> Self
}

extension BlockEffect {
  /// Move keyboard focus.
  public static func focus(_ field: Focus?) -> Self { .shared(.focus(field)) }
  /// Play a haptic.
  public static func haptic(_ haptic: Haptic) -> Self { .shared(.haptic(haptic)) }
  /// Post a VoiceOver announcement.
  public static func announce(_ text: String) -> Self { .shared(.announce(text)) }
  /// Animate the change.
  public static func animate(_ animation: Animation) -> Self { .shared(.animate(animation)) }
}
