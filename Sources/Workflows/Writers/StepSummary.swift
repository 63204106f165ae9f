import Platform

extension GitHubAnnotations {
  /// Appends Markdown to the step summary file (`$GITHUB_STEP_SUMMARY`; read, then replaced
  /// atomically).
  ///
  /// - Throws: ``FileFailure`` when the file cannot be read or written.
  public static func appendSummary(_ markdown: String, to path: String) throws(FileFailure) {
    let before = FileSystem.kind(of: path).exists ? try FileSystem.read(path) : []
    var bytes = before
    if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    bytes += Array(markdown.utf8)
    try FileSystem.write(bytes, to: path)
  }
}
