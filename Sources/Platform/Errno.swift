#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A C `errno` value, typed: what a failed system call said.
///
/// The named values are the ones the project tells apart; any other code is kept as it is and
/// described by the C library (`strerror`).
public struct Errno: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The C `errno` code.
  public let rawValue: Int32

  /// The error with C code `rawValue`.
  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// The `errno` the last failed call on this thread left. Read it before any other call.
  public static var current: Errno { Errno(rawValue: errno) }

  /// `ENOENT`: no file or folder at the path.
  public static let noSuchFileOrFolder = Errno(rawValue: ENOENT)
  /// `EACCES`: permission denied.
  public static let permissionDenied = Errno(rawValue: EACCES)
  /// `ENOTDIR`: a part of the path is not a folder.
  public static let notAFolder = Errno(rawValue: ENOTDIR)
  /// `EISDIR`: a folder where a file was expected.
  public static let isAFolder = Errno(rawValue: EISDIR)
  /// `EEXIST`: something is already at the path.
  public static let exists = Errno(rawValue: EEXIST)
  /// `EINTR`: a signal interrupted the call; trying again is right.
  public static let interrupted = Errno(rawValue: EINTR)
  /// `EAGAIN`: a non-blocking call would have waited.
  public static let wouldBlock = Errno(rawValue: EAGAIN)
  /// `EPIPE`: the reader of a pipe went away.
  public static let brokenPipe = Errno(rawValue: EPIPE)
  /// `ENOSPC`: no space left on the device (for inotify: no watch left under the user's limit).
  public static let noSpace = Errno(rawValue: ENOSPC)
  /// `EIO`: an input/output error.
  public static let ioError = Errno(rawValue: EIO)
  /// `EMFILE`: the process has too many open files (for inotify: too many instances).
  public static let tooManyOpenFiles = Errno(rawValue: EMFILE)
  /// `ENOMEM`: the kernel is out of memory.
  public static let outOfMemory = Errno(rawValue: ENOMEM)
  /// `EADDRINUSE`: another program listens on the address and port.
  public static let addressInUse = Errno(rawValue: EADDRINUSE)
  /// `EADDRNOTAVAIL`: the address is not one of this machine's.
  public static let addressNotAvailable = Errno(rawValue: EADDRNOTAVAIL)

  /// The C library's words for the error, lowercased (`no space left on device`).
  public var description: String {
    String(cString: strerror(rawValue)).lowercased()
  }

  /// The error in words a person can act on: plainer words for the common file errors
  /// (`no such file or folder`, `permission denied`), the C library's for the rest.
  public var reason: String {
    switch self {
    case .noSuchFileOrFolder: "no such file or folder"
    case .permissionDenied: "permission denied"
    case .notAFolder: "a part of the path is not a folder"
    case .isAFolder: "is a folder, not a file"
    case .addressInUse: "another program is listening there"
    default: description
    }
  }
}
