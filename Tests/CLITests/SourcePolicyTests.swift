import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A resolver's `$ref`s read only regular `.json` files inside the project: links out of the
/// brand's folder, FIFOs and devices are refused before they are opened, and
/// `--allow-outside-sources` widens the place rule only.
@Suite struct SourcePolicyTests {
  /// A temporary folder with `brand/brand.resolver.json` whose one set reads `ref`.
  static func brand(ref: String) throws -> (root: String, resolver: String) {
    let root = try TestPaths.temporaryFolder()
    try FileManager.default.createDirectory(
      atPath: root + "/brand", withIntermediateDirectories: true)
    let resolver = root + "/brand/brand.resolver.json"
    try """
    { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "\(ref)" }] } },
      "resolutionOrder": [{ "$ref": "#/sets/base" }] }
    """.write(toFile: resolver, atomically: true, encoding: .utf8)
    return (root, resolver)
  }

  static let secret =
    #"{ "n": { "$type": "number", "$value": 4242 }, "hunter2": { "$type": "number", "$value": 1 } }"#

  @Test func fifoIsRefusedWithoutBlocking() throws {
    let (root, resolver) = try Self.brand(ref: "pipe.tokens.json")
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(mkfifo(root + "/brand/pipe.tokens.json", 0o600) == 0)
    // A blocked `open` would never return: the run is killed and counted as hung.
    let result = try CLIRunner.run(["check", "--no-contrast", resolver], hangLimit: 60)
    #expect(!result.hung, "check blocked on the FIFO")
    #expect(result.status == 1, "\(result.stdout) \(result.stderr)")
    #expect(
      result.stdout.contains("is a FIFO (named pipe), not a regular file"), "\(result.stdout)")
  }

  @Test func deviceIsRefused() throws {
    let (root, resolver) = try Self.brand(ref: "zero.tokens.json")
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(symlink("/dev/zero", root + "/brand/zero.tokens.json") == 0)
    let result = try CLIRunner.run(["check", "--no-contrast", "--allow-outside-sources", resolver])
    #expect(result.status == 1, "\(result.stdout) \(result.stderr)")
    #expect(result.stdout.contains("is a character device, not a regular file"), "\(result.stdout)")
  }

  @Test func linkOutOfTheBrandFolderIsRefusedUnlessAllowed() throws {
    let (root, resolver) = try Self.brand(ref: "link.tokens.json")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/elsewhere", withIntermediateDirectories: true)
    try Self.secret.write(
      toFile: root + "/elsewhere/secret.json", atomically: true, encoding: .utf8)
    #expect(symlink(root + "/elsewhere/secret.json", root + "/brand/link.tokens.json") == 0)
    let refused = try CLIRunner.run(["check", "--no-contrast", resolver])
    #expect(refused.status == 1)
    #expect(
      refused.stdout.contains("referenced here: it is outside the brand's folder"),
      "\(refused.stdout)")
    #expect(
      !refused.stdout.contains("hunter2") && !refused.stdout.contains("4242"), "\(refused.stdout)")
    let allowed = try CLIRunner.run(["check", "--no-contrast", "--allow-outside-sources", resolver])
    #expect(!allowed.stdout.contains("refused to read"), "\(allowed.stdout)")
    #expect(
      allowed.stdout.contains("theme/missing-role"),
      "the file was read: \(allowed.stdout.prefix(400))")
  }

  @Test func linkToAFileNotNamedJSONIsRefusedEvenWhenAllowed() throws {
    let (root, resolver) = try Self.brand(ref: "passwd.tokens.json")
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(symlink("/etc/passwd", root + "/brand/passwd.tokens.json") == 0)
    let refused = try CLIRunner.run(["check", "--no-contrast", resolver])
    #expect(
      refused.stdout.contains("it is a link to /etc/passwd, which is not a .json file"),
      "\(refused.stdout)")
    // Widened, the file is read, but as it is not JSON none of it is shown.
    let allowed = try CLIRunner.run(["check", "--no-contrast", "--allow-outside-sources", resolver])
    #expect(allowed.stdout.contains("the file is not JSON"), "\(allowed.stdout)")
    #expect(!allowed.stdout.contains("root:"), "\(allowed.stdout)")
  }

  @Test func folderNamedRelativelyIsRead() throws {
    let (root, resolver) = try Self.brand(ref: "../studio/palette.tokens.json")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/tokens/studio", toPath: root + "/studio")
    // Run from the folder that holds both brands, as from a project's root.
    let result = try CLIRunner.run(["check", "--no-contrast", resolver], in: root)
    #expect(!result.stdout.contains("refused to read"), "\(result.stdout)")
    #expect(result.stdout.contains("theme/missing-role"), "\(result.stdout.prefix(400))")
  }

  /// With no `sptheme.json` or git work tree above the resolver and a working folder elsewhere,
  /// a relative `$ref` that climbs out of the brand's folder is refused like an absolute one.
  @Test func relativeReferenceOutOfALoneBrandIsRefused() throws {
    let (root, resolver) = try Self.brand(ref: "../secret.json")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.secret.write(toFile: root + "/secret.json", atomically: true, encoding: .utf8)
    let elsewhere = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: elsewhere) }
    let result = try CLIRunner.run(["check", "--no-contrast", resolver], in: elsewhere)
    #expect(
      result.stdout.contains(
        "referenced here: it is outside the brand's folder (\(root)/brand), and no sptheme.json"),
      "\(result.stdout)")
    #expect(!result.stdout.contains("hunter2"))
    #expect(result.status == 1)
  }

  /// A brand's `resolver` in `sptheme.json` is a source too: one outside the project's folder is
  /// refused at its place, and `--allow-outside-sources` lifts that.
  @Test func projectBrandOutsideTheProjectIsRefused() throws {
    let root = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/project", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/tokens/studio", toPath: root + "/studio")
    try #"{ "brands": { "other": { "resolver": "../studio/studio.resolver.json" } } }"#
      .write(toFile: root + "/project/sptheme.json", atomically: true, encoding: .utf8)
    let refused = try CLIRunner.run(["check", "--no-contrast", "other"], in: root + "/project")
    #expect(
      refused.stderr.contains(
        "sptheme.json:1:38: error: refused to read ../studio/studio.resolver.json for brand 'other': it is outside the project ("
      ), "\(refused.stderr)")
    #expect(refused.status == 2)
    let allowed = try CLIRunner.run(
      ["check", "--no-contrast", "--allow-outside-sources", "other"], in: root + "/project")
    #expect(allowed.status == 0, "\(allowed.stderr)")
  }

  @Test func projectFolderBoundsTheSources() throws {
    let (root, resolver) = try Self.brand(ref: "../../outside/secret.json")
    defer { try? FileManager.default.removeItem(atPath: root) }
    // The project is `root/brand/..`'s child: sptheme.json beside the brand folder's parent.
    try FileManager.default.createDirectory(
      atPath: root + "/outside", withIntermediateDirectories: true)
    try Self.secret.write(toFile: root + "/outside/secret.json", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: root + "/project", withIntermediateDirectories: true)
    try FileManager.default.moveItem(atPath: root + "/brand", toPath: root + "/project/brand")
    try "{}".write(toFile: root + "/project/sptheme.json", atomically: true, encoding: .utf8)
    let moved = root + "/project/brand/brand.resolver.json"
    _ = resolver
    let result = try CLIRunner.run(["check", "--no-contrast", moved])
    #expect(
      result.stdout.contains("referenced here: it is outside the project ("), "\(result.stdout)")
  }
}
