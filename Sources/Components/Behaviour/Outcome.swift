import Theme

/// How a host closure ended: returned, threw, or was cancelled.
public enum Outcome: Sendable, Equatable {
  /// The closure returned.
  case success
  /// The closure threw. The message is a thrown `LocalizedError`'s `errorDescription`; `nil` for
  /// any other error, so the block shows its default text.
  case failure(String?)
  /// The closure threw a `CancellationError` (or `ASAuthorizationError.canceled`): back to rest
  /// quietly.
  case cancelled
}

/// A haptic the block plays.
public enum Haptic: String, Sendable, Equatable {
  /// Something landed (signed in, password saved).
  case success
  /// Something failed.
  case error
  /// A submit was refused (a field is wrong or a rule unmet).
  case warning
  /// A selection tick (mode or step change).
  case selection
}

/// How a state change moves.
public enum Animation: Sendable, Equatable {
  /// The change animates with a motion role (states `snappy`, modes and steps `smooth`).
  case change(MotionRole)
  /// The new content slides in from an edge with a motion role.
  case slide(from: Edge, MotionRole)
  /// A short fade: every change under Reduce Motion.
  case fade
  /// No animation.
  case none

  /// An edge content slides from.
  public enum Edge: String, Sendable, Equatable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
  }

  /// `.change(role)`, or `.fade` under Reduce Motion.
  static func change(_ role: MotionRole, reduceMotion: Bool) -> Animation {
    reduceMotion ? .fade : .change(role)
  }

  /// `.slide(edge, role)`, or `.fade` under Reduce Motion.
  static func slide(_ edge: Edge, _ role: MotionRole, reduceMotion: Bool) -> Animation {
    reduceMotion ? .fade : .slide(from: edge, role)
  }
}

/// Where a button is in its run: its label, a spinner in the label's place, or a check.
public enum ButtonPhase: String, Sendable, Equatable {
  /// The label shows.
  case rest
  /// A spinner takes the label's place while the closure runs.
  case running
  /// A check follows a success.
  case done
}

/// Timings of the blocks, in seconds. Time reaches a block only through `tick` events.
enum Timing {
  /// How long a success check is held before `onSuccess`.
  static let successHold = 1.0
  /// The brief check before the next step slides in.
  static let briefCheck = 0.5
}
