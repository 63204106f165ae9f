import Foundation
import TestSupport
import Testing

/// Nothing drawn or checked is left out without a word: a brand with one appearance renders
/// that appearance under its own name; a run with nothing to render fails; a permutation whose
/// tokens have errors is named as not checked for contrast; a brand whose check fails says so
/// when it is drawn.
@Suite struct DrawnAsItIsTests {
  /// A folder holding studio's light or dark roles as one plain token file: a brand with one
  /// appearance (`default`).
  static func oneAppearanceBrand(_ appearance: String) throws -> (folder: String, file: String) {
    let folder = try TestPaths.temporaryFolder()
    let export = try CLIRunner.run(
      [
        "export", "json", "--brand", "studio", "--appearance", appearance, "--out",
        folder + "/single.tokens.json",
      ])
    #expect(export.status == 0, "\(export.stderr)")
    return (folder, folder + "/single.tokens.json")
  }

  @Test func aBrandWithOneAppearanceIsSnapshottedAndVerifiedUnderItsName() throws {
    let (folder, file) = try Self.oneAppearanceBrand("light")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/snaps"
    let recorded = try CLIRunner.run(
      ["snapshot", "--brand", file, "--block", "sign-in", "--out", out])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(recorded.stdout.hasPrefix("wrote 25 snapshots (75 files"), "\(recorded.stdout)")
    #expect(
      FileManager.default.fileExists(atPath: out + "/sign-in.rest.single.default.large.html"))
    let verified = try CLIRunner.run(
      ["snapshot", "--verify", out, "--brand", file, "--block", "sign-in"])
    #expect(verified.status == 0, "\(verified.stderr)")
    #expect(verified.stdout.contains("25 snapshots checked: 0 changed"), "\(verified.stdout)")
  }

  @Test func aDarkOnlyBrandDrawsTheHostsDarkColors() throws {
    let (folder, file) = try Self.oneAppearanceBrand("dark")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/snaps"
    let recorded = try CLIRunner.run(
      ["snapshot", "--brand", file, "--block", "sign-in", "--sizes", "large", "--out", out])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    // The page of the one appearance is drawn as dark, like studio's own dark page.
    let single = try String(
      contentsOfFile: out + "/sign-in.rest.single.default.large.scene.json", encoding: .utf8)
    #expect(single.contains("\"appearance\": \"dark\""), "\(single.prefix(300))")
  }

  @Test func previewDrawsTheOneAppearanceOnceAndRefusesAnother() throws {
    let (folder, file) = try Self.oneAppearanceBrand("light")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let preview = try CLIRunner.run(["preview", "--brand", file, "--width", "120"])
    #expect(preview.status == 0, "\(preview.stderr)")
    let title = preview.stdout.split(separator: "\n").first.map(String.init) ?? ""
    #expect(title.contains("· default · sign-in/rest"), "\(title)")
    #expect(!preview.stdout.contains("· light ·") && !preview.stdout.contains("· dark ·"))
    let dark = try CLIRunner.run(["preview", "--brand", file, "--appearance", "dark"])
    #expect(dark.status == 2)
    #expect(
      dark.stderr.contains("single has no dark appearance (it has default)"), "\(dark.stderr)")
  }

  @Test func aPermutationWithTokenErrorsIsNamedAsNotCheckedForContrast() throws {
    let folder = try CLIRunner.copyOfBrand("studio", as: "acme")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try CLIRunner.edit(
      folder + "/dark.tokens.json",
      replacing:
        "\"accentOn\": {\n      \"$description\": \"Label on accent.\",\n      \"$value\": \"{palette.white}\"",
      with:
        "\"accentOn\": {\n      \"$description\": \"Label on accent.\",\n      \"$value\": \"{palette.nosuch}\""
    )
    let check = try CLIRunner.run(["check", folder])
    #expect(check.status == 1)
    #expect(
      check.stdout.contains(
        "warning: contrast: 2556 pairs not checked in appearance=dark: color.accentOn has an error, so no theme was built [contrast/not-checked]"
      ), "\(check.stdout)")
    // Light still built a theme: its pairs are checked.
    #expect(check.stdout.contains("2556 contrast pairs checked"), "\(check.stdout)")
  }

  @Test(arguments: [
    ["snapshot", "--block", "sign-in", "--sizes", "large", "--out"], ["docs", "--out"],
  ])
  func aBrandWhoseCheckFailsSaysSoWhenDrawn(_ command: [String]) throws {
    let folder = try CLIRunner.copyOfBrand("studio", as: "acme")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The label on the accent is the accent itself: the theme builds, the contrast fails.
    try CLIRunner.edit(
      folder + "/light.tokens.json", replacing: "\"$value\": \"{palette.white}\"",
      with: "\"$ref\": \"#/palette/blue/700\"")
    let drawn = try CLIRunner.run(
      [command[0], "--brand", folder] + command.dropFirst() + [folder + "/out"])
    #expect(drawn.status == 0, "\(drawn.stderr)")
    let note = drawn.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: acme has ") }
    #expect(note.count == 1, "\(drawn.stderr)")
    #expect(
      note.first?.hasSuffix("('sptheme check acme' lists them); it is drawn as it is") == true)
    let clean = try CLIRunner.run(
      [command[0], "--brand", "studio"] + command.dropFirst() + [folder + "/clean"])
    #expect(!clean.stderr.contains("warning: studio has"), "\(clean.stderr)")
  }
}
