import Foundation
import Testing
import Theme

/// Inputs the token fuzzer (`Tests/Fuzz/FuzzTokens.swift`, `make fuzz`) found to crash, hang or
/// exhaust memory, kept in `Tests/Fixtures/fuzz-regressions/tokens/` and run through the same
/// calls the fuzzer makes: each must finish, quickly, with the diagnostics it names.
@Suite struct TokenFuzzRegressionTests {
  static let folder = SharedFixtures.packageRoot + "/Tests/Fixtures/fuzz-regressions/tokens"

  /// File → a rule the token-file reading must report (`nil`: any outcome but a crash or hang).
  static let expected: [String: String?] = [
    // An alias bomb (each shadow two copies of the one before) with two references broken: the
    // whole 100 000-value shadow was built and parsed before its size was checked (3.2 s a run
    // under ASan, past the 10 s timeout on a loaded machine). Now refused before it is built.
    "alias-bomb-broken-references.tokens.json": "limit/value-size"
  ]

  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
  }

  @Test func everyFileIsListed() {
    #expect(Set(Self.files) == Set(Self.expected.keys), "list each file in `expected` with the rule it must report")
  }

  @Test(arguments: files)
  func runsLikeTheFuzzer(_ file: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + file)))
    let started = Date()
    // The fuzzer's three calls, in its order.
    let document = try? JSONDocument(bytes: bytes, path: file)
    let resolution = TokenLoader.resolve(json: String(decoding: bytes, as: UTF8.self), path: file)
    if let document {
      let resolver = ResolverDocument(document: document)
      for input in resolver.permutations(limit: 4) { _ = resolver.resolve(input: input) }
    }
    let seconds = Date().timeIntervalSince(started)
    if let rule = Self.expected[file] ?? nil {
      #expect(resolution.diagnostics.contains { $0.rule == rule }, "\(resolution.diagnostics.map(\.rule))")
    }
    // Generous for a debug build on a busy machine; the fixed inputs take well under a second.
    #expect(seconds < 20, "\(file) took \(seconds) s")
  }
}
