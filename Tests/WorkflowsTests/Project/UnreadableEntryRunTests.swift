import Foundation
import TestSupport
import Testing
import Theme
import Workflows

#if canImport(Glibc)
  import Glibc
#endif

/// Entries of `tokens/` (and of a folder `migrate` walks) that cannot be read: a link to
/// nothing, two links that point at each other, a link to the folder above, a name that is not
/// UTF-8. Each is left out with a warning naming it; nothing follows a link round and round.
@Suite struct UnreadableEntryRunTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// Makes the entry in the folder given.
    var make: @Sendable (String) -> Void
    /// What the warning says after the entry's shown name.
    var warning: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "dangling link", make: { symlink("/nonexistent-sptheme", $0 + "/ghost") },
      warning: "/ghost is left out: it is a symbolic link to nothing"),
    Case(
      name: "link loop",
      make: { folder in
        symlink("loop-b", folder + "/loop-a")
        symlink("loop-a", folder + "/loop-b")
      }, warning: "/loop-a is left out: it is a symbolic link that loops"),
    Case(
      name: "name not UTF-8",
      make: { folder in
        var bytes = Array((folder + "/bad-").utf8) + [0xFF, 0xFE, 0x1B, 0]
        bytes.withUnsafeMutableBufferPointer { pointer in
          pointer.withMemoryRebound(to: CChar.self) { _ = mkdir($0.baseAddress!, 0o755) }
        }
      }, warning: "/bad-\\xff\\xfe\\u{1b} is left out: its name is not UTF-8"),
  ]

  /// A project with studio in `tokens/` and the entry beside it.
  static func project(_ hostile: Case) throws -> String {
    let root = try TestPaths.temporaryFolder()
    try FileManager.default.createDirectory(
      atPath: root + "/tokens", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: BrandFiles.tokens + "/studio", toPath: root + "/tokens/studio")
    hostile.make(root + "/tokens")
    return root
  }

  /// The warning every brand command prints before it runs, and `list`, `check` and
  /// `export css` over the folder going on past the entry.
  @Test(arguments: cases)
  func brandCommandsWarnAndGoOn(_ hostile: Case) throws {
    let root = try Self.project(hostile)
    defer { BrandFiles.remove(root) }
    let tokens = root + "/tokens"
    let warnings = Brand.unreadableEntries(in: tokens)
    #expect(warnings.contains { $0.hasPrefix(tokens + hostile.warning) }, "\(warnings)")
    #expect(!warnings.joined().contains("\u{1B}"))
    let catalog = BrandCatalog(project: nil, tokensFolder: tokens, options: TokenOptions())
    let listing = ListTextWriter.text(ListRun(catalog: catalog).run())
    #expect(listing.contains("studio"), "\(listing)")
    let check = ShellCheck(noContrast: true, tokens: tokens)([])
    #expect(check.report.brands.map(\.brand.id) == ["studio"])
    #expect(check.status == 0, "\(check.stdout.prefix(800)) \(check.stderr)")
    let css = ExportRun(format: .css, catalog: catalog).run()
    #expect(css.exitCode == 0, "\(css.failure.map { "\($0)" } ?? "")")
  }

  @Test(arguments: cases)
  func migrateWarnsAndGoesOn(_ hostile: Case) throws {
    let root = try TestPaths.temporaryFolder()
    defer { BrandFiles.remove(root) }
    try FileManager.default.createDirectory(
      atPath: root + "/ts", withIntermediateDirectories: true)
    try BrandFiles.write(
      ##"{ "c": { "$type": "color", "a": { "$value": "#ff0000" } } }"##,
      to: root + "/ts/palette.json")
    hostile.make(root + "/ts")
    let result = ShellMigrate.run(root + "/ts")
    #expect(result.status == 0, "exit \(result.status) \(result.stderr.prefix(800))")
    #expect(
      result.stderr.contains("warning: \(root)/ts" + hostile.warning),
      "\(result.stderr.prefix(800))")
  }

  /// A link to the folder above is never entered: the walk once read the same file forty
  /// times, one level of `self/` deeper each time, until the system refused the path.
  @Test func migrateNeverEntersALinkToAFolder() throws {
    let root = try TestPaths.temporaryFolder()
    defer { BrandFiles.remove(root) }
    try FileManager.default.createDirectory(
      atPath: root + "/ts", withIntermediateDirectories: true)
    try BrandFiles.write(
      ##"{ "c": { "$type": "color", "a": { "$value": "#ff0000" } } }"##,
      to: root + "/ts/palette.json")
    symlink(".", root + "/ts/self")
    let result = ShellMigrate.run(root + "/ts")
    #expect(result.status == 0, "exit \(result.status) \(result.stderr.prefix(800))")
    #expect(!result.stderr.contains("self/palette"), "\(result.stderr.prefix(800))")
    #expect(
      result.stderr.contains("warning: \(root)/ts/self is left out: it is a link to a folder"),
      "\(result.stderr.prefix(800))")
  }
}
