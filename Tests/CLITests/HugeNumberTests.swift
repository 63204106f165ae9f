import Foundation
import Testing

/// Finite numbers too large to draw (`Tests/Fixtures/hostile/huge-*.tokens.json`, each laid over
/// studio's base set): `check` refuses each with the limit and the token's place, and no command
/// that renders traps on one.
@Suite struct HugeNumberTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var file: String
    var message: String
    var testDescription: String { file }
  }

  static let cases: [Case] = [
    Case(
      file: "huge-length",
      message:
        "radius.md: length 1e+20 px is outside what a UI can draw (at most ±100000 px, or 6250 rem)"
    ),
    Case(
      file: "huge-negative-length",
      message: "space.md: length -1e+20 px is outside what a UI can draw"),
    Case(
      file: "huge-line-height",
      message: "type.body: lineHeight 1e+20 is outside what a UI can draw (at most 100)"),
    Case(
      file: "huge-duration",
      message:
        "duration.base: duration 1e+20 ms is outside what a UI can draw (at most 600000 ms, or 600 s)"
    ),
    Case(
      file: "huge-bezier",
      message:
        "easing.standard: cubicBezier y1 1e+300 is outside what a UI can draw (at most ±1000)"),
    Case(
      file: "huge-spring",
      message:
        "motion.standard: spring response 1e+300 s is outside what a UI can draw (at most 600 s)"),
    // An oklab component this large makes the chroma infinite: gamut mapping once searched it
    // for ever.
    Case(
      file: "huge-oklab",
      message:
        "palette.blue.700: color oklab(0.5 1.4e+154 0) is outside what a UI can draw (converted to sRGB or OKLCH it is not a finite number)"
    ),
    // Finite all the way, but 1e45 in sRGB: the asset catalog's decimals once trapped on it.
    Case(
      file: "huge-chroma",
      message:
        "palette.blue.700: color oklch(0.5 1e+16 250) is outside what a UI can draw (every sRGB component within ±1000000)"
    ),
  ]

  /// A copy of studio whose base set ends with the hostile file.
  static func brand(with file: String) throws -> String {
    let brand = try CLIRunner.copyOfBrand("studio", as: "huge")
    try FileManager.default.copyItem(
      atPath: HostileCorpusTests.folder + "/\(file).tokens.json",
      toPath: brand + "/hostile.tokens.json")
    try CLIRunner.edit(
      brand + "/huge.resolver.json", replacing: #"{ "$ref": "base.tokens.json" }"#,
      with: #"{ "$ref": "base.tokens.json" }, { "$ref": "hostile.tokens.json" }"#)
    return brand
  }

  @Test(arguments: cases)
  func checkNamesTheLimitAndThePlace(_ hostile: Case) throws {
    let brand = try Self.brand(with: hostile.file)
    defer { try? FileManager.default.removeItem(atPath: brand + "/..") }
    let result = try CLIRunner.run(["check", "--no-contrast", brand], hangLimit: 60)
    #expect(!result.hung, "check did not end within 60 s")
    #expect(
      result.status == 1,
      "exit \(result.status): \(result.stdout.prefix(600)) \(result.stderr.prefix(600))")
    #expect(result.stdout.contains("hostile.tokens.json:"), "\(result.stdout.prefix(1200))")
    #expect(result.stdout.contains("error: \(hostile.message)"), "\(result.stdout.prefix(1200))")
    #expect(result.stdout.contains("[theme/out-of-range]"))
  }

  @Test(arguments: cases)
  func renderingCommandsRefuseWithoutATrap(_ hostile: Case) throws {
    let brand = try Self.brand(with: hostile.file)
    let root = (brand as NSString).deletingLastPathComponent
    defer { try? FileManager.default.removeItem(atPath: root) }
    for arguments in [
      ["snapshot", "--brand", brand, "--block", "sign-in", "--out", root + "/snapshots"],
      ["snapshot", "--brand", brand, "--block", "sign-in", "--verify", root + "/snapshots"],
      ["docs", "--brand", brand, "--out", root + "/docs"], ["diff", "studio", brand],
      ["preview", "--brand", brand], ["export", "css", "--brand", brand],
      ["export", "xcassets", "--brand", brand, "--out", root + "/Theme.xcassets"],
      ["export", "swift", "--brand", brand],
    ] {
      let result = try CLIRunner.run(arguments, hangLimit: 60)
      #expect(!result.hung, "\(arguments) did not end within 60 s")
      #expect(
        result.status == 1 || result.status == 2,
        "\(arguments): exit \(result.status) \(result.stderr.prefix(800))")
      #expect(!result.stderr.contains("Fatal error"), "\(arguments): \(result.stderr.prefix(800))")
      let said = result.stdout + result.stderr
      #expect(
        said.contains("outside what a UI can draw") || said.contains("run sptheme check"),
        "\(arguments): \(said.prefix(800))")
    }
  }
}
