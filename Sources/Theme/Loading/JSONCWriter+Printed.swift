internal import CJSONC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension JSONCWriter {
  /// A value json-c has printed once, kept as its text indented for one level, to be added to
  /// any document wherever an equal value sits at that level. json-c then copies the text in
  /// place of building, printing and freeing the value again. Safe to share between threads and
  /// documents: each document holds a reference while it needs the text.
  ///
  /// ```swift
  /// let color = JSONCWriter.Printed(level: writer.level) { color in
  ///   color.beginObject()
  ///   color.add("hex", "#ffffff")
  ///   color.end()
  /// }
  /// writer.add("background", color)
  /// ```
  public final class Printed: Sendable {
    /// The level (objects and arrays open around it) the text is indented for.
    public let level: Int
    /// The text json-c printed, each line after the first indented by two spaces a level.
    public let text: [UInt8]

    /// Has json-c print the value `build` adds to an empty writer, as it would print it at
    /// `level` of a document.
    public init(level: Int, _ build: (inout JSONCWriter) -> Void) {
      var writer = JSONCWriter()
      build(&writer)
      self.level = level
      text = Self.indented(writer.bytes(), level: level)
    }

    /// A json-c object that prints as the text, holding a reference to it until json-c frees
    /// the object.
    func object() -> OpaquePointer? {
      guard let object = json_object_new_boolean(0) else { return nil }
      json_object_set_serializer(
        object, printedSerializer, Unmanaged.passRetained(self).toOpaque(), printedRelease)
      return object
    }

    /// `text` with `2 × level` spaces after each line break.
    static func indented(_ text: [UInt8], level: Int) -> [UInt8] {
      let newline = Int32(UInt8(ascii: "\n"))
      let pad = 2 * level
      guard pad > 0 else { return text }
      return text.withUnsafeBufferPointer { source in
        guard let start = source.baseAddress, source.count > 0 else { return text }
        let end = start + source.count
        var lines = 0
        var cursor = start
        while let found = memchr(cursor, newline, end - cursor) {
          lines += 1
          cursor = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
        }
        return [UInt8](unsafeUninitializedCapacity: source.count + lines * pad) { result, count in
          var to = result.baseAddress!
          var from = start
          while from < end {
            let line = memchr(from, newline, end - from).map {
              UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) + 1
            } ?? end
            to.initialize(from: from, count: line - from)
            to += line - from
            if line[-1] == UInt8(newline) {
              to.initialize(repeating: UInt8(ascii: " "), count: pad)
              to += pad
            }
            from = line
          }
          count = to - result.baseAddress!
        }
      }
    }
  }
}

/// json-c's serializer for a printed value: appends its text.
private func printedSerializer(
  _ object: OpaquePointer?, _ buffer: UnsafeMutablePointer<printbuf>?, _ level: Int32, _ flags: Int32
) -> Int32 {
  guard let userdata = json_object_get_userdata(object) else { return -1 }
  let printed = Unmanaged<JSONCWriter.Printed>.fromOpaque(userdata).takeUnretainedValue()
  return printed.text.withUnsafeBufferPointer { bytes in
    bytes.withMemoryRebound(to: CChar.self) {
      printbuf_memappend(buffer, $0.baseAddress, Int32(clamping: $0.count))
    }
  }
}

/// json-c's release of a printed value's object: lets go of the text.
private func printedRelease(_ object: OpaquePointer?, _ userdata: UnsafeMutableRawPointer?) {
  guard let userdata else { return }
  Unmanaged<JSONCWriter.Printed>.fromOpaque(userdata).release()
}
