#if canImport(Glibc) || canImport(Musl)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #endif

  /// Watches folders with inotify (Linux).
  ///
  /// Folders are watched, not files, so an editor that saves by writing a temporary file and
  /// renaming it over the original (a new inode) is still seen: the rename shows up as
  /// `IN_MOVED_TO` in the folder. Only names ending in `.json` count, which leaves out swap and
  /// backup files.
  ///
  /// A watched folder that is deleted (or moved away) is a change too, and its parent folder is
  /// watched so that when a folder of that name comes back it is watched again and reported.
  final class InotifyWatcher: WatchBackEnd {
    /// The inotify descriptor to poll.
    let descriptor: Int32
    private(set) var failure: SystemError?
    private var watches: [Int32: String] = [:]
    private var folders: Set<String> = []
    /// Watches of the folders' parents, for a folder that comes back.
    private var parents: [Int32: String] = [:]
    /// Folders whose watch ended because they went away.
    private var lost: Set<String> = []

    /// The events that can mean a file's content changed.
    static let mask = UInt32(
      IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MODIFY
        | IN_DELETE_SELF
        | IN_MOVE_SELF)

    /// A new inotify instance.
    ///
    /// - Throws: ``SystemError`` when inotify cannot start (`EMFILE`: too many instances).
    init() throws(SystemError) {
      descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { throw .current("inotify") }
    }

    deinit {
      close(descriptor)
    }

    func watch(folder: String) {
      add(folder)
    }

    /// Adds a watch of `folder`; whether it is watched now.
    @discardableResult
    private func add(_ folder: String) -> Bool {
      guard !folders.contains(folder) else { return true }
      let parent = folder == "." ? ".." : FileWatcher.folder(of: folder)
      if !parents.values.contains(parent) {
        // IN_MASK_ADD: a parent that is a watched folder too keeps one watch with both masks.
        let watch = inotify_add_watch(
          descriptor, parent, UInt32(IN_CREATE | IN_MOVED_TO | IN_ONLYDIR) | UInt32(IN_MASK_ADD))
        if watch >= 0 { parents[watch] = parent } else { noteLimit(parent) }
      }
      let watch = inotify_add_watch(descriptor, folder, Self.mask | UInt32(IN_MASK_ADD))
      guard watch >= 0 else {
        noteLimit(folder)
        lost.insert(folder)
        return false
      }
      lost.remove(folder)
      folders.insert(folder)
      watches[watch] = folder
      return true
    }

    /// Keeps the failure of the last `inotify_add_watch` when it is a limit (`ENOSPC`: the
    /// user's watches are used up; `ENOMEM`), not a folder that is missing.
    private func noteLimit(_ path: String) {
      let error = SystemError.current(path)
      if failure == nil, error.errno == .noSpace || error.errno == .outOfMemory {
        failure = error
      }
    }

    var watchedFolders: [String] { folders.sorted() }

    func changes() -> [String] {
      var changed: [String] = []
      let size = 64 * 1024
      var buffer = [UInt8](repeating: 0, count: size)
      while true {
        let count = read(descriptor, &buffer, size)
        guard count > 0 else { break }
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
          let (watch, mask, length) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
            let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
            return (event.wd, event.mask, Int(event.len))
          }
          let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix {
            $0 != 0
          }
          let name = String(decoding: nameBytes, as: UTF8.self)
          offset += header + length
          if mask & UInt32(IN_IGNORED | IN_MOVE_SELF) != 0, let folder = watches[watch] {
            // The folder went away (deleted, or moved: its watch would follow it): that is a
            // change, and a folder of its name is watched for again.
            if mask & UInt32(IN_MOVE_SELF) != 0 { inotify_rm_watch(descriptor, watch) }
            watches[watch] = nil
            folders.remove(folder)
            lost.insert(folder)
            changed.append(folder)
            continue
          }
          if let parent = parents[watch], !name.isEmpty {
            let folder = parent == "/" ? "/" + name : parent + "/" + name
            if lost.contains(folder), add(folder) { changed.append(folder) }
          }
          if name.hasSuffix(".json"), let folder = watches[watch] {
            changed.append(folder == "." ? name : folder + "/" + name)
          }
        }
      }
      return changed
    }
  }
#endif
