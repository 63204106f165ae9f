#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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
