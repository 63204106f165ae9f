import Platform

/// A JSON file parsed with json-c, with its source text kept for locations and code frames.
public struct JSONDocument: Sendable {
  /// The deepest nesting of arrays and objects accepted unless a caller says otherwise.
  public static let defaultMaxDepth = 512

  /// A key written twice in one object. JSON allows it (the later value wins); token files don't.
  public struct DuplicateKey: Sendable, Equatable {
    /// The member's pointer (the object's path plus the key).
    public var pointer: JSONPointer
    /// Where the key is first written.
    public var first: SourceLocation
    /// Where it is written again.
    public var second: SourceLocation
  }

  /// The path shown in locations.
  public var path: String { source.path }
  /// The parsed value.
  public let root: JSONValue
  /// Keys repeated within one object, in source order.
  public let duplicateKeys: [DuplicateKey]
  let source: SourceText
  private let maxDepth: Int

  /// Parses JSON text. A UTF-8 byte order mark is accepted and ignored.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - path: The path to show in locations.
  ///   - maxDepth: The deepest nesting accepted.
  /// - Throws: ``JSONSyntaxError`` with the location of the first problem.
  public init(bytes: [UInt8], path: String, maxDepth: Int = JSONDocument.defaultMaxDepth)
    throws(JSONSyntaxError)
  {
    var text = bytes
    if text.starts(with: [0xEF, 0xBB, 0xBF]) { text.removeFirst(3) }
    let source = SourceText(path: path, bytes: text)
    // The scanner speaks first: it has the precise words and place for a problem.
    switch JSONScanner.validate(text, maxDepth: maxDepth) {
    case .success(let duplicates):
      let places = source.locations(
        ofOffsets: duplicates.flatMap { [$0.firstOffset, $0.secondOffset] }, in: text)
      self.duplicateKeys = duplicates.enumerated().map { index, duplicate in
        DuplicateKey(
          pointer: duplicate.pointer, first: places[2 * index], second: places[2 * index + 1])
      }
    case .failure(let problem):
      throw JSONSyntaxError(
        message: problem.message, location: source.location(ofOffset: problem.offset, in: text))
    }
    switch JSONCParser.parse(text, maxDepth: maxDepth) {
    case .success(let value):
      self.root = value
    case .failure(let failure):
      throw JSONSyntaxError(failure, in: source, text: text, maxDepth: maxDepth)
    }
    self.source = source
    self.maxDepth = maxDepth
  }

  /// Reads and parses a file.
  /// - Throws: ``JSONLoadError`` when the file cannot be read or is not valid JSON.
  public init(
    contentsOf path: String, maxDepth: Int = JSONDocument.defaultMaxDepth, maxBytes: Int = .max
  )
    throws(JSONLoadError)
  {
    let bytes: [UInt8]
    do {
      bytes = try SourceReader.read(path, limit: maxBytes)
    } catch {
      throw .unreadable(error)
    }
    do {
      try self.init(bytes: bytes, path: path, maxDepth: maxDepth)
    } catch {
      // A file that does not even open an object or array is not JSON: none of its bytes are
      // quoted back (it may be `/etc/passwd` or a secret a `$ref` was pointed at).
      var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
      if start < bytes.count, bytes[start] != UInt8(ascii: "{"), bytes[start] != UInt8(ascii: "[") {
        throw .syntax(
          JSONSyntaxError(
            message: "the file is not JSON: it does not start with { or [ (its text is not shown)",
            location: SourceLocation(file: path, line: 1, column: 1)))
      }
      throw .syntax(error)
    }
  }

  /// Where each pointer is written: the member's key when the pointer names an object member
  /// (`keys: true`), else the value. A pointer absent from the text falls back to its nearest
  /// ancestor that is present.
  public func locations(of pointers: Set<JSONPointer>, keys: Bool = true) -> [JSONPointer:
    SourceLocation]
  {
    guard !pointers.isEmpty else { return [:] }
    let bytes = source.bytes
    var positions = JSONScanner.locate(pointers, in: bytes, maxDepth: maxDepth)
    // Only the pointers absent from the text need their ancestors looked up.
    let missing = pointers.filter { positions[$0] == nil }
    // A token read from the classic form (`value`, `type`) is placed where those are written.
    var twins: [JSONPointer: JSONPointer] = [:]
    if !missing.isEmpty {
      var ancestors = Set<JSONPointer>()
      for pointer in missing {
        if let twin = Self.classicTwin(of: pointer) {
          twins[pointer] = twin
          ancestors.insert(twin)
        }
        var ancestor = pointer.parent
        while let current = ancestor, ancestors.insert(current).inserted {
          ancestor = current.parent
        }
      }
      positions.merge(JSONScanner.locate(ancestors, in: bytes, maxDepth: maxDepth)) { first, _ in
        first
      }
      for (pointer, twin) in twins {
        if let position = positions[twin] { positions[pointer] = position }
      }
    }
    // Each pointer's offset (its own, else its nearest written ancestor's), then all located in one walk.
    var placed: [JSONPointer] = []
    var offsets: [Int] = []
    placed.reserveCapacity(pointers.count)
    offsets.reserveCapacity(pointers.count)
    var result: [JSONPointer: SourceLocation] = [:]
    result.reserveCapacity(pointers.count)
    for pointer in pointers {
      var candidate: JSONPointer? = pointer
      while let current = candidate {
        if let position = positions[current] {
          placed.append(pointer)
          offsets.append(keys ? (position.keyOffset ?? position.valueOffset) : position.valueOffset)
          break
        }
        candidate = current.parent
      }
      if candidate == nil { result[pointer] = SourceLocation(file: path, line: 1, column: 1) }
    }
    for (pointer, location) in zip(placed, source.locations(ofOffsets: offsets, in: bytes)) {
      result[pointer] = location
    }
    return result
  }

  /// The pointer with `$value` and `$type` written as Tokens Studio's `value` and `type`, or
  /// `nil` when it has neither.
  static func classicTwin(of pointer: JSONPointer) -> JSONPointer? {
    guard pointer.tokens.contains(where: { $0 == "$value" || $0 == "$type" }) else { return nil }
    return JSONPointer(
      tokens: pointer.tokens.map { $0 == "$value" ? "value" : $0 == "$type" ? "type" : $0 })
  }

  /// Where one pointer is written; see ``locations(of:keys:)``.
  public func location(of pointer: JSONPointer, key: Bool = true) -> SourceLocation {
    locations(of: [pointer], keys: key)[pointer] ?? SourceLocation(file: path, line: 1, column: 1)
  }

  /// The code frame for a location in this document.
  public func codeFrame(at location: SourceLocation) -> String? {
    source.codeFrame(at: location)
  }
}

/// Why a JSON file could not be loaded.
public enum JSONLoadError: Error, Sendable, Equatable {
  /// The file could not be read.
  case unreadable(FileFailure)
  /// The file is not valid JSON.
  case syntax(JSONSyntaxError)

  /// The finding as a diagnostic.
  public var diagnostic: Diagnostic {
    switch self {
    case .unreadable(let failure):
      Diagnostic(
        .error, rule: .fileUnreadable, message: "cannot read \(failure.path): \(failure.reason)",
        location: SourceLocation(file: failure.path, line: 1, column: 1),
        hint: "check the path and that the file is readable")
    case .syntax(let error):
      error.diagnostic
    }
  }
}

extension JSONLoadError: CustomStringConvertible {
  /// Why, in words: the system's reason for an unreadable file, or `line:col: message`.
  public var description: String {
    switch self {
    case .unreadable(let failure): failure.reason
    case .syntax(let error): "\(error.location.line):\(error.location.column): \(error.message)"
    }
  }
}

/// A JSON grammar error at a location.
public struct JSONSyntaxError: Error, Sendable, Equatable {
  /// What is wrong.
  public var message: String
  /// Where.
  public var location: SourceLocation
  init(message: String, location: SourceLocation) {
    self.message = message
    self.location = location
  }

  init(_ failure: JSONCParser.Failure, in source: SourceText, text: [UInt8], maxDepth: Int) {
    // json-c names the class of problem and where it stopped; the scanner has the precise
    // words and place (a NUL inside a string, a raw tab, a number form), so it speaks first.
    if case .failure(let problem) = JSONScanner.validate(text, maxDepth: maxDepth) {
      self.init(
        message: problem.message, location: source.location(ofOffset: problem.offset, in: text))
      return
    }
    let message: String
    var offset = failure.offset
    switch failure.kind {
    case .depth:
      message = "nesting is deeper than the limit of \(maxDepth) levels (raise it with --max-depth)"
    case .unexpectedEnd:
      message = "unexpected end of input: the file ends inside a value (is it truncated?)"
      offset = text.count
    case .invalidUTF8:
      message = "invalid UTF-8: the file must be saved as UTF-8 text"
    case .syntax(let description):
      message = description
    }
    self.init(message: message, location: source.location(ofOffset: offset, in: text))
  }

  /// The error as a diagnostic.
  public var diagnostic: Diagnostic {
    Diagnostic(
      .error, rule: .jsonSyntax, message: message, location: location,
      hint: "fix the JSON at this place; token files must be strict JSON (RFC 8259)")
  }
}
