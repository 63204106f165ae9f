import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// Nothing drawn or checked is left out without a word, in process: a brand with one
/// appearance renders that appearance under its own name; a permutation whose tokens have
/// errors is named as not checked for contrast; a brand whose check fails says so when it is
/// drawn.
@Suite struct DrawnAsItIsRunTests {
  /// A folder holding studio's light or dark roles as one plain token file: a brand with one
  /// appearance (`default`).
  static func oneAppearanceBrand(_ appearance: String) throws -> (folder: String, file: String) {
    let folder = try TestPaths.temporaryFolder()
    let file = folder + "/single.tokens.json"
    let export = ShellRender.export(.json, "studio", appearance: appearance, out: file)
    #expect(export.status == 0, "\(export.stderr)")
    return (folder, file)
  }

  @Test func aBrandWithOneAppearanceIsSnapshottedAndVerifiedUnderItsName() throws {
    let (folder, file) = try Self.oneAppearanceBrand("light")
    defer { BrandFiles.remove(folder) }
    let out = folder + "/snaps"
    let recorded = try ShellRender.snapshot([file], blocks: ["sign-in"], mode: .write(folder: out))
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(recorded.stdout.hasPrefix("wrote 25 snapshots (75 files"), "\(recorded.stdout)")
    #expect(
      FileManager.default.fileExists(atPath: out + "/sign-in.rest.single.default.large.html"))
    let verified = try ShellRender.snapshot(
      [file], blocks: ["sign-in"], mode: ShellRender.verify(out))
    #expect(verified.status == 0, "\(verified.stderr)")
    #expect(verified.stdout.contains("25 snapshots checked: 0 changed"), "\(verified.stdout)")
  }

  @Test func aDarkOnlyBrandDrawsTheHostsDarkColors() throws {
    let (folder, file) = try Self.oneAppearanceBrand("dark")
    defer { BrandFiles.remove(folder) }
    let out = folder + "/snaps"
    let recorded = try ShellRender.snapshot(
      [file], blocks: ["sign-in"], sizes: ["large"], mode: .write(folder: out))
    #expect(recorded.status == 0, "\(recorded.stderr)")
    // The page of the one appearance is drawn as dark, like studio's own dark page.
    let single = try String(
      contentsOfFile: out + "/sign-in.rest.single.default.large.scene.json", encoding: .utf8)
    #expect(single.contains("\"appearance\": \"dark\""), "\(single.prefix(300))")
  }

  @Test func previewDrawsTheOneAppearanceOnceAndRefusesAnother() throws {
    let (folder, file) = try Self.oneAppearanceBrand("light")
    defer { BrandFiles.remove(folder) }
    let preview = ShellRender.preview(file, width: 120)
    #expect(preview.status == 0, "\(preview.stderr)")
    let title = preview.stdout.split(separator: "\n").first.map(String.init) ?? ""
    #expect(title.contains("· default · sign-in/rest"), "\(title)")
    #expect(!preview.stdout.contains("· light ·") && !preview.stdout.contains("· dark ·"))
    let dark = ShellRender.preview(file, appearances: ["dark"])
    #expect(dark.status == 2)
    #expect(
      dark.stderr.contains("single has no dark appearance (it has default)"), "\(dark.stderr)")
  }

  @Test func aPermutationWithTokenErrorsIsNamedAsNotCheckedForContrast() throws {
    let folder = try BrandFiles.copy("studio", as: "acme")
    defer { BrandFiles.remove(BrandFiles.parent(folder)) }
    try BrandFiles.edit(
      folder + "/dark.tokens.json",
      replacing:
        "\"accentOn\": {\n      \"$description\": \"Label on accent.\",\n      \"$value\": \"{palette.white}\"",
      with:
        "\"accentOn\": {\n      \"$description\": \"Label on accent.\",\n      \"$value\": \"{palette.nosuch}\""
    )
    let check = ShellCheck()([folder])
    #expect(check.status == 1)
    #expect(
      check.stdout.contains(
        "warning: contrast: 2556 pairs not checked in appearance=dark: color.accentOn has an error, so no theme was built [contrast/not-checked]"
      ), "\(check.stdout)")
    // Light still built a theme: its pairs are checked.
    #expect(check.stdout.contains("2556 contrast pairs checked"), "\(check.stdout)")
  }

  @Test(arguments: ["snapshot", "docs"])
  func aBrandWhoseCheckFailsSaysSoWhenDrawn(_ command: String) throws {
    let folder = try BrandFiles.copy("studio", as: "acme")
    defer { BrandFiles.remove(BrandFiles.parent(folder)) }
    // The label on the accent is the accent itself: the theme builds, the contrast fails.
    try BrandFiles.edit(
      folder + "/light.tokens.json", replacing: "\"$value\": \"{palette.white}\"",
      with: "\"$ref\": \"#/palette/blue/700\"")
    func draw(_ brand: String, into out: String) throws -> ShellRender.Output {
      command == "docs"
        ? try ShellRender.docs([brand], out: out)
        : try ShellRender.snapshot(
          [brand], blocks: ["sign-in"], sizes: ["large"], mode: .write(folder: out))
    }
    let drawn = try draw(folder, into: folder + "/out")
    #expect(drawn.status == 0, "\(drawn.stderr)")
    let note = drawn.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: acme has ") }
    #expect(note.count == 1, "\(drawn.stderr)")
    #expect(
      note.first?.hasSuffix("('sptheme check acme' lists them); it is drawn as it is") == true)
    let clean = try draw("studio", into: folder + "/clean")
    #expect(clean.status == 0, "\(clean.stderr)")
    #expect(!clean.stderr.contains("warning: studio has"), "\(clean.stderr)")
  }
}
