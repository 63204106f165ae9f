import Foundation

@testable import Theme

/// A token folder copied into a temporary folder (writable, whatever the original's
/// permissions), migrated there and its outputs written, as `sptheme migrate --write` would.
struct MigrationCopy {
  /// The temporary folder holding the copy.
  var root: String
  /// The migrated folder (or the folder of the migrated file) inside it.
  var folder: String
  /// What the migration made.
  var result: ProjectMigration.Result

  /// Copies `source` (a folder, or a single-file export) and migrates the copy; `write: false`
  /// leaves the outputs unwritten.
  init(_ source: String, write: Bool = true) throws {
    root = NSTemporaryDirectory() + "sptheme-modes-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    var isFolder: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: source, isDirectory: &isFolder)
    let name = (source as NSString).lastPathComponent
    if isFolder.boolValue {
      folder = root + "/" + name
      try FileManager.default.copyItem(atPath: source, toPath: folder)
      try Self.makeWritable(folder)
      result = try ProjectMigration.migrate(folder: folder)
    } else {
      folder = root
      try FileManager.default.copyItem(atPath: source, toPath: root + "/" + name)
      try Self.makeWritable(root)
      result = ProjectMigration.migrate(
        singleFile: try JSONDocument(contentsOf: root + "/" + name))
    }
    if write { try Self.write(result) }
  }

  /// Writes a migration's outputs where it says, making folders as needed.
  static func write(_ result: ProjectMigration.Result) throws {
    for output in result.outputs {
      try FileManager.default.createDirectory(
        atPath: (output.path as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try output.text.write(toFile: output.path, atomically: true, encoding: .utf8)
    }
  }

  /// Removes the copy.
  func remove() {
    try? FileManager.default.removeItem(atPath: root)
  }

  /// The resolver's modifiers as written: each name with its contexts, in order.
  static func modifiers(ofResolver path: String) throws -> [String] {
    let document = try JSONDocument(contentsOf: path)
    let modifiers = document.root.object?["modifiers"]?.object ?? JSONObject()
    return modifiers.members.map { member in
      let contexts = member.value.object?["contexts"]?.object?.keys ?? []
      return "\(member.key)(\(contexts.joined(separator: ", ")))"
    }
  }

  /// The resolver's sets, in order.
  static func sets(ofResolver path: String) throws -> [String] {
    try JSONDocument(contentsOf: path).root.object?["sets"]?.object?.keys ?? []
  }

  /// The files one context of a resolver names, in order.
  static func context(_ name: String, of modifier: String, inResolver path: String) throws
    -> [String]
  {
    let document = try JSONDocument(contentsOf: path)
    let sources =
      document.root.object?["modifiers"]?.object?[modifier]?.object?["contexts"]?.object?[name]?
      .array ?? []
    return sources.compactMap { $0.object?["$ref"]?.string }
  }

  private static func makeWritable(_ path: String) throws {
    let manager = FileManager.default
    try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    for item in manager.enumerator(atPath: path)?.compactMap({ $0 as? String }) ?? [] {
      var isFolder: ObjCBool = false
      _ = manager.fileExists(atPath: path + "/" + item, isDirectory: &isFolder)
      try manager.setAttributes(
        [.posixPermissions: isFolder.boolValue ? 0o755 : 0o644], ofItemAtPath: path + "/" + item)
    }
  }
}
