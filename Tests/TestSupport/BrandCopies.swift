import Foundation
import Testing

/// Copies of the shipped brands in temporary folders, for breaking on purpose, and the one edit
/// the tests make to their files.
public enum BrandCopies {
  /// A copy of the shipped brand `name` (from `tokens/`) in a new temporary folder, renamed
  /// `newName` (its resolver too); the caller removes the folder above it.
  public static func copy(_ name: String, as newName: String) throws -> String {
    let folder = try TestPaths.temporaryFolder() + "/" + newName
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/tokens/" + name, toPath: folder)
    if newName != name {
      try FileManager.default.moveItem(
        atPath: folder + "/\(name).resolver.json", toPath: folder + "/\(newName).resolver.json")
    }
    return folder
  }

  /// Replaces the first occurrence of `old` in a file; records an issue when it is not there.
  public static func edit(
    _ path: String, replacing old: String, with new: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    guard let range = text.range(of: old) else {
      Issue.record("\(old) not found in \(path)", sourceLocation: sourceLocation)
      return
    }
    try text.replacingCharacters(in: range, with: new).write(
      toFile: path, atomically: true, encoding: .utf8)
  }
}
