import Foundation
import Testing

@testable import Theme

/// Runs the value cases of the proposed DTCG 2025.10 test suite
/// (`../shared/conformance/dtcg-2025.10-tests/format/{positive,negative}/<value folder>/`)
/// through `ValueParser`. Only tokens with an explicit `$type` and a `$value` that holds no
/// reference are parsed: group-level concerns (type inheritance, aliases, `$extends`) belong to
/// other layers.
@Suite struct ConformanceValueTests {
  static let valueFolders = [
    "colors", "dimensions", "durations", "cubicBezier", "fontFamily", "fontWeight", "numbers",
    "strokeStyles", "borders", "transitions", "shadows", "gradients", "typography",
  ]

  /// Negative files in value folders where no parsed token is expected to carry an error, with
  /// the reason. Empty: every negative value case fails on a token's own `$value`.
  static let negativeExceptions: [String: String] = [:]

  struct Token {
    var path: String
    var type: TokenType
    var value: JSONValue
  }

  static var suiteFolder: URL {
    JSONFixture.sharedFolder().appendingPathComponent("conformance/dtcg-2025.10-tests/format")
  }

  static func files(_ verdict: String) throws -> [URL] {
    var files: [URL] = []
    for folder in valueFolders {
      let url = suiteFolder.appendingPathComponent(verdict).appendingPathComponent(folder)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
        continue
      }
      files += names.filter { $0.hasSuffix(".json") }.sorted().map {
        url.appendingPathComponent($0)
      }
    }
    return files
  }

  /// Tokens with `$value` and an explicit, known `$type`, whose value holds no reference.
  static func tokens(in json: JSONValue, path: [String] = []) -> [Token] {
    guard case .object(let object) = json else { return [] }
    if let value = object["$value"] {
      guard let name = object["$type"]?.string, let type = TokenType(rawValue: name),
        !holdsReference(value)
      else { return [] }
      return [Token(path: path.joined(separator: "."), type: type, value: value)]
    }
    return object.members.filter { !$0.key.hasPrefix("$") }.flatMap {
      tokens(in: $0.value, path: path + [$0.key])
    }
  }

  static func holdsReference(_ value: JSONValue) -> Bool {
    if AliasReference.isReferenceLike(value) { return true }
    switch value {
    case .array(let items): return items.contains(where: holdsReference)
    case .object(let object): return object.members.contains { holdsReference($0.value) }
    default: return false
    }
  }

  func relative(_ url: URL) -> String {
    url.path.replacingOccurrences(of: Self.suiteFolder.path + "/", with: "")
  }

  @Test func suiteIsThere() {
    let exists = FileManager.default.fileExists(atPath: Self.suiteFolder.path)
    #expect(
      exists,
      "the DTCG test suite is missing at \(Self.suiteFolder.path): the tests expect the shared folder next to the package (../shared)"
    )
  }

  @Test func positiveValueFilesHaveNoErrors() throws {
    let files = try Self.files("positive")
    try #require(
      files.count >= 50, "expected the positive value cases under \(Self.suiteFolder.path)")
    var parsedTokens = 0
    for file in files {
      let tokens = Self.tokens(in: try JSONFixture.file(file))
      #expect(!tokens.isEmpty, "\(relative(file)): no token to check")
      for token in tokens {
        parsedTokens += 1
        let parsed = ValueParser.parse(token.value, as: token.type)
        #expect(
          parsed.problems.isEmpty,
          "\(relative(file)) \(token.path): \(parsed.problems.map(\.message))")
        #expect(parsed.value != nil, "\(relative(file)) \(token.path)")
      }
    }
    #expect(parsedTokens >= files.count)
  }

  @Test func negativeValueFilesHaveAnError() throws {
    let files = try Self.files("negative")
    try #require(
      files.count >= 60, "expected the negative value cases under \(Self.suiteFolder.path)")
    for file in files {
      let name = relative(file)
      let tokens = Self.tokens(in: try JSONFixture.file(file))
      let errors = tokens.flatMap { token in
        ValueParser.parse(token.value, as: token.type).problems.filter { $0.severity == .error }
      }
      if let reason = Self.negativeExceptions[name] {
        #expect(errors.isEmpty, "\(name) is listed as an exception (\(reason)) but now has errors")
      } else {
        #expect(!tokens.isEmpty, "\(name): no token to check")
        #expect(!errors.isEmpty, "\(name): expected at least one value error")
      }
    }
  }

  /// Negative files with one token should fail for the reason the file names: print nothing,
  /// but check that no negative file's only error is a legacy one when the file is not about
  /// legacy shapes.
  @Test func negativeErrorsAreNotOnlyLegacy() throws {
    for file in try Self.files("negative") {
      let tokens = Self.tokens(in: try JSONFixture.file(file))
      let rules = Set(
        tokens.flatMap { ValueParser.parse($0.value, as: $0.type).problems.map(\.rule.id) })
      if rules == ["value/legacy"] {
        // Only border-wrong-color-type uses a legacy "#ff0000" string on purpose.
        #expect(relative(file) == "negative/borders/border-wrong-color-type.json")
      }
    }
  }
}
