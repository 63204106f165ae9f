#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension FileSystem {
  /// A path with `.` and `..` segments and repeated slashes folded, so one file loads once.
  /// Nothing on disk is read: a `..` after a symbolic link folds as text.
  package static func normalizedPath(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part == "..", parts.isEmpty, path.hasPrefix("/") {
        continue  // `/..` is `/`
      } else {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
  }

  /// The absolute path of what `path` leads to, every symbolic link followed (`realpath`);
  /// `nil` when a part of it does not exist.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The folder the process runs in (`getcwd`); `nil` when it cannot be known (it was removed).
  package static func workingFolder() -> String? {
    guard let folder = getcwd(nil, 0) else { return nil }
    defer { free(folder) }
    return String(cString: folder)
  }

  /// Makes `path` the folder the process runs in (`chdir`).
  ///
  /// - Throws: ``SystemError`` when the folder cannot be entered.
  package static func changeWorkingFolder(to path: String) throws(SystemError) {
    guard chdir(path) == 0 else { throw .current(path) }
  }
}

extension FileSystem {
  /// The absolute path a write to `path` lands on: the deepest part of it that exists, with
  /// every symbolic link followed (`realpath`), then the rest folded as text (nothing there can
  /// be a link, since it does not exist). `nil` when a part that exists is a link that leads
  /// nowhere or round in a loop, so where the write lands cannot be known.
  package static func landingPath(of path: String) -> String? {
    let absolute = normalizedPath(
      path.hasPrefix("/") ? path : (workingFolder() ?? ".") + "/" + path)
    var existing = absolute
    var rest: [Substring] = []
    while true {
      if let real = realPath(existing) {
        let joined = rest.reversed().joined(separator: "/")
        if joined.isEmpty { return real }
        return real == "/" ? "/" + joined : real + "/" + joined
      }
      // Something there that cannot be followed: a link to nothing, or a loop.
      var info = stat()
      if lstat(existing, &info) == 0 { return nil }
      guard existing != "/", let slash = existing.lastIndex(of: "/") else { return nil }
      rest.append(existing[existing.index(after: slash)...])
      existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
    }
  }

  /// Whether `path` is a regular file that someone may run (any execute bit set).
  package static func isExecutableFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
      && (info.st_mode & 0o111) != 0
  }
}
