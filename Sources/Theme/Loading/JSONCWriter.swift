internal import CJSONC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Builds a JSON document straight into json-c objects, then has json-c write it as text
/// indented by two spaces: byte for byte the text of ``JSONValue/serialized(indent:)``.
///
/// Values are added in order: members of the innermost open object under their keys, elements
/// of the innermost open array, and the first value with nothing open is the document.
///
/// ```swift
/// var writer = JSONCWriter()
/// writer.beginObject()
/// writer.add("name", "Studio")
/// writer.beginArray("sizes")
/// writer.append(17)
/// writer.end()
/// writer.end()
/// let text = writer.text()
/// ```
///
/// json-c prints the tree (`JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED |
/// JSON_C_TO_STRING_NOSLASHESCAPE`). Where its own printing differs from SPTheme's canonical
/// form, the node gets a fixed text through json-c's user-data serializer
/// (`json_object_set_serializer` with `json_object_userdata_to_json_string`), as json-c does
/// itself for `json_object_new_double_s`:
/// - numbers that are not whole: Swift's shortest exact form instead of json-c's `%.17g`;
/// - empty objects and arrays: `{}` and `[]` instead of a line break inside;
/// - strings with `\b`, `\f`, DEL, U+2028, U+2029 or `</`, which SPTheme escapes differently;
/// - objects with such a key (keys cannot carry a serializer), written whole.
public struct JSONCWriter: ~Copyable {
  /// A member's key: a string literal, whose text json-c uses in place, or any string, which
  /// json-c copies.
  public struct Key: ExpressibleByStringLiteral {
    fileprivate enum Storage {
      case constant(StaticString)
      case copied(String)
    }
    fileprivate let storage: Storage

    /// A key written as a literal.
    public init(stringLiteral value: StaticString) {
      storage = value.hasPointerRepresentation ? .constant(value) : .copied(value.description)
    }

    /// A key made at run time.
    public init(_ text: String) {
      storage = .copied(text)
    }
  }

  /// The document, once its first value is added.
  private var root: OpaquePointer?
  /// The objects and arrays begun and not yet ended, outermost first.
  private var open: [OpaquePointer] = []

  /// An empty writer.
  public init() {
    open.reserveCapacity(8)
  }

  deinit {
    if let root { json_object_put(root) }
  }

  // MARK: Members of an object

  /// Adds a string member to the open object.
  public mutating func add(_ key: Key, _ text: String) {
    attach(Self.string(text, level: open.count), key)
  }
  /// Adds a number member to the open object (`null` if it is not finite).
  public mutating func add(_ key: Key, _ number: Double) { attach(Self.number(number), key) }
  /// Adds a Boolean member to the open object.
  public mutating func add(_ key: Key, _ flag: Bool) {
    attach(json_object_new_boolean(flag ? 1 : 0), key)
  }
  /// Adds a `null` member to the open object.
  public mutating func addNull(_ key: Key) { attach(nil, key) }
  /// Adds a value printed before as a member of the open object.
  public mutating func add(_ key: Key, _ printed: Printed) { attach(printed.object(), key) }
  /// Begins an object as a member of the open object.
  public mutating func beginObject(_ key: Key) { begin(json_object_new_object(), key) }
  /// Begins an array as a member of the open object, with room for `capacity` elements.
  public mutating func beginArray(_ key: Key, capacity: Int = 4) {
    begin(Self.array(capacity), key)
  }

  // MARK: Elements of an array (or the document)

  /// Appends a string to the open array.
  public mutating func append(_ text: String) { attach(Self.string(text, level: open.count), nil) }
  /// Appends a number to the open array (`null` if it is not finite).
  public mutating func append(_ number: Double) { attach(Self.number(number), nil) }
  /// Appends a Boolean to the open array.
  public mutating func append(_ flag: Bool) { attach(json_object_new_boolean(flag ? 1 : 0), nil) }
  /// Appends `null` to the open array.
  public mutating func appendNull() { attach(nil, nil) }
  /// Appends a value printed before to the open array.
  public mutating func append(_ printed: Printed) { attach(printed.object(), nil) }
  /// Begins an object in the open array, or as the document.
  public mutating func beginObject() { begin(json_object_new_object(), nil) }
  /// Begins an array in the open array, or as the document, with room for `capacity` elements.
  public mutating func beginArray(capacity: Int = 4) { begin(Self.array(capacity), nil) }

  // MARK: Ending

  /// Ends the innermost open object or array.
  public mutating func end() {
    guard let container = open.popLast() else { return }
    if json_object_get_type(container) == json_type_array {
      if json_object_array_length(container) == 0 {
        Self.fix(container, as: "[]", level: open.count)
      }
    } else if json_object_object_length(container) == 0 {
      Self.fix(container, as: "{}", level: open.count)
    }
  }

  /// The level a value added now sits at: how many objects and arrays are open around it.
  public var level: Int { open.count }

  /// The document's text (`null` when nothing was added), without a final newline unless
  /// asked for one.
  public func text(endingWithNewline: Bool = false) -> String {
    withPrinted { bytes in
      guard endingWithNewline else { return String(decoding: bytes, as: UTF8.self) }
      return String(unsafeUninitializedCapacity: bytes.count + 1) { buffer in
        _ = buffer.initialize(from: bytes)
        buffer[bytes.count] = UInt8(ascii: "\n")
        return bytes.count + 1
      }
    }
  }

  /// The document's text as bytes (`null` when nothing was added).
  func bytes() -> [UInt8] {
    withPrinted { Array($0) }
  }

  /// Calls `body` with the text json-c prints for the document (`null` when nothing was added).
  private func withPrinted<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    guard let root else { return Self.null.withUnsafeBytes(body) }
    var length = 0
    let text = json_object_to_json_string_length(root, Self.printFlags, &length)
    return body(UnsafeRawBufferPointer(start: text, count: text == nil ? 0 : length))
  }

  private static let null = Array("null".utf8)

  /// How json-c prints: indented by two spaces, a space after colons, `/` as it is.
  private static let printFlags =
    JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED | JSON_C_TO_STRING_NOSLASHESCAPE

  // MARK: json-c objects

  /// Adds a json-c object (`nil` is `null`) under a key, or as an element, or as the document.
  mutating func attach(_ object: OpaquePointer?, _ key: Key?) {
    guard let parent = open.last else {
      if let root { json_object_put(root) }
      root = object
      return
    }
    guard let key else {
      json_object_array_add(parent, object)
      return
    }
    switch key.storage {
    case .constant(let literal):
      // The literal's text outlives the object; the writer's keys are new by contract.
      let flags = JSON_C_OBJECT_ADD_KEY_IS_NEW | JSON_C_OBJECT_ADD_CONSTANT_KEY
      _ = literal.utf8Start.withMemoryRebound(
        to: CChar.self, capacity: literal.utf8CodeUnitCount + 1
      ) {
        json_object_object_add_ex(parent, $0, object, UInt32(flags))
      }
    case .copied(let text):
      _ = json_object_object_add(parent, text, object)
    }
  }

  /// Adds an object or array and leaves it open.
  private mutating func begin(_ container: OpaquePointer?, _ key: Key?) {
    attach(container, key)
    if let container { open.append(container) }
  }

  /// Adds a value json-c prints as the given text (indented to where it sits).
  private mutating func addVerbatim(_ text: String, _ key: Key?) {
    let object = json_object_new_object()
    Self.fix(object, as: text, level: open.count)
    attach(object, key)
  }

  private static func string(_ text: String, level: Int) -> OpaquePointer? {
    var text = text
    return text.withUTF8 { bytes in
      let object = bytes.withMemoryRebound(to: CChar.self) {
        json_object_new_string_len($0.baseAddress, Int32(clamping: $0.count))
      }
      if needsOwnEscaping(bytes) {
        fix(
          object, as: JSONValue.string(String(decoding: bytes, as: UTF8.self)).serialized(),
          level: level)
      }
      return object
    }
  }

  private static func array(_ capacity: Int) -> OpaquePointer? {
    json_object_new_array_ext(Int32(clamping: max(capacity, 1)))
  }

  private static func number(_ number: Double) -> OpaquePointer? {
    guard number.isFinite else { return nil }
    if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
      return json_object_new_int64(Int64(number))
    }
    return JSONValue.format(number).withCString { json_object_new_double_s(number, $0) }
  }

  /// Whether json-c would escape UTF-8 text differently from ``JSONValue/serialized(indent:)``.
  private static func needsOwnEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    // Printable ASCII without "</" is the usual text: one pass over its bytes decides.
    var lessThan = false
    var plain = true
    for byte in bytes {
      if byte < 0x20 || byte >= 0x7F || (lessThan && byte == UInt8(ascii: "/")) {
        plain = false
        break
      }
      lessThan = byte == UInt8(ascii: "<")
    }
    if plain { return false }
    var previous: Unicode.Scalar = " "
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      switch scalar {
      case "\u{8}", "\u{C}", "\u{7F}", "\u{2028}", "\u{2029}": return true
      case "/" where previous == "<": return true
      default: previous = scalar
      }
    }
    return false
  }

  /// Makes json-c print `text` (indented for `level`) for this node.
  private static func fix(_ object: OpaquePointer?, as text: String, level: Int) {
    guard let object else { return }
    var indented = Printed.indented(Array(text.utf8), level: level)
    indented.append(0)
    guard let copy = indented.withUnsafeBufferPointer({ $0.withMemoryRebound(to: CChar.self) { strdup($0.baseAddress!) } })
    else { return }
    json_object_set_serializer(
      object, json_object_userdata_to_json_string, copy, json_object_free_userdata)
  }
}

extension JSONCWriter {
  /// The value as JSON text indented by two spaces, written by json-c.
  static func serialize(_ value: JSONValue) -> String {
    var writer = JSONCWriter()
    writer.add(value, nil)
    return writer.text()
  }

  /// Adds a parsed value under a key, or as an element, or as the document.
  private mutating func add(_ value: JSONValue, _ key: Key?) {
    switch value {
    case .null: attach(nil, key)
    case .bool(let flag): attach(json_object_new_boolean(flag ? 1 : 0), key)
    case .number(let number): attach(Self.number(number), key)
    case .string(let text): attach(Self.string(text, level: open.count), key)
    case .array(let elements):
      begin(Self.array(elements.count), key)
      for element in elements { add(element, nil) }
      end()
    case .object(let members):
      if members.members.contains(where: { member in
        var text = member.key
        return text.withUTF8(Self.needsOwnEscaping)
      }) {
        addVerbatim(value.serialized(indent: 2), key)
        return
      }
      begin(json_object_new_object(), key)
      for member in members.members { add(member.value, Key(member.key)) }
      end()
    }
  }
}

extension JSONValue {
  /// The value as JSON text indented by two spaces, written by json-c; the same bytes as
  /// ``serialized(indent:)`` with `indent: 2`.
  public func serializedWithJSONC() -> String {
    JSONCWriter.serialize(self)
  }
}
