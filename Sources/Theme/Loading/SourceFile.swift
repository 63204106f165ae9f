import Platform

/// A text file read once for code frames.
public struct SourceFile: Sendable {
  private let text: SourceText

  /// Reads a file; `nil` when it cannot be read, or when it is not JSON at all.
  ///
  /// A file whose first character (after a BOM and white space) opens no JSON object or array
  /// is not a token file, so its lines are never shown: a `$ref` to `/etc/passwd` or a CI
  /// secret must not print its first line in a code frame.
  ///
  /// A file over `limit` bytes (the default `--max-file-size`) is not read: its findings are
  /// printed without a frame, so an 8 GB file is never read whole to show one line.
  public init?(path: String, limit: Int = TokenOptions().maxFileBytes) {
    guard var bytes = try? SourceReader.read(path, limit: limit) else { return nil }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return nil }
    text = SourceText(path: path, bytes: bytes)
  }

  /// The line of a location with a caret under its column (long lines cut to a window).
  public func codeFrame(at location: SourceLocation) -> String? {
    text.codeFrame(at: location)
  }
}
