import Testing

@testable import Theme

/// Token paths are kept as dotted strings and split back into their segments when asked for.
@Suite struct TokenPathTests {
  static let segmentCases: [[String]] = [
    [], ["color"], ["color", "accent"], ["a/b", "c~d", "$root"], ["é", "日本", "x"],
  ]

  @Test(arguments: segmentCases)
  func aDottedPathSplitsBackIntoItsSegments(_ segments: [String]) throws {
    let dotted = try #require(TokenPath.dotted(segments))
    #expect(dotted == segments.joined(separator: "."))
    #expect(TokenPath.segments(of: dotted) == segments)
    #expect(TokenPath.segments(of: dotted, appending: "$value") == segments + ["$value"])
  }

  @Test(arguments: [["a.b"], ["a", ""], [""], ["x", "y.z", "w"]])
  func segmentsThatWouldNotSplitBackHaveNoDottedForm(_ segments: [String]) {
    #expect(TokenPath.dotted(segments) == nil)
  }

  struct NameCase: Sendable {
    var name: String
    var prefix: String
    var last: String
    var matches: Bool
  }

  static let nameCases: [NameCase] = [
    NameCase(name: "a.b.c", prefix: "a.b", last: "c", matches: true),
    NameCase(name: "c", prefix: "", last: "c", matches: true),
    NameCase(name: "a.b.c", prefix: "a", last: "b.c", matches: true),
    NameCase(name: "a.b.c", prefix: "a.b", last: "d", matches: false),
    NameCase(name: "a.b.c", prefix: "a.x", last: "c", matches: false),
    NameCase(name: "a.bc", prefix: "a.b", last: "c", matches: false),
    NameCase(name: "ab.c", prefix: "a", last: "b.c", matches: false),
    NameCase(name: "a.b", prefix: "a.b", last: "", matches: false),
    NameCase(name: "é.ü", prefix: "é", last: "ü", matches: true),
  ]

  @Test(arguments: nameCases)
  func aNameIsComparedWithAPrefixAndALastSegmentInPlace(_ item: NameCase) {
    #expect(TokenPath.name(item.name, is: item.prefix, then: item.last) == item.matches)
    #expect((TokenPath.joining(item.prefix, item.last) == item.name) == item.matches)
  }

  @Test(arguments: ["inline", "in.line"])
  func aTokenWrittenInsideAResolverIsPlacedWhereItIsWritten(_ set: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let text = """
      {
        "version": "2025.10",
        "sets": {
          "\(set)": { "sources": [ { "n": { "$type": "number", "a": { "$value": "{n.missing}" }, "b": { "$value": 2 } } } ] }
        },
        "resolutionOrder": [ { "$ref": "#/sets/\(set)" } ]
      }
      """
    let path = try folder.write("r.resolver.json", text)
    let resolution = ResolverDocument(contentsOf: path).resolve()
    let missing = try #require(resolution.diagnostics.first { $0.rule.id == "alias/missing" })
    let position = TextPosition.of("\"{n.missing}\"", in: text)
    #expect(
      missing.location
        == Theme.SourceLocation(file: path, line: position.line, column: position.column))
    let b = try #require(resolution["n.b"])
    #expect(b.name == "n.b")
    #expect(b.path == ["n", "b"])
    let at = TextPosition.of("\"b\"", in: text)
    #expect(
      b.provenance.first?.location
        == Theme.SourceLocation(file: path, line: at.line, column: at.column))
  }
}
