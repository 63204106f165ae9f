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
    (
      #"{"a": 1, "b": {"c": [1, 2, {"d": "x"}]}, "a": 3}"#,
      #"{"a": 3, "b": {"c": [1, 2, {"d": "x"}]}}"#
    ),
    (
      #" [ "\u00e9\"", {"k\"ey": true}, null, -1.5e3 ] "#, #"["é\"", {"k\"ey": true}, null, -1500]"#
    ),
    (
      #"{"deep": {"er": {"est": {}}}, "list": [[], [[]]]}"#,
      #"{"deep": {"er": {"est": {}}}, "list": [[], [[]]]}"#
    ),
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

  /// Seeded random documents (nested objects and arrays, strings with escapes, numbers, repeated
  /// keys) parse alike whole and in pieces of every size from 1 to 64 bytes.
  @Test(arguments: 0..<40)
  func randomDocumentsParseAlikeInPieces(_ seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed) &+ 1)
    let text = Self.randomValue(depth: 0, random: &random)
    let bytes = Array(text.utf8)
    guard case .success = JSONScanner.validate(bytes, maxDepth: 512) else {
      Issue.record("generated invalid JSON: \(text)")
      return
    }
    let whole = JSONCParser.parse(bytes, maxDepth: 512)
    for pieceBytes in [1, 2, 5, 16, 64] {
      #expect(
        JSONCPieces.parse(bytes, maxDepth: 512, pieceBytes: pieceBytes) == whole,
        "\(pieceBytes): \(text)")
      // Each large container's end, found in one pass, is where reading the container ends.
      bytes.withUnsafeBufferPointer { buffer in
        for (start, end) in JSONCPieces.largeContainerEnds(in: buffer, larger: pieceBytes) {
          #expect(end - start > pieceBytes)
          #expect(end == JSONCPieces.end(ofValueAt: start, in: buffer), "\(start) in \(text)")
        }
      }
    }
  }

  /// The one pass finds every large container, and none that sits inside a string.
  @Test func largeContainerEndsSkipStrings() {
    let text = #"{"a": "{[\"}", "b": [1, {"c": "]"}], "d": {}}"#
    let bytes = Array(text.utf8)
    let ends = bytes.withUnsafeBufferPointer { JSONCPieces.largeContainerEnds(in: $0, larger: 1) }
    let starts = ends.keys.sorted()
    #expect(starts.map { bytes[$0] } == Array("{[{{".utf8))
    #expect(ends[0] == bytes.count)
    let list = starts.dropFirst().first
    #expect(
      list.map { String(decoding: bytes[$0..<ends[$0]!], as: UTF8.self) } == #"[1, {"c": "]"}]"#)
  }

  static func randomValue(depth: Int, random: inout SeededRandom) -> String {
    let space = [" ", "", "\n  ", "\t"][random.next(4)]
    switch depth > 4 ? random.next(4) : random.next(6) {
    case 0: return space + ["1", "-0.5", "2e3", "0"][random.next(4)]
    case 1: return space + ["\"a\"", "\"\\u00e9\\\"x\"", "\"{b.c}\"", "\"\""][random.next(4)]
    case 2: return ["true", "false", "null"][random.next(3)]
    case 3: return "\"k\(random.next(9))\""
    case 4:
      let count = random.next(5)
      return "["
        + (0..<count).map { _ in randomValue(depth: depth + 1, random: &random) }.joined(
          separator: ",") + space + "]"
    default:
      let count = random.next(6)
      let members = (0..<count).map { _ in
        "\"\(["a", "b", "$value", "k\\u0041"][random.next(4)])\"" + space + ":"
          + randomValue(depth: depth + 1, random: &random)
      }
      return "{" + members.joined(separator: ",") + space + "}"
    }
  }
}

/// A small deterministic generator (SplitMix64) for reproducible cases.
struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// A number in `0..<bound`.
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
