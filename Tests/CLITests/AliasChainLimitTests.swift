import Foundation
import Testing

/// `--max-alias-chain` is the number of links followed: a chain of exactly that many is
/// resolved, one more is refused.
@Suite struct AliasChainLimitTests {
  /// A file with `n.t0` a literal and `n.tK` an alias of `n.t(K-1)`, K up to `links`.
  static func chain(_ links: Int) throws -> String {
    let folder = try CLIRunner.temporaryFolder()
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
}
