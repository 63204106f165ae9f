import Foundation
import TestSupport
import Testing

@testable import Theme

/// The brands compiled into the binary: the same files as `tokens/`, found by name from any
/// folder after the project's own brands, with paths of their own in every finding.
@Suite struct BuiltInBrandsTests {
  static let tokens = TestPaths.packageRoot + "/tokens"
  /// A tokens folder that does not exist: only the built-in brands can answer.
  static let nowhere = "/nonexistent-sptheme-tokens"

  @Test func embeddedCopyMatchesTheTokensFolder() throws {
    let stale = "run `make resources` (.ci/embed-resources) and commit the generated file"
    let brands = try FileManager.default.contentsOfDirectory(atPath: Self.tokens).sorted()
    #expect(BuiltInBrands.names == brands, "tokens/ has \(brands): \(stale)")
    for brand in brands {
      let folder = Self.tokens + "/" + brand
      let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
      #expect(
        BuiltInBrands.files(of: brand).map(\.name) == names,
        "tokens/\(brand)/ has other files than the binary's copy: \(stale)")
      for name in names {
        let disk = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        #expect(
          BuiltInBrands.text(at: "builtin:\(brand)/\(name)") == disk,
          "tokens/\(brand)/\(name) differs from the copy built into the binary: \(stale)")
      }
    }
  }

  @Test(arguments: ["studio", "folio", "fieldnote", "builtin:folio"])
  func loadsWithNoTokensFolderAndCitesBuiltInPaths(_ reference: String) throws {
    let brand = try Brand(reference, tokensFolder: Self.nowhere)
    let name = reference.replacingOccurrences(of: "builtin:", with: "")
    #expect(brand.id == name)
    #expect(brand.path == "builtin:\(name)/\(name).resolver.json")
    #expect(brand.appearances == ["light", "dark"])
    #expect(brand.loadDiagnostics.isEmpty)
    #expect(brand.files.isEmpty, "built-in files never change, so none is watched")
    let report = brand.check()
    #expect(!report.diagnostics.contains { $0.severity == .error }, "\(report.diagnostics)")
    let theme = try #require(brand.theme(appearance: "dark").theme)
    for role in ColorRole.allCases {
      let files = theme.color(role).provenance.compactMap { $0.location?.file }
      #expect(!files.isEmpty)
      #expect(files.allSatisfy { $0.hasPrefix("builtin:") && !$0.contains("..") }, "\(files)")
    }
  }

  @Test func folioReadsStudiosFilesInsideTheBinary() throws {
    let brand = try Brand("folio", tokensFolder: Self.nowhere)
    let theme = try #require(brand.theme(appearance: "light").theme)
    // Folio keeps Studio's spacing: its provenance leads into Studio's built-in base file.
    let space = theme.space(.md)
    #expect(space.provenance.last?.location?.file == "builtin:studio/base.tokens.json")
  }

  @Test func aCodeFrameOfABuiltInFileShowsItsLine() throws {
    let location = SourceLocation(file: "builtin:studio/light.tokens.json", line: 1, column: 1)
    let frame = try #require(Brand.codeFrame(at: location))
    #expect(frame.contains("{"))
    #expect(location.description == "builtin:studio/light.tokens.json:1:1")
  }

  @Test(
    arguments: [
      ("builtin:folio/../studio/palette.tokens.json", "builtin:studio/palette.tokens.json"),
      ("builtin:studio/./base.tokens.json", "builtin:studio/base.tokens.json"),
      ("builtin:../../etc/passwd.json", "builtin:etc/passwd.json"),
      ("builtin:studio//x.json", "builtin:studio/x.json"),
      ("tokens/folio/../studio/x.json", "tokens/studio/x.json"),
    ])
  func builtInPathsFoldBelowTheirPrefix(_ path: String, _ expected: String) {
    #expect(DocumentStore.normalized(path) == expected)
  }

  @Test func aBuiltInPathIsNamedAsItIsFromAnyResolver() {
    #expect(
      DocumentStore.path("builtin:studio/palette.tokens.json", relativeTo: "a/b/x.resolver.json")
        == "builtin:studio/palette.tokens.json")
    #expect(
      DocumentStore.path("../studio/palette.tokens.json", relativeTo: "builtin:folio/folio.json")
        == "builtin:studio/palette.tokens.json")
  }

  @Test func aBuiltInResolverReadsOnlyBuiltInFiles() {
    let policy = SourcePolicy(resolver: "builtin:studio/studio.resolver.json")
    #expect(
      policy.refusal("builtin:studio/palette.tokens.json") == nil)
    #expect(policy.refusal("/etc/shadow.json") != nil)
  }

  @Test func aProjectResolverMayNameABuiltInFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let resolver = try folder.write(
      "acme/acme.resolver.json",
      """
      { "version": "2025.10",
        "sets": { "studio": { "sources": [
          { "$ref": "builtin:studio/palette.tokens.json" },
          { "$ref": "builtin:studio/base.tokens.json" },
          { "$ref": "builtin:studio/light.tokens.json" } ] } },
        "resolutionOrder": [ { "$ref": "#/sets/studio" } ] }
      """)
    let brand = try Brand(resolver, tokensFolder: Self.nowhere)
    #expect(brand.loadDiagnostics.isEmpty, "\(brand.loadDiagnostics)")
    let theme = try #require(brand.theme(appearance: "default").theme)
    #expect(
      theme.color(.accent).provenance.last?.location?.file == "builtin:studio/palette.tokens.json")
  }

  @Test func theProjectsBrandsComeFirstAndAShadowIsAWarning() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let tokens = folder.path + "/tokens"
    try folder.write(
      "tokens/studio/studio.resolver.json",
      """
      { "version": "2025.10", "sets": { "own": { "sources": [ { "$ref": "own.tokens.json" } ] } },
        "resolutionOrder": [ { "$ref": "#/sets/own" } ] }
      """)
    try folder.write("tokens/studio/own.tokens.json", "{}")
    let catalog = BrandCatalog(project: nil, tokensFolder: tokens)
    #expect(catalog.ownNames == ["studio"])
    #expect(catalog.builtInNames == ["fieldnote", "folio"])
    #expect(catalog.names == ["studio", "fieldnote", "folio"])
    #expect(catalog.defaultNames == ["studio"])
    let own = try catalog.brand("studio")
    #expect(own.path == tokens + "/studio/studio.resolver.json")
    let warning = try #require(
      own.loadDiagnostics.first { $0.rule.id == "config/shadows-built-in" })
    #expect(warning.severity == .warning)
    #expect(warning.message.contains(tokens + "/studio/studio.resolver.json"))
    #expect(warning.message.contains("builtin:studio"))
    // The built-in one is still reachable by its own path.
    #expect(try catalog.brand("builtin:studio").path == "builtin:studio/studio.resolver.json")
  }

  @Test func aProjectCopyOfABuiltInBrandIsNoShadow() throws {
    let catalog = BrandCatalog(project: nil, tokensFolder: Self.tokens)
    let studio = try catalog.brand("studio")
    #expect(studio.path == Self.tokens + "/studio/studio.resolver.json")
    #expect(!studio.loadDiagnostics.contains { $0.rule.id == "config/shadows-built-in" })
    #expect(BuiltInBrands.holds(brand: "studio", at: studio.path))
    #expect(!BuiltInBrands.holds(brand: "folio", at: studio.path))
  }

  @Test func withNoBrandsOfItsOwnAProjectWorksOnTheBuiltInOnes() throws {
    let catalog = BrandCatalog(project: nil, tokensFolder: Self.nowhere)
    #expect(catalog.ownNames.isEmpty)
    #expect(catalog.defaultNames == ["fieldnote", "folio", "studio"])
  }

  @Test(arguments: ["stdio", "builtin:nosuch", "builtin:studio/nosuch.tokens.json"])
  func anUnknownNameSuggestsTheBuiltInBrands(_ reference: String) {
    #expect(throws: BrandError.self) { try Brand(reference, tokensFolder: Self.nowhere) }
    do {
      _ = try Brand(reference, tokensFolder: Self.nowhere)
    } catch {
      if reference == "stdio" { #expect(error.description.contains("did you mean 'studio'")) }
      #expect(error.description.contains("fieldnote, folio, studio"), "\(error.description)")
    }
  }
}
