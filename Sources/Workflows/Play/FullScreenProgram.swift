import Render

/// A program that owns the whole terminal, as a value: it draws frames and reacts to keys,
/// time, resizes and file changes. It touches no terminal and reads no clock: the caller's
/// event loop feeds it keys and times and writes the frames it draws.
public protocol FullScreenProgram {
  /// How long the loop may sleep before the program wants to move on (nil: until something
  /// happens).
  var timeout: Double? { get }
  /// Whether the program asked to quit.
  var isFinished: Bool { get }
  /// Time passed: `now` on the monotonic clock.
  mutating func advance(to now: Double)
  /// Keys were pressed.
  mutating func handle(_ keys: [Key])
  /// Watched files changed.
  mutating func filesChanged(_ paths: [String])
  /// The files to watch now.
  var watchedFiles: [String] { get }
  /// The frame for a screen of this size at `now`.
  func frame(columns: Int, rows: Int, now: Double) -> CellCanvas
  /// Whether a plain `q` quits now (not while a text field has the focus).
  var quitsOnQ: Bool { get }
}

extension FullScreenProgram {
  /// `q` quits unless the program says otherwise.
  public var quitsOnQ: Bool { true }
}
