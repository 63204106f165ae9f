import Platform

/// Reads the files a brand is made of: a built-in brand's from the binary (a path that starts
/// with `builtin:`), any other from disk through ``FileSystem``.
enum SourceReader {
  /// A whole file's bytes; refuses folders and files larger than `limit` bytes.
  static func read(_ path: String, limit: Int = .max) throws(FileFailure) -> [UInt8] {
    guard BuiltInBrands.isBuiltIn(path) else { return try FileSystem.read(path, limit: limit) }
    guard let text = BuiltInBrands.text(at: path) else {
      let folder = BuiltInBrands.kind(of: path).isFolder
      throw FileFailure(
        path: path,
        reason: folder
          ? "is a folder, not a file"
          : "no such built-in file (the built-in brands are \(BuiltInBrands.names.joined(separator: ", ")))"
      )
    }
    let bytes = Array(text.utf8)
    guard bytes.count <= limit else {
      throw FileFailure(
        path: path,
        reason:
          "is \(bytes.count) bytes, larger than the limit of \(limit) bytes (raise it with --max-file-size)"
      )
    }
    return bytes
  }

  /// Whether a path exists, and whether it is a folder.
  static func kind(of path: String) -> (exists: Bool, isFolder: Bool) {
    BuiltInBrands.isBuiltIn(path) ? BuiltInBrands.kind(of: path) : FileSystem.kind(of: path)
  }

  /// The names in a folder (without `.` and `..`), sorted.
  static func contents(ofFolder path: String) throws(FileFailure) -> [String] {
    guard BuiltInBrands.isBuiltIn(path) else { return try FileSystem.contents(ofFolder: path) }
    guard let names = BuiltInBrands.contents(ofFolder: path) else {
      throw FileFailure(path: path, reason: "no such built-in folder")
    }
    return names
  }
}
