import Testing

@testable import Theme

/// A key holding U+0000, however it is written, is an error at the key: json-c cuts a key at
/// U+0000 (`"$value\u0000"` read as `$value`), so without this a reviewer and SPTheme would
/// read different tokens. Other control characters are kept whole (json-c agrees with every
/// reader on them) and read back exactly.
@Suite struct ControlKeyTests {
  /// Keys as written in the JSON text (between their quotes) that hold U+0000.
  static let refused = [
    #"$value\u0000"#, #"$value\u0000x"#, #"\u0000"#, #"\u0000$value"#, #"$type\u0000\u0000"#,
    #"a\u0000b\u0000c"#, #"\ud83d\ude00\u0000"#, #"a\nb\u0000"#,
  ]

  /// A token file whose `$value` member's key is `key`, on line 3 at column 5.
  static func document(_ key: String) -> String {
    "{\n  \"color\": {\n    \"\(key)\": \"#ffffff\",\n    \"$type\": \"color\"\n  }\n}\n"
  }

  @Test(arguments: refused)
  func aNulInAKeyIsAnErrorAtTheKey(_ key: String) {
    do {
      let document = try JSONDocument(bytes: Array(Self.document(key).utf8), path: "t.json")
      Issue.record("read as \(document.root)")
    } catch {
      #expect(error.location.file == "t.json")
      #expect(error.location.line == 3 && error.location.column == 5, "\(error.location)")
      #expect(error.message.contains("holds a NUL character (U+0000)"), "\(error.message)")
      #expect(error.message.contains("rename the key"))
    }
  }

  /// The message shows the key with its control characters escaped, never raw.
  @Test func theKeyIsShownEscaped() throws {
    let error = #expect(throws: JSONSyntaxError.self) {
      try JSONDocument(bytes: Array(Self.document(#"$value\u0000\u001b"#).utf8), path: "t.json")
    }
    let message = error?.message ?? ""
    #expect(message.hasPrefix(#"the key "$value\u0000\u001b" holds"#), "\(message)")
    #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
  }

  struct Kept: Sendable, CustomTestStringConvertible {
    var written: String
    var read: String
    var testDescription: String { written }
  }

  /// Keys that hold other control characters, or escapes near U+0000, are read whole: the key
  /// json-c gives is the key the text holds, to its last character.
  static let kept = [
    Kept(written: #"$value"#, read: "$value"),
    Kept(written: #"a\nb"#, read: "a\nb"),
    Kept(written: #"a\tb"#, read: "a\tb"),
    Kept(written: #"x\u001b[31my"#, read: "x\u{1B}[31my"),
    Kept(written: #"a\u0001b"#, read: "a\u{1}b"),
    Kept(written: #"a\u007Fb"#, read: "a\u{7F}b"),
    Kept(written: #"a\u0085b"#, read: "a\u{85}b"),
    Kept(written: #"a\u0020b"#, read: "a b"),
    Kept(written: #"a\/b"#, read: "a/b"),
    Kept(written: #"\\u0000"#, read: #"\u0000"#),
  ]

  @Test(arguments: kept)
  func otherKeysAreReadWhole(_ key: Kept) throws {
    let document = try JSONDocument(bytes: Array(Self.document(key.written).utf8), path: "t.json")
    let color = document.root.object?["color"]?.object
    #expect(color?.members.map(\.key) == [key.read, "$type"])
  }

  /// U+0000 in a value is no key: it is read whole.
  @Test func aNulInAValueIsRead() throws {
    let value = try JSONDocument(bytes: Array(#"{"a": "x\u0000y\n"}"#.utf8), path: "v.json")
    #expect(value.root.object?["a"]?.string == "x\u{0}y\n")
  }
}
