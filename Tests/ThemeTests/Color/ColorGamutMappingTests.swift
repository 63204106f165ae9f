import Testing
import Theme

/// CSS Color 4 gamut mapping to sRGB; expected values from coloraide's
/// `fit("srgb", method="minde-chroma", jnd=0.02)`.
@Suite struct ColorGamutMappingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var source: ColorCoordinates
    var expected: SIMD3<Double>
    var outOfGamut: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "display-p3 red", source: ColorCoordinates(.displayP3, 1, 0, 0),
      expected: SIMD3(1, 0.04456951620418898, 0.045931611140173294), outOfGamut: true),
    Case(
      name: "oklch(0.7 0.4 150)", source: ColorCoordinates(.oklch, 0.7, 0.4, 150),
      expected: SIMD3(0, 0.7606784824185384, 0.28081848684807487), outOfGamut: true),
    Case(
      name: "lab(50 100 -100)", source: ColorCoordinates(.lab, 50, 100, -100),
      expected: SIMD3(0.7426940379328705, 0.1755350693335532, 1), outOfGamut: true),
    Case(
      name: "in gamut stays", source: ColorCoordinates(.srgb, 0.2, 0.4, 0.6),
      expected: SIMD3(0.2, 0.4, 0.6), outOfGamut: false),
    Case(
      name: "lightness 1 is white", source: ColorCoordinates(.oklch, 1, 0.3, 40),
      expected: SIMD3(1, 1, 1), outOfGamut: true),
    Case(
      name: "lightness 0 is black", source: ColorCoordinates(.oklch, 0, 0.3, 40),
      expected: SIMD3(0, 0, 0), outOfGamut: true),
    Case(
      name: "sRGB white from display-p3", source: ColorCoordinates(.displayP3, 1, 1, 1),
      expected: SIMD3(1, 1, 1), outOfGamut: false),
  ]

  @Test(arguments: cases)
  func mapsLikeCSSColor4(_ c: Case) {
    let result = c.source.mappedToSRGB()
    #expect(result.color.space == .srgb)
    #expect(result.wasOutOfGamut == c.outOfGamut)
    let expected = ColorCoordinates(space: .srgb, components: c.expected)
    #expect(GamutMapping.deltaEOK(result.color, expected) < 0.002)
    let rgb = result.color.components
    #expect((0...1).contains(rgb.x) && (0...1).contains(rgb.y) && (0...1).contains(rgb.z))
  }

  /// The mapped color differs from the clipped one: chroma is reduced, not channels cut.
  @Test func isNotNaiveClipping() {
    let p3Green = ColorCoordinates(.displayP3, 0, 1, 0)
    let mapped = p3Green.mappedToSRGB().color.components
    let clipped = p3Green.converted(to: .srgb).components
    let naive = SIMD3(
      min(max(clipped.x, 0), 1), min(max(clipped.y, 0), 1), min(max(clipped.z, 0), 1))
    #expect(mapped != naive)
    // Hue is kept within a small tolerance in OKLCH.
    let hueMapped = ColorCoordinates(space: .srgb, components: mapped).converted(to: .oklch)
    let hueOrigin = p3Green.converted(to: .oklch)
    #expect(abs(hueMapped.components.z - hueOrigin.components.z) < 3)
  }

  @Test func keepsAlpha() {
    let result = ColorCoordinates(.displayP3, 1, 0, 0, alpha: 0.25).mappedToSRGB()
    #expect(result.color.alpha == 0.25)
  }

  @Test func isInSRGBGamut() {
    #expect(ColorCoordinates(.srgb, 1, 0.5, 0).isInSRGBGamut)
    #expect(ColorCoordinates(.displayP3, 1, 1, 1).isInSRGBGamut)
    #expect(!ColorCoordinates(.displayP3, 1, 0, 0).isInSRGBGamut)
    #expect(!ColorCoordinates(.rec2020, 0, 1, 0).isInSRGBGamut)
  }

  @Test func deltaEOKOfIdenticalColorsIsZero() {
    let a = ColorCoordinates(.lab, 50, 20, -10)
    #expect(GamutMapping.deltaEOK(a, a.converted(to: .srgb)) < 1e-12)
  }
}
