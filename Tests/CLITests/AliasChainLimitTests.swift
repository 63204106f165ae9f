import Foundation
import TestSupport
import Testing

/// `--max-alias-chain` is the number of links followed: a chain of exactly that many is
/// resolved, one more is refused.
@Suite struct AliasChainLimitTests {
  /// A file with `n.t0` a literal and `n.tK` an alias of `n.t(K-1)`, K up to `links`.
  static func chain(_ links: Int) throws -> String {
    let folder = try TestPaths.temporaryFolder()
    var members = [#""t0": { "$value": 1 }"#]
    for index in 1...links { members.append(#""t\#(index)": { "$value": "{n.t\#(index - 1)}" }"#) }
    let path = folder + "/chain.tokens.json"
    try #"{ "n": { "$type": "number", \#(members.reversed().joined(separator: ", ")) } }"#
      .write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test(arguments: [(64, false), (65, true), (10, false)])
  func limitCountsLinks(_ links: Int, refused: Bool) throws {
    let path = try Self.chain(links)
    defer {
      try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
    let result = try CLIRunner.run(["check", "--no-contrast", path])
    #expect(
      result.stdout.contains("[limit/alias-chain]") == refused,
      "\(links) links: \(result.stdout.prefix(800))")
    if !refused {
      #expect(result.stdout.contains("\(links + 1) tokens"), "\(result.stdout.suffix(300))")
    }
  }

  /// Every token further than the limit from its literal is refused with its own finding, in
  /// either order of the file; the tokens near the literal on the same chain resolve.
  @Test(arguments: [true, false])
  func eachTokenOfALongChainHasItsOwnFinding(reversed: Bool) throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var members = [#""t0": { "$value": 1 }"#]
    for index in 1...70 { members.append(#""t\#(index)": { "$value": "{n.t\#(index - 1)}" }"#) }
    if reversed { members.reverse() }
    let path = folder + "/chain.tokens.json"
    try #"{ "n": { "$type": "number", \#(members.joined(separator: ", ")) } }"#
      .write(toFile: path, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["check", "--no-contrast", "--format", "json", path])
    let refused = (65...70).map { "n.t\($0) is more than 64 aliases away from its literal value" }
    for message in refused { #expect(result.stdout.contains(message), "\(message)") }
    #expect(
      result.stdout.components(separatedBy: "\"limit/alias-chain\"").count - 1 == 6,
      "\(result.stdout.prefix(2000))")
    #expect(!result.stdout.contains("alias/target-error"))
    // n.t0 to n.t64 resolve, n.t5 (5 links from its literal) among them.
    #expect(result.stdout.contains("\"tokens\": 65"), "\(result.stdout.suffix(400))")
  }
}
