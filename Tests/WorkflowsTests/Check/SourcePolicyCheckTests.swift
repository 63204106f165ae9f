import Foundation
import TestSupport
import Testing
import Theme

#if canImport(Glibc)
  import Glibc
#endif

/// A resolver's `$ref`s read only regular `.json` files inside the project: links out of the
/// brand's folder, FIFOs and devices are refused before they are opened, and
/// `--allow-outside-sources` widens the place rule only. Checked in process; the working
/// folder's own rule is the binary's (`CLITests/SourcePolicyTests`).
@Suite struct SourcePolicyCheckTests {
  /// A temporary folder with `brand/brand.resolver.json` whose one set reads `ref`.
  static func brand(ref: String) throws -> (root: String, resolver: String) {
    let root = try TestPaths.temporaryFolder()
    try FileManager.default.createDirectory(
      atPath: root + "/brand", withIntermediateDirectories: true)
    let resolver = root + "/brand/brand.resolver.json"
    try BrandFiles.write(
      """
      { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "\(ref)" }] } },
        "resolutionOrder": [{ "$ref": "#/sets/base" }] }
      """, to: resolver)
    return (root, resolver)
  }

  static let secret =
    #"{ "n": { "$type": "number", "$value": 4242 }, "hunter2": { "$type": "number", "$value": 1 } }"#

  static let strict = ShellCheck(noContrast: true)
  static let widened = ShellCheck(noContrast: true, options: TokenOptions(sourcesAnywhere: true))

  @Test func fifoIsRefusedWithoutBlocking() throws {
    let (root, resolver) = try Self.brand(ref: "pipe.tokens.json")
    defer { BrandFiles.remove(root) }
    #expect(mkfifo(root + "/brand/pipe.tokens.json", 0o600) == 0)
    // A blocked `open` would never return: the test would never end.
    let result = Self.strict([resolver])
    #expect(result.status == 1, "\(result.stdout) \(result.stderr)")
    #expect(
      result.stdout.contains("is a FIFO (named pipe), not a regular file"), "\(result.stdout)")
  }

  @Test func deviceIsRefused() throws {
    let (root, resolver) = try Self.brand(ref: "zero.tokens.json")
    defer { BrandFiles.remove(root) }
    #expect(symlink("/dev/zero", root + "/brand/zero.tokens.json") == 0)
    let result = Self.widened([resolver])
    #expect(result.status == 1, "\(result.stdout) \(result.stderr)")
    #expect(result.stdout.contains("is a character device, not a regular file"), "\(result.stdout)")
  }

  @Test func linkOutOfTheBrandFolderIsRefusedUnlessAllowed() throws {
    let (root, resolver) = try Self.brand(ref: "link.tokens.json")
    defer { BrandFiles.remove(root) }
    try FileManager.default.createDirectory(
      atPath: root + "/elsewhere", withIntermediateDirectories: true)
    try BrandFiles.write(Self.secret, to: root + "/elsewhere/secret.json")
    #expect(symlink(root + "/elsewhere/secret.json", root + "/brand/link.tokens.json") == 0)
    let refused = Self.strict([resolver])
    #expect(refused.status == 1)
    #expect(
      refused.stdout.contains("referenced here: it is outside the brand's folder"),
      "\(refused.stdout)")
    #expect(
      !refused.stdout.contains("hunter2") && !refused.stdout.contains("4242"), "\(refused.stdout)")
    let allowed = Self.widened([resolver])
    #expect(!allowed.stdout.contains("refused to read"), "\(allowed.stdout)")
    #expect(
      allowed.stdout.contains("theme/missing-role"),
      "the file was read: \(allowed.stdout.prefix(400))")
  }

  @Test func linkToAFileNotNamedJSONIsRefusedEvenWhenAllowed() throws {
    let (root, resolver) = try Self.brand(ref: "passwd.tokens.json")
    defer { BrandFiles.remove(root) }
    #expect(symlink("/etc/passwd", root + "/brand/passwd.tokens.json") == 0)
    let refused = Self.strict([resolver])
    #expect(
      refused.stdout.contains("it is a link to /etc/passwd, which is not a .json file"),
      "\(refused.stdout)")
    // Widened, the file is read, but as it is not JSON none of it is shown.
    let allowed = Self.widened([resolver])
    #expect(allowed.stdout.contains("the file is not JSON"), "\(allowed.stdout)")
    #expect(!allowed.stdout.contains("root:"), "\(allowed.stdout)")
  }

  /// With no `sptheme.json` or git work tree above the resolver and a working folder elsewhere
  /// (the test's own, the package root), a relative `$ref` that climbs out of the brand's
  /// folder is refused like an absolute one.
  @Test func relativeReferenceOutOfALoneBrandIsRefused() throws {
    let (root, resolver) = try Self.brand(ref: "../secret.json")
    defer { BrandFiles.remove(root) }
    try BrandFiles.write(Self.secret, to: root + "/secret.json")
    #expect(!root.hasPrefix(FileManager.default.currentDirectoryPath + "/"))
    let result = Self.strict([resolver])
    #expect(
      result.stdout.contains(
        "referenced here: it is outside the brand's folder (\(root)/brand), and no sptheme.json"),
      "\(result.stdout)")
    #expect(!result.stdout.contains("hunter2"))
    #expect(result.status == 1)
  }

  /// A brand's `resolver` in `sptheme.json` is a source too: one outside the project's folder is
  /// refused at its place (named from the project's folder, absolute here), and
  /// `--allow-outside-sources` lifts that.
  @Test func projectBrandOutsideTheProjectIsRefused() throws {
    let root = try TestPaths.temporaryFolder()
    defer { BrandFiles.remove(root) }
    try FileManager.default.createDirectory(
      atPath: root + "/project", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: BrandFiles.tokens + "/studio", toPath: root + "/studio")
    let config = root + "/project/sptheme.json"
    try BrandFiles.write(
      #"{ "brands": { "other": { "resolver": "../studio/studio.resolver.json" } } }"#, to: config)
    var check = Self.strict
    check.config = config
    let refused = check(["other"])
    #expect(
      refused.stderr.contains(
        "sptheme.json:1:38: error: refused to read \(root)/studio/studio.resolver.json for brand 'other': it is outside the project ("
      ), "\(refused.stderr)")
    #expect(refused.status == 2)
    check.options = TokenOptions(sourcesAnywhere: true)
    let allowed = check(["other"])
    #expect(allowed.status == 0, "\(allowed.stderr)")
  }

  @Test func projectFolderBoundsTheSources() throws {
    let (root, _) = try Self.brand(ref: "../../outside/secret.json")
    defer { BrandFiles.remove(root) }
    // The project is `root/project`: sptheme.json beside the brand folder.
    try FileManager.default.createDirectory(
      atPath: root + "/outside", withIntermediateDirectories: true)
    try BrandFiles.write(Self.secret, to: root + "/outside/secret.json")
    try FileManager.default.createDirectory(
      atPath: root + "/project", withIntermediateDirectories: true)
    try FileManager.default.moveItem(atPath: root + "/brand", toPath: root + "/project/brand")
    try BrandFiles.write("{}", to: root + "/project/sptheme.json")
    let result = Self.strict([root + "/project/brand/brand.resolver.json"])
    #expect(
      result.stdout.contains("referenced here: it is outside the project ("), "\(result.stdout)")
    #expect(!result.stdout.contains("hunter2"))
  }
}
