import Foundation
import Testing

/// Hostile token files (`Tests/Fixtures/hostile/`, plus large ones made here): each is refused
/// with exactly the expected error, in bounded time, and nothing of it reaches the terminal raw.
@Suite struct HostileCorpusTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var file: String
    var rule: String
    var message: String
    var testDescription: String { file }
  }

  static let folder = CLIRunner.packageRoot + "/Tests/Fixtures/hostile"

  static let committed: [Case] = [
    Case(file: "alias-bomb.tokens.json", rule: "limit/value-size", message: "shadow.s13 holds more than 100000 values"),
    Case(file: "extends-cycle.tokens.json", rule: "extends/cycle", message: "$extends goes round in a circle: a → b → c → a"),
    Case(file: "set-cycle.resolver.json", rule: "resolver/cycle", message: "sets reference each other in a circle: a → b → a"),
    Case(file: "loads-itself.resolver.json", rule: "tokens/not-object", message: "'version' must be a token"),
    Case(file: "escape-payloads.tokens.json", rule: "alias/missing", message: "<script>alert(1)</script>.x[31my: {nope]0;title} points at a token that does not exist"),
    Case(file: "nul-byte.tokens.json", rule: "json/syntax", message: "1:60: error: a control character cannot appear raw inside a string"),
    Case(file: "invalid-utf8.tokens.json", rule: "json/syntax", message: "1:62: error: invalid UTF-8"),
    Case(file: "huge-number.tokens.json", rule: "json/syntax", message: "the number 1e999 is too large"),
    Case(file: "trailing-garbage.tokens.json", rule: "json/syntax", message: "2:1: error: unexpected '<' after the end of the JSON value"),
  ]

  @Test(arguments: committed)
  func committedFile(_ hostile: Case) throws {
    try Self.expect(Self.folder + "/" + hostile.file, hostile)
  }

  /// Large inputs, written for the test so the repository stays small.
  static let generated: [(name: String, rule: String, message: String, write: @Sendable (String) throws -> Void)] = [
    ("deep-nesting", "json/syntax", "nesting is deeper than the limit of 512 levels (raise it with --max-depth)", { path in
      try (String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).write(toFile: path, atomically: true, encoding: .utf8)
    }),
    ("million-element-array", "value/length", "cubicBezier", { path in
      let numbers = Array(repeating: "0.5", count: 1_000_000).joined(separator: ",")
      try "{ \"ease\": { \"$type\": \"cubicBezier\", \"$value\": [\(numbers)] } }".write(toFile: path, atomically: true, encoding: .utf8)
    }),
    ("long-alias-chain", "limit/alias-chain", "more than 64 aliases away", { path in
      var members = ["\"t0\": { \"$value\": 1 }"]
      for index in 1...2_000 { members.append("\"t\(index)\": { \"$value\": \"{n.t\(index - 1)}\" }") }
      try "{ \"n\": { \"$type\": \"number\", \(members.reversed().joined(separator: ", ")) } }".write(toFile: path, atomically: true, encoding: .utf8)
    }),
    ("ten-megabyte-description", "theme/missing-role", "the brand has no color.background token", { path in
      let long = String(repeating: "a", count: 10_000_000)
      try "{ \"n\": { \"$type\": \"number\", \"$description\": \"\(long)\", \"$value\": 1 } }".write(toFile: path, atomically: true, encoding: .utf8)
    }),
  ]

  @Test(arguments: generated.map(\.name))
  func generatedFile(_ name: String) throws {
    let entry = try #require(Self.generated.first { $0.name == name })
    let folder = try CLIRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/\(name).tokens.json"
    try entry.write(path)
    try Self.expect(path, Case(file: name, rule: entry.rule, message: entry.message))
  }

  /// Runs `sptheme check` on a file and expects exit 1, the rule and the message, quickly.
  static func expect(_ path: String, _ hostile: Case) throws {
    let started = Date()
    let result = try CLIRunner.run(["check", "--no-contrast", path])
    let seconds = Date().timeIntervalSince(started)
    #expect(result.status == 1, "exit \(result.status): \(result.stderr.prefix(400))")
    #expect(result.stdout.contains("[\(hostile.rule)]"), "no [\(hostile.rule)] in:\n\(result.stdout.prefix(1200))")
    #expect(result.stdout.contains(hostile.message), "no '\(hostile.message)' in:\n\(result.stdout.prefix(1200))")
    #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}") && !result.stdout.contains("\u{9B}"))
    #expect(seconds < 60, "took \(seconds) s")
  }
}
