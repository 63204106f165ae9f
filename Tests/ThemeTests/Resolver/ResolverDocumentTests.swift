import Foundation
import TestSupport
import Testing

@testable import Theme

/// Resolver Module documents written to a temporary folder: merge order, file references,
/// inputs and permutations.
@Suite struct ResolverDocumentTests {
  static func number(_ name: String, _ value: Double) -> String {
    "{ \"n\": { \"$type\": \"number\", \"\(name)\": { \"$value\": \(value) } } }"
  }

  /// A brand in `folder/brand/` that builds on `folder/shared/`.
  static func writeBrand(in folder: TemporaryFolder) throws -> String {
    try folder.write(
      "shared/base.tokens.json",
      """
      {
        "n": {
          "$type": "number",
          "a": { "$value": 1 },
          "b": { "$value": 1 },
          "c": { "$value": 1 }
        }
      }
      """)
    try folder.write(
      "brand/tokens/over.tokens.json",
      "{ \"n\": { \"b\": { \"$value\": 2 }, \"c\": { \"$value\": 2 } } }")
    try folder.write(
      "brand/light.tokens.json",
      "{ \"n\": { \"mode\": { \"$value\": 10 }, \"alias\": { \"$value\": \"{n.c}\" } } }")
    try folder.write(
      "brand/dark.tokens.json",
      "{ \"n\": { \"mode\": { \"$value\": 20 }, \"c\": { \"$value\": 3 }, \"alias\": { \"$value\": \"{n.c}\" } } }"
    )
    return try folder.write(
      "brand/brand.resolver.json",
      """
      {
        "name": "Test Brand",
        "version": "2025.10",
        "sets": {
          "shared": { "sources": [ { "$ref": "../shared/base.tokens.json" } ] },
          "own": { "sources": [ { "$ref": "./tokens/over.tokens.json" } ] }
        },
        "modifiers": {
          "appearance": {
            "contexts": {
              "light": [ { "$ref": "light.tokens.json" } ],
              "dark": [ { "$ref": "dark.tokens.json" } ]
            },
            "default": "light"
          },
          "density": {
            "contexts": {
              "Regular": [],
              "Compact": [ { "n": { "a": { "$value": 0.5 } } } ]
            }
          }
        },
        "resolutionOrder": [
          { "$ref": "#/sets/shared" },
          { "$ref": "#/sets/own" },
          { "$ref": "#/modifiers/appearance" },
          { "$ref": "#/modifiers/density" }
        ]
      }
      """)
  }

  @Test func mergesInResolutionOrderWithTheLastWinning() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let document = ResolverDocument(contentsOf: try Self.writeBrand(in: folder))
    #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.message))")
    #expect(document.name == "Test Brand")

    let light = document.resolve(input: ["appearance": "light", "density": "Regular"])
    #expect(light.diagnostics.isEmpty)
    #expect(light["n.a"]?.value == .number(1))
    #expect(light["n.b"]?.value == .number(2))
    #expect(light["n.c"]?.value == .number(2))
    #expect(light["n.mode"]?.value == .number(10))

    let dark = document.resolve(input: ["appearance": "dark", "density": "Compact"])
    #expect(dark["n.c"]?.value == .number(3))
    #expect(dark["n.mode"]?.value == .number(20))
    // Inline tokens of a context merge like files.
    #expect(dark["n.a"]?.value == .number(0.5))
  }

  @Test func aliasesResolveAfterMergingAcrossFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let document = ResolverDocument(contentsOf: try Self.writeBrand(in: folder))
    let light = document.resolve(input: ["appearance": "light", "density": "Regular"])
    let dark = document.resolve(input: ["appearance": "dark", "density": "Compact"])
    #expect(light["n.alias"]?.value == .number(2))
    #expect(dark["n.alias"]?.value == .number(3))
    // The chain names the file of each link, relative paths resolved against the resolver.
    let links = light["n.alias"]?.provenance ?? []
    #expect(links.map(\.token) == ["n.alias", "n.c"])
    #expect(links.first?.location?.file == folder.path + "/brand/light.tokens.json")
    #expect(links.last?.location?.file == folder.path + "/brand/tokens/over.tokens.json")
    #expect(links.last?.location?.line == 1)
    let darkLinks = dark["n.alias"]?.provenance ?? []
    #expect(darkLinks.last?.location?.file == folder.path + "/brand/dark.tokens.json")
    #expect(
      dark["n.a"]?.provenance.first?.location?.file == folder.path + "/brand/brand.resolver.json")
    #expect(
      light["n.a"]?.provenance.first?.location?.file == folder.path + "/shared/base.tokens.json")
    #expect(light["n.a"]?.provenance.first?.location?.line == 4)
  }

  /// Sources are read once per document and shared; each resolution is still its own, with
  /// every finding of reading the sources it merges.
  @Test func repeatedResolutionsEqualFreshOnes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try Self.writeBrand(in: folder)
    try folder.write(
      "brand/tokens/over.tokens.json",
      "{ \"n\": { \"b\": { \"$value\": 2 }, \"c\": { \"$value\": 2 }, \"bad.name\": { \"$value\": 1 } } }"
    )
    let shared = ResolverDocument(contentsOf: path)
    let inputs: [[String: String]] = [
      ["appearance": "dark", "density": "Compact"], ["appearance": "light", "density": "Regular"],
      ["appearance": "dark", "density": "Compact"],
    ]
    for input in inputs {
      let again = shared.resolve(input: input)
      let fresh = ResolverDocument(contentsOf: path).resolve(input: input)
      #expect(again.tokens == fresh.tokens)
      #expect(again.diagnostics == fresh.diagnostics)
      #expect(again.diagnostics.filter { $0.rule.id == "tokens/name" }.count == 1)
    }
  }

  @Test func aMissingFileIsReportedOnceAtItsRef() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let text = """
      {
        "version": "2025.10",
        "sets": {
          "palette": { "sources": [ { "$ref": "palete.tokens.json" } ] }
        },
        "resolutionOrder": [ { "$ref": "#/sets/palette" } ]
      }
      """
    let path = try folder.write("r.resolver.json", text)
    let document = ResolverDocument(contentsOf: path)
    #expect(document.diagnostics.count == 1)
    let error = document.diagnostics.first
    #expect(error?.rule.id == "resolver/file")
    #expect(
      error?.message
        == "cannot read \(folder.path)/palete.tokens.json, referenced here: no such file or folder")
    let position = TextPosition.of("\"palete.tokens.json\"", in: text)
    #expect(
      error?.location
        == Theme.SourceLocation(file: path, line: position.line, column: position.column))
    #expect(error?.hint == "paths are relative to the resolver file (\(path))")
  }

  @Test func aBrokenReferencedFileGivesItsOwnSyntaxError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let broken = try folder.write("broken.tokens.json", "{\n  \"n\": {\n")
    let path = try folder.write(
      "r.resolver.json",
      """
      { "version": "2025.10", "sets": { "s": { "sources": [ { "$ref": "broken.tokens.json" } ] } },
        "resolutionOrder": [ { "$ref": "#/sets/s" } ] }
      """)
    let document = ResolverDocument(contentsOf: path)
    #expect(document.diagnostics.map(\.rule.id) == ["json/syntax"])
    #expect(
      document.diagnostics.first?.location == Theme.SourceLocation(file: broken, line: 3, column: 1)
    )
  }

  @Test func aDuplicateKeyInAReferencedTokenFileIsAnError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write(
      "t.tokens.json",
      "{\n  \"n\": { \"$type\": \"number\",\n    \"a\": { \"$value\": 1 },\n    \"a\": { \"$value\": 2 } }\n}"
    )
    let path = try folder.write(
      "r.resolver.json",
      """
      { "version": "2025.10", "sets": { "s": { "sources": [ { "$ref": "t.tokens.json" } ] } },
        "resolutionOrder": [ { "$ref": "#/sets/s" } ] }
      """)
    let document = ResolverDocument(contentsOf: path)
    #expect(document.diagnostics.map(\.rule.id) == ["json/duplicate-key"])
    #expect(document.diagnostics.first?.severity == .error)
    #expect(
      document.diagnostics.first?.location == Theme.SourceLocation(file: file, line: 4, column: 5))
    #expect(
      document.diagnostics.first?.notes.first?.location
        == Theme.SourceLocation(file: file, line: 3, column: 5))
  }

  // MARK: - Inputs

  struct InputCase: CustomTestStringConvertible, Sendable {
    var name: String
    var input: [String: String]
    var canonical: [String: String]
    var messages: [String]
    var hints: [String] = []
    var testDescription: String { name }
  }

  static let inputCases: [InputCase] = [
    InputCase(
      name: "exact names", input: ["appearance": "dark", "density": "Compact"],
      canonical: ["appearance": "dark", "density": "Compact"], messages: []),
    InputCase(
      name: "case-insensitive names give canonical ones",
      input: ["Appearance": "DARK", "DENSITY": "compact"],
      canonical: ["appearance": "dark", "density": "Compact"], messages: []),
    InputCase(
      name: "default fills in", input: ["density": "regular"],
      canonical: ["appearance": "light", "density": "Regular"], messages: []),
    InputCase(
      name: "missing without default", input: [:], canonical: ["appearance": "light"],
      messages: ["missing modifier \"density\" (it has no default)"],
      hints: ["pass --input density=Regular"]),
    InputCase(
      name: "invalid context", input: ["appearance": "sepia", "density": "Regular"],
      canonical: ["density": "Regular"],
      messages: ["invalid context \"sepia\" for modifier \"appearance\""],
      hints: ["use one of: light, dark"]),
    InputCase(
      name: "unknown modifier", input: ["contrast": "high", "density": "Regular"],
      canonical: ["appearance": "light", "density": "Regular"],
      messages: ["unknown modifier \"contrast\""], hints: ["known modifiers: appearance, density"]),
  ]

  @Test(arguments: inputCases)
  func validatesInputs(_ item: InputCase) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try Self.writeBrand(in: folder)
    let document = ResolverDocument(contentsOf: path)
    let (canonical, problems) = document.validate(input: item.input)
    #expect(canonical == item.canonical)
    #expect(problems.map(\.message) == item.messages)
    #expect(problems.compactMap(\.hint) == item.hints)
    #expect(problems.allSatisfy { $0.rule.id == "resolver/input" && $0.location?.file == path })
    // Resolving with a bad input gives the same findings and no tokens.
    let resolution = document.resolve(input: item.input)
    if item.messages.isEmpty {
      #expect(!resolution.tokens.isEmpty)
    } else {
      #expect(resolution.tokens.isEmpty)
      #expect(resolution.diagnostics.map(\.message) == item.messages)
    }
  }

  @Test func permutationsCoverEveryContextInDocumentOrder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let document = ResolverDocument(contentsOf: try Self.writeBrand(in: folder))
    #expect(document.modifiers.map(\.name) == ["appearance", "density"])
    #expect(document.modifiers.first?.defaultContext == "light")
    #expect(document.modifiers.last?.defaultContext == nil)
    #expect(
      document.permutations() == [
        ["appearance": "light", "density": "Regular"],
        ["appearance": "light", "density": "Compact"],
        ["appearance": "dark", "density": "Regular"], ["appearance": "dark", "density": "Compact"],
      ])
    #expect(document.permutations(limit: 3).count == 3)
  }

  // MARK: - Structure

  @Test func structureProblemsAreEachReportedOnce() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let text = """
      {
        "version": "2025.10",
        "sets": { "s": { "sources": [], "colour": 1 } },
        "modifiers": { "m": { "contexts": { "only": [] }, "default": "other" } },
        "resolutionOrder": [ { "$ref": "#/sets/s" }, { "$ref": "#/modifiers/m" }, { "$ref": "#/sets/nope" } ]
      }
      """
    let path = try folder.write("r.resolver.json", text)
    let document = ResolverDocument(contentsOf: path)
    #expect(
      document.diagnostics.map(\.rule.id) == [
        "resolver/unknown-property", "resolver/contexts", "resolver/default", "resolver/reference",
      ])
    #expect(
      document.diagnostics.map(\.message).last
        == "#/sets/nope points at nothing: there is no set 'nope'")
    let position = TextPosition.of("\"#/sets/nope\"", in: text)
    #expect(
      document.diagnostics.last?.location
        == Theme.SourceLocation(file: path, line: position.line, column: position.column))
  }

  @Test func setsReferencingEachOtherInACircleAreAnError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write(
      "r.resolver.json",
      """
      {
        "version": "2025.10",
        "sets": {
          "a": { "sources": [ { "$ref": "#/sets/b" } ] },
          "b": { "sources": [ { "$ref": "#/sets/a" } ] }
        },
        "resolutionOrder": [ { "$ref": "#/sets/a" } ]
      }
      """)
    let document = ResolverDocument(contentsOf: path)
    #expect(
      document.diagnostics.map(\.message) == ["sets reference each other in a circle: a → b → a"])
  }

  @Test func anUnreadableResolverIsOneError() {
    let document = ResolverDocument(contentsOf: "/tmp/sptheme-tests-none/missing.resolver.json")
    #expect(document.diagnostics.map(\.rule.id) == ["file/unreadable"])
    #expect(
      document.diagnostics.first?.message
        == "cannot read /tmp/sptheme-tests-none/missing.resolver.json: no such file or folder")
    #expect(document.modifiers.isEmpty)
  }

  /// The look-up of unlisted files reads at most `UnlistedSources.maxTotalBytes` in all, so
  /// a folder of large files (a build folder's, a snapshot folder's) stays cheap: here a file
  /// read first takes most of the budget, and the file holding the token no longer fits.
  @Test func theLookUpOfUnlistedFilesStaysWithinItsByteBudget() throws {
    let source = TestPaths.packageRoot + "/Tests/Fixtures/unlisted"
    let folder = NSTemporaryDirectory() + "sptheme-unlisted-\(UUID().uuidString)"
    try FileManager.default.copyItem(atPath: source, toPath: folder)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    func rules() -> [String] {
      let document = ResolverDocument(contentsOf: folder + "/unlisted.resolver.json")
      return document.resolve().diagnostics.filter { $0.rule.id.hasPrefix("alias/") }.map(\.rule.id)
    }
    let budget = UnlistedSources.maxTotalBytes
    let sizes = folder + "/tokens/sizes.tokens.json"
    let text = try String(contentsOfFile: sizes, encoding: .utf8)
    try (text + String(repeating: " ", count: budget * 4 / 10)).write(
      toFile: sizes, atomically: true, encoding: .utf8)
    #expect(rules() == ["alias/unlisted-set", "alias/unlisted-file", "alias/missing"])
    let first = "{ \"pad\": \"" + String(repeating: "x", count: budget * 7 / 10) + "\" }"
    try first.write(toFile: folder + "/tokens/aa.tokens.json", atomically: true, encoding: .utf8)
    #expect(rules() == ["alias/unlisted-set", "alias/missing", "alias/missing"])
  }

  /// `Tests/Fixtures/unlisted/`: aliases into a set outside `resolutionOrder`, into a file no set
  /// lists, and to nothing, each with its own finding.
  @Test func anAliasIntoWhatTheResolverDoesNotMergeNamesTheSetOrFile() throws {
    let folder = TestPaths.packageRoot + "/Tests/Fixtures/unlisted"
    let document = ResolverDocument(contentsOf: folder + "/unlisted.resolver.json")
    #expect(document.diagnostics.isEmpty)
    let found = document.resolve().diagnostics.filter { $0.rule.id.hasPrefix("alias/") }
    #expect(found.map(\.rule.id) == ["alias/unlisted-set", "alias/unlisted-file", "alias/missing"])
    #expect(
      found.first?.message
        == "{font.design.default} points at font.design.default, which is not merged: "
        + "set `typography` holds `font.design.default` but is not in resolutionOrder")
    #expect(
      found.first?.hint
        == "add { \"$ref\": \"#/sets/typography\" } to the resolver's resolutionOrder")
    #expect(found.first?.notes.first?.location?.line == 6)
    #expect(found.first?.notes.first?.location?.file.hasSuffix("unlisted.resolver.json") == true)
    #expect(
      found.dropFirst().first?.message.contains(
        "tokens/sizes.tokens.json, but that file is not in any set") == true)
    #expect(
      found.dropFirst().first?.hint?.hasPrefix("add { \"$ref\": \"tokens/sizes.tokens.json\" }")
        == true)
    #expect(found.last?.message == "{color.nowhere} points at a token that does not exist")
  }
}
