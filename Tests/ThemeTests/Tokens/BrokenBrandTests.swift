import Testing

@testable import Theme

/// The five broken brands of the issue: each gives one error with a rule id, the place in the
/// file, the token path and a hint a brand designer can act on.
@Suite struct BrokenBrandTests {
  struct BrokenCase: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var rule: String
    var line: Int
    var column: Int
    var tokenPath: String?
    var message: String
    var hint: String
    var notes: [(String, Int, Int)] = []
    var testDescription: String { name }
  }

  static let cases: [BrokenCase] = [
    BrokenCase(
      name: "alias to a missing token",
      text: """
        {
          "palette": {
            "$type": "color",
            "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1] } }
          },
          "color": {
            "accent": { "$type": "color", "$value": "{palette.bleu}" }
          }
        }
        """,
      rule: "alias/missing", line: 7, column: 45, tokenPath: "color.accent",
      message: "{palette.bleu} points at a token that does not exist",
      hint: "did you mean {palette.blue}?"),
    BrokenCase(
      name: "cycle of three",
      text: """
        {
          "color": {
            "$type": "color",
            "a": { "$value": "{color.b}" },
            "b": { "$value": "{color.c}" },
            "c": { "$value": "{color.a}" }
          }
        }
        """,
      rule: "alias/cycle", line: 4, column: 22, tokenPath: "color.a",
      message: "alias cycle: color.a → color.b → color.c → color.a",
      hint: "give one of these tokens a literal value instead of an alias",
      notes: [
        ("color.a is part of the cycle", 4, 5), ("color.b is part of the cycle", 5, 5),
        ("color.c is part of the cycle", 6, 5),
      ]),
    BrokenCase(
      name: "color with hue 360",
      text: """
        {
          "color": {
            "$type": "color",
            "rose": { "$value": { "colorSpace": "hsl", "components": [360, 80, 60] } }
          }
        }
        """,
      rule: "value/color-range", line: 4, column: 63, tokenPath: "color.rose",
      message: "hue 360 is out of range for hsl: it must be at least 0 and less than 360",
      hint: "use 0 (360° is the same hue)"),
    BrokenCase(
      name: "truncated file",
      text: """
        {
          "color": {
            "$type": "color",
            "rose": { "$value": { "colorSpace": "hsl", "components": [350, 80
        """,
      rule: "json/syntax", line: 4, column: 70, tokenPath: nil,
      message: "unexpected end of input: the file ends inside a value (is it truncated?)",
      hint: "fix the JSON at this place; token files must be strict JSON (RFC 8259)"),
    BrokenCase(
      name: "duplicate key",
      text: """
        {
          "color": {
            "$type": "color",
            "accent": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1] } },
            "accent": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } }
          }
        }
        """,
      rule: "json/duplicate-key", line: 5, column: 5, tokenPath: "color.accent",
      message: "'accent' is written twice in the same object; only the second one would count",
      hint: "remove one of the two, or rename it", notes: [("first written here", 4, 5)]),
  ]

  @Test(arguments: cases)
  func givesOneActionableError(_ item: BrokenCase) {
    let resolution = TokenLoader.resolve(json: item.text, path: "tokens/broken/light.tokens.json")
    let errors = resolution.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(errors.map(\.message))")
    guard let error = errors.first else { return }
    #expect(error.rule.id == item.rule)
    #expect(error.message == item.message)
    #expect(
      error.location
        == SourceLocation(
          file: "tokens/broken/light.tokens.json", line: item.line, column: item.column))
    #expect(error.tokenPath == item.tokenPath)
    #expect(error.hint == item.hint)
    #expect(error.notes.map(\.message) == item.notes.map(\.0))
    #expect(
      error.notes.map(\.location)
        == item.notes.map {
          SourceLocation(file: "tokens/broken/light.tokens.json", line: $0.1, column: $0.2)
        })
    // The reported place can be shown: its line holds the thing the message talks about.
    let frame = error.location.flatMap(resolution.codeFrame(at:))
    if item.rule != "json/syntax" { #expect(frame != nil) }
  }

  @Test func theSameBrokenFilesFromDiskGiveTheSameErrors() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (index, item) in Self.cases.enumerated() {
      let path = try folder.write("case\(index).tokens.json", item.text)
      let resolution = TokenLoader.resolve(files: [path])
      let errors = resolution.diagnostics.filter { $0.severity == .error }
      #expect(errors.map(\.rule.id) == [item.rule], "\(item.name)")
      #expect(
        errors.first?.location == SourceLocation(file: path, line: item.line, column: item.column),
        "\(item.name)")
      #expect(errors.first?.message == item.message, "\(item.name)")
    }
  }

  @Test func everyIndependentErrorIsReported() {
    let text = """
      {
        "palette": {
          "$type": "color",
          "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1] } },
          "rose": { "$value": { "colorSpace": "hsl", "components": [360, 80, 60] } }
        },
        "color": {
          "$type": "color",
          "accent": { "$value": "{palette.bleu}" },
          "a": { "$value": "{color.b}" },
          "b": { "$value": "{color.c}" },
          "c": { "$value": "{color.a}" },
          "ok": { "$value": "{palette.blue}" }
        }
      }
      """
    let resolution = TokenLoader.resolve(json: text, path: "b.tokens.json")
    let errors = resolution.diagnostics.filter { $0.severity == .error }
    #expect(
      errors.map(\.rule.id).sorted() == ["alias/cycle", "alias/missing", "value/color-range"])
    #expect(Set(errors.compactMap(\.tokenPath)) == ["palette.rose", "color.accent", "color.a"])
    #expect(errors.allSatisfy { $0.location != nil && $0.hint != nil })
    // Tokens without errors still resolve.
    #expect(resolution["color.ok"]?.value == resolution["palette.blue"]?.value)
    #expect(resolution["palette.rose"] == nil)
    #expect(resolution["color.b"] == nil)
  }

  @Test func aMisspeltAliasGetsASuggestionAndAFarOneDoesNot() {
    let text = """
      {
        "space": {
          "$type": "dimension",
          "medium": { "$value": { "value": 12, "unit": "px" } },
          "gap": { "$value": "{space.meduim}" },
          "far": { "$value": "{space.enormous}" },
          "group": { "$value": "{spaec.medium}" }
        }
      }
      """
    let resolution = TokenLoader.resolve(json: text, path: "s.tokens.json")
    let hints = Dictionary(
      uniqueKeysWithValues: resolution.diagnostics.compactMap { d in
        d.tokenPath.map { ($0, d.hint) }
      })
    #expect(hints["space.gap"] == "did you mean {space.medium}?")
    #expect(hints["space.group"] == "did you mean {space.medium}?")
    #expect(
      hints["space.far"] == "check the spelling of the path; groups and names are separated by dots"
    )
    #expect(resolution.diagnostics.count == 3)
  }
}
