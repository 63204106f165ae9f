/// A button's call into a host closure: where the button is, the message a failure left under it,
/// and how the call ends.
///
/// Every block ends its host calls the same way: a success lands (a check, then whatever the
/// block announces), a failure shows the thrown error's message or the block's default text
/// with an error haptic and an announcement, and a cancellation goes back to rest quietly. Each
/// ending animates with `snappy` (a fade under Reduce Motion).
public struct HostCall: Sendable, Equatable {
  /// The label, a spinner while the closure runs, or a check after a success.
  public internal(set) var phase = ButtonPhase.rest
  /// The message after a failure, until the next start (or the block clears it).
  public internal(set) var error: String?

  /// A call at rest with no message.
  public init() {}

  /// Whether the closure is running.
  public var isRunning: Bool { phase == .running }

  /// The closure starts: a spinner takes the label's place and the last message goes.
  mutating func start() {
    phase = .running
    error = nil
  }

  /// Ends a running call with `outcome`; a call that is not running ignores it.
  ///
  /// - Parameters:
  ///   - outcome: How the closure ended.
  ///   - defaultMessage: The text of a failure whose error has no message of its own.
  ///   - landed: The effects of a success before the animation (haptic, announcement, …).
  ///   - reduceMotion: Whether Reduce Motion is on (the animation becomes a fade).
  /// - Returns: The effects, in order; none when the call was not running.
  mutating func finish<E: BlockEffect>(
    _ outcome: Outcome, failing defaultMessage: String, landed: [E] = [], reduceMotion: Bool
  ) -> [E] {
    guard isRunning else { return [] }
    switch outcome {
    case .success: phase = .done
    case .failure, .cancelled: phase = .rest
    }
    if let message = outcome.message(failing: defaultMessage) { error = message }
    return outcome.effects(failing: defaultMessage, landed: landed, reduceMotion: reduceMotion)
  }
}

extension Outcome {
  /// The text a failure shows: the thrown error's message, else `defaultMessage`; nil unless
  /// the closure threw.
  func message(failing defaultMessage: String) -> String? {
    guard case .failure(let message) = self else { return nil }
    return message ?? defaultMessage
  }

  /// The effects a host call ends with: `landed` on success; the error haptic and the message
  /// announced on failure; nothing more on cancellation; then the `snappy` change.
  func effects<E: BlockEffect>(failing defaultMessage: String, landed: [E], reduceMotion: Bool)
    -> [E]
  {
    let snappy = E.animate(.change(.snappy, reduceMotion: reduceMotion))
    switch self {
    case .success: return landed + [snappy]
    case .failure(let message):
      return [.haptic(.error), .announce(message ?? defaultMessage), snappy]
    case .cancelled: return [snappy]
    }
  }
}
