import Foundation
import Platform

/// A fresh folder of token files for one watcher test, and ways to change them as editors and
/// people do. ``remove()`` deletes it.
struct WatchedFolder {
  /// The folder holding the watched folder (`brand/`), so that folder can be deleted and made
  /// again.
  let root: String
  /// The watched folder.
  var path: String { root + "/brand" }

  /// A folder with `brand/light.tokens.json` and `brand/dark.tokens.json`.
  init() throws {
    root = FileManager.default.temporaryDirectory.path + "/sptheme-watch-\(UUID().uuidString)"
    try FileManager.default.createDirectory(
      atPath: root + "/brand", withIntermediateDirectories: true)
    for name in ["light", "dark"] { try overwrite("\(name).tokens.json", with: "{}") }
  }

  /// The path of `name` in the watched folder.
  func file(_ name: String) -> String { path + "/" + name }

  /// Writes `text` into the existing file in place (truncate, write), as `echo > file` does.
  func overwrite(_ name: String, with text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
  }

  /// Saves `text` as editors do: a temporary file renamed over the old one (a new inode).
  func save(_ name: String, _ text: String) throws {
    try FileSystem.write(text, to: file(name))
  }

  /// Deletes a file of the watched folder.
  func delete(_ name: String) throws {
    try FileManager.default.removeItem(atPath: file(name))
  }

  /// Deletes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(atPath: root)
  }
}

extension FileWatcher {
  /// Waits (polling ``descriptor`` as an event loop does) until the changes read include every
  /// path of `expected`, or `timeout` seconds pass; returns every change read.
  func changes(including expected: Set<String>, timeout: Double = 5) -> [String] {
    var seen: [String] = []
    let deadline = Date().addingTimeInterval(timeout)
    while !expected.isSubset(of: seen), Date() < deadline {
      guard descriptor >= 0 else { break }
      if !Descriptor.poll([descriptor], timeout: 50).isEmpty { seen += changes() }
    }
    return seen
  }
}
