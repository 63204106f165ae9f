import Testing

@testable import Theme

/// A resolver document resolves each input as if it were the first, even though it takes over
/// the tokens its previous resolution left unchanged.
@Suite struct ResolutionMemoTests {
  /// A brand: a base file, one file per appearance, and the order of the inputs to resolve.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var base: String
    var light: String
    var dark: String
    var order = ["light", "dark", "light"]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a base alias follows a role each appearance sets",
      base: #"{ "n": { "$type": "number", "x": { "$value": "{n.role}" }, "y": { "$value": 7 } } }"#,
      light: #"{ "n": { "role": { "$value": 1 } } }"#,
      dark: #"{ "n": { "role": { "$value": 2 } } }"#),
    Case(
      name: "a chain of three whose middle changes",
      base:
        #"{ "c": { "$type": "color", "a": { "$value": "{c.b}" }, "c": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } } }"#,
      light: #"{ "c": { "b": { "$value": "{c.c}" } } }"#,
      dark: #"{ "c": { "b": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } } }"#),
    Case(
      name: "a group type that only one appearance sets",
      base: #"{ "g": { "t": { "$value": 4 }, "u": { "$value": "{g.t}" } } }"#,
      light: #"{ "g": { "$type": "number" } }"#,
      dark: #"{ "g": { "$type": "dimension" } }"#),
    Case(
      name: "a group deprecated in one appearance warns where it is used",
      base:
        #"{ "old": { "$type": "number", "v": { "$value": 3 } }, "use": { "$type": "number", "w": { "$value": "{old.v}" } } }"#,
      light: #"{ "old": { "$deprecated": false } }"#,
      dark: #"{ "old": { "$deprecated": "use new.v" } }"#),
    Case(
      name: "a pointer into a value that one appearance replaces",
      base:
        ##"{ "b": { "$type": "border", "line": { "$value": { "color": { "$ref": "#/c/ink/$value" }, "width": { "value": 1, "unit": "px" }, "style": "solid" } } } }"##,
      light:
        #"{ "c": { "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }"#,
      dark:
        #"{ "c": { "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }"#
    ),
    Case(
      name: "a composite whose part refers to a role",
      base:
        #"{ "s": { "$type": "shadow", "card": { "$value": { "color": "{c.shade}", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 4, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } } }"#,
      light:
        #"{ "c": { "shade": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2 } } } }"#,
      dark:
        #"{ "c": { "shade": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.6 } } } }"#
    ),
    Case(
      name: "a cycle that only one appearance makes",
      base: #"{ "n": { "$type": "number", "a": { "$value": "{n.b}" }, "z": { "$value": 5 } } }"#,
      light: #"{ "n": { "b": { "$value": 1 } } }"#,
      dark: #"{ "n": { "b": { "$value": "{n.a}" } } }"#),
    Case(
      name: "an appearance that extends a base group",
      base:
        #"{ "base": { "$type": "number", "p": { "$value": 1 }, "q": { "$value": 2 } }, "alias": { "$type": "number", "r": { "$value": "{mode.p}" } } }"#,
      light: #"{ "mode": { "$extends": "{base}" } }"#,
      dark: #"{ "mode": { "$extends": "{base}", "p": { "$value": 9 } } }"#),
    Case(
      name: "a base group that extends one each appearance sets",
      base:
        #"{ "kit": { "$extends": "{mode}", "own": { "$type": "number", "$value": 0 } }, "plain": { "$type": "number", "p": { "$value": 1 } } }"#,
      light: #"{ "mode": { "$type": "number", "a": { "$value": 1 } } }"#,
      dark: #"{ "mode": { "$type": "number", "a": { "$value": 2 }, "b": { "$value": 3 } } }"#),
    Case(
      name: "an appearance that adds to a base root group",
      base:
        #"{ "n": { "$type": "number", "a": { "$value": 1 }, "b": { "$value": "{n.a}" } }, "m": { "$type": "number", "c": { "$value": "{n.b}" } } }"#,
      light: #"{ "n": { "d": { "$value": 4 } } }"#,
      dark: #"{ "n": { "a": { "$value": 5 } } }"#),
    Case(
      name: "a root type that one appearance sets",
      base: #"{ "n": { "a": { "$value": 1 } } }"#,
      light: #"{ "$type": "number" }"#,
      dark: #"{ "$type": "fontWeight" }"#),
    Case(
      name: "a token missing in one appearance",
      base: #"{ "n": { "$type": "number", "x": { "$value": "{n.only}" }, "y": { "$value": 1 } } }"#,
      light: #"{ "n": { "only": { "$value": 1 } } }"#,
      dark: #"{ "n": { "other": { "$value": 1 } } }"#,
      order: ["dark", "light", "dark"]),
  ]

  /// Everything a resolution says, in words: each token with its value and provenance, and
  /// each finding with its location.
  static func transcript(_ resolution: TokenResolution) -> [String] {
    resolution.tokens.map { token in
      "\(token.name) \(token.type) \(token.value) \(token.json) \(token.description ?? "-") \(String(describing: token.deprecation)) \(String(describing: token.extensions)) via \(token.provenance.map(\.description).joined(separator: " → ")) [\(token.provenance.map { $0.reference ?? "-" }.joined(separator: ","))]"
    } + resolution.diagnostics.map { String(describing: $0) }
  }

  static func write(_ brand: Case, in folder: TemporaryFolder) throws -> String {
    try folder.write("base.tokens.json", brand.base)
    try folder.write("light.tokens.json", brand.light)
    try folder.write("dark.tokens.json", brand.dark)
    return try folder.write(
      "memo.resolver.json",
      """
      {
        "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
        "modifiers": {
          "appearance": {
            "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] },
            "default": "light"
          }
        },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/appearance" }]
      }
      """)
  }

  @Test(arguments: cases)
  func eachResolutionMatchesAFreshOne(_ brand: Case) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try Self.write(brand, in: folder)
    let shared = ResolverDocument(contentsOf: path)
    for appearance in brand.order {
      let reused = shared.resolve(input: ["appearance": appearance])
      let fresh = ResolverDocument(contentsOf: path).resolve(input: ["appearance": appearance])
      #expect(Self.transcript(reused) == Self.transcript(fresh), "\(appearance)")
    }
  }

  /// Light then dark through one resolver document, with the flat token at `tokenPath` that
  /// each of the two resolutions laid out.
  static func lightThenDark(_ brand: Case, flat tokenPath: [String])
    throws -> (light: TokenResolution, dark: TokenResolution, flat: [FlatToken?])
  {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try write(brand, in: folder)
    let resolver = ResolverDocument(contentsOf: path)
    func laidOut() -> FlatToken? {
      let layout = resolver.memo.memo(for: resolver.options)?.layout
      return layout?.ids[tokenPath].map { layout!.flat[$0] }
    }
    let light = resolver.resolve(input: ["appearance": "light"])
    let lightFlat = laidOut()
    let dark = resolver.resolve(input: ["appearance": "dark"])
    return (light, dark, [lightFlat, laidOut()])
  }

  @Test func unchangedTokensAreTakenOverAndChangedOnesAreNot() throws {
    let (light, dark, flat) = try Self.lightThenDark(Self.cases[0], flat: ["n", "y"])
    #expect(try #require(light["n.y"]).entry === #require(dark["n.y"]).entry)
    #expect(try #require(light["n.x"]).entry !== #require(dark["n.x"]).entry)
    #expect(light["n.x"]?.value == .number(1))
    #expect(dark["n.x"]?.value == .number(2))
    // The root group `n` is merged with each appearance's own `n`: not the same group, so its
    // tokens are flattened again, and only their entries are taken over.
    let (lightFlat, darkFlat) = (try #require(flat[0]), try #require(flat[1]))
    #expect(lightFlat !== darkFlat)
  }

  @Test func sharedRootGroupsAreNotFlattenedAgain() throws {
    let (light, dark, flat) = try Self.lightThenDark(
      Case(
        name: "shared",
        base:
          #"{ "base": { "$type": "number", "a": { "$value": 1 }, "b": { "$value": "{base.a}" } } }"#,
        light: #"{ "mode": { "$type": "number", "x": { "$value": "{base.b}" } } }"#,
        dark: #"{ "mode": { "$type": "number", "x": { "$value": 2 } } }"#),
      flat: ["base", "b"])
    let (lightFlat, darkFlat) = (try #require(flat[0]), try #require(flat[1]))
    #expect(lightFlat === darkFlat)
    #expect(try #require(light["base.b"]).entry === #require(dark["base.b"]).entry)
    #expect(dark["mode.x"]?.value == .number(2))
  }

  @Test func otherOptionsResolveAfresh() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try Self.write(
      Case(
        name: "legacy", base: ##"{ "c": { "$type": "color", "hex": { "$value": "#ff0000" } } }"##,
        light: "{}", dark: "{}"),
      in: folder)
    let resolver = ResolverDocument(contentsOf: path)
    let strict = resolver.resolve(input: ["appearance": "light"])
    let legacy = resolver.resolve(
      input: ["appearance": "light"], options: TokenOptions(legacy: true))
    #expect(strict["c.hex"] == nil)
    #expect(legacy["c.hex"] != nil)
    #expect(resolver.resolve(input: ["appearance": "dark"])["c.hex"] == nil)
  }

  @Test(arguments: ["studio", "folio", "fieldnote"])
  func shippedBrandsResolveAsIfFresh(_ brand: String) throws {
    let path = SharedFixtures.packageRoot + "/tokens/\(brand)/\(brand).resolver.json"
    let shared = ResolverDocument(contentsOf: path)
    for appearance in ["light", "dark", "light"] {
      let reused = shared.resolve(input: ["appearance": appearance])
      let fresh = ResolverDocument(contentsOf: path).resolve(input: ["appearance": appearance])
      #expect(!reused.tokens.isEmpty)
      #expect(Self.transcript(reused) == Self.transcript(fresh), "\(brand) \(appearance)")
    }
  }
}
