import Testing

@testable import Theme

/// A large document is parsed by json-c piece by piece; the result must be the value json-c
/// gives for the whole text.
@Suite struct JSONCPiecesTests {
  static let folder = JSONTestSuiteTests.folder

  /// Every JSONTestSuite file json-c accepts, split as finely as possible (each piece one byte
  /// or more), parses to the same value as the whole text.
  @Test(arguments: JSONTestSuiteTests.files.filter { $0.hasPrefix("y_") })
  func piecesEqualTheWhole(_ name: String) throws {
    var bytes = try FileSystem.read(Self.folder + "/" + name)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    guard case .success = JSONScanner.validate(bytes, maxDepth: 512),
      case .success(let whole) = JSONCParser.parse(bytes, maxDepth: 512)
    else { return }
    let pieces = JSONCPieces.parse(bytes, maxDepth: 512, pieceBytes: 1)
    #expect(pieces == .success(whole), "\(name)")
  }

  @Test(arguments: [
    (#"{"a": 1, "b": {"c": [1, 2, {"d": "x"}]}, "a": 3}"#, #"{"a": 3, "b": {"c": [1, 2, {"d": "x"}]}}"#),
    (#" [ "\u00e9\"", {"k\"ey": true}, null, -1.5e3 ] "#, #"["é\"", {"k\"ey": true}, null, -1500]"#),
    (#"{"deep": {"er": {"est": {}}}, "list": [[], [[]]]}"#, #"{"deep": {"er": {"est": {}}}, "list": [[], [[]]]}"#),
  ])
  func piecesKeepKeysOrderAndRepeats(_ text: String, _ expected: String) throws {
    let bytes = Array(text.utf8)
    let parsed = JSONCPieces.parse(bytes, maxDepth: 512, pieceBytes: 1)
    #expect(parsed == JSONCParser.parse(Array(expected.utf8), maxDepth: 512))
  }

  /// A document above the piece size goes through the pieces and reads the same.
  @Test func largeDocumentsLoadAsAWhole() throws {
    var text = "{"
    for group in 0..<40 {
      text += group == 0 ? "" : ","
      text += "\"g\(group)\": {"
      for token in 0..<400 {
        text += token == 0 ? "" : ","
        text += "\"t\(token)\": {\"$type\": \"number\", \"$value\": \(group * 1000 + token)}"
      }
      text += "}"
    }
    text += "}"
    let bytes = Array(text.utf8)
    #expect(bytes.count > JSONCPieces.pieceBytes)
    let document = try JSONDocument(bytes: bytes, path: "large.json")
    #expect(document.root == (try? JSONCParser.parse(bytes, maxDepth: 512).get()))
    #expect(document.root[JSONPointer(tokens: ["g39", "t399", "$value"])] == .number(39399))
  }
}
