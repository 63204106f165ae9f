#if canImport(Glibc)
  import Glibc
#endif

/// Watches the folders of a brand's files with inotify and says when one of its JSON files
/// changed.
///
/// Folders are watched, not files, so an editor that saves by writing a temporary file and
/// renaming it over the original (a new inode) is still seen: the rename shows up as
/// `IN_MOVED_TO` in the folder. Only names ending in `.json` count, which leaves out swap and
/// backup files. A save is often several events (truncate, write, close; or create, write,
/// rename); the event loop coalesces them by waiting for a short quiet spell before reloading.
///
/// A watched folder that is deleted (or moved away) is a change too, and its parent folder is
/// watched so that when a folder of that name comes back it is watched again and read afresh.
final class FileWatcher {
  /// The inotify descriptor to poll; -1 when inotify is not available.
  let descriptor: Int32
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

  init() {
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Watches the folders holding `files` (folders already watched are kept).
  func watch(files: [String]) {
    guard descriptor >= 0 else { return }
    for file in files { watch(folder: Self.folder(of: file)) }
  }

  @discardableResult
  private func watch(folder: String) -> Bool {
    guard !folders.contains(folder) else { return true }
    let parent = folder == "." ? ".." : Self.folder(of: folder)
    if !parents.values.contains(parent) {
      // IN_MASK_ADD: a parent that is a watched folder too keeps one watch with both masks.
      let watch = inotify_add_watch(
        descriptor, parent, UInt32(IN_CREATE | IN_MOVED_TO | IN_ONLYDIR) | UInt32(IN_MASK_ADD))
      if watch >= 0 { parents[watch] = parent }
    }
    let watch = inotify_add_watch(descriptor, folder, Self.mask | UInt32(IN_MASK_ADD))
    guard watch >= 0 else {
      lost.insert(folder)
      return false
    }
    lost.remove(folder)
    folders.insert(folder)
    watches[watch] = folder
    return true
  }

  /// The folders being watched.
  var watchedFolders: [String] { folders.sorted() }

  /// Reads the pending events; returns the paths of JSON files that changed (may repeat).
  func changes() -> [String] {
    guard descriptor >= 0 else { return [] }
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
          if lost.contains(folder), self.watch(folder: folder) { changed.append(folder) }
        }
        if name.hasSuffix(".json"), let folder = watches[watch] {
          changed.append(folder == "." ? name : folder + "/" + name)
        }
      }
    }
    return changed
  }

  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }
}
