import Testing

@testable import Theme

/// A key holding a control character, however it is written, is an error at the key: json-c
/// cuts a key at U+0000 (`"$value\u0000"` read as `$value`), so without this a reviewer and
/// SPTheme would read different tokens.
@Suite struct ControlKeyTests {
  struct Key: CustomTestStringConvertible, Sendable {
    /// The key as written in the JSON text (between its quotes).
    var written: String
    /// The character named in the message.
    var code: String
    var testDescription: String { written }
  }

  static let refused: [Key] = [
    Key(written: #"$value\u0000"#, code: "U+0000"),
    Key(written: #"$value\u0000x"#, code: "U+0000"),
    Key(written: #"\u0000"#, code: "U+0000"),
    Key(written: #"$type\u0001"#, code: "U+0001"),
    Key(written: #"a\nb"#, code: "U+000A"),
    Key(written: #"a\tb"#, code: "U+0009"),
    Key(written: #"a\rb"#, code: "U+000D"),
    Key(written: #"a\bb"#, code: "U+0008"),
    Key(written: #"a\fb"#, code: "U+000C"),
    Key(written: #"a\u001fb"#, code: "U+001F"),
    Key(written: #"a\u007Fb"#, code: "U+007F"),
    Key(written: #"a\u0085b"#, code: "U+0085"),
    Key(written: "a\u{85}b", code: "U+0085"),
    Key(written: "a\u{7F}b", code: "U+007F"),
  ]

  /// A token file whose `$value` member's key is `key`, on line 3 at column 5.
  static func document(_ key: String) -> String {
    "{\n  \"color\": {\n    \"\(key)\": \"#ffffff\",\n    \"$type\": \"color\"\n  }\n}\n"
  }

  @Test(arguments: refused)
  func aControlCharacterInAKeyIsAnErrorAtTheKey(_ key: Key) {
    do {
      let document = try JSONDocument(bytes: Array(Self.document(key.written).utf8), path: "t.json")
      Issue.record("read as \(document.root)")
    } catch {
      #expect(error.location.file == "t.json")
      #expect(error.location.line == 3 && error.location.column == 5, "\(error.location)")
      #expect(error.message.contains("holds a control character (\(key.code))"), "\(error.message)")
      #expect(error.message.contains("rename the key"))
    }
  }

  /// The message shows the key with its control characters escaped, never raw.
  @Test func theKeyIsShownEscaped() throws {
    let error = #expect(throws: JSONSyntaxError.self) {
      try JSONDocument(bytes: Array(Self.document(#"$value\u0000"#).utf8), path: "t.json")
    }
    #expect(
      error?.message.hasPrefix(#"the key "$value\u0000" holds"#) == true, "\(error?.message ?? "")")
  }

  /// Keys near the edge stay keys: escapes that decode to printable characters, a control
  /// character in a value (not a key), U+00A0.
  static let accepted = [#"$value"#, #"a\u0020b"#, #"a\/b"#, #"\u00a0"#, #"a\u00e9"#, "é"]

  @Test(arguments: accepted)
  func otherKeysAreRead(_ key: String) throws {
    let document = try JSONDocument(bytes: Array(Self.document(key).utf8), path: "t.json")
    #expect(document.root.object?["color"]?.object?.members.count == 2)
    let value = try JSONDocument(bytes: Array(#"{"a": "x\u0000y\n"}"#.utf8), path: "v.json")
    #expect(value.root.object?["a"]?.string == "x\u{0}y\n")
  }
}
