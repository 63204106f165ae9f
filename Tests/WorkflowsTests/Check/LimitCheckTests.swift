import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `--max-alias-chain` counts the links followed, and finite numbers too large to draw
/// (`Tests/Fixtures/hostile/huge-*.tokens.json`, each laid over studio's base set) are refused
/// with the limit and the token's place: `check` in process.
@Suite struct LimitCheckTests {
  /// A file with `n.t0` a literal and `n.tK` an alias of `n.t(K-1)`, K up to `links`, in the
  /// order given.
  static func chain(_ links: Int, reversed: Bool = true) throws -> String {
    let folder = try TestPaths.temporaryFolder()
    var members = [#""t0": { "$value": 1 }"#]
    for index in 1...links { members.append(#""t\#(index)": { "$value": "{n.t\#(index - 1)}" }"#) }
    if reversed { members.reverse() }
    let path = folder + "/chain.tokens.json"
    try BrandFiles.write(
      #"{ "n": { "$type": "number", \#(members.joined(separator: ", ")) } }"#, to: path)
    return path
  }

  @Test(arguments: [(64, false), (65, true), (10, false)])
  func limitCountsLinks(_ links: Int, refused: Bool) throws {
    let path = try Self.chain(links)
    defer { BrandFiles.remove(BrandFiles.parent(path)) }
    let result = ShellCheck(noContrast: true)([path])
    #expect(
      result.stdout.contains("[limit/alias-chain]") == refused,
      "\(links) links: \(result.stdout.prefix(800))")
    if !refused {
      #expect(result.stdout.contains("\(links + 1) tokens"), "\(result.stdout.suffix(300))")
    }
  }

  /// Every token further than the limit from its literal is refused with its own finding, in
  /// either order of the file; the tokens near the literal on the same chain resolve.
  @Test(arguments: [true, false])
  func eachTokenOfALongChainHasItsOwnFinding(reversed: Bool) throws {
    let path = try Self.chain(70, reversed: reversed)
    defer { BrandFiles.remove(BrandFiles.parent(path)) }
    let result = ShellCheck(format: "json", noContrast: true)([path])
    let refused = (65...70).map { "n.t\($0) is more than 64 aliases away from its literal value" }
    for message in refused { #expect(result.stdout.contains(message), "\(message)") }
    #expect(
      result.stdout.components(separatedBy: "\"limit/alias-chain\"").count - 1 == 6,
      "\(result.stdout.prefix(2000))")
    #expect(!result.stdout.contains("alias/target-error"))
    // n.t0 to n.t64 resolve, n.t5 (5 links from its literal) among them.
    #expect(result.stdout.contains("\"tokens\": 65"), "\(result.stdout.suffix(400))")
  }

  struct HugeCase: CustomTestStringConvertible, Sendable {
    var file: String
    var message: String
    var testDescription: String { file }
  }

  static let hugeCases: [HugeCase] = [
    HugeCase(
      file: "huge-length",
      message:
        "radius.md: length 1e+20 px is outside what a UI can draw (at most ±100000 px, or 6250 rem)"
    ),
    HugeCase(
      file: "huge-negative-length",
      message: "space.md: length -1e+20 px is outside what a UI can draw"),
    HugeCase(
      file: "huge-line-height",
      message: "type.body: lineHeight 1e+20 is outside what a UI can draw (at most 100)"),
    HugeCase(
      file: "huge-duration",
      message:
        "duration.base: duration 1e+20 ms is outside what a UI can draw (at most 600000 ms, or 600 s)"
    ),
    HugeCase(
      file: "huge-bezier",
      message:
        "easing.standard: cubicBezier y1 1e+300 is outside what a UI can draw (at most ±1000)"),
    HugeCase(
      file: "huge-spring",
      message:
        "motion.standard: spring response 1e+300 s is outside what a UI can draw (at most 600 s)"),
    // An oklab component this large makes the chroma infinite: gamut mapping once searched it
    // for ever.
    HugeCase(
      file: "huge-oklab",
      message:
        "palette.blue.700: color oklab(0.5 1.4e+154 0) is outside what a UI can draw (converted to sRGB or OKLCH it is not a finite number)"
    ),
    // Finite all the way, but 1e45 in sRGB: the asset catalog's decimals once trapped on it.
    HugeCase(
      file: "huge-chroma",
      message:
        "palette.blue.700: color oklch(0.5 1e+16 250) is outside what a UI can draw (every sRGB component within ±1000000)"
    ),
  ]

  /// A copy of studio whose base set ends with the hostile file.
  static func hugeBrand(with file: String) throws -> String {
    let brand = try BrandFiles.copy("studio", as: "huge")
    try FileManager.default.copyItem(
      atPath: BrandFiles.hostile + "/\(file).tokens.json", toPath: brand + "/hostile.tokens.json")
    try BrandFiles.edit(
      brand + "/huge.resolver.json", replacing: #"{ "$ref": "base.tokens.json" }"#,
      with: #"{ "$ref": "base.tokens.json" }, { "$ref": "hostile.tokens.json" }"#)
    return brand
  }

  @Test(arguments: hugeCases)
  func checkNamesTheLimitAndThePlace(_ hostile: HugeCase) throws {
    let brand = try Self.hugeBrand(with: hostile.file)
    defer { BrandFiles.remove(BrandFiles.parent(brand)) }
    let result = ShellCheck(noContrast: true)([brand])
    #expect(
      result.status == 1, "exit \(result.status): \(result.stdout.prefix(600)) \(result.stderr)")
    #expect(result.stdout.contains("hostile.tokens.json:"), "\(result.stdout.prefix(1200))")
    #expect(result.stdout.contains("error: \(hostile.message)"), "\(result.stdout.prefix(1200))")
    #expect(result.stdout.contains("[theme/out-of-range]"))
  }
}
