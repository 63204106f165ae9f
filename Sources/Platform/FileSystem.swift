#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reading and atomically writing files, with errors a person can act on.
package enum FileSystem {
  /// Reads a whole file. Refuses folders and files larger than `limit` bytes, and anything but a
  /// regular file: a FIFO, device or socket is refused before a read could block on it (it is
  /// opened without blocking and checked by its descriptor, so it cannot be swapped in between).
  package static func read(_ path: String, limit: Int = .max) throws(FileFailure) -> [UInt8] {
    var info = stat()
    guard stat(path, &info) == 0 else { throw FileFailure.current(path) }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      throw FileFailure(path: path, reason: "is a folder, not a file")
    }
    if (info.st_mode & S_IFMT) != S_IFREG {
      throw FileFailure(path: path, reason: "is \(kindName(info.st_mode)), not a regular file")
    }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileFailure.current(path) }
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      throw FileFailure(path: path, reason: "is \(kindName(info.st_mode)), not a regular file")
    }
    if Int(info.st_size) > limit {
      close(descriptor)
      throw FileFailure(
        path: path,
        reason:
          "is \(info.st_size) bytes, larger than the limit of \(limit) bytes (raise it with --max-file-size)"
      )
    }
    guard let file = fdopen(descriptor, "rb") else {
      close(descriptor)
      throw FileFailure.current(path)
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(info.st_size))
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
      if count < chunk.count {
        if ferror(file) != 0 { throw FileFailure.current(path) }
        break
      }
      if bytes.count > limit {
        throw FileFailure(
          path: path,
          reason: "is larger than the limit of \(limit) bytes (raise it with --max-file-size)")
      }
    }
    return bytes
  }

  /// Waits for an exclusive lock on a folder (`flock` on the folder itself, so nothing is left in
  /// it) and returns the descriptor that holds it; ``unlockFolder(_:)`` lets it go, and so does
  /// the end of the process, however it ends.
  static func lockFolder(_ path: String) throws(FileFailure) -> Int32 {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileFailure.current(path) }
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    return descriptor
  }

  /// Lets go of a lock taken with ``lockFolder(_:)``.
  static func unlockFolder(_ descriptor: Int32) {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }

  /// The folder the process runs in.
  static func currentFolder() -> String {
    workingFolder() ?? "."
  }

  /// "a folder", "a FIFO", … for a file's `st_mode`.
  static func kindName(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFLNK: "a symbolic link"
    default: "not a regular file"
    }
  }

  /// Writes text as UTF-8, atomically, unless the file already holds exactly these bytes: then
  /// it is left as it is (its time stamp too), which costs a read instead of a new file and a
  /// rename. Re-recording a folder of snapshots changes few of them, and on ext4 each replaced
  /// file leaves a recently deleted inode that every later file creation scans past.
  ///
  /// - Returns: Whether the file was written.
  @discardableResult
  package static func writeIfChanged(_ text: String, to path: String, within root: String? = nil)
    throws(FileFailure) -> Bool
  {
    var text = text
    let same = text.withUTF8 { file(path, holds: UnsafeRawBufferPointer($0)) }
    if same { return false }
    try write(Array(text.utf8), to: path, within: root)
    return true
  }

  /// Whether the regular file at `path` holds exactly `bytes`. Its size is checked first, then
  /// its contents a chunk at a time against the bytes, so an equal file is never copied whole.
  /// Safe to call from several threads; a file that is missing or cannot be read does not match.
  package static func file(_ path: String, holds bytes: UnsafeRawBufferPointer) -> Bool {
    // O_NONBLOCK: opening a FIFO put where an output goes must not wait for a writer (it is
    // not a regular file, so it is refused below and the write says why).
    let file = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard file >= 0 else { return false }
    defer { close(file) }
    var info = stat()
    guard fstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
      Int(info.st_size) == bytes.count
    else { return false }
    return withUnsafeTemporaryAllocation(byteCount: 1 << 16, alignment: 16) { chunk in
      guard let buffer = chunk.baseAddress else { return false }
      var offset = 0
      while offset < bytes.count {
        let count = pread(file, buffer, min(chunk.count, bytes.count - offset), off_t(offset))
        if count < 0, errno == EINTR { continue }
        guard count > 0, let base = bytes.baseAddress,
          memcmp(buffer, base + offset, count) == 0
        else { return false }
        offset += count
      }
      // A file that grew after `fstat` holds more than the bytes.
      while true {
        let count = pread(file, buffer, 1, off_t(offset))
        if count < 0, errno == EINTR { continue }
        return count == 0
      }
    }
  }

  /// Whether a path exists, and whether it is a folder.
  package static func kind(of path: String) -> (exists: Bool, isFolder: Bool) {
    var info = stat()
    guard stat(path, &info) == 0 else { return (false, false) }
    return (true, (info.st_mode & S_IFMT) == S_IFDIR)
  }

  /// The names in a folder (without `.` and `..`), sorted.
  package static func contents(ofFolder path: String) throws(FileFailure) -> [String] {
    guard let folder = opendir(path) else { throw FileFailure.current(path) }
    defer { closedir(folder) }
    var names: [String] = []
    // A directory entry is only as long as its name (`d_reclen`), not `sizeof(dirent)`: read
    // the name in place. Copying the `d_name` field reads past the end of the last entry in
    // readdir's buffer (found by AddressSanitizer).
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19
    while let entry = readdir(folder) {
      let name = String(
        cString: UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(
          to: CChar.self))
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Creates a folder and its parents.
  package static func createFolder(_ path: String) throws(FileFailure) {
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o755) != 0, errno != EEXIST {
        throw FileFailure.current(path)
      }
    }
  }

  /// Removes a file; a file that is already gone is not an error.
  ///
  /// - Throws: ``FileFailure`` when the file exists and cannot be removed.
  package static func remove(_ path: String) throws(FileFailure) {
    if unlink(path) != 0, errno != ENOENT {
      throw FileFailure.current(path)
    }
  }
}
