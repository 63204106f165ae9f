import Theme

/// Code frames for diagnostics, each file read once however many findings point into it.
final class CodeFrames {
  private var files: [String: SourceFile?] = [:]

  func frame(at location: SourceLocation) -> String? {
    if files[location.file] == nil { files[location.file] = .some(SourceFile(path: location.file)) }
    return files[location.file]??.codeFrame(at: location)
  }
}
