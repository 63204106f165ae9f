import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// Hostile token files (`Tests/Fixtures/hostile/`, plus large ones made here), checked in
/// process: each is refused with exactly the expected error, in bounded time, and nothing of it
/// reaches the text written for the terminal raw.
@Suite struct HostileCorpusCheckTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var file: String
    var rule: String
    var message: String
    var testDescription: String { file }
  }

  static let committed: [Case] = [
    Case(
      file: "alias-bomb.tokens.json", rule: "limit/value-size",
      message: "shadow.s13 holds more than 100000 values"),
    Case(
      file: "extends-doubling-empty.tokens.json", rule: "limit/tokens",
      message: "1:1239: error: $extends makes s19 hold more than 500000 tokens, the limit"),
    Case(
      file: "long-chain.tokens.json", rule: "limit/alias-chain",
      message: "n.t65 is more than 64 aliases away from its literal value"),
    Case(
      file: "extends-cycle.tokens.json", rule: "extends/cycle",
      message: "$extends goes round in a circle: a → b → c → a"),
    Case(
      file: "extends-ancestor.tokens.json", rule: "extends/cycle",
      message: "4:19: error: $extends goes round in a circle: a → a.b → a"),
    Case(
      file: "set-cycle.resolver.json", rule: "resolver/cycle",
      message: "sets reference each other in a circle: a → b → a"),
    Case(
      file: "loads-itself.resolver.json", rule: "tokens/not-object",
      message: "'version' must be a token"),
    Case(
      file: "escape-payloads.tokens.json", rule: "alias/missing",
      message:
        "<script>alert(1)</script>.x[31my: {nope]0;title} points at a token that does not exist"),
    Case(
      file: "nul-byte.tokens.json", rule: "json/syntax",
      message: "1:60: error: a control character cannot appear raw inside a string"),
    Case(
      file: "invalid-utf8.tokens.json", rule: "json/syntax", message: "1:62: error: invalid UTF-8"),
    Case(
      file: "huge-number.tokens.json", rule: "json/syntax", message: "the number 1e999 is too large"
    ),
    Case(
      file: "trailing-garbage.tokens.json", rule: "json/syntax",
      message: "2:1: error: found '<' after the end of the JSON value; nothing may follow it"),
    Case(
      file: "extends-doubling.tokens.json", rule: "limit/tokens",
      message: "1:1244: error: $extends makes s19 hold more than 500000 tokens, the limit"),
    Case(
      file: "ref-proc-environ.resolver.json", rule: "resolver/file",
      message:
        "refused to read /proc/self/environ, referenced here: only .json files are read as token sources"
    ),
    Case(
      file: "ref-passwd.resolver.json", rule: "resolver/file",
      message:
        "refused to read /etc/passwd, referenced here: only .json files are read as token sources"),
    Case(
      file: "ref-shadow.resolver.json", rule: "resolver/file",
      message: "refused to read /etc/shadow, referenced here: only .json files"),
    Case(
      file: "ref-outside-json.resolver.json", rule: "resolver/file",
      message:
        "refused to read /tmp/outside.tokens.json, referenced here: it is outside the project ("),
    Case(
      file: "ref-not-json.resolver.json", rule: "json/syntax",
      message:
        "not-json.tokens.json:1:1: error: the file is not JSON: it does not start with { or [ (its text is not shown)"
    ),
    Case(
      file: "ref-nul.resolver.json", rule: "resolver/file",
      message: ".txt, referenced here: a file name cannot hold a NUL character"),
  ]

  @Test(arguments: committed)
  func committedFile(_ hostile: Case) throws {
    Self.expect(BrandFiles.hostile + "/" + hostile.file, hostile)
  }

  /// Large inputs, written for the test so the repository stays small.
  static let generated:
    [(name: String, rule: String, message: String, write: @Sendable (String) throws -> Void)] = [
      (
        "deep-nesting", "json/syntax",
        "nesting is deeper than the limit of 512 levels (raise it with --max-depth)",
        { path in
          try (String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
            .write(toFile: path, atomically: true, encoding: .utf8)
        }
      ),
      (
        // 450,000 tokens 400 groups deep: 10 MB within every other limit, which took 2.8 GB in
        // paths; the name budget stops it some 40,000 tokens in.
        "deep-groups-many-tokens", "limit/tokens",
        "the tokens' names grow past what 401-deep groups allow",
        { path in
          let tokens = (0..<450_000).map { "\"t\($0)\":{\"$value\":1}" }.joined(separator: ",")
          let open = String(repeating: "\"g\":{", count: 400)
          let close = String(repeating: "}", count: 400)
          try "{\"$type\":\"number\",\(open)\(tokens)\(close)}".write(
            toFile: path, atomically: true, encoding: .utf8)
        }
      ),
      (
        "million-element-array", "value/length", "cubicBezier",
        { path in
          let numbers = Array(repeating: "0.5", count: 1_000_000).joined(separator: ",")
          try "{ \"ease\": { \"$type\": \"cubicBezier\", \"$value\": [\(numbers)] } }".write(
            toFile: path, atomically: true, encoding: .utf8)
        }
      ),
      (
        "long-alias-chain", "limit/alias-chain", "more than 64 aliases away",
        { path in
          var members = ["\"t0\": { \"$value\": 1 }"]
          for index in 1...2_000 {
            members.append("\"t\(index)\": { \"$value\": \"{n.t\(index - 1)}\" }")
          }
          try "{ \"n\": { \"$type\": \"number\", \(members.reversed().joined(separator: ", ")) } }"
            .write(toFile: path, atomically: true, encoding: .utf8)
        }
      ),
      // 8,000 tokens, each two copies of a 2,048-layer shadow: every one is under
      // --max-value-size, and together they are 32 million layers.
      (
        "many-alias-bombs", "limit/resolved-values",
        "references inside values have made more than 10000000 values in this resolution by shadow.m127",
        { path in try HostileFiles.writeManyAliasBombs(to: path) }
      ),
      (
        "extends-with-low-max-tokens", "limit/tokens",
        "$extends makes s10 hold more than 1000 tokens, the limit",
        { path in
          try FileManager.default.copyItem(
            atPath: BrandFiles.hostile + "/extends-doubling.tokens.json", toPath: path)
        }
      ),
      (
        "ten-megabyte-description", "theme/missing-role", "the brand has no color.background token",
        { path in
          let long = String(repeating: "a", count: 10_000_000)
          try "{ \"n\": { \"$type\": \"number\", \"$description\": \"\(long)\", \"$value\": 1 } }"
            .write(toFile: path, atomically: true, encoding: .utf8)
        }
      ),
    ]

  /// Token options some generated files are checked with (`--max-tokens 1000`).
  static let options = ["extends-with-low-max-tokens": TokenOptions(maxTokens: 1000)]

  @Test(arguments: generated.map(\.name))
  func generatedFile(_ name: String) throws {
    let entry = try #require(Self.generated.first { $0.name == name })
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/\(name).tokens.json"
    try entry.write(path)
    Self.expect(
      path, Case(file: name, rule: entry.rule, message: entry.message),
      Self.options[name] ?? TokenOptions())
  }

  /// A minified `sptheme.json` (one 558 KB line) whose brand entry holds 20,000 unknown members,
  /// found by the process-level fuzzer (`make fuzz-cli`): each finding's code frame walked the
  /// line from its start to the finding's column, so `check` took about ten minutes in a debug
  /// build; now each walk starts at a mark near the column, and it takes seconds. The brand
  /// cannot be loaded (exit 2): its findings are printed with their frames.
  @Test func minifiedProjectFileWithThousandsOfFindings() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { BrandFiles.remove(folder) }
    let members = (0..<20_000).map { #""t\#($0)": {"$value": \#($0)}"# }
    try BrandFiles.write(
      #"{"brands": {"$value": {"$type": "number", \#(members.joined(separator: ", "))}}}"#,
      to: folder + "/sptheme.json")
    let check = ShellCheck(
      noContrast: true, config: folder + "/sptheme.json", tokens: folder + "/tokens")
    let result = check([])
    #expect(result.status == 2, "exit \(result.status): \(result.stderr.suffix(400))")
    #expect(
      result.stderr.contains(
        "sptheme.json:1:557794: error: unknown member 't19999' in brand '$value' [config/unknown-member]"
      ), "\(result.stderr.suffix(600))")
    #expect(
      result.stderr.contains(#", "t19998": {"$value": 19998}, "t19999": {"$value": 19999}}}}"#),
      "\(result.stderr.suffix(600))")
  }

  /// Checks a file (`check --no-contrast`) and expects exit 1, the rule and the message.
  static func expect(_ path: String, _ hostile: Case, _ options: TokenOptions = TokenOptions()) {
    let result = ShellCheck(noContrast: true, options: options)([path])
    #expect(result.status == 1, "exit \(result.status): \(result.stderr.prefix(400))")
    #expect(
      result.stdout.contains("[\(hostile.rule)]"),
      "no [\(hostile.rule)] in:\n\(result.stdout.prefix(1200))")
    #expect(
      result.stdout.contains(hostile.message),
      "no '\(hostile.message)' in:\n\(result.stdout.prefix(1200))")
    #expect(
      !result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}")
        && !result.stdout.contains("\u{9B}"))
    // Nothing of a file that is not JSON, or that was refused, is quoted back.
    #expect(
      !result.stdout.contains("hunter2") && !result.stdout.contains("root:"),
      "\(result.stdout.prefix(1200))")
  }
}
