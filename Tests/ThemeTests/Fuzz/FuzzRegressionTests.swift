import Foundation
import TestSupport
import Testing

@testable import Theme

/// Inputs the token fuzzer (`Tests/Fuzz/FuzzTokens.swift`, `make fuzz`) found to crash, hang or
/// exhaust memory, kept in `Tests/Fixtures/fuzz-regressions/tokens/` and run through the same
/// calls the fuzzer makes: each must finish, quickly, with the diagnostics it names.
@Suite struct TokenFuzzRegressionTests {
  static let folder = TestPaths.packageRoot + "/Tests/Fixtures/fuzz-regressions/tokens"

  /// File → a rule the token-file reading must report (`nil`: any outcome but a crash or hang).
  static let expected: [String: String?] = [
    // Found as a timeout (10 s): an alias bomb (each shadow two copies of the one before), cut
    // down by the minimiser to 2048 layers and a broken reference. Every level parsed again the
    // layers the level below had parsed, and a value over the size limit was built and parsed
    // before its size was checked: 3.2 s a run under ASan. Now the size is counted before
    // anything is built, and a shadow made of references joins its targets' parsed layers.
    "alias-bomb-broken-references.tokens.json": "value/reference",
    // The same bomb whole (the hostile corpus has it too): refused at the size limit.
    "alias-bomb-full.tokens.json": "limit/value-size",
    // Found as a timeout (13 s under ASan, with the fuzzer's lowered limits): the hostile
    // `$extends` doubling, mutated so that the groups it doubles are empty. `--max-tokens`
    // counted tokens only, so 2^18 empty groups were made and walked; an empty group now counts
    // as a token (the hostile corpus has a 30-level version, refused at s19).
    "extends-doubling-empty-groups.tokens.json": "tokens/unknown-property",
    // Components at the edge of floating point in every color space (the largest double,
    // ±1e300, 1.4e154, -1e16, the smallest subnormal): an infinite chroma once made gamut
    // mapping search for ever, and a chroma of 1e16 trapped the asset catalog's decimals.
    "extreme-colors.tokens.json": nil,
  ]

  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
      $0.hasSuffix(".json")
    }.sorted()
  }

  @Test func everyFileIsListed() {
    #expect(
      Set(Self.files) == Set(Self.expected.keys),
      "list each file in `expected` with the rule it must report")
  }

  /// What the fuzzer does with every color (`drawColors` in `FuzzTokens.swift`).
  static func drawColors(in resolution: TokenResolution) {
    for token in resolution.tokens {
      guard case .color(let value) = token.value else { continue }
      let color = value.coordinates
      _ = DrawableRange.undrawableReason(color)
      for space in ColorSpace.allCases { _ = color.converted(to: space) }
      let mapped = GamutMapping.mapToSRGB(color).color.components
      #expect([mapped.x, mapped.y, mapped.z].allSatisfy { $0 >= 0 && $0 <= 1 }, "\(token.name)")
      let srgb = color.converted(to: .srgb).components
      for component in [srgb.x, srgb.y, srgb.z] { _ = XCAssetsExporter.decimal(component) }
    }
  }

  @Test(arguments: files)
  func runsLikeTheFuzzer(_ file: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + file)))
    // The fuzzer's three calls, in its order.
    let document = try? JSONDocument(bytes: bytes, path: file)
    let resolution = TokenLoader.resolve(json: String(decoding: bytes, as: UTF8.self), path: file)
    Self.drawColors(in: resolution)
    if let document {
      let resolver = ResolverDocument(document: document)
      for input in resolver.permutations(limit: 4) {
        Self.drawColors(in: resolver.resolve(input: input))
      }
    }
    if let rule = Self.expected[file] ?? nil {
      #expect(
        resolution.diagnostics.contains { $0.rule.id == rule },
        "\(resolution.diagnostics.map(\.rule.id))"
      )
    }
  }

  /// A shadow or gradient made of references joins its targets' layers or stops without parsing
  /// them again; the result is what parsing the written-out value gives.
  @Test(arguments: [
    (
      "shadow",
      #"{ "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2 }, "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" }"#
    ),
    ("gradient", #"{ "colorSpace": "srgb", "components": [1, 0, 0] }, "position": 0.5"#),
  ])
  func composedLayersEqualWrittenOnes(_ type: String, _ member: String) throws {
    let one = "{ \"color\": \(member) }"
    let json = """
      { "t": { "$type": "\(type)",
        "a": { "$value": [\(one)] },
        "b": { "$value": [\(one), \(one)] },
        "composed": { "$value": ["{t.a}", "{t.b}"] },
        "written": { "$value": [\(one), \(one), \(one)] } } }
      """
    let resolution = TokenLoader.resolve(json: json, path: "compose.tokens.json")
    #expect(!resolution.hasErrors, "\(resolution.diagnostics.map(\.message))")
    let composed = try #require(resolution.tokens.first { $0.path == ["t", "composed"] })
    let written = try #require(resolution.tokens.first { $0.path == ["t", "written"] })
    #expect(composed.value == written.value)
    #expect(composed.json == written.json)
  }
}
