import Foundation
import TestSupport
import Testing

/// `snapshot --verify --shard K/N` and `snapshot merge-reports`: shards that together check the
/// unsharded run's snapshots exactly once, a partition that does not depend on the selection, and
/// a merge that judges orphans over the whole.
@Suite struct SnapshotShardTests {
  /// A reference folder with studio's sign-in snapshots at Large, copied from Tests/Snapshots.
  static func references() throws -> String {
    let folder = try TestPaths.temporaryFolder()
    let source = TestPaths.packageRoot + "/Tests/Snapshots"
    for file in try FileManager.default.contentsOfDirectory(atPath: source)
    where (file.hasPrefix("sign-in.") && file.contains(".studio.") && file.contains(".large."))
      || file == "snapshot.css"
    {
      try FileManager.default.copyItem(
        atPath: source + "/" + file, toPath: folder + "/refs-" + file)
    }
    let refs = folder + "/refs"
    try FileManager.default.createDirectory(atPath: refs, withIntermediateDirectories: true)
    for file in try FileManager.default.contentsOfDirectory(atPath: folder)
    where file.hasPrefix("refs-") {
      try FileManager.default.moveItem(
        atPath: folder + "/" + file, toPath: refs + "/" + file.dropFirst(5))
    }
    return folder
  }

  static func checked(_ resultsFolder: String) throws -> [String] {
    let data = try Data(contentsOf: URL(fileURLWithPath: resultsFolder + "/results.json"))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return object?["checked"] as? [String] ?? []
  }

  static let selection = ["--brand", "studio", "--block", "sign-in", "--sizes", "large"]

  @Test func shardsCoverTheUnshardedRunExactlyOnce() throws {
    let folder = try Self.references()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let whole = try CLIRunner.run(
      ["snapshot", "--verify", folder + "/refs", "--results", folder + "/whole"] + Self.selection,
      environment: ["CI": "1"])
    #expect(whole.status == 0, "\(whole.stdout)\(whole.stderr)")
    let all = try Self.checked(folder + "/whole")
    #expect(all.count == 50)
    var seen: [String: Int] = [:]
    for k in 1...3 {
      let shard = try CLIRunner.run(
        [
          "snapshot", "--verify", folder + "/refs", "--shard", "\(k)/3", "--results",
          folder + "/shard-\(k)",
        ] + Self.selection,
        environment: ["CI": "1"])
      #expect(shard.status == 0, "\(shard.stdout)\(shard.stderr)")
      let names = try Self.checked(folder + "/shard-\(k)")
      #expect(!names.isEmpty, "shard \(k)/3 is empty")
      #expect(
        shard.stdout.hasSuffix(
          "\(names.count) snapshots checked (shard \(k)/3): 0 changed, 0 missing, orphans are judged when the shards are merged\n"
        ))
      for name in names { seen[name, default: 0] += 1 }
      #expect(FileManager.default.fileExists(atPath: folder + "/shard-\(k)/junit.xml"))
    }
    #expect(seen.keys.sorted() == all.sorted())
    #expect(seen.values.allSatisfy { $0 == 1 }, "a snapshot was checked by two shards")
  }

  @Test func aSnapshotLandsInTheSameShardWhateverTheSelection() throws {
    let folder = try Self.references()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, blocks) in [("narrow", "sign-in"), ("wide", "sign-in,magic-link,login")] {
      _ = try CLIRunner.run(
        [
          "snapshot", "--verify", folder + "/refs", "--shard", "2/3", "--results",
          folder + "/\(name)", "--brand", "studio",
          "--block", blocks, "--sizes", "large",
        ], environment: ["CI": "1"])
    }
    let narrow = try Self.checked(folder + "/narrow")
    let wide = try Self.checked(folder + "/wide").filter { $0.hasPrefix("sign-in.") }
    #expect(!narrow.isEmpty)
    #expect(narrow == wide)
  }

  @Test func mergeJudgesOrphansOverTheWhole() throws {
    let folder = try Self.references()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let refs = folder + "/refs"
    let manager = FileManager.default
    // One changed, one missing, one orphan (a state no block has).
    try CLIRunner.edit(
      refs + "/sign-in.rest.studio.light.large.ansi.txt", replacing: "Sign in", with: "Sign on")
    for ext in ["html", "ansi.txt", "scene.json"] {
      try manager.removeItem(atPath: refs + "/sign-in.typing.studio.dark.large.\(ext)")
      try manager.copyItem(
        atPath: refs + "/sign-in.invalid.studio.dark.large.\(ext)",
        toPath: refs + "/sign-in.gone.studio.dark.large.\(ext)")
    }
    var output = ""
    for k in 1...3 {
      let shard = try CLIRunner.run(
        [
          "snapshot", "--verify", refs, "--shard", "\(k)/3", "--results", folder + "/shard-\(k)",
          "--verbose",
        ] + Self.selection,
        environment: ["CI": "1"])
      #expect(shard.status == 0 || shard.status == 1)
      #expect(!shard.stdout.contains("orphaned"), "a shard judged orphans: \(shard.stdout)")
      output += shard.stdout
    }
    #expect(output.contains("changed: sign-in.rest.studio.light.large (ansi.txt)"))
    #expect(
      output.contains("missing: sign-in.typing.studio.dark.large (html, ansi.txt, scene.json)"))
    let merged = try CLIRunner.run(
      [
        "snapshot", "merge-reports", folder + "/shard-3", folder + "/shard-1", folder + "/shard-2",
        "--out", folder + "/merged", "--verbose",
      ])
    #expect(merged.status == 1, "\(merged.stderr)")
    #expect(
      merged.stdout.contains(
        "orphaned: sign-in.gone.studio.dark.large (ansi.txt, html, scene.json)"))
    #expect(
      merged.stdout.hasSuffix(
        "50 snapshots checked in 3 shards: 1 changed, 1 missing, 1 orphaned\n"), "\(merged.stdout)")
    let junit = try String(contentsOfFile: folder + "/merged/junit.xml", encoding: .utf8)
    #expect(junit.contains(#"<testsuite name="snapshots" tests="51" failures="3" errors="0""#))
    let report = try String(contentsOfFile: folder + "/merged/report.html", encoding: .utf8)
    for name in [
      "sign-in.rest.studio.light.large", "sign-in.typing.studio.dark.large",
      "sign-in.gone.studio.dark.large",
    ] {
      #expect(report.contains(name))
    }
    // The merged results merge again, as one shard of one.
    let again = try CLIRunner.run([
      "snapshot", "merge-reports", folder + "/merged", "--out", folder + "/again",
    ])
    #expect(
      again.stdout.hasSuffix("50 snapshots checked in 1 shard: 1 changed, 1 missing, 1 orphaned\n"),
      "\(again.stdout)")
  }

  @Test func mergeRefusesAnIncompleteSetOfShards() throws {
    let folder = try Self.references()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for k in [1, 3] {
      _ = try CLIRunner.run(
        [
          "snapshot", "--verify", folder + "/refs", "--shard", "\(k)/3", "--results",
          folder + "/shard-\(k)",
        ] + Self.selection,
        environment: ["CI": "1"])
    }
    let cases: [([String], String)] = [
      (
        [folder + "/shard-1", folder + "/shard-3"],
        "error: shard 2/3 is missing: give the results of every shard"
      ),
      (
        [folder + "/shard-1", folder + "/shard-1", folder + "/shard-3"],
        "error: shard 1/3 is given 2 times"
      ),
      (
        [folder + "/refs"],
        "error: cannot read \(folder)/refs/results.json: no such file or folder\n"
      ),
      ([], "error: merge-reports needs the results folder of every shard"),
    ]
    for (folders, message) in cases {
      let result = try CLIRunner.run(
        ["snapshot", "merge-reports"] + folders + ["--out", folder + "/merged"])
      #expect(result.status == 2)
      #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }
    #expect(
      !FileManager.default.fileExists(atPath: folder + "/merged"), "a refused merge wrote something"
    )
  }
}
