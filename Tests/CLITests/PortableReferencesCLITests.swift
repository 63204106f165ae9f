import Foundation
import TestSupport
import Testing

/// The CI case end to end, through the binary: references recorded in one checkout with the
/// brand typed relative to it verify in a copy elsewhere that names the brand by an absolute
/// path, as a CI job does with `--brand $GITHUB_WORKSPACE/acme/acme.resolver.json`.
/// (The same in process, typed every way: WorkflowsTests' PortableReferencesTests.)
@Suite struct PortableReferencesCLITests {
  @Test func referencesRecordedRelativeVerifyFromAnAbsolutePathElsewhere() throws {
    let scratch = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let checkout = scratch + "/laptop/project"
    try FileManager.default.createDirectory(
      atPath: checkout, withIntermediateDirectories: true)
    let brand = try CLIRunner.copyOfBrand("studio", as: "acme")
    try FileManager.default.moveItem(atPath: brand, toPath: checkout + "/acme")
    try? FileManager.default.removeItem(atPath: (brand as NSString).deletingLastPathComponent)
    let selection = ["--block", "sign-in", "--state", "sign-in/failed,sign-in/rest"]
    let record = try CLIRunner.run(
      ["snapshot", "--verify", "refs", "--brand", "acme/acme.resolver.json", "--record", "all"]
        + selection, in: checkout)
    #expect(record.status == 1, "a recording never passes: \(record.stdout)\(record.stderr)")

    let workspace = scratch + "/runner/work/project"
    try FileManager.default.createDirectory(
      atPath: scratch + "/runner/work", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: checkout, toPath: workspace)
    let verify = try CLIRunner.run(
      ["snapshot", "--verify", "refs", "--brand", workspace + "/acme/acme.resolver.json"]
        + selection, in: workspace, environment: ["CI": "true"])
    #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    #expect(verify.stdout.contains("4 snapshots checked"), "\(verify.stdout)")
    #expect(!verify.stdout.contains("bytes only"), "\(verify.stdout)")
  }
}
