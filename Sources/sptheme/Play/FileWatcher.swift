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
final class FileWatcher {
  /// The inotify descriptor to poll; -1 when inotify is not available.
  let descriptor: Int32
  private var watches: [Int32: String] = [:]
  private var folders: Set<String> = []

  /// The events that can mean a file's content changed.
  static let mask = UInt32(
    IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MODIFY)

  init() {
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Watches the folders holding `files` (folders already watched are kept).
  func watch(files: [String]) {
    guard descriptor >= 0 else { return }
    for file in files {
      let folder = Self.folder(of: file)
      guard !folders.contains(folder) else { continue }
      let watch = inotify_add_watch(descriptor, folder, Self.mask)
      guard watch >= 0 else { continue }
      folders.insert(folder)
      watches[watch] = folder
    }
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
        let (watch, length) = buffer.withUnsafeBytes { raw -> (Int32, Int) in
          let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          return (event.wd, Int(event.len))
        }
        let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix {
          $0 != 0
        }
        let name = String(decoding: nameBytes, as: UTF8.self)
        if name.hasSuffix(".json"), let folder = watches[watch] {
          changed.append(folder == "." ? name : folder + "/" + name)
        }
        offset += header + length
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
