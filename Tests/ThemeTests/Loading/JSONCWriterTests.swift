import Testing

@testable import Theme

/// `JSONCWriter`: a document built straight into json-c objects prints as the Swift serializer
/// prints the same document.
@Suite struct JSONCWriterTests {
  /// The document the writer builds in `build(_:)`, as a parsed value.
  static let expected: JSONValue = {
    let shared = JSONValue.object(
      JSONObject([
        .init(key: "hex", value: .string("#ffffff")),
        .init(key: "lines", value: .array([.string("a"), .string("b")])),
      ]))
    return .object(
      JSONObject([
        .init(key: "name", value: .string("Studio </x> \u{2028}")),
        .init(key: "width", value: .number(350)),
        .init(key: "ratio", value: .number(0.42)),
        .init(key: "on", value: .bool(false)),
        .init(key: "none", value: .null),
        .init(key: "color", value: shared),
        .init(key: "empty", value: .array([])),
        .init(key: "nothing", value: .object(JSONObject())),
        .init(
          key: "run-time key",
          value: .array([shared, .number(-2.5), .bool(true), .null, .array([shared])])),
      ]))
  }()

  static func build(_ writer: inout JSONCWriter) {
    writer.beginObject()
    writer.add("name", "Studio </x> \u{2028}")
    writer.add("width", 350)
    writer.add("ratio", 0.42)
    writer.add("on", false)
    writer.addNull("none")
    let color = Self.color(level: writer.level)
    writer.add("color", color)
    writer.beginArray("empty")
    writer.end()
    writer.beginObject("nothing")
    writer.end()
    writer.beginArray(JSONCWriter.Key("run-time key"))
    writer.append(Self.color(level: writer.level))
    writer.append(-2.5)
    writer.append(true)
    writer.appendNull()
    writer.beginArray()
    writer.append(Self.color(level: writer.level))
    writer.end()
    writer.end()
    writer.end()
  }

  /// The shared color, printed for a level.
  static func color(level: Int) -> JSONCWriter.Printed {
    JSONCWriter.Printed(level: level) { writer in
      writer.beginObject()
      writer.add("hex", "#ffffff")
      writer.beginArray("lines", capacity: 2)
      writer.append("a")
      writer.append("b")
      writer.end()
      writer.end()
    }
  }

  @Test func builtDocumentPrintsAsTheSwiftSerializer() {
    var writer = JSONCWriter()
    Self.build(&writer)
    #expect(writer.text() == Self.expected.serialized())
    #expect(writer.text(endingWithNewline: true) == Self.expected.serialized() + "\n")
  }

  @Test func printedValueIsWrittenInFullWhereverItIsAdded() throws {
    var writer = JSONCWriter()
    Self.build(&writer)
    let parsed = try JSONDocument(bytes: Array(writer.text().utf8), path: "built.json").root
    let color = try #require(parsed.object?["color"])
    let list = try #require(parsed.object?["run-time key"]?.array)
    #expect(list.first == color)
    #expect(list.last?.array?.first == color)
  }

  /// One printed value added to several documents, each freed while the value lives on, and the
  /// value outliving the documents; a value whose strings json-c would escape differently.
  @Test func printedValueOutlivesAndSurvivesItsDocuments() {
    let awkward = JSONValue.object(
      JSONObject([.init(key: "text", value: .string("a </b> \u{7F}\u{2028}")), .init(key: "list", value: .array([]))]))
    let printed = JSONCWriter.Printed(level: 2) { writer in
      writer.beginObject()
      writer.add("text", "a </b> \u{7F}\u{2028}")
      writer.beginArray("list")
      writer.end()
      writer.end()
    }
    for count in 1...3 {
      var writer = JSONCWriter()
      writer.beginObject()
      writer.beginArray("outer")
      for _ in 0..<count { writer.append(printed) }
      writer.end()
      writer.end()
      let expected = JSONValue.object(
        JSONObject([.init(key: "outer", value: .array(Array(repeating: awkward, count: count)))]))
      #expect(writer.text() == expected.serialized())
    }
    #expect(printed.level == 2)
    #expect(String(decoding: printed.text, as: UTF8.self) == awkward.serialized().replacing("\n", with: "\n    "))
  }

  @Test(arguments: [
    ("", 2, ""), ("{}", 3, "{}"), ("a\nb", 0, "a\nb"), ("a\nb", 1, "a\n  b"),
    ("{\n  \"a\": 1\n}", 2, "{\n      \"a\": 1\n    }"), ("a\n", 1, "a\n  "), ("\n\n", 1, "\n  \n  "),
  ])
  func printedTextIsIndentedAfterEachLineBreak(_ text: String, _ level: Int, _ expected: String) {
    let indented = JSONCWriter.Printed.indented(Array(text.utf8), level: level)
    #expect(String(decoding: indented, as: UTF8.self) == expected)
  }

  @Test func emptyWriterIsNull() {
    let writer = JSONCWriter()
    #expect(writer.text() == "null")
    #expect(writer.text(endingWithNewline: true) == "null\n")
  }

  @Test func scalarDocument() {
    var writer = JSONCWriter()
    writer.append("only")
    #expect(writer.text() == "\"only\"")
  }
}
