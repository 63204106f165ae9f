import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `sptheme resolve` in process: a token or role of a brand in each context, each value and
/// chain the same as the brand's own resolution gives, and what it refuses.
@Suite struct ResolveRunTests {
  /// A token asked for, and the contexts it should be resolved in.
  struct Case: CustomTestStringConvertible, Sendable {
    var token: String
    var input: [String: String] = [:]
    /// The labels of the contexts, in order.
    var contexts: [String]
    var testDescription: String {
      ([token] + input.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
        .joined(separator: " ")
    }
  }

  static let studioCases = [
    Case(token: "color.accent", contexts: ["appearance=light", "appearance=dark"]),
    Case(token: "{color.background}", input: ["appearance": "dark"], contexts: ["appearance=dark"]),
    Case(token: " palette.blue.700 ", contexts: ["appearance=light", "appearance=dark"]),
    Case(token: "type.body", input: ["Appearance": "LIGHT"], contexts: ["appearance=light"]),
  ]

  /// Each context's value and chain are what the brand's resolution of that context gives,
  /// and a role's are its theme's.
  @Test(arguments: studioCases)
  func studioTokensResolveInEveryContext(_ test: Case) throws {
    let report = ResolveRun(catalog: Fixtures.builtIn(), token: test.token, input: test.input)
      .run()
    #expect(report.failure == nil)
    #expect(report.exitCode == 0)
    #expect(report.brand == "studio")
    #expect(report.contexts.map(\.label) == test.contexts)
    #expect(report.permutations == test.contexts.count)
    let brand = try Fixtures.builtIn().brand("studio")
    let name = ResolveRun.name(test.token)
    for context in report.contexts {
      let input = Dictionary(uniqueKeysWithValues: context.input.map { ($0.modifier, $0.context) })
      let token = try #require(brand.resolve(input: input)[name])
      guard case .value(let resolved) = context.outcome else {
        Issue.record("\(context.label): \(context.outcome)")
        continue
      }
      #expect(resolved.type == token.type)
      #expect(resolved.json == token.json)
      #expect(resolved.links == token.provenance)
      #expect(resolved.filledFrom == nil)
      if let role = brand.theme(input: input).theme?.roleValues.first(where: { $0.token == name }) {
        #expect(resolved.links == role.links, "\(context.label)")
      }
    }
  }

  /// The text: the title with the type, one line per context with the value and each link
  /// as what is written there and its place.
  @Test func textShowsValueAndChainPerContext() throws {
    let report = ResolveRun(catalog: Fixtures.builtIn(), token: "color.background").run()
    let lines = ResolveTextWriter().text(report).split(separator: "\n").map(String.init)
    #expect(lines.first == "color.background (color) in studio")
    #expect(lines.count == 3)
    for (line, context) in zip(lines.dropFirst(), report.contexts) {
      guard case .value(let resolved) = context.outcome else {
        Issue.record("\(context.label) did not resolve")
        continue
      }
      // The labels are padded to the widest, so the values line up.
      let width = report.contexts.map(\.label.count).max() ?? 0
      let label = context.label + String(repeating: " ", count: width - context.label.count)
      #expect(line.hasPrefix("  \(label)  \(resolved.text)"), "\(line)")
      let places = resolved.links.map { link -> String in
        let location = link.location
        return
          "← \(link.reference ?? link.token) \(location?.file ?? ""):\(location?.line ?? 0):\(location?.column ?? 0)"
      }
      #expect(line.hasSuffix(places.joined(separator: " ")), "\(line)")
      #expect(resolved.links.count == 2, "an alias and its literal")
    }
    #expect(lines[1].contains("#F2F2F7"))
    #expect(lines[2].contains("#000000"))
  }

  /// A limit on the permutations resolves the first ones and says how many were left out.
  @Test func theLimitSaysWhatItLeftOut() {
    let report = ResolveRun(catalog: Fixtures.builtIn(), token: "color.accent", maxPermutations: 1)
      .run()
    #expect(report.exitCode == 0)
    #expect(report.contexts.map(\.label) == ["appearance=light"])
    #expect(report.permutations == 2)
    #expect(
      ResolveTextWriter().text(report).hasSuffix(
        "\n  … 1 more permutation not shown (2 in all); hold some modifiers with --input NAME=CONTEXT"
      ))
  }

  /// JSON: the token, its type, each context with its input, value, text and chain.
  @Test func jsonHoldsEachContext() throws {
    let report = ResolveRun(catalog: Fixtures.builtIn(), token: "color.accent").run()
    let text = ResolveJSONWriter().text(report)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(root["token"] as? String == "color.accent")
    #expect(root["type"] as? String == "color")
    let contexts = try #require(root["contexts"] as? [[String: Any]])
    #expect(
      contexts.map { ($0["input"] as? [String: String])?["appearance"] } == ["light", "dark"])
    for (json, context) in zip(contexts, report.contexts) {
      guard case .value(let resolved) = context.outcome else { continue }
      #expect(json["text"] as? String == resolved.text)
      let chain = try #require(json["chain"] as? [[String: Any]])
      #expect(chain.map { $0["token"] as? String } == resolved.links.map(\.token))
      #expect(chain.allSatisfy { ($0["source"] as? String)?.contains(".tokens.json:") == true })
    }
    #expect(root["failure"] == nil)
  }

  /// A name the brand does not have: exit 2 with the names it may have meant.
  @Test(arguments: [
    ("color.acent", "color.accent"),
    ("{colour.accent}", "color.accent"),
    ("palette.blue", "palette.blue."),
    ("background", "color.background"),
  ])
  func unknownNamesAreRefusedWithSuggestions(_ name: String, _ suggested: String) {
    let report = ResolveRun(catalog: Fixtures.builtIn(), token: name).run()
    #expect(report.exitCode == 2)
    guard case .unknownToken(let asked, let suggestions) = report.failure else {
      Issue.record("not refused: \(String(describing: report.failure))")
      return
    }
    #expect(asked == ResolveRun.name(name))
    #expect(suggestions.contains { $0.hasPrefix(suggested) }, "\(suggestions)")
    let message = ResolveWording.unknownToken(asked, brand: report.brand, suggestions: suggestions)
    #expect(message.contains("did you mean '\(suggestions[0])'"), "\(message)")
  }

  /// An input the brand refuses, and a brand that is not there: exit 2, nothing resolved.
  @Test(arguments: [
    (["size": "mobile"], "studio", "has no modifier 'size'"),
    (["appearance": "sepia"], "studio", "has no context 'sepia'"),
    ([:], "no-such-brand", "no-such-brand"),
  ])
  func badInputAndMissingBrandsAreRefused(
    _ input: [String: String], _ brand: String, _ says: String
  ) {
    let report = ResolveRun(
      catalog: Fixtures.builtIn(), reference: brand, token: "color.accent", input: input
    ).run()
    #expect(report.exitCode == 2)
    #expect(report.contexts.isEmpty)
    switch report.failure {
    case .input(let message)?, .notLoaded(let message)?:
      #expect(message.contains(says), "\(message)")
    default:
      Issue.record("not refused: \(String(describing: report.failure))")
    }
  }

  /// Figma's Simple Design System: a `$root` token resolves in both themes; a token whose
  /// letter spacing is in em has an error in each (exit 1), and is found by its misspelling.
  @Test func figmaSDSTokensResolveOrSayTheirErrors() throws {
    let resolver = try ExportFixture.realworld("figma-sds") + "/figma-sds.resolver.json"
    let catalog = ExportFixture.catalog()
    let report = ResolveRun(
      catalog: catalog, reference: resolver, token: "color.background.default"
    ).run()
    #expect(report.exitCode == 0)
    #expect(report.contexts.map(\.label) == ["theme=light", "theme=dark"])
    let brand = try catalog.brand(resolver)
    for context in report.contexts {
      let input = Dictionary(uniqueKeysWithValues: context.input.map { ($0.modifier, $0.context) })
      let token = try #require(brand.resolve(input: input)["color.background.default.$root"])
      guard case .value(let resolved) = context.outcome else {
        Issue.record("\(context.label): \(context.outcome)")
        continue
      }
      #expect(resolved.links == token.provenance)
      #expect(resolved.links.last?.location?.file.hasSuffix("color.tokens.json") == true)
    }
    #expect(
      Set(
        report.contexts.compactMap {
          if case .value(let resolved) = $0.outcome { resolved.text } else { nil }
        }
      ).count == 2, "light and dark differ")

    let broken = ResolveRun(catalog: catalog, reference: resolver, token: "typography.titleHero")
      .run()
    #expect(broken.exitCode == 1)
    #expect(broken.contexts.count == 2)
    for context in broken.contexts {
      guard case .error(let finding) = context.outcome else {
        Issue.record("\(context.label) resolved")
        continue
      }
      #expect(finding.rule.id == "value/unit")
      #expect(ResolveTextWriter().text(broken).contains("error: \(finding.message) [value/unit]"))
    }
    let misspelt = ResolveRun(
      catalog: catalog, reference: resolver, token: "typography.title-hero"
    ).run()
    guard case .unknownToken(_, let suggestions) = misspelt.failure else {
      Issue.record("not refused")
      return
    }
    #expect(suggestions.first == "typography.titleHero")
  }

  /// A project brand's role goes through its role map: the first link is the map's entry in
  /// sptheme.json, and the chain is the one the brand's theme holds for the role.
  @Test func rolesGoThroughTheProjectsRoleMap() throws {
    let project = try SDSProject.make()
    defer { try? FileManager.default.removeItem(atPath: project.folder) }
    let catalog = project.catalog(legacy: true)
    let report = ResolveRun(catalog: catalog, reference: "sds", token: "color.accent").run()
    #expect(report.exitCode == 0, "\(String(describing: report.failure))")
    #expect(report.contexts.map(\.label) == ["theme=light", "theme=dark"])
    let brand = try catalog.brand("sds")
    for context in report.contexts {
      guard case .value(let resolved) = context.outcome else {
        Issue.record("\(context.label): \(context.outcome)")
        continue
      }
      let first = try #require(resolved.links.first)
      #expect(first.token == "color.accent")
      #expect(first.location?.file == project.projectPath)
      #expect(first.reference?.hasPrefix("{") == true)
      let input = Dictionary(uniqueKeysWithValues: context.input.map { ($0.modifier, $0.context) })
      let role = try #require(
        brand.theme(input: input).theme?.roleValues.first { $0.token == "color.accent" })
      #expect(resolved.links == role.links)
    }

    // A role the map leaves out comes from the brand it extends, as the theme takes it.
    let filled = ResolveRun(catalog: catalog, reference: "sds", token: "motion.standard").run()
    #expect(filled.exitCode == 0)
    for context in filled.contexts {
      guard case .value(let resolved) = context.outcome else {
        Issue.record("\(context.label): \(context.outcome)")
        continue
      }
      #expect(resolved.filledFrom == "studio")
      #expect(ResolveTextWriter().text(filled).contains("(filled in from studio)"))
      let input = Dictionary(uniqueKeysWithValues: context.input.map { ($0.modifier, $0.context) })
      let role = try #require(
        brand.theme(input: input).theme?.roleValues.first { $0.token == "motion.standard" })
      #expect(resolved.links == role.links)
    }
  }
}
