import Testing

@testable import Theme

/// The words of value problems as a reader sees them: each refused value gets its message and
/// hint in plain English, with no code leaking into them.
@Suite struct ValueWordingTests {
  static let cases: [(ValueCase, message: String, hint: String?)] = [
    (
      ValueCase(
        "hsl saturation too high", .color, #"{"colorSpace": "hsl", "components": [10, 120, 50]}"#),
      "saturation 120 is out of range for hsl: it must be between 0 and 100", "use 100 at most"
    ),
    (
      ValueCase(
        "srgb channel below zero", .color, #"{"colorSpace": "srgb", "components": [-0.2, 0, 0]}"#),
      "red -0.2 is out of range for srgb: it must be between 0 and 1",
      "use 0 at least; a color outside srgb needs a wider space such as oklch"
    ),
    (
      ValueCase("empty dash array", .strokeStyle, #"{"dashArray": [], "lineCap": "round"}"#),
      "dashArray is an empty list: it needs at least one dash length (a rule of the 2025.10 JSON schema)",
      nil
    ),
    (
      ValueCase("empty font list", .fontFamily, "[]"),
      "the font family is an empty list: it needs at least one font name (a rule of the 2025.10 JSON schema)",
      "write at least one name, such as [\"system-ui\"]"
    ),
    (
      ValueCase(
        "reference to the whole document", .border,
        ##"{"color": {"$ref": "#"}, "width": {"value": 1, "unit": "px"}, "style": "solid"}"##),
      "the reference \"#\" points at the whole document, not at a value",
      "point at a token's value, such as \"#/color/brand/$value\""
    ),
  ]

  @Test(arguments: cases.indices)
  func problemsReadAsEnglish(_ index: Int) throws {
    let (value, message, hint) = Self.cases[index]
    let problem = try #require(try value.parse().problems.first, "\(value.name)")
    #expect(problem.message == message, "\(value.name)")
    if let hint { #expect(problem.hint == hint, "\(value.name)") }
  }
}
