import Foundation
import TestSupport
import Testing

/// `sptheme serve --review RESULTS`: a reviewer in Chromium accepts one cause and one snapshot,
/// and exactly those references are rewritten.
@Suite struct ReviewAcceptTests {
  /// The snapshots listed under a line of `verify --verbose` (indented six spaces).
  static func names(under heading: String, in output: String) -> Set<String> {
    var names = Set<String>()
    var inside = false
    for line in output.split(separator: "\n").map(String.init) {
      if line.hasPrefix("  ") && !line.hasPrefix("      ") { inside = line.contains(heading) }
      if inside, line.hasPrefix("      ") {
        names.insert(line.trimmingCharacters(in: .whitespaces))
      }
    }
    return names
  }

  @Test(.tags(.chromium, .python), .fullTier) func acceptingInTheBrowserRewritesThoseReferences()
    throws
  {
    let folder = try SnapshotAcceptTests.changedFolio()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let refs = folder + "/refs"
    let listing = try CLIRunner.run(
      [
        "snapshot", "--verify", "refs", "--brand", "folio", "--verbose", "--report",
        folder + "/listing.html",
      ], in: folder, environment: ["CI": "1"])
    let accent = Self.names(under: "color.accent", in: listing.stdout)
    let bytesOnly = Self.names(under: "differ in bytes only", in: listing.stdout)
    #expect(accent.count == 79 && bytesOnly.count == 20, "\(listing.stdout.suffix(3000))")
    let snapshot = "provider-stack.rest.folio.light.large"
    #expect(bytesOnly.contains(snapshot))
    let before = try SnapshotAcceptTests.contents(refs)

    let server = try ServeCommandTests.Server(["--review", "res"], in: folder)
    defer { _ = server.stop() }
    #expect(server.url.hasPrefix("http://127.0.0.1:"), "\(server.url)")
    let (status, output) = try PythonRunner.run(
      "review_check.py", [server.url, "folio:color.accent", snapshot])
    #expect(status == 0, "\(output)")

    let written = SnapshotAcceptTests.changed(before, try SnapshotAcceptTests.contents(refs))
    let stems = Set(
      written.filter { $0 != "roles.json" && $0 != "index.html" }.map {
        $0.components(separatedBy: ".").prefix(5).joined(separator: ".")
      })
    #expect(
      stems == accent.union([snapshot]), "\(stems.symmetricDifference(accent.union([snapshot])))")
    #expect(written.contains("roles.json"))
    let verify = try CLIRunner.run(
      ["snapshot", "--verify", "refs", "--brand", "folio"], in: folder, environment: ["CI": "1"])
    #expect(
      verify.stdout.hasPrefix(
        "19 changed snapshots, by cause:\n  19 snapshots differ in bytes only"), "\(verify.stdout)")
  }
}
