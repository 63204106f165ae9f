import Testing

@testable import Theme

/// A large file's text is let go once its tokens are read; locations, code frames and other
/// readings take it from the file again, and only while the file still holds those bytes.
@Suite struct ReleasedTextTests {
  static let text = """
    {
      "color": {
        "$type": "color",
        "ink": { "$value": "{color.missing}" },
        "paper": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } }
      }
    }
    """

  static let pointers: Set<JSONPointer> = [
    JSONPointer(tokens: ["color", "ink"]), JSONPointer(tokens: ["color", "paper", "$value"]),
  ]

  @Test(arguments: [false, true])
  func aReleasedTextIsReadAgainForLocationsCodeFramesAndTheTree(_ withByteOrderMark: Bool) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("a.tokens.json", (withByteOrderMark ? "\u{FEFF}" : "") + Self.text)
    let document = try JSONDocument(contentsOf: path)
    let root = document.root
    let locations = document.locations(of: Self.pointers)
    let frame = document.codeFrame(at: SourceLocation(file: path, line: 4, column: 7))
    document.release(keepingTextUnder: 0)
    #expect(!document.source.isKept)
    #expect(document.knownLocations(of: Self.pointers) == locations)
    #expect(document.codeFrame(at: SourceLocation(file: path, line: 4, column: 7)) == frame)
    #expect(frame != nil)
    #expect(document.currentRoot == root)
  }

  @Test func aTextGivenInMemoryOrSmallerThanTheLimitIsKept() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("a.tokens.json", Self.text)
    let fromFile = try JSONDocument(contentsOf: path)
    fromFile.release(keepingTextUnder: Self.text.utf8.count + 1)
    #expect(fromFile.source.isKept)
    let inMemory = try JSONDocument(bytes: Array(Self.text.utf8), path: path)
    inMemory.release(keepingTextUnder: 0)
    #expect(inMemory.source.isKept)
    #expect(inMemory.root.object?["color"] != nil)
  }

  @Test(arguments: ["same size", "longer", "removed"])
  func aFileChangedAfterItsTextWasLetGoIsNotReadAgain(_ change: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("a.tokens.json", Self.text)
    let document = try JSONDocument(contentsOf: path)
    document.release(keepingTextUnder: 0)
    switch change {
    case "same size":
      try folder.write("a.tokens.json", String(Self.text.map { $0 == "k" ? "q" : $0 }))
    case "longer": try folder.write("a.tokens.json", Self.text + "\n")
    default: try FileSystem.remove(path)
    }
    #expect(document.knownLocations(of: Self.pointers) == nil)
    #expect(
      document.locations(of: Self.pointers).values.allSatisfy {
        $0 == SourceLocation(file: path, line: 1, column: 1)
      })
    #expect(document.codeFrame(at: SourceLocation(file: path, line: 4, column: 7)) == nil)
    #expect(document.currentRoot == nil)
  }

  /// A resolver whose token file is larger than the limit, so loading lets its text go.
  static func largeBrand(in folder: TemporaryFolder) throws -> (resolver: String, tokens: String) {
    let padding = String(repeating: "x", count: JSONDocument.releasedTextBytes)
    let tokens = try folder.write(
      "base.tokens.json",
      """
      {
        "pad": { "$type": "number", "$description": "\(padding)", "$value": 1 },
        "n": { "$type": "number", "a": { "$value": "{n.missing}" } }
      }
      """)
    let resolver = try folder.write(
      "big.resolver.json",
      """
      { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
        "resolutionOrder": [{ "$ref": "#/sets/base" }] }
      """)
    return (resolver, tokens)
  }

  @Test func aLargeBrandFileIsPlacedFromTheFileWhileItIsUnchanged() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (resolver, tokens) = try Self.largeBrand(in: folder)
    let document = ResolverDocument(contentsOf: resolver)
    #expect(document.store.documents.filter { !$0.source.isKept }.map(\.path) == [tokens])
    let finding = try #require(document.resolve().diagnostics.first { $0.rule == "alias/missing" })
    #expect(finding.location == SourceLocation(file: tokens, line: 3, column: 46))
    #expect(!finding.notes.contains { $0.message.contains("changed after it was read") })
    let legacy = document.resolve(options: TokenOptions(legacy: true))
    #expect(legacy.diagnostics.contains { $0.rule == "alias/missing" })
  }

  @Test func aLargeBrandFileChangedAfterLoadingIsSaidToHaveChanged() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (resolver, tokens) = try Self.largeBrand(in: folder)
    let document = ResolverDocument(contentsOf: resolver)
    try folder.write("base.tokens.json", "{}")
    let finding = try #require(document.resolve().diagnostics.first { $0.rule == "alias/missing" })
    #expect(finding.location == SourceLocation(file: tokens, line: 1, column: 1))
    #expect(
      finding.notes.contains {
        $0.message == "\(tokens) changed after it was read; run again to see where"
      })
    let changed = try #require(
      document.resolve(options: TokenOptions(legacy: true)).diagnostics.first)
    #expect(changed.rule == "file/changed")
    #expect(changed.message == "\(tokens) changed after it was read")
  }
}
