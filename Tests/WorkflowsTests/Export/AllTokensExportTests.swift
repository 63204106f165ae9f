import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `sptheme export json --all-tokens` in process: every token of the chosen context, each as
/// the brand's resolution gives it, in path order, read back cleanly; and what stops it.
@Suite struct AllTokensExportTests {
  /// A brand, how its files are read, and the appearance asked for.
  struct Case: CustomTestStringConvertible, Sendable {
    /// A built-in brand, or a real-world set under ../shared/realworld.
    var brand: String
    var realworld = false
    var legacy = false
    var appearance: String?
    /// The input the context is resolved with.
    var input: [String: String]
    var testDescription: String { "\(brand) \(appearance ?? "(first)")" }

    func reference() throws -> String {
      realworld ? try ExportFixture.realworld(brand) + "/\(brand).resolver.json" : brand
    }
  }

  static let cases = [
    Case(brand: "studio", input: ["appearance": "light"]),
    Case(brand: "studio", appearance: "dark", input: ["appearance": "dark"]),
    Case(brand: "folio", appearance: "DARK", input: ["appearance": "dark"]),
    Case(brand: "figma-sds", realworld: true, legacy: true, input: ["theme": "light"]),
    Case(
      brand: "figma-sds", realworld: true, legacy: true, appearance: "dark",
      input: ["theme": "dark"]),
  ]

  /// The tokens at the leaves of an exported document, by dotted path.
  static func leaves(_ value: JSONValue, path: [String] = []) -> [(String, JSONObject)] {
    guard let object = value.object else { return [] }
    if object["$value"] != nil { return [(path.joined(separator: "."), object)] }
    return object.members.filter { !$0.key.hasPrefix("$") || $0.key == "$root" }.flatMap {
      leaves($0.value, path: path + [$0.key])
    }
  }

  /// Keys of every group in order, to see that groups and tokens are in path order.
  static func groupsAreSorted(_ value: JSONValue) -> Bool {
    guard let object = value.object, object["$value"] == nil else { return true }
    let members = object.members.filter { !$0.key.hasPrefix("$") || $0.key == "$root" }
    let keys = members.map(\.key)
    return keys == keys.sorted() && members.allSatisfy { groupsAreSorted($0.value) }
  }

  @Test(arguments: cases)
  func everyTokenOfTheContextIsWritten(_ test: Case) throws {
    let catalog = ExportFixture.catalog(legacy: test.legacy)
    let reference = try test.reference()
    let run = ExportFixture.run(
      .json, [reference], catalog: catalog, appearance: test.appearance)
    var withAll = run
    withAll.allTokens = true
    let text = ExportFixture.text(withAll.run())
    #expect(text == ExportFixture.text(withAll.run()), "the same bytes twice")
    let root = try JSONDocument(bytes: Array(text.utf8), path: "all.tokens.json").root
    let sorted = Self.groupsAreSorted(root)
    #expect(sorted)
    let exported = Dictionary(uniqueKeysWithValues: Self.leaves(root))
    let resolution = try catalog.brand(reference).resolve(input: test.input)
    #expect(!resolution.hasErrors)
    #expect(exported.count == resolution.tokens.count)
    for token in resolution.tokens {
      let written = try #require(exported[token.name], "\(token.name) not written")
      #expect(written["$type"]?.string == token.type.rawValue, "\(token.name)")
      #expect(written["$value"] == token.json, "\(token.name)")
      let chain = written["$extensions"]?.object?["org.sptheme.alias"]?.object?["chain"]?.array
      #expect((chain?.count ?? 1) == token.provenance.count, "\(token.name)")
    }
    let export = root.object?["$extensions"]?.object?["org.sptheme.export"]?.object
    #expect(export?["allTokens"] == .bool(true))
    #expect(
      export?["input"]
        == .object(
          JSONObject(test.input.map { JSONObject.Member(key: $0.key, value: .string($0.value)) })))

    // The roles export of the same brand is a different, smaller document.
    if !test.realworld {
      let roles = ExportFixture.text(run.run())
      #expect(roles != text)
      #expect(
        Self.leaves(try JSONDocument(bytes: Array(roles.utf8), path: "r").root).count
          < exported.count)
    }
  }

  /// The file it writes reads back as a token file with every token and no errors.
  @Test func writtenFileReadsBack() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/studio-all.tokens.json"
    var run = ExportFixture.run(.json, out: out)
    run.allTokens = true
    let report = run.run()
    #expect(report.exitCode == 0)
    #expect(report.result == .wrote(path: out, format: .json, brands: ["studio"]))
    let back = try Brand(out).resolve()
    #expect(!back.hasErrors, "\(back.diagnostics)")
    let original = try ExportFixture.catalog().brand("studio").resolve(
      input: ["appearance": "light"])
    #expect(back.tokens.map(\.name).sorted() == original.tokens.map(\.name).sorted())
  }

  /// Errors in any token of the context stop it (exit 1, nothing written), with their count;
  /// an appearance the brand lacks is a usage error.
  @Test func errorsAndUnknownAppearancesStopIt() throws {
    let sds = try ExportFixture.realworld("figma-sds") + "/figma-sds.resolver.json"
    var strict = ExportFixture.run(.json, [sds])
    strict.allTokens = true
    let report = strict.run()
    #expect(report.exitCode == 1)
    #expect(report.result == nil)
    let errors = try ExportFixture.catalog().brand(sds).resolve(input: ["theme": "light"])
      .diagnostics.filter { $0.severity == .error }
    #expect(!errors.isEmpty)
    let said = ExportFixture.errors(report).joined(separator: "\n")
    #expect(said.contains("has \(errors.count) errors in its tokens in light"), "\(said)")
    #expect(said.contains(errors[0].message), "\(said)")

    var sepia = ExportFixture.run(.json, appearance: "sepia")
    sepia.allTokens = true
    #expect(
      ExportFixture.usage(sepia.run())
        == "brand 'studio' has no appearance 'sepia' (appearances: light, dark)")
  }
}
