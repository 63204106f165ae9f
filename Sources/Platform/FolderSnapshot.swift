/// What a watched folder holds, as far as watching goes: the folder's own identity and, for each
/// name ending in `.json`, what `stat` says of it. Two snapshots of one folder tell which files
/// changed between them.
struct FolderSnapshot: Equatable, Sendable {
  /// What tells one version of a file from another: a save in place changes the size or the
  /// modification time, a save by renaming a new file over it changes the inode.
  struct Signature: Equatable, Sendable {
    var kind: FileStatus.Kind
    var device: UInt64
    var inode: UInt64
    var size: Int
    var modified: Int64

    init(_ status: FileStatus) {
      kind = status.kind
      device = status.device
      inode = status.inode
      size = status.size
      modified = status.modified
    }
  }

  /// Which folder it is, by device and inode: a folder deleted and made again is another one.
  struct Identity: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
  }

  /// The folder's identity (its times and size change with every entry, so they are left out).
  var folder: Identity
  /// Each `.json` name in the folder; `nil` for one that vanished between listing and `stat`.
  var entries: [String: Signature?]

  /// The snapshot of `path` now; `nil` when it is not a folder (gone, or never there).
  init?(of path: String) {
    guard let status = FileSystem.status(of: path), status.kind == .folder,
      let names = try? FileSystem.contents(ofFolder: path)
    else { return nil }
    folder = Identity(device: status.device, inode: status.inode)
    entries = [:]
    for name in names where name.hasSuffix(".json") {
      entries[name] = FileSystem.status(of: path == "/" ? "/" + name : path + "/" + name).map(
        Signature.init)
    }
  }

  /// The names whose files differ between this snapshot and `newer`: added, removed or
  /// changed, sorted.
  func changedNames(in newer: FolderSnapshot) -> [String] {
    let names = Set(entries.keys).union(newer.entries.keys)
    return names.filter { entries[$0] != newer.entries[$0] }.sorted()
  }

  /// The path of `name` in `folder`, as the watchers report it (`name` alone in `.`).
  static func path(_ name: String, in folder: String) -> String {
    folder == "." ? name : (folder == "/" ? "/" + name : folder + "/" + name)
  }
}
