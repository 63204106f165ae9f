/// Watches the folders of a set of files and says when a `.json` file in one of them changed.
///
/// Three back ends sit behind it: inotify on Linux, kqueue on Darwin, and polling (a look at
/// the folders every 150 ms) anywhere. Each reports through a descriptor that becomes readable
/// when changes are waiting, so an event loop polls ``descriptor`` and then reads ``changes()``
/// whichever back end runs.
///
/// Folders are watched, not files, so an editor that saves by writing a temporary file and
/// renaming it over the original (a new inode) is still seen. Only names ending in `.json`
/// count, which leaves out swap and backup files. A watched folder that is deleted (or moved
/// away) is a change too, and is watched for, so that when a folder of that name comes back it
/// is watched again and reported. A save is often several events (truncate, write, close; or
/// create, write, rename); the event loop coalesces them.
///
/// When the native back end cannot start, or reaches a limit of the system (inotify's instances
/// or watches, kqueue's open files), polling takes over with every folder, and `warn` is called
/// once with a line that says so.
package final class FileWatcher {
  /// How files are watched.
  package enum Method: String, CaseIterable, Sendable {
    /// The system's own notifications: inotify on Linux, kqueue on Darwin (polling elsewhere).
    case native
    /// A look at the folders every 150 ms, on any system and file system.
    case poll
  }

  /// The back end in use; `nil` when not even polling could start (nothing is watched).
  private var backEnd: (any WatchBackEnd)?
  /// Every folder asked for, in order, for a back end that takes over.
  private var requested: [String] = []
  private var requestedSet: Set<String> = []
  private let warn: (String) -> Void

  /// A watcher using `method`.
  ///
  /// - Parameters:
  ///   - method: ``Method/native`` for the system's notifications, ``Method/poll`` for polling.
  ///   - warn: Called at most once, with a line for standard error, when polling takes over
  ///     from the native back end (or nothing can be watched at all).
  package convenience init(_ method: Method = .native, warn: @escaping (String) -> Void) {
    self.init(method, warn: warn, native: Self.nativeBackEnd)
  }

  /// A watcher whose native back end is made by `native` (tests pass one that fails).
  init(
    _ method: Method, warn: @escaping (String) -> Void,
    native: () throws(SystemError) -> any WatchBackEnd
  ) {
    self.warn = warn
    if method == .native {
      do {
        backEnd = try native()
        return
      } catch {
        startPolling(because: "cannot start \(Self.nativeName): \(error.errno)")
        return
      }
    }
    do {
      backEnd = try PollingWatcher()
    } catch {
      warn("warning: file watcher: cannot start: \(error.errno); files are not watched")
    }
  }

  /// The descriptor to poll: readable when ``changes()`` may have something; -1 when nothing is
  /// watched.
  package var descriptor: Int32 {
    backEnd?.descriptor ?? -1
  }

  /// Whether polling watches the files (asked for, or taken over from the native back end).
  package var isPolling: Bool {
    backEnd is PollingWatcher
  }

  /// The folders being watched, sorted.
  package var watchedFolders: [String] {
    backEnd?.watchedFolders ?? []
  }

  /// Watches the folders holding `files` (folders already watched are kept).
  package func watch(files: [String]) {
    for file in files {
      let folder = Self.folder(of: file)
      if requestedSet.insert(folder).inserted { requested.append(folder) }
      backEnd?.watch(folder: folder)
    }
    if let failure = backEnd?.failure {
      // What the native back end noticed and was not read yet comes with polling's first wake.
      startPolling(because: Self.reason(failure), unread: backEnd?.changes() ?? [])
    }
  }

  /// Reads the pending changes: the paths of `.json` files that changed, and of watched folders
  /// that went away or came back (a path may repeat).
  package func changes() -> [String] {
    let found = backEnd?.changes() ?? []
    if let failure = backEnd?.failure { startPolling(because: Self.reason(failure), unread: []) }
    return found
  }

  /// Why the native back end gave up, in words.
  private static func reason(_ failure: SystemError) -> String {
    failure.errno == .noSpace
      ? "cannot watch \(failure.path): the limit of \(nativeName) watches is reached"
      : "cannot watch \(failure.path) with \(nativeName): \(failure.errno)"
  }

  /// Replaces the back end with polling over every folder asked for, reporting `unread` at its
  /// first wake, and says so once.
  private func startPolling(because reason: String, unread: [String] = []) {
    backEnd = nil
    do {
      let polling = try PollingWatcher()
      for folder in requested { polling.watch(folder: folder) }
      polling.report(unread)
      backEnd = polling
      warn("warning: file watcher: \(reason); watching by polling instead")
    } catch {
      warn("warning: file watcher: \(reason); files are not watched (\(error.errno))")
    }
  }

  /// The folder of a path: `.` for a bare name, `/` for a file at the root.
  package static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  #if canImport(Darwin)
    static let nativeName = "kqueue"
    static func nativeBackEnd() throws(SystemError) -> any WatchBackEnd { try KqueueWatcher() }
  #elseif canImport(Glibc) || canImport(Musl)
    static let nativeName = "inotify"
    static func nativeBackEnd() throws(SystemError) -> any WatchBackEnd { try InotifyWatcher() }
  #else
    static let nativeName = "polling"
    static func nativeBackEnd() throws(SystemError) -> any WatchBackEnd { try PollingWatcher() }
  #endif
}
