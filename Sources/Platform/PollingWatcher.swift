#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Watches folders by looking at them again and again: every ``interval`` a thread of its own
/// lists each watched folder and `stat`s its `.json` files (size, modification time, inode),
/// and when anything differs from the last look it writes a byte to a pipe. The pipe's read end
/// is the descriptor the event loop polls, as it polls inotify's or kqueue's, so the loop needs
/// no special case.
///
/// It works on any system and any file system (network and container mounts included), at the
/// cost of a look every ``interval`` and a change seen up to one interval late.
final class PollingWatcher: WatchBackEnd {
  /// How long the thread waits between looks, in seconds.
  static let interval = 0.15

  /// What the watching thread and the thread that reads changes share; reached under its lock.
  private struct State: Sendable {
    /// The folders watched and there, with what they held at the last look.
    var folders: [String: FolderSnapshot] = [:]
    /// The folders watched but not there (gone, or not yet made).
    var lost: Set<String> = []
    /// Changes found and not yet read.
    var pending: [String] = []
  }

  /// The state and the pipes, kept apart from the watcher so the thread holds no reference to
  /// the watcher itself (it ends when the watcher does).
  private final class Shared: Sendable {
    let state = Locked(State())
    /// Written by the thread when changes are pending; read end polled by the event loop.
    let wake: (read: Int32, write: Int32)
    /// Closed by the watcher to stop the thread.
    let stop: (read: Int32, write: Int32)

    init(wake: (read: Int32, write: Int32), stop: (read: Int32, write: Int32)) {
      self.wake = wake
      self.stop = stop
    }

    /// Looks at every watched folder once and keeps what changed since the last look.
    func look() {
      let (watched, lost) = state.withLock { ($0.folders, $0.lost) }
      var changed: [String] = []
      var seen: [String: FolderSnapshot] = [:]
      var gone: [String] = []
      for folder in watched.keys.sorted() {
        guard let old = watched[folder] else { continue }
        guard let new = FolderSnapshot(of: folder) else {
          // The folder went away: that is a change, and it is watched for until it is back.
          gone.append(folder)
          changed.append(folder)
          continue
        }
        if new.folder != old.folder {
          changed.append(folder)  // deleted and made again between two looks
        } else {
          changed += old.changedNames(in: new).map { FolderSnapshot.path($0, in: folder) }
        }
        if new != old { seen[folder] = new }
      }
      var back: [String: FolderSnapshot] = [:]
      for folder in lost.sorted() {
        guard let new = FolderSnapshot(of: folder) else { continue }
        back[folder] = new
        changed.append(folder)
      }
      guard !seen.isEmpty || !gone.isEmpty || !back.isEmpty else { return }
      // Only this thread changes folders already watched or lost; the watcher adds new ones.
      state.withLock { state in
        for (folder, snapshot) in seen { state.folders[folder] = snapshot }
        for folder in gone {
          state.folders[folder] = nil
          state.lost.insert(folder)
        }
        for (folder, snapshot) in back {
          state.lost.remove(folder)
          state.folders[folder] = snapshot
        }
        state.pending += changed
      }
      if !changed.isEmpty { wakeUp() }
    }

    /// Makes the wake pipe readable (a full pipe is readable already).
    func wakeUp() {
      var byte: UInt8 = 1
      _ = write(wake.write, &byte, 1)
    }
  }

  private let shared: Shared
  private var thread: WorkerThread?

  /// Starts the watching thread (watching nothing yet).
  ///
  /// - Throws: ``SystemError`` when its pipes or thread cannot be made.
  init(interval: Double = PollingWatcher.interval) throws(SystemError) {
    let wake = try Descriptor.pipe(nonBlocking: true)
    let stop: (read: Int32, write: Int32)
    do {
      stop = try Descriptor.pipe(nonBlocking: false)
    } catch {
      Descriptor.close(wake.read)
      Descriptor.close(wake.write)
      throw error
    }
    let shared = Shared(wake: wake, stop: stop)
    self.shared = shared
    let milliseconds = Int32(interval * 1000)
    thread = try WorkerThread {
      // Until the stop pipe is closed: a look after each interval.
      while Descriptor.poll([shared.stop.read], timeout: milliseconds).isEmpty {
        shared.look()
      }
    }
  }

  deinit {
    Descriptor.close(shared.stop.write)
    thread?.join()
    for end in [shared.stop.read, shared.wake.read, shared.wake.write] { Descriptor.close(end) }
  }

  var descriptor: Int32 { shared.wake.read }

  /// Polling reaches no limit.
  var failure: SystemError? { nil }

  var watchedFolders: [String] {
    shared.state.withLock { $0.folders.keys.sorted() }
  }

  func watch(folder: String) {
    let known = shared.state.withLock { $0.folders[folder] != nil || $0.lost.contains(folder) }
    guard !known else { return }
    // The first look is taken now, so a change made right after this call is seen.
    let snapshot = FolderSnapshot(of: folder)
    shared.state.withLock { state in
      if let snapshot { state.folders[folder] = snapshot } else { state.lost.insert(folder) }
    }
  }

  /// Adds `paths` to the pending changes, read at the next wake-up.
  func report(_ paths: [String]) {
    guard !paths.isEmpty else { return }
    shared.state.withLock { $0.pending += paths }
    shared.wakeUp()
  }

  func changes() -> [String] {
    // The pipe first: a byte written after this read stays for the next wake-up.
    var buffer = [UInt8](repeating: 0, count: 64)
    while Descriptor.read(shared.wake.read, into: &buffer) > 0 {}
    return shared.state.withLock { state in
      defer { state.pending = [] }
      return state.pending
    }
  }
}
