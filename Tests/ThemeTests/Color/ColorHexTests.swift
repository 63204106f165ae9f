import Testing
import Theme

@Suite struct ColorHexTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var color: ColorCoordinates
    var hex: String
    var testDescription: String { "\(color) → \(hex)" }
  }

  static let cases: [Case] = [
    Case(color: ColorCoordinates(.srgb, 1, 0, 1), hex: "#ff00ff"),
    Case(color: ColorCoordinates(.srgb, 0, 0, 0, alpha: 0.5), hex: "#00000080"),
    Case(color: ColorCoordinates(.srgb, 0.0392, 0.5176, 1), hex: "#0a84ff"),
    Case(color: ColorCoordinates(.srgb, 0.5 / 255, 1.5 / 255, 254.49 / 255), hex: "#0102fe"),
    Case(color: ColorCoordinates(.srgb, 1, 1, 1, alpha: 0), hex: "#ffffff00"),
    Case(color: ColorCoordinates(.srgb, 1, 1, 1, alpha: 0.999), hex: "#ffffff"),
    Case(color: ColorCoordinates(.srgb, 1, 1, 1, alpha: 0.997), hex: "#fffffffe"),
    // The DTCG 2025.10 Color Module's "Hot pink" examples that are within rounding of sRGB.
    Case(color: ColorCoordinates(.srgbLinear, 1, 0, 1), hex: "#ff00ff"),
    Case(color: ColorCoordinates(.lab, 60.17, 93.54, -60.5), hex: "#ff00ff"),
    Case(color: ColorCoordinates(.lch, 60.17, 111.4, 327.11), hex: "#ff00ff"),
    Case(color: ColorCoordinates(.oklab, 0.701, 0.2746, -0.169), hex: "#ff00ff"),
    Case(color: ColorCoordinates(.oklch, 0.7016, 0.3225, 328.363), hex: "#ff00ff"),
    Case(color: ColorCoordinates(.xyzD65, 0.5929, 0.2848, 0.9699), hex: "#ff00ff"),
    Case(color: ColorCoordinates(.xyzD50, 0.5791, 0.2831, 0.728), hex: "#ff00ff"),
    Case(color: ColorCoordinates(.hsl, 300, 100, 50), hex: "#ff00ff"),
    Case(color: ColorCoordinates(.hwb, 300, 0, 0), hex: "#ff00ff"),
    // Out of gamut: mapped, never clipped channel by channel.
    Case(color: ColorCoordinates(.displayP3, 1, 0, 0), hex: "#ff0b0c"),
    Case(color: ColorCoordinates(.displayP3, 1, 0, 1), hex: "#ff2bfb"),
  ]

  @Test(arguments: cases)
  func formats(_ c: Case) {
    #expect(c.color.hex == c.hex)
  }

  @Test func opaqueHexDropsAlpha() {
    #expect(ColorCoordinates(.srgb, 0, 0, 0, alpha: 0.5).opaqueHex == "#000000")
  }
}
