import Components
import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// `snapshot --verify --shard K/N` and `snapshot merge-reports` in process: shards that together
/// check the unsharded run's snapshots exactly once, a partition that does not depend on the
/// selection, and a merge that judges orphans over the whole.
@Suite struct SnapshotShardRunTests {
  /// Studio's sign-in at Large verified against `refs` of `folder`, one shard or all.
  static func verify(
    _ folder: String, shard: SnapshotResults.Shard? = nil, results: String,
    blocks: [BlockKind] = [.signIn]
  ) throws -> SnapshotRunReport {
    try SnapshotFixture.run(
      ["studio"], blocks: blocks, shard: shard,
      mode: .verify(.init(folder: folder + "/refs", resultsFolder: folder + "/" + results))
    ).run()
  }

  /// The names a results folder says were checked.
  static func checked(_ resultsFolder: String) throws -> [String] {
    switch SnapshotMergeRun.read(resultsFolder) {
    case .success(let results): return results.comparison.checked.map(\.description)
    case .failure(let failure):
      Issue.record("\(failure)")
      return []
    }
  }

  static func merge(_ parts: [String], out: String, verify: String? = nil) -> SnapshotRunReport {
    SnapshotMergeRun(
      parts: parts, referencesFolder: verify, out: out, templates: SnapshotFixture.templates
    ).run()
  }

  @Test func shardsCoverTheUnshardedRunExactlyOnce() throws {
    let folder = try SnapshotFixture.studioSignInReferences()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let whole = try Self.verify(folder, results: "whole")
    #expect(whole.exitCode == 0, "\(SnapshotFixture.lines(whole))")
    let all = try Self.checked(folder + "/whole")
    #expect(all.count == BlockKind.signIn.catalogue.count * 2)
    var seen: [String: Int] = [:]
    for k in 1...3 {
      let shard = try Self.verify(folder, shard: .init(index: k, count: 3), results: "shard-\(k)")
      #expect(shard.exitCode == 0, "\(SnapshotFixture.lines(shard))")
      let names = try Self.checked(folder + "/shard-\(k)")
      #expect(!names.isEmpty, "shard \(k)/3 is empty")
      #expect(
        SnapshotFixture.lines(shard).last
          == "\(names.count) snapshots checked (shard \(k)/3): 0 changed, 0 missing, orphans are judged when the shards are merged"
      )
      for name in names { seen[name, default: 0] += 1 }
      #expect(FileManager.default.fileExists(atPath: folder + "/shard-\(k)/junit.xml"))
    }
    #expect(seen.keys.sorted() == all.sorted())
    #expect(seen.values.allSatisfy { $0 == 1 }, "a snapshot was checked by two shards")
  }

  @Test func aSnapshotLandsInTheSameShardWhateverTheSelection() throws {
    let folder = try SnapshotFixture.studioSignInReferences()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, blocks) in [
      ("narrow", [BlockKind.signIn]), ("wide", [.signIn, .magicLink, .login]),
    ] {
      _ = try Self.verify(folder, shard: .init(index: 2, count: 3), results: name, blocks: blocks)
    }
    let narrow = try Self.checked(folder + "/narrow")
    let wide = try Self.checked(folder + "/wide").filter { $0.hasPrefix("sign-in.") }
    #expect(!narrow.isEmpty)
    #expect(narrow == wide)
  }

  @Test func mergeJudgesOrphansOverTheWhole() throws {
    let folder = try SnapshotFixture.studioSignInReferences()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let refs = folder + "/refs"
    let manager = FileManager.default
    // One changed, one missing, one orphan (a state no block has).
    try SnapshotFixture.edit(
      refs + "/sign-in.rest.studio.light.large.ansi.txt", replacing: "Sign in", with: "Sign on")
    for ext in ["html", "ansi.txt", "scene.json"] {
      try manager.removeItem(atPath: refs + "/sign-in.typing.studio.dark.large.\(ext)")
      try manager.copyItem(
        atPath: refs + "/sign-in.invalid.studio.dark.large.\(ext)",
        toPath: refs + "/sign-in.gone.studio.dark.large.\(ext)")
    }
    var output: [String] = []
    for k in 1...3 {
      let shard = try Self.verify(folder, shard: .init(index: k, count: 3), results: "shard-\(k)")
      #expect(shard.exitCode == 0 || shard.exitCode == 1)
      let lines = SnapshotFixture.lines(shard, verbose: true)
      #expect(!lines.contains { $0.contains("orphaned") }, "a shard judged orphans: \(lines)")
      output += lines
    }
    #expect(output.contains("changed: sign-in.rest.studio.light.large (ansi.txt)"))
    #expect(
      output.contains("missing: sign-in.typing.studio.dark.large (html, ansi.txt, scene.json)"))
    let merged = Self.merge(
      [folder + "/shard-3", folder + "/shard-1", folder + "/shard-2"], out: folder + "/merged")
    #expect(merged.exitCode == 1, "\(SnapshotTextWriter().errorLines(merged))")
    let lines = SnapshotFixture.lines(merged, verbose: true)
    let count = BlockKind.signIn.catalogue.count * 2
    #expect(lines.contains("orphaned: sign-in.gone.studio.dark.large (ansi.txt, html, scene.json)"))
    #expect(
      lines.last == "\(count) snapshots checked in 3 shards: 1 changed, 1 missing, 1 orphaned",
      "\(lines)")
    let junit = try String(contentsOfFile: folder + "/merged/junit.xml", encoding: .utf8)
    #expect(
      junit.contains(#"<testsuite name="snapshots" tests="\#(count + 1)" failures="3" errors="0""#))
    let report = try String(contentsOfFile: folder + "/merged/report.html", encoding: .utf8)
    for name in [
      "sign-in.rest.studio.light.large", "sign-in.typing.studio.dark.large",
      "sign-in.gone.studio.dark.large",
    ] {
      #expect(report.contains(name))
    }
    // The merged results merge again, as one shard of one.
    let again = Self.merge([folder + "/merged"], out: folder + "/again")
    #expect(
      SnapshotFixture.lines(again).last
        == "\(count) snapshots checked in 1 shard: 1 changed, 1 missing, 1 orphaned")
  }

  @Test func mergeRefusesAnIncompleteSetOfShards() throws {
    let folder = try SnapshotFixture.studioSignInReferences()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for k in [1, 3] {
      _ = try Self.verify(folder, shard: .init(index: k, count: 3), results: "shard-\(k)")
    }
    let cases: [([String], String)] = [
      (["shard-1", "shard-3"], "error: shard 2/3 is missing: give the results of every shard"),
      (["shard-1", "shard-1", "shard-3"], "error: shard 1/3 is given 2 times"),
      (["refs"], "error: cannot read \(folder)/refs/results.json: no such file or folder"),
    ]
    for (parts, message) in cases {
      let report = Self.merge(parts.map { folder + "/" + $0 }, out: folder + "/merged")
      #expect(report.exitCode == 2)
      let lines = SnapshotTextWriter().errorLines(report)
      #expect(lines.first == message, "\(lines)")
    }
    #expect(
      !FileManager.default.fileExists(atPath: folder + "/merged"), "a refused merge wrote something"
    )
  }
}
