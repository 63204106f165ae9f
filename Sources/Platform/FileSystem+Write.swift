#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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
