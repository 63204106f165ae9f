#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and atomically writing files, with errors a person can act on.
public enum FileSystem {
  /// Why a file could not be read or written.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// The path involved.
    public var path: String
    /// What went wrong, in words.
    public var reason: String

    public var description: String { "\(path): \(reason)" }
  }

  /// Reads a whole file. Refuses folders and files larger than `limit` bytes.
  public static func read(_ path: String, limit: Int = .max) throws(Failure) -> [UInt8] {
    var info = stat()
    guard stat(path, &info) == 0 else { throw Failure(path: path, reason: errorText(errno)) }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      throw Failure(path: path, reason: "is a folder, not a file")
    }
    if Int(info.st_size) > limit {
      throw Failure(path: path, reason: "is \(info.st_size) bytes, larger than the limit of \(limit) bytes")
    }
    guard let file = fopen(path, "rb") else { throw Failure(path: path, reason: errorText(errno)) }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(info.st_size))
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
      if count < chunk.count {
        if ferror(file) != 0 { throw Failure(path: path, reason: errorText(errno)) }
        break
      }
      if bytes.count > limit {
        throw Failure(path: path, reason: "is larger than the limit of \(limit) bytes")
      }
    }
    return bytes
  }

  /// Writes a file atomically: to a temporary file beside it, then renamed over it, so a reader
  /// never sees half a file and a failed write (or a killed process) loses nothing. A file that
  /// is replaced keeps its permissions.
  ///
  /// This is the only way the tool writes files.
  public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    let temporary = path + ".tmp-\(getpid())"
    guard let file = fopen(temporary, "wb") else { throw Failure(path: path, reason: errorText(errno)) }
    var existing = stat()
    if stat(path, &existing) == 0 { _ = fchmod(fileno(file), existing.st_mode & 0o7777) }
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    let flushed = fflush(file) == 0
    fclose(file)
    guard written == bytes.count, flushed else {
      let reason = errorText(errno)
      unlink(temporary)
      throw Failure(path: path, reason: reason)
    }
    guard rename(temporary, path) == 0 else {
      let reason = errorText(errno)
      unlink(temporary)
      throw Failure(path: path, reason: reason)
    }
  }

  /// Writes a new file atomically, refusing to replace one: the text goes to a temporary file,
  /// which is then linked to `path` (failing with "File exists" when something is there, even
  /// if it appeared after the caller looked).
  public static func writeNew(_ text: String, to path: String) throws(Failure) {
    let temporary = path + ".new-\(getpid())"
    try write(Array(text.utf8), to: temporary)
    defer { unlink(temporary) }
    guard link(temporary, path) == 0 else { throw Failure(path: path, reason: errorText(errno)) }
  }

  /// Writes text as UTF-8, atomically.
  public static func write(_ text: String, to path: String) throws(Failure) {
    try write(Array(text.utf8), to: path)
  }

  /// Whether a path exists, and whether it is a folder.
  public static func kind(of path: String) -> (exists: Bool, isFolder: Bool) {
    var info = stat()
    guard stat(path, &info) == 0 else { return (false, false) }
    return (true, (info.st_mode & S_IFMT) == S_IFDIR)
  }

  /// The names in a folder (without `.` and `..`), sorted.
  public static func contents(ofFolder path: String) throws(Failure) -> [String] {
    guard let folder = opendir(path) else { throw Failure(path: path, reason: errorText(errno)) }
    defer { closedir(folder) }
    var names: [String] = []
    // A directory entry is only as long as its name (`d_reclen`), not `sizeof(dirent)`: read
    // the name in place. Copying the `d_name` field reads past the end of the last entry in
    // readdir's buffer (found by AddressSanitizer).
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19
    while let entry = readdir(folder) {
      let name = String(cString: UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self))
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Creates a folder and its parents.
  public static func createFolder(_ path: String) throws(Failure) {
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o755) != 0, errno != EEXIST {
        throw Failure(path: path, reason: errorText(errno))
      }
    }
  }

  /// Removes a file; a file that is already gone is not an error.
  ///
  /// - Throws: ``Failure`` when the file exists and cannot be removed.
  public static func remove(_ path: String) throws(Failure) {
    if unlink(path) != 0, errno != ENOENT {
      throw Failure(path: path, reason: errorText(errno))
    }
  }

  private static func errorText(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file or folder"
    case EACCES: "permission denied"
    case ENOTDIR: "a part of the path is not a folder"
    case EISDIR: "is a folder, not a file"
    default: String(cString: strerror(code)).lowercased()
    }
  }
}
