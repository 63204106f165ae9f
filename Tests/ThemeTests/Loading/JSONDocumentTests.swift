import Testing

@testable import Theme

/// The JSON document layer: strictness beyond json-c, exact messages and locations, duplicate
/// keys, depth limits, pointer locations and code frames.
@Suite struct JSONDocumentTests {
  struct SyntaxCase: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ line: Int, _ column: Int, _ message: String) {
      self.init(name, Array(text.utf8), line, column, message)
    }

    init(_ name: String, _ bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
      self.name = name
      self.bytes = bytes
      self.line = line
      self.column = column
      self.message = message
    }
  }

  static let truncated = "unexpected end of input: the file ends inside a value (is it truncated?)"
  static let invalidUTF8 = "invalid UTF-8: the file must be saved as UTF-8 text"

  static let syntaxCases: [SyntaxCase] = [
    SyntaxCase("truncated inside an object", "{\n  \"a\": {\n    \"$value\": 1", 3, 16, truncated),
    SyntaxCase("truncated after a colon", "{\"a\": ", 1, 7, truncated),
    SyntaxCase(
      "truncated inside a string", "{\"a\": \"abc", 1, 7,
      "unterminated string: the text ends before its closing '\"'"),
    SyntaxCase("empty file", "", 1, 1, truncated),
    SyntaxCase(
      "trailing garbage", "{\"a\": 1}\n  x", 2, 3,
      "found 'x' after the end of the JSON value; nothing may follow it"),
    SyntaxCase(
      "second value", "[1] [2]", 1, 5,
      "found '[' after the end of the JSON value; nothing may follow it"),
    SyntaxCase("leading zero", "{\"a\": 01}", 1, 7, "numbers must not have leading zeros"),
    SyntaxCase("negative leading zero", "[-01]", 1, 2, "numbers must not have leading zeros"),
    SyntaxCase(
      "decimal point without digits", "[2.]", 1, 2, "a decimal point must be followed by a digit"),
    SyntaxCase("leading decimal point", "[.2e1]", 1, 2, "a number must start with a digit or '-'"),
    SyntaxCase("NaN", "{\"a\": NaN}", 1, 7, "NaN and Infinity are not JSON numbers"),
    SyntaxCase("minus Infinity", "[-Infinity]", 1, 2, "NaN and Infinity are not JSON numbers"),
    SyntaxCase(
      "single-quoted value", "{\"a\": 'x'}", 1, 7,
      "strings must use double quotes (\"), not single quotes"),
    SyntaxCase(
      "single-quoted key", "{'a': 1}", 1, 2, "keys must use double quotes (\"), not single quotes"),
    SyntaxCase(
      "raw line break in a string", "{\"a\": \"x\ny\"}", 1, 9,
      "a line break cannot appear raw inside a string; write it as an escape such as \\n or \\t"),
    SyntaxCase(
      "raw tab in a string", "{\"a\": \"x\ty\"}", 1, 9,
      "a tab cannot appear raw inside a string; write it as an escape such as \\n or \\t"),
    SyntaxCase("trailing comma", "{\"a\": 1,}", 1, 9, "a trailing comma is not allowed before '}'"),
    SyntaxCase("invalid UTF-8 byte", [0x22, 0xFF, 0x22], 1, 2, invalidUTF8),
    SyntaxCase(
      "invalid UTF-8 sequence on line 2",
      [0x7B, 0x0A, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D], 2, 6,
      invalidUTF8),
    SyntaxCase(
      "BOM then a bad number on line 1", [0xEF, 0xBB, 0xBF] + Array("{\"a\": 01}".utf8), 1, 7,
      "numbers must not have leading zeros"),
    SyntaxCase(
      "BOM then a bad number on line 2", [0xEF, 0xBB, 0xBF] + Array("{\n  \"a\": 01}".utf8), 2, 8,
      "numbers must not have leading zeros"),
    SyntaxCase(
      "column counts characters, not bytes", "{\"é\": 01}", 1, 7,
      "numbers must not have leading zeros"),
  ]

  @Test(arguments: syntaxCases)
  func refusesWithMessageAndLocation(_ item: SyntaxCase) {
    do {
      let document = try JSONDocument(bytes: item.bytes, path: "brand.tokens.json")
      Issue.record("accepted: \(document.root)")
    } catch {
      #expect(error.message == item.message)
      #expect(
        error.location
          == SourceLocation(file: "brand.tokens.json", line: item.line, column: item.column))
      #expect(error.diagnostic.rule.id == "json/syntax")
      #expect(error.diagnostic.location == error.location)
      #expect(error.diagnostic.hint != nil)
    }
  }

  static let acceptedCases: [(String, JSONValue)] = [
    ("12", .number(12)),
    ("true", .bool(true)),
    ("null", .null),
    ("  \"x\"  \n", .string("x")),
    ("-0.5e2", .number(-50)),
    ("\u{FEFF}{\"a\": 1}", .object(JSONObject([JSONObject.Member(key: "a", value: .number(1))]))),
    (
      "{\"a\": \"\\u0041\\ud83d\\ude00\"}",
      .object(JSONObject([JSONObject.Member(key: "a", value: .string("A😀"))]))
    ),
  ]

  @Test(arguments: acceptedCases)
  func acceptsLoneScalarsAndBOM(_ text: String, _ expected: JSONValue) throws {
    let document = try JSONDocument(bytes: Array(text.utf8), path: "value.json")
    #expect(document.root == expected)
    #expect(document.duplicateKeys.isEmpty)
  }

  // MARK: - Depth

  static func nestedArrays(_ depth: Int, innermost: String = "") -> [UInt8] {
    Array(
      (String(repeating: "[", count: depth) + innermost + String(repeating: "]", count: depth)).utf8
    )
  }

  static func nestedObjects(_ depth: Int) -> [UInt8] {
    Array(
      (String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)).utf8
    )
  }

  @Test(arguments: [1, 32, 33, 500, 511, 512])
  func acceptsNestingUpToTheLimit(_ depth: Int) {
    #expect(JSONDocument.defaultMaxDepth == 512)
    #expect(throws: Never.self) {
      try JSONDocument(bytes: Self.nestedArrays(depth), path: "deep.json")
    }
    #expect(throws: Never.self) {
      try JSONDocument(bytes: Self.nestedArrays(depth, innermost: "1"), path: "deep.json")
    }
    #expect(throws: Never.self) {
      try JSONDocument(bytes: Self.nestedObjects(depth), path: "deep.json")
    }
  }

  @Test(arguments: [513, 600, 100_000])
  func refusesNestingPastTheLimitAtTheFirstLevelTooDeep(_ depth: Int) {
    let message = "nesting is deeper than the limit of 512 levels (raise it with --max-depth)"
    for (bytes, column) in [
      (Self.nestedArrays(depth), 513), (Self.nestedArrays(depth, innermost: "1"), 513),
      (Self.nestedObjects(depth), 512 * 5 + 1),
    ] {
      do {
        _ = try JSONDocument(bytes: bytes, path: "deep.json")
        Issue.record("\(depth) levels were accepted")
      } catch {
        #expect(error.message == message)
        #expect(error.location == SourceLocation(file: "deep.json", line: 1, column: column))
      }
    }
  }

  @Test func honoursACustomDepthLimit() throws {
    _ = try JSONDocument(bytes: Self.nestedArrays(4, innermost: "1"), path: "d.json", maxDepth: 4)
    #expect(throws: JSONSyntaxError.self) {
      try JSONDocument(bytes: Self.nestedArrays(5), path: "d.json", maxDepth: 4)
    }
    do {
      _ = try JSONDocument(bytes: Self.nestedArrays(5), path: "d.json", maxDepth: 4)
    } catch {
      #expect(
        error.message == "nesting is deeper than the limit of 4 levels (raise it with --max-depth)")
      #expect(error.location.column == 5)
    }
  }

  @Test(arguments: [0, 1, 12, 13, 40])
  func membersAppendedWithNewKeysMatchMembersSetByKey(_ count: Int) {
    var appended = JSONObject()
    var set = JSONObject()
    for index in 0..<count {
      appended.append(newKey: "k\(index)", .number(Double(index)))
      set["k\(index)"] = .number(Double(index))
    }
    #expect(appended == set)
    #expect(appended.keys == set.keys)
    for index in 0..<count { #expect(appended["k\(index)"] == .number(Double(index))) }
    appended["k0"] = .string("replaced")
    #expect(appended.count == max(count, 1))
    #expect(appended["k0"] == .string("replaced"))
  }

  @Test func truncatedTokenFileIsATokenDiagnostic() {
    let resolution = TokenLoader.resolve(
      json: "{\n  \"color\": {\n    \"$type\": \"color\",", path: "b.tokens.json")
    #expect(resolution.tokens.isEmpty)
    #expect(resolution.diagnostics.count == 1)
    let diagnostic = resolution.diagnostics.first
    #expect(diagnostic?.rule.id == "json/syntax")
    #expect(diagnostic?.message == Self.truncated)
    #expect(diagnostic?.location == SourceLocation(file: "b.tokens.json", line: 3, column: 22))
    #expect(diagnostic?.hint?.contains("strict JSON") == true)
  }

  // MARK: - Duplicate keys

  @Test func recordsDuplicateKeysInNestedObjectsWithBothPlaces() throws {
    let text = """
      {
        "a": {
          "b": 1,
          "b": 2
        },
        "c": { "b": 3 }
      }
      """
    let document = try JSONDocument(bytes: Array(text.utf8), path: "d.json")
    #expect(
      document.duplicateKeys == [
        JSONDocument.DuplicateKey(
          pointer: JSONPointer(tokens: ["a", "b"]),
          first: SourceLocation(file: "d.json", line: 3, column: 5),
          second: SourceLocation(file: "d.json", line: 4, column: 5))
      ])
    // json-c keeps the later value.
    #expect(document.root[JSONPointer(tokens: ["a", "b"])] == .number(2))
  }

  @Test func keysEqualAfterUnescapingAreDuplicates() throws {
    let document = try JSONDocument(bytes: Array(#"{"a": 1, "\u0061": 2}"#.utf8), path: "d.json")
    #expect(document.duplicateKeys.count == 1)
    #expect(document.duplicateKeys.first?.pointer == JSONPointer(tokens: ["a"]))
    #expect(
      document.duplicateKeys.first?.first == SourceLocation(file: "d.json", line: 1, column: 2))
    #expect(
      document.duplicateKeys.first?.second == SourceLocation(file: "d.json", line: 1, column: 10))
  }

  @Test func sameKeyInDifferentObjectsIsNotADuplicate() throws {
    let document = try JSONDocument(
      bytes: Array(#"{"x": {"a": 1}, "y": {"a": 2}, "z": [{"a": 1}, {"a": 2}]}"#.utf8),
      path: "d.json")
    #expect(document.duplicateKeys.isEmpty)
  }

  @Test func aKeyWrittenThreeTimesIsReportedTwiceAgainstTheFirst() throws {
    let document = try JSONDocument(bytes: Array(#"{"k": 1, "k": 2, "k": 3}"#.utf8), path: "d.json")
    #expect(document.duplicateKeys.map(\.first.column) == [2, 2])
    #expect(document.duplicateKeys.map(\.second.column) == [10, 18])
  }

  // MARK: - Locations of pointers

  static let locatedText = """
    {
      "color": {
        "a/b": { "$value": 1 },
        "t~n": [10, 20, {"k": true}]
      }
    }
    """

  struct LocationCase: CustomTestStringConvertible, Sendable {
    var pointer: String
    var key: Bool
    var line: Int
    var column: Int
    var testDescription: String { "\(pointer) \(key ? "key" : "value")" }
  }

  static let locationCases: [LocationCase] = [
    LocationCase(pointer: "/color", key: true, line: 2, column: 3),
    LocationCase(pointer: "/color", key: false, line: 2, column: 12),
    LocationCase(pointer: "/color/a~1b", key: true, line: 3, column: 5),
    LocationCase(pointer: "/color/a~1b", key: false, line: 3, column: 12),
    LocationCase(pointer: "/color/a~1b/$value", key: true, line: 3, column: 14),
    LocationCase(pointer: "/color/a~1b/$value", key: false, line: 3, column: 24),
    LocationCase(pointer: "/color/t~0n", key: true, line: 4, column: 5),
    // An array element has no key: its value's place is used either way.
    LocationCase(pointer: "/color/t~0n/1", key: true, line: 4, column: 17),
    LocationCase(pointer: "/color/t~0n/1", key: false, line: 4, column: 17),
    LocationCase(pointer: "/color/t~0n/2/k", key: true, line: 4, column: 22),
    LocationCase(pointer: "/color/t~0n/2/k", key: false, line: 4, column: 27),
    // Absent pointers fall back to their nearest present ancestor.
    LocationCase(pointer: "/color/a~1b/$type", key: true, line: 3, column: 5),
    LocationCase(pointer: "/color/t~0n/7", key: false, line: 4, column: 12),
    LocationCase(pointer: "/color/zzz/deeper", key: true, line: 2, column: 3),
    LocationCase(pointer: "/nothing", key: true, line: 1, column: 1),
    LocationCase(pointer: "", key: false, line: 1, column: 1),
  ]

  @Test(arguments: locationCases)
  func locatesPointers(_ item: LocationCase) throws {
    let document = try JSONDocument(bytes: Array(Self.locatedText.utf8), path: "loc.json")
    let pointer = try #require(JSONPointer(parsing: item.pointer))
    #expect(
      document.location(of: pointer, key: item.key)
        == SourceLocation(file: "loc.json", line: item.line, column: item.column))
  }

  @Test func locatesManyPointersInOnePass() throws {
    let document = try JSONDocument(bytes: Array(Self.locatedText.utf8), path: "loc.json")
    let pointers = Set(
      Self.locationCases.filter(\.key).compactMap { JSONPointer(parsing: $0.pointer) })
    let found = document.locations(of: pointers)
    #expect(found.count == pointers.count)
    for item in Self.locationCases where item.key {
      #expect(found[JSONPointer(parsing: item.pointer)!]?.line == item.line, "\(item.pointer)")
      #expect(found[JSONPointer(parsing: item.pointer)!]?.column == item.column, "\(item.pointer)")
    }
  }

  @Test func parsesEscapedPointerTokens() {
    #expect(JSONPointer(parsing: "#/color/a~1b")?.tokens == ["color", "a/b"])
    #expect(JSONPointer(parsing: "/t~0n/~01")?.tokens == ["t~n", "~1"])
    #expect(JSONPointer(parsing: "#/a%20b")?.tokens == ["a b"])
    #expect(JSONPointer(parsing: "#")?.tokens == [])
    #expect(JSONPointer(parsing: "/a~2") == nil)
    #expect(JSONPointer(parsing: "a/b") == nil)
    #expect(JSONPointer(tokens: ["a/b", "c~d"]).description == "/a~1b/c~0d")
  }

  // MARK: - Code frames

  @Test func codeFrameShowsTheLineAndACaretUnderTheColumn() throws {
    let document = try JSONDocument(bytes: Array(Self.locatedText.utf8), path: "loc.json")
    let location = document.location(
      of: JSONPointer(tokens: ["color", "a/b", "$value"]), key: false)
    #expect(
      document.codeFrame(at: location)
        == " 3 |     \"a/b\": { \"$value\": 1 },\n   |                        ^")
  }

  @Test func codeFrameShowsTabsAsSpacesAndKeepsTheCaretAligned() throws {
    let text = "{\n\t\"a\":\t1\n}"
    let document = try JSONDocument(bytes: Array(text.utf8), path: "tab.json")
    let location = document.location(of: JSONPointer(tokens: ["a"]), key: false)
    #expect(location == SourceLocation(file: "tab.json", line: 2, column: 7))
    #expect(document.codeFrame(at: location) == " 2 |  \"a\": 1\n   |       ^")
  }

  @Test func codeFrameGutterWidensWithTheLineNumber() throws {
    let text = "[\n" + String(repeating: "1,\n", count: 10) + "  2\n]"
    let document = try JSONDocument(bytes: Array(text.utf8), path: "long.json")
    let location = document.location(of: JSONPointer(tokens: ["10"]), key: false)
    #expect(location == SourceLocation(file: "long.json", line: 12, column: 3))
    #expect(document.codeFrame(at: location) == " 12 |   2\n    |   ^")
  }

  /// Far along a long line of multi-byte characters (past several column marks), the frame shows
  /// the right window and the caret sits under the located member, as it does near the start.
  @Test(arguments: [0, 1, 1023, 1024, 1025, 3000, 9999])
  func codeFrameFarAlongALongLine(_ before: Int) throws {
    let padding = (0..<before).map { #""é\#($0)": 1"# }.joined(separator: ", ")
    let text = "{" + padding + (before > 0 ? ", " : "") + #""target": 2}"#
    let document = try JSONDocument(bytes: Array(text.utf8), path: "long.json")
    let location = document.location(of: JSONPointer(tokens: ["target"]), key: true)
    let column = text.unicodeScalars.count - #""target": 2}"#.unicodeScalars.count + 1
    #expect(location == SourceLocation(file: "long.json", line: 1, column: column))
    let frame = try #require(document.codeFrame(at: location))
    let lines = frame.split(separator: "\n").map { Array($0.unicodeScalars) }
    let caret = try #require(lines.last?.firstIndex(of: "^"))
    let under = lines[0][caret..<min(lines[0].count, caret + 8)]
    #expect(String(String.UnicodeScalarView(under)) == #""target""#)
  }

  @Test func codeFrameOfAMissingLineIsNil() throws {
    let document = try JSONDocument(bytes: Array("{}".utf8), path: "x.json")
    #expect(document.codeFrame(at: SourceLocation(file: "x.json", line: 5, column: 1)) == nil)
  }

  @Test func codeFrameOfAResolvedTokenFile() {
    let text = "{\n  \"c\": { \"$type\": \"color\", \"a\": { \"$value\": \"{c.zz}\" } }\n}"
    let resolution = TokenLoader.resolve(json: text, path: "f.tokens.json")
    let location = resolution.diagnostics.first?.location
    #expect(location == SourceLocation(file: "f.tokens.json", line: 2, column: 45))
    #expect(
      location.flatMap(resolution.codeFrame(at:))
        == " 2 |   \"c\": { \"$type\": \"color\", \"a\": { \"$value\": \"{c.zz}\" } }\n   |"
        + String(repeating: " ", count: 45) + "^")
  }
}
