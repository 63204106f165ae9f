/// A system call that failed: its typed ``Errno`` and the path (or descriptor's name) it was
/// about.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What the call said.
  public var errno: Errno
  /// The path the call was about (a file, a folder, or a name such as `standard output`).
  public var path: String

  /// A failure of a call about `path`.
  public init(errno: Errno, path: String) {
    self.errno = errno
    self.path = path
  }

  /// The failure the last call left in `errno`, about `path`. Make it before any other call.
  public static func current(_ path: String) -> SystemError {
    SystemError(errno: .current, path: path)
  }

  /// What went wrong, in words (``Errno/reason``).
  public var reason: String { errno.reason }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }
}
