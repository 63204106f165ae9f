import Testing

@testable import Theme

/// "Did you mean": the closest known name within two edits (a third of a long word), else none.
@Suite struct SuggestionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var word: String
    var candidates: [String]
    var expected: String?
    var testDescription: String { "\(word) → \(expected ?? "none")" }
  }

  static let cases = [
    Case(word: "chek", candidates: ["check", "preview", "diff"], expected: "check"),
    Case(word: "folo", candidates: ["fieldnote", "folio", "studio"], expected: "folio"),
    Case(
      word: "invaild", candidates: ["rest", "invalid", "invalid-correcting"], expected: "invalid"),
    Case(
      word: "reset-pasword/step-3-refsed", candidates: ["reset-password/step-3-refused"],
      expected: "reset-password/step-3-refused"),
    Case(word: "JSN", candidates: ["text", "json"], expected: "json"),
    Case(word: "frobnicate", candidates: ["check", "preview"], expected: nil),
    Case(word: "check", candidates: ["check"], expected: nil),
    Case(word: "x", candidates: [], expected: nil),
  ]

  @Test(arguments: cases) func closest(_ test: Case) {
    #expect(Suggestion.closest(to: test.word, in: test.candidates) == test.expected)
  }

  @Test func hint() {
    #expect(
      Suggestion.hint(for: "sigin-in", in: ["sign-in", "login"]) == " (did you mean 'sign-in'?)")
    #expect(Suggestion.hint(for: "zzz", in: ["sign-in"]) == "")
  }
}
