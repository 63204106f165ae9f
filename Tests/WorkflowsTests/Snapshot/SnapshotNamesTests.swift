import Components
import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// File names per run are unique, in process: brands whose names change alike keep their own
/// files; two brands whose names still meet, even only in case, are refused naming both; the
/// same brand given twice is one brand.
@Suite struct SnapshotNamesTests {
  /// A copy of studio in a fresh folder, named `name` (its folder, resolver and display name).
  static func studio(named name: String) throws -> String {
    let folder = try SnapshotFixture.copyOfBrand("studio", as: name)
    try SnapshotFixture.edit(
      folder + "/\(name).resolver.json", replacing: #""name": "Studio""#,
      with: #""name": "\#(name)""#)
    return folder
  }

  static func run(_ brands: [String], mode: SnapshotRun.Mode) throws -> SnapshotRun {
    try SnapshotFixture.run(
      brands, catalog: SnapshotFixture.catalog(), blocks: [.signIn], mode: mode)
  }

  @Test(arguments: [("日本", "中国"), ("my.brand", "my_brand")])
  func brandsThatSanitiseAlikeKeepTheirFiles(_ names: (String, String)) throws {
    let first = try Self.studio(named: names.0)
    let second = try Self.studio(named: names.1)
    let out = try TestPaths.temporaryFolder()
    defer {
      SnapshotFixture.removeCopy(first)
      SnapshotFixture.removeCopy(second)
      try? FileManager.default.removeItem(atPath: out)
    }
    let count = BlockKind.signIn.catalogue.count * 2 * 2
    let record = try Self.run([first, second], mode: .write(folder: out)).run()
    #expect(record.exitCode == 0, "\(SnapshotTextWriter().errorLines(record))")
    #expect(
      SnapshotFixture.lines(record).first?.hasPrefix(
        "wrote \(count) snapshots (\(count * 3) files, roles.json and index.html)") == true)
    #expect(try SnapshotFixture.files(out).count == count * 3 + 2)
    let verify = try Self.run([first, second], mode: .verify(.init(folder: out))).run()
    #expect(verify.exitCode == 0, "\(SnapshotFixture.lines(verify).suffix(4))")
    #expect(
      SnapshotFixture.lines(verify).last
        == "\(count) snapshots checked: 0 changed, 0 missing, 0 orphaned")
  }

  /// Two brands of one name, or of names that differ only in case (one file name on a disk
  /// that ignores case, as macOS's does): refused on every system, naming both, with exit 2,
  /// by snapshot and by docs alike.
  @Test(arguments: [
    ("twin", "twin", "the same name (twin)"),
    ("twin", "Twin", "names that differ only in case (twin, Twin)"),
  ])
  func twoBrandsWhoseFilesWouldMeetAreRefused(_ names: (String, String, String)) throws {
    let first = try Self.studio(named: names.0)
    let second = try Self.studio(named: names.1)
    defer {
      SnapshotFixture.removeCopy(first)
      SnapshotFixture.removeCopy(second)
    }
    let catalog = SnapshotFixture.catalog()
    let made = SnapshotThemes.make([first, second]) { reference throws(BrandError) in
      try catalog.brand(reference)
    }
    guard case .failure(let stop) = made, case .clash(let clash) = stop else {
      Issue.record("not refused: \(made)")
      return
    }
    #expect(stop.exitCode == 2)
    let expected =
      "brands \(names.0) (\(first)/\(names.0).resolver.json) and \(names.1) (\(second)/\(names.1).resolver.json) would write files of \(names.2)"
    #expect(clash.message.hasPrefix(expected), "\(clash.message)")
    // docs refuses the same pair with the same message.
    let docs = try DocsFixture.run([first, second], catalog: catalog)
    #expect(docs.stop == .refused(clash.message))
    #expect(docs.exitCode == 2)
  }

  @Test func theSameBrandGivenTwiceIsOneBrand() throws {
    let twin = try Self.studio(named: "twin")
    let out = try TestPaths.temporaryFolder()
    defer {
      SnapshotFixture.removeCopy(twin)
      try? FileManager.default.removeItem(atPath: out)
    }
    let count = BlockKind.signIn.catalogue.count * 2
    let twice = try Self.run([twin, twin], mode: .write(folder: out)).run()
    #expect(SnapshotFixture.lines(twice).first?.hasPrefix("wrote \(count) snapshots") == true)
    // check takes it once too.
    let check = CheckRun(
      catalog: SnapshotFixture.catalog(), references: CheckRun.distinct([twin, twin]), audit: nil
    ).run()
    var writer = CheckTextWriter(
      formatter: DiagnosticFormatter(format: .text, styled: false, codeFrame: { _ in nil }))
    let text = writer.text(check)
    #expect(text.components(separatedBy: "twin (twin)").count == 2, "\(text)")
  }
}
