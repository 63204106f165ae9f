import Platform
import Render

extension DocsReport {
  /// Writes the site's files under `out`, each atomically, making the folders they need.
  ///
  /// - Throws: ``FileFailure`` for the first folder or file that cannot be written.
  public func writeFiles(under out: String) throws(FileFailure) {
    var folders = Set<String>()
    for file in files {
      let path = out + "/" + file.path
      let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
        separator: "/")
      if folders.insert(folder).inserted { try FileSystem.createFolder(folder) }
      try FileSystem.write(file.contents, to: path)
    }
  }
}
