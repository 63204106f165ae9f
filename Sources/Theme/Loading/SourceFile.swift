/// A text file read once for code frames.
public struct SourceFile: Sendable {
  private let text: SourceText

  /// Reads a file; `nil` when it cannot be read.
  public init?(path: String) {
    guard var bytes = try? FileSystem.read(path) else { return nil }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    text = SourceText(path: path, bytes: bytes)
  }

  /// The line of a location with a caret under its column (long lines cut to a window).
  public func codeFrame(at location: SourceLocation) -> String? {
    text.codeFrame(at: location)
  }
}
