import Testing

@testable import Theme

/// Two merged sources that give one group different `$type`s: one error at the later `$type`,
/// naming the earlier, and each source's tokens read with the type they were written under,
/// never an error in every token of the earlier source.
@Suite struct TypeConflictTests {
  static let colors = """
    { "$type": "color",
      "red": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
      "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } }
    """
  static let sizes = """
    { "$type": "dimension",
      "small": { "$value": { "value": 4, "unit": "px" } },
      "large": { "$value": { "value": 16, "unit": "px" } } }
    """

  /// A resolver with one set of the given files, in order.
  static func resolve(_ files: [(String, String)]) throws -> TokenResolution {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (name, text) in files { try folder.write(name, text) }
    let sources = files.map { #"{ "$ref": "\#($0.0)" }"# }.joined(separator: ", ")
    let resolver = try folder.write(
      "r.resolver.json",
      """
      { "version": "2025.10", "sets": { "all": { "sources": [ \(sources) ] } },
        "resolutionOrder": [ { "$ref": "#/sets/all" } ] }
      """)
    return try Brand(resolver).resolve()
  }

  @Test func aRootTypeThatDiffersBetweenSourcesIsOneErrorNamingBoth() throws {
    let resolution = try Self.resolve([
      ("a.tokens.json", Self.colors), ("b.tokens.json", Self.sizes),
    ])
    let errors = resolution.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.rule.id) == ["tokens/type-conflict"], "\(errors.map(\.message))")
    let conflict = try #require(errors.first)
    #expect(conflict.location?.file.hasSuffix("/b.tokens.json") == true)
    #expect(conflict.location?.line == 1)
    #expect(conflict.message.contains("\"dimension\" here and \"color\" in an earlier source"))
    #expect(conflict.notes.first?.location?.file.hasSuffix("/a.tokens.json") == true)
    let types = Dictionary(uniqueKeysWithValues: resolution.tokens.map { ($0.name, $0.type) })
    #expect(types == ["red": .color, "blue": .color, "small": .dimension, "large": .dimension])
  }

  @Test func aNestedGroupKeepsTheTypesItsMembersStateThemselves() throws {
    let earlier = """
      { "size": { "$type": "dimension",
        "gap": { "$value": { "value": 4, "unit": "px" } },
        "scale": { "$type": "number", "$value": 2 },
        "inner": { "pad": { "$value": { "value": 2, "unit": "px" } } } } }
      """
    let later = """
      { "size": { "$type": "number", "factor": { "$value": 1.5 } } }
      """
    let resolution = try Self.resolve([("a.tokens.json", earlier), ("b.tokens.json", later)])
    let errors = resolution.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.rule.id) == ["tokens/type-conflict"])
    #expect(errors.first?.tokenPath == "size")
    let types = Dictionary(uniqueKeysWithValues: resolution.tokens.map { ($0.name, $0.type) })
    #expect(
      types == [
        "size.gap": .dimension, "size.scale": .number, "size.inner.pad": .dimension,
        "size.factor": .number,
      ])
  }

  @Test func theSameTypeInBothSourcesIsNoConflict() throws {
    let more = """
      { "$type": "color", "green": { "$value": { "colorSpace": "srgb", "components": [0, 1, 0] } } }
      """
    let resolution = try Self.resolve([("a.tokens.json", Self.colors), ("b.tokens.json", more)])
    #expect(resolution.diagnostics.isEmpty, "\(resolution.diagnostics.map(\.message))")
    #expect(resolution.tokens.count == 3)
  }
}
