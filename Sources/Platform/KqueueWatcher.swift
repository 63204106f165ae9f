#if canImport(Darwin)
  import Darwin

  /// Watches folders with kqueue (Darwin).
  ///
  /// kqueue reports events on open files, not on names: each watched folder is opened for events
  /// only (`O_EVTONLY`) and so is each `.json` file in it. An event on a folder (an entry added,
  /// removed or renamed; the folder deleted or moved) or on one of its files (written in place)
  /// lists the folder again and compares it with its ``FolderSnapshot``, as polling does, which
  /// names the files that changed; a save that renames a new file over the old one is seen as a
  /// change of the folder. The parents of watched folders are watched too, for a folder that
  /// comes back. The kqueue descriptor is readable while events wait, so the event loop polls it.
  final class KqueueWatcher: WatchBackEnd {
    /// A watched folder: its descriptor, what it held, and the descriptors of its files.
    private struct Folder {
      var descriptor: Int32
      var snapshot: FolderSnapshot
      var files: [String: Int32] = [:]
    }

    /// What an open descriptor watches.
    private enum Owner {
      case folder(String)
      case file(folder: String, name: String)
      case parent
    }

    /// The kqueue to poll.
    let descriptor: Int32
    private(set) var failure: SystemError?
    private var folders: [String: Folder] = [:]
    /// Folders watched for but not there (gone, or not yet made).
    private var lost: Set<String> = []
    /// The parents of watched folders, by path, for a folder that comes back.
    private var parents: [String: Int32] = [:]
    private var owners: [Int32: Owner] = [:]

    /// A new kqueue.
    ///
    /// - Throws: ``SystemError`` when the system refuses one.
    init() throws(SystemError) {
      descriptor = kqueue()
      guard descriptor >= 0 else { throw .current("kqueue") }
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    deinit {
      for open in owners.keys { close(open) }
      close(descriptor)
    }

    var watchedFolders: [String] { folders.keys.sorted() }

    func watch(folder: String) {
      guard folders[folder] == nil, !lost.contains(folder) else { return }
      let parent = folder == "." ? ".." : FileWatcher.folder(of: folder)
      if parents[parent] == nil, let open = register(parent, as: .parent) {
        parents[parent] = open
      }
      add(folder)
    }

    func changes() -> [String] {
      var events: [kevent] = Array(repeating: kevent(), count: 64)
      var noWait = timespec(tv_sec: 0, tv_nsec: 0)
      var touched: Set<String> = []
      var written: [String] = []
      var parentTouched = false
      while true {
        let count = Int(kevent(descriptor, nil, 0, &events, Int32(events.count), &noWait))
        guard count > 0 else { break }
        for event in events[0..<count] {
          switch owners[Int32(truncatingIfNeeded: event.ident)] {
          case .folder(let folder):
            touched.insert(folder)
          case .file(let folder, let name):
            touched.insert(folder)
            if event.fflags & UInt32(NOTE_WRITE | NOTE_EXTEND) != 0 {
              written.append(FolderSnapshot.path(name, in: folder))  // saved in place
            }
          case .parent:
            parentTouched = true
          case nil:
            break
          }
        }
        if count < events.count { break }
      }
      var changed: [String] = []
      for folder in touched.sorted() { changed += relist(folder) }
      changed += written
      if parentTouched {
        for folder in lost.sorted() where add(folder) { changed.append(folder) }
      }
      return changed
    }

    /// Opens and registers `folder` and its `.json` files; whether it is watched now.
    @discardableResult
    private func add(_ folder: String) -> Bool {
      guard let snapshot = FolderSnapshot(of: folder),
        let open = register(folder, as: .folder(folder))
      else {
        lost.insert(folder)
        return false
      }
      lost.remove(folder)
      var watched = Folder(descriptor: open, snapshot: snapshot)
      for name in snapshot.entries.keys {
        let path = FolderSnapshot.path(name, in: folder)
        watched.files[name] = register(path, as: .file(folder: folder, name: name))
      }
      folders[folder] = watched
      return true
    }

    /// Lists `folder` again: the paths that changed since the last look (the folder itself when
    /// it went away or was replaced), its files' descriptors brought up to date.
    private func relist(_ folder: String) -> [String] {
      guard var watched = folders[folder] else { return [] }
      guard let snapshot = FolderSnapshot(of: folder), snapshot.folder == watched.snapshot.folder
      else {
        forget(folder)
        add(folder)  // a folder made again in its place is watched at once
        return [folder]
      }
      let names = watched.snapshot.changedNames(in: snapshot)
      for name in names {
        if let open = watched.files.removeValue(forKey: name) { unregister(open) }
        if snapshot.entries[name] != nil {
          let path = FolderSnapshot.path(name, in: folder)
          watched.files[name] = register(path, as: .file(folder: folder, name: name))
        }
      }
      watched.snapshot = snapshot
      folders[folder] = watched
      return names.map { FolderSnapshot.path($0, in: folder) }
    }

    /// Stops watching `folder` and its files, and watches for it to come back.
    private func forget(_ folder: String) {
      guard let watched = folders.removeValue(forKey: folder) else { return }
      unregister(watched.descriptor)
      for open in watched.files.values { unregister(open) }
      lost.insert(folder)
    }

    /// Opens `path` for events only and adds it to the queue; `nil` when it cannot be.
    private func register(_ path: String, as owner: Owner) -> Int32? {
      let open = Darwin.open(path, O_EVTONLY | O_CLOEXEC)
      guard open >= 0 else {
        noteLimit(path)
        return nil
      }
      var event = kevent()
      event.ident = UInt(open)
      event.filter = Int16(EVFILT_VNODE)
      event.flags = UInt16(EV_ADD | EV_CLEAR)
      event.fflags = UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_DELETE | NOTE_RENAME | NOTE_REVOKE)
      guard kevent(descriptor, &event, 1, nil, 0, nil) == 0 else {
        noteLimit(path)
        close(open)
        return nil
      }
      owners[open] = owner
      return open
    }

    /// Closes a registered descriptor (closing removes it from the queue).
    private func unregister(_ open: Int32) {
      owners[open] = nil
      close(open)
    }

    /// Keeps the failure of the last call when it is a limit (`EMFILE`, `ENFILE`: too many open
    /// files; `ENOMEM`), not a path that is missing.
    private func noteLimit(_ path: String) {
      let error = SystemError.current(path)
      let limits: [Errno] = [.tooManyOpenFiles, Errno(rawValue: ENFILE), .outOfMemory]
      if failure == nil, limits.contains(error.errno) { failure = error }
    }
  }
#endif
