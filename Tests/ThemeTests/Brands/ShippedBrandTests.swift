import TestSupport
import Testing

@testable import Theme

/// The brands in `tokens/`, and how a brand reference is looked up.
@Suite struct ShippedBrandTests {
  static let tokens = TestPaths.packageRoot + "/tokens"
  static let shipped = ["fieldnote", "folio", "studio"]

  @Test func theShippedBrandsAreFound() {
    #expect(Brand.names(in: Self.tokens) == Self.shipped)
  }

  @Test(arguments: shipped)
  func checksCleanInEveryAppearance(_ name: String) throws {
    let brand = try Brand(name, tokensFolder: Self.tokens)
    #expect(brand.id == name)
    #expect(brand.appearances == ["light", "dark"])
    #expect(brand.loadDiagnostics.isEmpty)
    let findings = brand.check().diagnostics
    #expect(
      !findings.contains { $0.severity == .error },
      "\(findings.map { "\($0.location?.description ?? ""): \($0.message)" })")
  }

  @Test(arguments: shipped, ["light", "dark", "Dark"])
  func buildsAThemeWithEveryRole(_ name: String, _ appearance: String) throws {
    let brand = try Brand(name, tokensFolder: Self.tokens)
    let built = brand.theme(appearance: appearance)
    #expect(!built.diagnostics.contains { $0.severity == .error })
    let theme = try #require(built.theme)
    #expect(theme.appearance == appearance.lowercased())
    for role in ColorRole.allCases {
      let value = theme.color(role)
      #expect(value.provenance.first?.token == "color.\(role.rawValue)")
      #expect(value.provenance.allSatisfy { $0.location != nil }, "\(role)")
    }
    for role in TypeRole.allCases { #expect(theme.style(role).value.fontSize.points > 0) }
  }

  @Test(arguments: ["folio", "fieldnote"])
  func derivedBrandsBuildOnStudiosFiles(_ name: String) throws {
    let theme = try #require(
      try Brand(name, tokensFolder: Self.tokens).theme(appearance: "light").theme)
    let files = Set(theme.tokens.flatMap { $0.provenance.compactMap(\.location?.file) })
    #expect(
      files.contains {
        $0.hasSuffix("/tokens/studio/palette.tokens.json")
          || $0.hasSuffix("/studio/palette.tokens.json")
      })
    #expect(files.contains { $0.contains("/\(name)/") })
  }

  @Test(arguments: shipped)
  func lightAndDarkDiffer(_ name: String) throws {
    let brand = try Brand(name, tokensFolder: Self.tokens)
    let light = try #require(brand.theme(appearance: "light").theme)
    let dark = try #require(brand.theme(appearance: "dark").theme)
    #expect(light.color(.background).value != dark.color(.background).value)
    #expect(light.color(.textPrimary).value != dark.color(.textPrimary).value)
  }

  // MARK: - Lookup

  @Test func aBrandIsFoundByNameFolderResolverOrTokenFile() throws {
    let resolver = Self.tokens + "/studio/studio.resolver.json"
    #expect(
      try Brand("studio", tokensFolder: Self.tokens).path == Self.tokens
        + "/studio/studio.resolver.json")
    #expect(try Brand(Self.tokens + "/studio", tokensFolder: Self.tokens).path == resolver)
    #expect(try Brand(resolver, tokensFolder: Self.tokens).path == resolver)
    let file = try Brand(Self.tokens + "/studio/palette.tokens.json", tokensFolder: Self.tokens)
    #expect(file.id == "palette")
    #expect(file.name == "palette")
    #expect(file.appearances == ["default"])
    if case .tokenFile(let path) = file.source {
      #expect(path.hasSuffix("palette.tokens.json"))
    } else {
      Issue.record("a .tokens.json brand should be a token file")
    }
  }

  @Test func displayNameComesFromTheResolver() throws {
    #expect(try Brand("folio", tokensFolder: Self.tokens).name == "Folio")
    #expect(try Brand("studio", tokensFolder: Self.tokens).name == "Studio")
  }

  @Test func aFolderWithOneResolverOfAnotherNameIsUsed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let resolver = try folder.write(
      "mine/theme.resolver.json",
      """
      { "version": "2025.10", "sets": { "s": { "sources": [ { "n": { "$type": "number", "a": { "$value": 1 } } } ] } },
        "resolutionOrder": [ { "$ref": "#/sets/s" } ] }
      """)
    let brand = try Brand(folder.path + "/mine")
    #expect(brand.path == resolver)
    #expect(brand.id == "theme")
    #expect(brand.appearances == ["default"])
    #expect(brand.resolve()["n.a"]?.value == .number(1))
  }

  @Test func aSingleTokenFileBrandIsCheckedForRoles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write(
      "tiny.tokens.json",
      "{ \"color\": { \"$type\": \"color\", \"accent\": { \"$value\": \"{color.nope}\" } } }")
    let findings = try Brand(path).check().diagnostics
    #expect(findings.first?.rule.id == "alias/missing")
    #expect(
      findings.filter { $0.rule.id == "theme/missing-role" }.count == RoleCatalog.entries.count - 1)
    // One appearance: no "(appearance=…)" label.
    #expect(!findings.contains { $0.message.contains("appearance=") })
  }

  @Test func unknownBrandListsTheKnownOnes() {
    #expect(throws: BrandError.notFound("studoi", known: Self.shipped)) {
      try Brand("studoi", tokensFolder: Self.tokens)
    }
    let error = BrandError.notFound("studoi", known: Self.shipped)
    #expect(
      error.description
        == "no brand 'studoi' (did you mean 'studio'?): not a file, a folder, a brand in tokens/ or a built-in brand (brands: fieldnote, folio, studio)"
    )
    #expect(
      BrandError.notFound("x", known: []).description
        == "no brand 'x': not a file, a folder, a brand in tokens/ or a built-in brand")
  }

  @Test func aFolderWithoutOrWithSeveralResolversIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("empty/readme.txt", "nothing here")
    try folder.write("two/a.resolver.json", "{}")
    try folder.write("two/b.resolver.json", "{}")
    #expect(throws: BrandError.noResolver(folder.path + "/empty", candidates: [])) {
      try Brand(folder.path + "/empty")
    }
    #expect(
      throws: BrandError.noResolver(
        folder.path + "/two", candidates: ["a.resolver.json", "b.resolver.json"])
    ) {
      try Brand(folder.path + "/two")
    }
    #expect(
      BrandError.noResolver("x", candidates: []).description
        == "x has no .resolver.json and no file in it defines a token: a brand folder needs token files (.json); with them, 'sptheme migrate x --write' writes a resolver from their modes"
    )
    #expect(
      BrandError.noResolver("x", candidates: ["a.resolver.json", "b.resolver.json"]).description
        == "x has several resolvers (a.resolver.json, b.resolver.json): name the one to use")
  }

  @Test func aMissingPathWithASlashIsNotLookedUpByName() {
    #expect(throws: BrandError.self) { try Brand("tokens/nope", tokensFolder: Self.tokens) }
  }
}
