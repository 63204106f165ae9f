#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension FileSystem {
  /// What is at a path, without following a symbolic link: whether something is there, whether
  /// it is a folder, and its kind in words (`a regular file`, `a folder`, `a symbolic link`).
  package static func linkKind(of path: String) -> (exists: Bool, isFolder: Bool, name: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return (false, false, "nothing") }
    let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
    let isFile = (info.st_mode & S_IFMT) == S_IFREG
    return (true, isFolder, isFile ? "a regular file" : kindName(info.st_mode))
  }

  /// Writes a folder of files atomically: every file goes into a temporary folder beside `path`
  /// (`.NAME.tmp-PID`), which is then renamed to `path`. A folder already at `path` is moved
  /// aside first and removed once the new one is in place; when any step fails, the temporary
  /// folder is removed and the old folder is put back, so `path` holds either the old folder or
  /// the whole new one. The caller decides whether an existing folder may be replaced.
  ///
  /// - Parameters:
  ///   - path: The folder to write.
  ///   - files: Each file's path inside the folder (`a/b.json`) and its text.
  /// - Throws: ``FileFailure`` when a file cannot be written or the folder cannot be renamed.
  package static func replaceFolder(at path: String, with files: [(path: String, text: String)])
    throws(FileFailure)
  {
    // The folder it is in, with its final slash (`App/`, `/`, or nothing), and its own name.
    let slash = path.lastIndex(of: "/")
    let parent = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = parent + ".\(name).tmp-\(getpid())"
    let old = parent + ".\(name).old-\(getpid())"
    removeLeftovers(of: name, in: parent)
    removeTree(temporary)
    do throws(FileFailure) {
      try createFolder(temporary)
      for file in files {
        if let folderEnd = file.path.lastIndex(of: "/") {
          try createFolder(temporary + "/" + file.path[..<folderEnd])
        }
        try write(file.text, to: temporary + "/" + file.path)
      }
    } catch {
      removeTree(temporary)
      var failure = error
      failure.path = path
      throw failure
    }
    let existed = linkKind(of: path).exists
    if existed {
      removeTree(old)
      guard rename(path, old) == 0 else {
        let failure = FileFailure.current(path)
        removeTree(temporary)
        throw failure
      }
    }
    guard rename(temporary, path) == 0 else {
      let failure = FileFailure.current(path)
      if existed { _ = rename(old, path) }
      removeTree(temporary)
      throw failure
    }
    if existed { removeTree(old) }
  }

  /// Removes what an interrupted ``replaceFolder(at:with:)`` of `name` left in `parent`: the
  /// `.NAME.tmp-PID` and `.NAME.old-PID` folders of processes that no longer run (a running
  /// one may be writing its own).
  static func removeLeftovers(of name: String, in parent: String) {
    guard let names = try? contents(ofFolder: parent.isEmpty ? "." : parent) else { return }
    for entry in names {
      for prefix in [".\(name).tmp-", ".\(name).old-"] where entry.hasPrefix(prefix) {
        guard let pid = Int32(entry.dropFirst(prefix.count)), pid > 0 else { continue }
        if kill(pid, 0) == -1 && errno == ESRCH { removeTree(parent + entry) }
      }
    }
  }

  /// Removes a file or a folder with everything in it, never following a symbolic link (a link
  /// is removed, not what it points at). What cannot be removed is left.
  static func removeTree(_ path: String) {
    let kind = linkKind(of: path)
    guard kind.exists else { return }
    if kind.isFolder {
      for name in (try? contents(ofFolder: path)) ?? [] { removeTree(path + "/" + name) }
      rmdir(path)
    } else {
      unlink(path)
    }
  }
}
