#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What `stat` says about a file, in the fields the project reads: its kind, size, identity and
/// times.
package struct FileStatus: Equatable, Sendable {
  /// What kind of file it is.
  package enum Kind: Equatable, Sendable {
    /// A regular file.
    case regular
    /// A folder.
    case folder
    /// A symbolic link (seen only when links are not followed).
    case symbolicLink
    /// A FIFO, socket or device.
    case other
  }

  /// What kind of file it is.
  package var kind: Kind
  /// Its size in bytes.
  package var size: Int
  /// The device it is on.
  package var device: UInt64
  /// Its inode on that device: a file saved by renaming a new one over it has a new one.
  package var inode: UInt64
  /// When its contents last changed, in nanoseconds since 1970.
  package var modified: Int64
  /// When its contents or attributes last changed, in nanoseconds since 1970.
  package var changed: Int64
  /// The user who owns it.
  package var owner: UInt32

  /// The status of `info`.
  init(_ info: stat) {
    kind =
      switch info.st_mode & S_IFMT {
      case S_IFREG: .regular
      case S_IFDIR: .folder
      case S_IFLNK: .symbolicLink
      default: .other
      }
    size = Int(info.st_size)
    owner = UInt32(info.st_uid)
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(truncatingIfNeeded: info.st_ino)
    #if canImport(Darwin)
      modified = Self.nanoseconds(info.st_mtimespec)
      changed = Self.nanoseconds(info.st_ctimespec)
    #else
      modified = Self.nanoseconds(info.st_mtim)
      changed = Self.nanoseconds(info.st_ctim)
    #endif
  }

  private static func nanoseconds(_ time: timespec) -> Int64 {
    Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}

extension FileSystem {
  /// What is at `path` (`stat`, or `lstat` when `followingLinks` is false); `nil` when nothing
  /// is there or it cannot be reached.
  package static func status(of path: String, followingLinks: Bool = true) -> FileStatus? {
    var info = stat()
    let result = followingLinks ? stat(path, &info) : lstat(path, &info)
    return result == 0 ? FileStatus(info) : nil
  }
}
