import Foundation
import Testing

/// `snapshot --accept CAUSE|NAME|PATTERN --results DIR`: exactly the chosen references are
/// rewritten, as `--record` writes them; bad input writes nothing and says why.
@Suite struct SnapshotAcceptTests {
  /// Every file of a folder with its bytes.
  static func contents(_ folder: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: folder) {
      result[file] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))
    }
    return result
  }

  /// The files whose bytes differ between two listings.
  static func changed(_ a: [String: Data], _ b: [String: Data]) -> Set<String> {
    Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }
  }

  /// A copy of folio with references and roles recorded, its light accent changed since, and
  /// the results of verifying it in `res`.
  static func changedFolio() throws -> String {
    let folder = try SnapshotCausesTests.folioCopy()
    try CLIRunner.edit(
      folder + "/tokens/folio/light.tokens.json", replacing: "{palette.teal.700}",
      with: "{palette.teal.950}")
    let verify = try CLIRunner.run(
      ["snapshot", "--verify", "refs", "--brand", "folio", "--results", "res"], in: folder,
      environment: ["CI": "1"])
    #expect(verify.status == 1, "\(verify.stderr)")
    return folder
  }

  @Test func acceptingACauseThenTheRestLeavesNothingToVerify() throws {
    let folder = try Self.changedFolio()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let before = try Self.contents(folder + "/refs")
    let accept = try CLIRunner.run(
      ["snapshot", "--accept", "color.accent", "--results", "res"], in: folder)
    #expect(accept.status == 0, "\(accept.stderr)")
    #expect(
      accept.stdout.hasPrefix(
        "accepted 79 snapshots (color.accent) into refs/; roles.json holds the accepted roles"),
      "\(accept.stdout)")
    let after = try Self.contents(folder + "/refs")
    let written = Self.changed(before, after)
    // The accent's 79 snapshots (their pages and scenes; the drawing in 52 columns is the
    // same for most), the roles and the gallery, and nothing else.
    #expect(written.contains("roles.json"))
    #expect(
      written.allSatisfy {
        $0.contains(".folio.light.") || $0 == "roles.json" || $0 == "index.html"
      })
    let stems = Set(
      written.compactMap { $0.contains(".folio.") ? $0.components(separatedBy: ".folio.")[0] : nil }
    )
    #expect(stems.count <= 79 && stems.count > 40, "\(stems.count)")
    let verify = try CLIRunner.run(
      ["snapshot", "--verify", "refs", "--brand", "folio", "--results", "res2"], in: folder,
      environment: ["CI": "1"])
    #expect(
      verify.stdout.hasPrefix(
        "20 changed snapshots, by cause:\n  20 snapshots differ in bytes only"), "\(verify.stdout)")
    // The results were brought up to date: the rest is accepted from the same folder.
    let rest = try CLIRunner.run(
      ["snapshot", "--accept", "bytes-only", "--results", "res"], in: folder)
    #expect(rest.status == 0, "\(rest.stderr)")
    let clean = try CLIRunner.run(
      ["snapshot", "--verify", "refs", "--brand", "folio"], in: folder, environment: ["CI": "1"])
    #expect(clean.status == 0, "\(clean.stdout)")
  }

  @Test func acceptingOneSnapshotWritesItsFilesOnly() throws {
    let folder = try Self.changedFolio()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let before = try Self.contents(folder + "/refs")
    let name = "sign-in.rest.folio.light.large"
    let accept = try CLIRunner.run(
      ["snapshot", "--accept", name, "--results", "res"], in: folder)
    #expect(accept.status == 0, "\(accept.stderr)")
    let written = Self.changed(before, try Self.contents(folder + "/refs"))
    #expect(
      written.subtracting(["index.html"]) == ["\(name).html", "\(name).scene.json"]
        || written.subtracting(["index.html"]) == [
          "\(name).html", "\(name).scene.json", "\(name).ansi.txt",
        ], "\(written)")
    let pattern = try CLIRunner.run(
      ["snapshot", "--accept", "magic-link.*.folio.light.large", "--results", "res"], in: folder)
    #expect(pattern.status == 0, "\(pattern.stderr)")
    #expect(pattern.stdout.hasPrefix("accepted "), "\(pattern.stdout)")
  }

  /// One bad input each: the message it gets, and nothing written.
  struct Refusal: Sendable, CustomStringConvertible {
    var description: String
    /// What to do to the folder before accepting (a shell-free edit).
    var prepare: @Sendable (String) throws -> Void
    var arguments: [String]
    var message: String
  }

  static let refusals: [Refusal] = [
    Refusal(
      description: "a cause that matches nothing", prepare: { _ in },
      arguments: ["--accept", "color.nothing", "--results", "res"],
      message:
        "error: 'color.nothing' names no changed or missing snapshot of these results; causes: folio:color.accent, bytes-only"
    ),
    Refusal(
      description: "a stale reference",
      prepare: { folder in
        try "edited\n".write(
          toFile: folder + "/refs/sign-in.rest.folio.light.large.ansi.txt", atomically: true,
          encoding: .utf8)
      }, arguments: ["--accept", "color.accent", "--results", "res"],
      message:
        "error: sign-in.rest.folio.light.large: its reference in refs changed since these results were made"
    ),
    Refusal(
      description: "references recorded again",
      prepare: { folder in
        try CLIRunner.edit(folder + "/refs/roles.json", replacing: "#1d5f66", with: "#000000")
      }, arguments: ["--accept", "color.accent", "--results", "res"],
      message: "error: refs/roles.json is not the one these results were made against"),
    Refusal(
      description: "results of another version",
      prepare: { folder in
        try CLIRunner.edit(
          folder + "/res/results.json", replacing: "sptheme-snapshot-results/2",
          with: "sptheme-snapshot-results/1")
      }, arguments: ["--accept", "color.accent", "--results", "res"],
      message: "error: res/results.json: results of another version of sptheme"),
    Refusal(
      description: "a shard missing",
      prepare: { folder in
        let shard = try CLIRunner.run(
          [
            "snapshot", "--verify", "refs", "--brand", "folio", "--shard", "1/2", "--results",
            "shard-1",
          ], in: folder, environment: ["CI": "1"])
        #expect(shard.status == 1)
      }, arguments: ["--accept", "color.accent", "--results", "shard-1"],
      message: "error: shard 2/2 is missing: give the results of every shard"),
  ]

  @Test(arguments: refusals) func badInputWritesNothing(_ refusal: Refusal) throws {
    let folder = try Self.changedFolio()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try refusal.prepare(folder)
    let before = try Self.contents(folder + "/refs")
    let result = try CLIRunner.run(["snapshot"] + refusal.arguments, in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains(refusal.message), "\(result.stderr)")
    #expect(result.stderr.hasSuffix("error: nothing was accepted\n"), "\(result.stderr)")
    #expect(Self.changed(before, try Self.contents(folder + "/refs")).isEmpty)
  }
}
