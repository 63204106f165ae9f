import Theme

/// Code frames for the text writers' findings (``DiagnosticFormatter``), each file read once
/// however many findings point into it. One per run: it keeps the files it has read.
public final class CodeFrames {
  private var files: [String: SourceFile?] = [:]

  /// Creates an empty one.
  public init() {}

  /// The lines around `location`, with a marker under its column; `nil` when the file cannot be
  /// read.
  public func frame(at location: SourceLocation) -> String? {
    if files[location.file] == nil { files[location.file] = .some(SourceFile(path: location.file)) }
    return files[location.file]??.codeFrame(at: location)
  }
}
