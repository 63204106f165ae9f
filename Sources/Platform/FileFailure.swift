/// Why a file could not be read or written: the path, what went wrong in words, and the system
/// call's error behind it. The one error type of file access that the libraries' public API
/// carries (``FileSystem`` itself is the project's own).
public struct FileFailure: Error, Equatable, CustomStringConvertible {
  /// The path involved.
  public var path: String
  /// What went wrong, in words.
  public var reason: String
  /// The system call's error behind the failure; `nil` when the tool refused by itself (a
  /// folder where a file was wanted, a file over the size limit).
  public var error: SystemError?

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }

  /// Creates a failure.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// A failure of a system call, in its words (``SystemError/reason``).
  public init(_ error: SystemError) {
    self.init(path: error.path, reason: error.reason)
    self.error = error
  }

  /// The failure the last call left in `errno`, about `path`. Make it before any other call.
  static func current(_ path: String) -> FileFailure {
    FileFailure(.current(path))
  }
}
