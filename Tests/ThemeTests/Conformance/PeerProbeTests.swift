import TestSupport
import Testing

@testable import Theme

/// Small documents of the shapes another DTCG tool's parser tests probe
/// (`Tests/Fixtures/conformance/`), each with the findings `docs/conformance.md` decides for it:
/// no `$ref` dropped without a word, every schema-only rule saying it is one, no follow-on that
/// contradicts the document, every malformed reference named.
@Suite struct PeerProbeTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var file: String
    /// The rule ids of the errors, sorted.
    var errors: [String]
    /// The rule ids of the warnings, sorted.
    var warnings: [String] = []
    /// How many tokens resolve, for a token file.
    var tokens: Int?
    var testDescription: String { file }
  }

  static let folder = TestPaths.packageRoot + "/Tests/Fixtures/conformance"

  static let cases: [Case] = [
    // A group's `$ref` is its `$extends`: resolved, or reported; never dropped.
    Case(
      file: "group-ref-with-tokens.tokens.json", errors: [], warnings: ["extends/group-ref"],
      tokens: 3),
    Case(
      file: "group-ref-to-nothing.tokens.json", errors: ["extends/missing"],
      warnings: ["extends/group-ref"], tokens: 1),
    Case(
      file: "group-ref-other-file.tokens.json",
      errors: ["alias/pointer-syntax", "extends/syntax", "extends/syntax"], tokens: 2),
    Case(
      file: "group-ref-and-extends.tokens.json", errors: ["extends/ref-and-extends"], tokens: 4),
    Case(file: "extends-pointer-string.tokens.json", errors: [], tokens: 3),
    // A font family names a font: "" names none.
    Case(
      file: "font-family-empty.tokens.json",
      errors: ["value/font-name", "value/font-name", "value/font-name", "value/font-name"],
      tokens: 1),
    // A `$ref` into what the reader does not keep says so, not that it is missing.
    Case(
      file: "ref-into-defs.tokens.json", errors: ["alias/outside-tree", "tokens/unknown-property"],
      tokens: 0),
    Case(file: "ref-to-group-metadata.tokens.json", errors: [], tokens: 2),
    // A token under a group whose `$type` was refused is not told that no group sets one.
    Case(
      file: "group-type-refused.tokens.json",
      errors: ["tokens/legacy-type", "tokens/no-type", "tokens/no-type", "tokens/type"], tokens: 0),
    // Extra members: the prose refuses them in composites, the schema in colors and dimensions.
    Case(
      file: "typography-extra-members.tokens.json",
      errors: [
        "value/schema", "value/schema", "value/unknown-member", "value/unknown-member",
        "value/unknown-member",
      ], tokens: 1),
    // A malformed reference is named whatever else is wrong with its token.
    Case(
      file: "unclosed-reference-untyped.tokens.json",
      errors: [
        "tokens/no-type", "tokens/no-type", "tokens/type", "value/reference", "value/reference",
        "value/reference",
      ], tokens: 0),
    // `name` on a set or modifier of the maps: only the schema forbids it.
    Case(
      file: "modifier-name.resolver.json", errors: [],
      warnings: ["resolver/name-member", "resolver/name-member"]),
  ]

  /// The findings for a fixture, and the resolved tokens of a token file.
  static func check(_ file: String) -> (diagnostics: [Diagnostic], tokens: [ResolvedToken]?) {
    let path = folder + "/" + file
    guard file.hasSuffix(".resolver.json") else {
      let resolution = TokenLoader.resolve(files: [path])
      return (resolution.diagnostics, resolution.tokens)
    }
    let resolver = ResolverDocument(contentsOf: path)
    guard !resolver.hasErrors else { return (resolver.diagnostics, nil) }
    let resolved = resolver.permutations().flatMap { resolver.resolve(input: $0).diagnostics }
    return (resolver.diagnostics + resolved, nil)
  }

  static func rules(_ diagnostics: [Diagnostic], _ severity: Diagnostic.Severity) -> [String] {
    diagnostics.filter { $0.severity == severity }.map(\.rule.id).sorted()
  }

  @Test(arguments: cases)
  func findings(_ testCase: Case) {
    let (diagnostics, tokens) = Self.check(testCase.file)
    let listed = diagnostics.map { "\($0.severity) \($0.rule): \($0.message)" }
    #expect(Self.rules(diagnostics, .error) == testCase.errors, "\(listed)")
    #expect(Self.rules(diagnostics, .warning) == testCase.warnings, "\(listed)")
    if let count = testCase.tokens {
      #expect(tokens?.count == count, "\(tokens?.map { TokenPath.display($0.path) } ?? [])")
    }
    for diagnostic in diagnostics {
      #expect(diagnostic.location != nil, "no location: \(diagnostic.message)")
      #expect(diagnostic.hint != nil, "no hint: \(diagnostic.message)")
    }
  }

  @Test func aGroupRefInheritsTheTokensItPointsAt() {
    let (diagnostics, tokens) = Self.check("group-ref-with-tokens.tokens.json")
    let names = tokens?.map { TokenPath.display($0.path) } ?? []
    #expect(names.contains("color.grey.1"), "\(names)")
    #expect(names.contains("color.grey.2"), "\(names)")
    let warning = diagnostics.first { $0.rule.id == "extends/group-ref" }
    #expect(warning?.message.contains("2025.10 JSON schema") == true, "\(warning?.message ?? "")")
    #expect(warning?.hint == #"write "$extends": "{color.gray}""#)
  }

  @Test func aGroupRefToNothingNamesTheRef() {
    let (diagnostics, _) = Self.check("group-ref-to-nothing.tokens.json")
    let error = diagnostics.first { $0.rule.id == "extends/missing" }
    #expect(error?.message == "$ref names color.gray, but there is no such group")
    #expect(error?.location?.line == 5)
  }

  @Test func aRefIntoDefsDoesNotSayDefsIsMissing() {
    let (diagnostics, _) = Self.check("ref-into-defs.tokens.json")
    for diagnostic in diagnostics {
      #expect(!diagnostic.message.contains("no member"), "\(diagnostic.message)")
    }
    let error = diagnostics.first { $0.rule.id == "alias/outside-tree" }
    #expect(error?.message.contains("'$defs'") == true, "\(error?.message ?? "")")
  }

  @Test func aRefusedGroupTypeIsNamedNotDenied() {
    let (diagnostics, _) = Self.check("group-type-refused.tokens.json")
    let messages = diagnostics.filter { $0.rule.id == "tokens/no-type" }.map(\.message)
    #expect(
      messages == [
        "flags.on has no $type, and the $type of the root group is not one it can take",
        "size.sm has no $type, and the $type of group size is not one it can take",
      ])
    let notes = diagnostics.filter { $0.rule.id == "tokens/no-type" }.map {
      $0.notes.first?.location?.line
    }
    #expect(notes == [2, 7])
  }

  @Test func extraMembersSayWhichTextRefusesThem() {
    let (diagnostics, _) = Self.check("typography-extra-members.tokens.json")
    for diagnostic in diagnostics {
      #expect(!diagnostic.message.contains("with its references resolved"), "\(diagnostic.message)")
      switch diagnostic.rule.id {
      case "value/schema":
        #expect(diagnostic.message.hasSuffix("(a rule of the 2025.10 JSON schema)"))
      case "value/unknown-member":
        #expect(diagnostic.message.contains("2025.10 format"), "\(diagnostic.message)")
      default:
        Issue.record("unexpected \(diagnostic.rule): \(diagnostic.message)")
      }
    }
  }

  @Test func theUnclosedBraceIsNamedBesideTheMissingType() {
    let (diagnostics, _) = Self.check("unclosed-reference-untyped.tokens.json")
    let named = diagnostics.filter { $0.rule.id == "value/reference" }.map(\.message)
    #expect(
      named.contains(#""{foo.bar" looks like a reference but has no closing brace"#), "\(named)")
    #expect(
      named.contains(#""foo.bar}" looks like a reference but has no opening brace"#), "\(named)")
  }

  @Test func aModifierNameWarnsAndNamesTheSchema() {
    let (diagnostics, _) = Self.check("modifier-name.resolver.json")
    for warning in diagnostics where warning.rule.id == "resolver/name-member" {
      #expect(warning.message.contains("2025.10 JSON schema"), "\(warning.message)")
    }
  }
}
