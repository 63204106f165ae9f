import Foundation
import TestSupport
import Testing

/// `make test` runs the full tier one tag at a time (.ci/test): a test that needs the full tier
/// but carries none of the tags in that list would run in no step at all. This keeps the list and
/// the tests in step.
@Suite struct TierTagTests {
  /// The tiers .ci/test runs, in order, from its `tiers=(…)` line.
  static func tiersRun() throws -> [String] {
    let script = try String(
      contentsOfFile: TestPaths.packageRoot + "/.ci/test", encoding: .utf8)
    let line = try #require(
      script.split(separator: "\n").first { $0.hasPrefix("tiers=(") }, "no tiers=(…) in .ci/test")
    return line.dropFirst("tiers=(".count).prefix { $0 != ")" }.split(separator: " ").map(
      String.init)
  }

  /// Each `.fullTier` in the tests, with the tags written in the same attribute.
  static func fullTierUses() throws -> [(place: String, tags: [String])] {
    let root = TestPaths.packageRoot + "/Tests"
    let files = try #require(FileManager.default.subpathsOfDirectory(atPath: root) as [String]?)
    var uses: [(String, [String])] = []
    for file in files.sorted()
    where file.hasSuffix(".swift") && !file.contains("__Snapshots__")
      && !file.hasSuffix("TestTiers.swift") && !file.hasSuffix("TierTagTests.swift")
    {
      let lines = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
        .components(separatedBy: "\n")
      for (index, line) in lines.enumerated() where line.contains(".fullTier") {
        // The attribute may start a few lines up (`@Suite(\n .tags(…),\n .fullTier)`).
        let attribute = lines[max(0, index - 3)...index].joined(separator: " ")
        let tags = attribute.matches(of: /\.tags\(([^)]*)\)/).flatMap {
          $0.1.split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["."])
          }
        }
        uses.append(("\(file):\(index + 1)", tags))
      }
    }
    return uses
  }

  @Test func everyFullTierTestRunsInOneOfTheTiers() throws {
    let tiers = Set(try Self.tiersRun())
    let uses = try Self.fullTierUses()
    #expect(uses.count > 10, "found only \(uses.count) uses of .fullTier")
    for use in uses {
      #expect(
        !tiers.isDisjoint(with: use.tags),
        "\(use.place): a .fullTier test tagged \(use.tags) runs in none of .ci/test's tiers \(tiers.sorted())"
      )
    }
  }
}
