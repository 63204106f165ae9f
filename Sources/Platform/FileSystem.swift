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

  /// The first `count` bytes of the regular file at `path` (fewer when it is shorter); empty
  /// when it is missing, unreadable or not a regular file.
  package static func leadingBytes(of path: String, count: Int) -> [UInt8] {
    let file = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard file >= 0 else { return [] }
    defer { close(file) }
    var info = stat()
    guard fstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return [] }
    var bytes = [UInt8](repeating: 0, count: count)
    let read = bytes.withUnsafeMutableBytes { pread(file, $0.baseAddress, count, 0) }
    return read > 0 ? Array(bytes[..<read]) : []
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

extension FileSystem {
  /// Writes a file atomically: to a new temporary file beside it, synced to disk, then renamed
  /// over it, so a reader never sees half a file and a failed write (or a killed process) loses
  /// nothing. This is the only way the tool writes files.
  ///
  /// The temporary file is created with `O_CREAT | O_EXCL | O_NOFOLLOW` under a name no one can
  /// guess (`.NAME.tmp-PID-RANDOM`), so a link or file planted at any name beside the target is
  /// never opened, let alone followed; it is removed on every error. One that a killed earlier
  /// run left (its process no longer runs) is removed by the next write into the same folder.
  ///
  /// Where the write may land is checked first (``confine(_:within:)``): only a regular file or
  /// a new path, never a device, FIFO, socket, folder or anything under `/dev`, `/proc` or
  /// `/sys`, and never through a symbolic link that leaves the folder the write is confined to.
  /// A replaced file keeps its own permissions (without set-ID bits) and, when the writer is
  /// root, its owner; a new file gets mode 0644 (less the umask), or, with `permissionsOf`, the
  /// permission bits of that file (a backup as private as its original).
  package static func write(
    _ bytes: [UInt8], to path: String, permissionsOf model: String? = nil,
    within root: String? = nil
  ) throws(FileFailure) {
    var mode: mode_t?
    if let model {
      var info = stat()
      if stat(model, &info) == 0 { mode = info.st_mode & 0o7777 }
    }
    let target = try writablePath(path, within: root)
    var existing = stat()
    let replaces = stat(target, &existing) == 0
    let temporary = try writeTemporary(bytes, beside: target, reportedAs: path) { descriptor in
      if replaces {
        // A replaced file keeps its permissions, never set-user-ID, set-group-ID or sticky
        // bits, and its owner where the writer may give it (root: a file written as root
        // stays the user's).
        _ = fchmod(descriptor, existing.st_mode & 0o777)
        if geteuid() == 0, existing.st_uid != 0 || existing.st_gid != 0 {
          _ = fchown(descriptor, existing.st_uid, existing.st_gid)
        }
      } else if let mode {
        _ = fchmod(descriptor, mode & 0o7777)
      }
    }
    guard rename(temporary, target) == 0 else {
      let failure = FileFailure.current(path)
      unlink(temporary)
      throw failure
    }
  }

  /// Writes a new file atomically, refusing to replace one: the text goes to a temporary file
  /// (made as ``write(_:to:permissionsOf:within:)`` makes it), which is then linked to `path`
  /// (failing with "File exists" when something is there, even if it appeared after the caller
  /// looked).
  package static func writeNew(_ text: String, to path: String) throws(FileFailure) {
    let target = try writablePath(path, within: nil)
    let temporary = try writeTemporary(Array(text.utf8), beside: target, reportedAs: path) { _ in }
    defer { unlink(temporary) }
    guard link(temporary, target) == 0 else { throw FileFailure.current(path) }
  }

  /// Writes text as UTF-8, atomically.
  package static func write(
    _ text: String, to path: String, permissionsOf model: String? = nil, within root: String? = nil
  ) throws(FileFailure) {
    try write(Array(text.utf8), to: path, permissionsOf: model, within: root)
  }

  /// The folders whose entries are devices and process views, never files to replace.
  static let systemFolders = ["/dev", "/proc", "/sys"]

  /// The path a write goes to: the path itself when new or a regular file, the target of a link
  /// to a regular file inside the folder it is confined to; anything else is refused before a
  /// byte is written.
  static func writablePath(_ path: String, within root: String?) throws(FileFailure) -> String {
    let target = try confine(path, within: root)
    var info = stat()
    guard stat(target, &info) == 0 else { return target }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw FileFailure(
        path: path,
        reason:
          "is \(kindName(info.st_mode)), not a regular file; SPTheme writes only regular files or new paths"
      )
    }
    return target
  }

  /// Checks where a write to `path` (a file, or a folder that is replaced whole) would land and
  /// returns that path: `path` itself, or what the symbolic link at `path` leads to.
  ///
  /// The rule, kept simple: a write stays inside its *fence*. The fence is `root` when the
  /// caller names the folder the command was asked to write into (a build's project folder),
  /// otherwise the folder that holds `path` as written.
  /// - The folder that holds `path`, every link on the way followed, must be the fence (links
  ///   followed) or inside it: a committed link `gen -> /home/me` cannot lead a write out.
  /// - A symbolic link at `path` itself is followed only to a path inside the fence (then that
  ///   file is replaced and the link stays a link); a link that leads out, or to a system path
  ///   (`/dev`, `/proc`, `/sys`), is refused. A link that leads nowhere is replaced by the file.
  ///
  /// - Throws: ``FileFailure`` naming `path`, what it leads to, and what to do.
  @discardableResult
  package static func confine(_ path: String, within root: String? = nil) throws(FileFailure)
    -> String
  {
    func inSystemFolder(_ path: String) -> Bool {
      let absolute = path.hasPrefix("/") ? path : currentFolder() + "/" + path
      let parts = normalizedPath(absolute).split(separator: "/")
      guard let first = parts.first else { return false }
      return systemFolders.contains("/" + first)
    }
    let refusal = "is not a regular file; SPTheme writes only regular files or new paths"
    if inSystemFolder(path) {
      throw FileFailure(path: path, reason: refusal + " (it is a system path)")
    }
    let folder = parentFolder(of: path)
    let fence = landingPath(of: root ?? folder)
    let leaving =
      "SPTheme does not write through a symbolic link that leaves the folder it writes into (remove the link, or write to another path)"
    if root != nil {
      guard let fence, let landing = landingPath(of: folder), isInside(landing, fence) else {
        throw FileFailure(
          path: path,
          reason:
            "is reached through a symbolic link to \(landingPath(of: folder) ?? "nowhere"), outside \(fence ?? root ?? "."); "
            + leaving)
      }
    }
    var link = stat()
    guard lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK else { return path }
    guard let resolved = realPath(path) else { return path }  // a dangling link: made anew
    if inSystemFolder(resolved) {
      throw FileFailure(path: path, reason: refusal + " (it leads to \(resolved))")
    }
    guard let fence, isInside(resolved, fence) else {
      throw FileFailure(
        path: path,
        reason: "is a symbolic link to \(resolved), outside \(fence ?? folder); " + leaving)
    }
    return resolved
  }

  /// Whether the absolute path `path` is `folder` or inside it (both with links followed).
  static func isInside(_ path: String, _ folder: String) -> Bool {
    path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
  }

  /// The folder that holds `path` as written (`App` for `App/Theme.swift`, `.` for a bare
  /// name, `/` for `/x`).
  static func parentFolder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

extension FileSystem {
  /// What the temporary file of a write to `NAME` is called, after the folder: `.NAME` then
  /// this, then `PID-RANDOM` (16 hexadecimal digits).
  static let temporaryMarker = ".tmp-"

  /// The folders whose leftovers this process has swept already (one sweep per folder is
  /// enough: a leftover is a file of a process that no longer runs).
  private static let sweptFolders = Locked<Set<String>>([])

  /// Writes `bytes` to a new temporary file beside `target` and syncs it to disk; returns its
  /// path, for the caller to rename or link into place. The file is created with
  /// `O_CREAT | O_EXCL | O_NOFOLLOW` under a random name, so nothing already there (a planted
  /// link, a file) is ever opened; `prepare` sets its mode and owner before the bytes go in.
  /// On every failure the temporary file is removed and the failure names `reportedAs`.
  static func writeTemporary(
    _ bytes: [UInt8], beside target: String, reportedAs path: String,
    prepare: (Int32) -> Void
  ) throws(FileFailure) -> String {
    let slash = target.lastIndex(of: "/")
    let prefix = slash.map { String(target[...$0]) } ?? ""
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    removeTemporaryLeftovers(in: parentFolder(of: target))
    var attempt = 0
    while true {
      let temporary =
        prefix + "." + name + temporaryMarker + "\(getpid())-" + randomHex()
      let descriptor = open(
        temporary, O_CREAT | O_EXCL | O_NOFOLLOW | O_WRONLY | O_CLOEXEC, mode_t(0o644))
      if descriptor < 0 {
        // Something is at that name (a link planted there, or a file): try another name.
        if (errno == EEXIST || errno == ELOOP) && attempt < 16 {
          attempt += 1
          continue
        }
        throw FileFailure.current(path)
      }
      prepare(descriptor)
      var failure: Errno?
      do throws(SystemError) {
        try Descriptor.writeAll(bytes, to: descriptor, path: path)
      } catch {
        failure = error.errno
      }
      if failure == nil {
        while fsync(descriptor) != 0 {
          if errno != EINTR {
            failure = .current
            break
          }
        }
      }
      if close(descriptor) != 0, failure == nil, errno != EINTR { failure = .current }
      if let failure {
        unlink(temporary)
        throw FileFailure(SystemError(errno: failure, path: path))
      }
      return temporary
    }
  }

  /// Removes the temporary files that killed earlier writes left in `folder`: regular files
  /// named `.NAME.tmp-PID-RANDOM` whose process no longer runs (a running one may be writing
  /// its own). Each folder is swept once per process.
  static func removeTemporaryLeftovers(in folder: String) {
    let key = landingPath(of: folder) ?? folder
    let first = sweptFolders.withLock { $0.insert(key).inserted }
    guard first, let names = try? contents(ofFolder: folder) else { return }
    for entry in names where entry.hasPrefix(".") {
      guard let pid = leftoverProcess(entry) else { continue }
      let path = (folder == "/" ? "/" : folder + "/") + entry
      guard linkKind(of: path).name == "a regular file" else { continue }
      if kill(pid, 0) == -1 && errno == ESRCH { unlink(path) }
    }
  }

  /// The process id in a temporary file's name (`.NAME.tmp-PID-RANDOM`, RANDOM 16 hexadecimal
  /// digits); `nil` for any other name.
  static func leftoverProcess(_ entry: String) -> Int32? {
    let parts = entry.split(separator: ".tmp-", omittingEmptySubsequences: false)
    guard parts.count >= 2, let last = parts.last else { return nil }
    let tail = last.split(separator: "-", omittingEmptySubsequences: false)
    guard tail.count == 2, tail[1].count == 16, tail[1].allSatisfy(\.isHexDigit),
      let pid = Int32(tail[0]), pid > 0
    else { return nil }
    return pid
  }

  /// 16 random hexadecimal digits.
  static func randomHex() -> String {
    let digits = String(UInt64.random(in: .min ... .max), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
