import Testing
import Theme

/// Known values for conversions; expected numbers from coloraide 8 and CSS Color 4.
@Suite struct ColorConversionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var source: ColorCoordinates
    var target: ColorSpace
    /// nil where the hue is powerless (reported as `none`).
    var expected: [Double?]
    var testDescription: String { "\(name) → \(target.rawValue)" }
  }

  static let white = ColorCoordinates(.srgb, 1, 1, 1)
  static let black = ColorCoordinates(.srgb, 0, 0, 0)
  static let red = ColorCoordinates(.srgb, 1, 0, 0)

  static let d65: [Double?] = [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290]
  static let d50: [Double?] = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]

  static let whiteTargets: [(ColorSpace, [Double?])] = [
    (.srgb, [1, 1, 1]),
    (.srgbLinear, [1, 1, 1]),
    (.hsl, [nil, 0, 100]),
    (.hwb, [nil, 100, 0]),
    (.lab, [100, 0, 0]),
    (.lch, [100, 0, nil]),
    (.oklab, [1, 0, 0]),
    (.oklch, [1, 0, nil]),
    (.displayP3, [1, 1, 1]),
    (.a98rgb, [1, 1, 1]),
    (.prophotoRGB, [1, 1, 1]),
    (.rec2020, [1, 1, 1]),
    (.xyzD65, d65),
    (.xyzD50, d50),
  ]

  static func blackExpected(_ space: ColorSpace) -> [Double?] {
    switch space {
    case .hsl: [nil, 0, 0]
    case .hwb: [nil, 0, 100]
    case .lch, .oklch: [0, 0, nil]
    default: [0, 0, 0]
    }
  }

  static let whiteAndBlack: [Case] =
    whiteTargets.map { Case(name: "white", source: white, target: $0.0, expected: $0.1) }
    + ColorSpace.allCases.map {
      Case(name: "black", source: black, target: $0, expected: blackExpected($0))
    }

  static let srgbRedTargets: [(ColorSpace, [Double?])] = [
    (.srgbLinear, [1, 0, 0]),
    (.hsl, [0, 100, 50]),
    (.hwb, [0, 0, 0]),
    (.lab, [54.290541405, 80.80492817, 69.890964769]),
    (.lch, [54.290541405, 106.837181603, 40.857656505]),
    (.oklab, [0.627955364, 0.224863068, 0.125846277]),
    (.oklch, [0.627955364, 0.257683304, 29.23388028]),
    (.displayP3, [0.917487557, 0.200286808, 0.138560591]),
    (.a98rgb, [0.858591602, 0, 0]),
    (.prophotoRGB, [0.702250602, 0.275721095, 0.103547665]),
    (.rec2020, [0.823464102, 0.328429446, 0.180339329]),
    (.xyzD65, [0.412390799, 0.212639006, 0.019330819]),
    (.xyzD50, [0.436065747, 0.222493177, 0.013923921]),
  ]

  static let srgbRed: [Case] = srgbRedTargets.map {
    Case(name: "sRGB red", source: red, target: $0.0, expected: $0.1)
  }

  @Test(arguments: whiteAndBlack + srgbRed)
  func knownValue(_ c: Case) {
    let result = c.source.converted(to: c.target)
    #expect(result.space == c.target)
    let components = result.dtcgComponents
    for i in 0..<3 {
      if let expected = c.expected[i] {
        let actual = components[i] ?? .nan
        #expect(abs(actual - expected) < 1e-6, "component \(i): \(actual) ≠ \(expected)")
      } else {
        #expect(components[i] == nil, "component \(i) should be none (powerless hue)")
      }
    }
  }

  /// Converting to another space and back returns the original components.
  @Test(arguments: ColorSpace.allCases)
  func roundTripThroughEverySpace(_ via: ColorSpace) {
    let start = ColorCoordinates(.oklch, 0.62, 0.12, 145, alpha: 0.4)
    let back = start.converted(to: via).converted(to: .oklch)
    #expect(abs(back.components.x - start.components.x) < 1e-9)
    #expect(abs(back.components.y - start.components.y) < 1e-9)
    #expect(abs(back.components.z - start.components.z) < 1e-7)
    #expect(back.alpha == 0.4)
  }

  /// A `none` component converts as 0, as CSS Color 4 says for missing components.
  struct NoneCase: CustomTestStringConvertible, Sendable {
    var space: ColorSpace
    var components: [Double?]
    var sameAs: [Double]
    var testDescription: String { "\(space.rawValue) \(components)" }
  }

  static let noneCases: [NoneCase] = [
    NoneCase(space: .hsl, components: [nil, 0, 100], sameAs: [0, 0, 100]),
    NoneCase(space: .lch, components: [50, 0, nil], sameAs: [50, 0, 0]),
    NoneCase(space: .oklch, components: [0.5, 0.1, nil], sameAs: [0.5, 0.1, 0]),
    NoneCase(space: .srgb, components: [1, nil, 0.5], sameAs: [1, 0, 0.5]),
    NoneCase(space: .lab, components: [nil, 20, -30], sameAs: [0, 20, -30]),
  ]

  @Test(arguments: noneCases)
  func noneIsZeroInConversion(_ c: NoneCase) throws {
    let withNone = try ColorCoordinates(space: c.space, components: c.components)
    let withZero = ColorCoordinates(c.space, c.sameAs[0], c.sameAs[1], c.sameAs[2])
    #expect(withNone.converted(to: .xyzD65) == withZero.converted(to: .xyzD65))
  }

  @Test func dtcgNoneExampleIsWhite() throws {
    let white = try ColorCoordinates(space: .hsl, components: [nil, 0, 100], alpha: 1)
    #expect(white.hex == "#ffffff")
    #expect(white.isHuePowerless)
    #expect(white.dtcgComponents == [nil, 0, 100])
  }

  @Test func powerlessHueOfConvertedGrayIsNone() {
    let gray = ColorCoordinates(.srgb, 0.5, 0.5, 0.5).converted(to: .oklch)
    #expect(gray.isHuePowerless)
    #expect(gray.components.z == 0)
    #expect(gray.dtcgComponents[2] == nil)
    #expect(!ColorCoordinates(.oklch, 0.5, 0.1, 30).isHuePowerless)
  }

  @Test func hwbBeyondHundredIsGray() {
    let rgb = ColorCoordinates(.hwb, 120, 60, 60).converted(to: .srgb).components
    #expect(abs(rgb.x - 0.5) < 1e-12 && abs(rgb.y - 0.5) < 1e-12 && abs(rgb.z - 0.5) < 1e-12)
  }

  @Test func negativeComponentsUseTheReflectedTransferFunction() {
    let linear = ColorCoordinates(.srgb, -0.5, 0.5, -0.02).converted(to: .srgbLinear).components
    let positive = ColorCoordinates(.srgb, 0.5, 0.5, 0.02).converted(to: .srgbLinear).components
    #expect(linear.x == -positive.x)
    #expect(linear.z == -positive.z)
  }

  struct BadInput: CustomTestStringConvertible, Sendable {
    var components: [Double?]
    var alpha: Double?
    var error: ColorComponentError
    var testDescription: String { "\(error)" }
  }

  static let badInputs: [BadInput] = [
    BadInput(components: [1, 0], alpha: nil, error: .wrongCount(space: .srgb, count: 2)),
    BadInput(components: [1, 0, 0, 1], alpha: nil, error: .wrongCount(space: .srgb, count: 4)),
    BadInput(components: [1, .nan, 0], alpha: nil, error: .notFinite(space: .srgb, index: 1)),
    BadInput(components: [.infinity, 0, 0], alpha: nil, error: .notFinite(space: .srgb, index: 0)),
    BadInput(components: [1, 0, 0], alpha: 1.5, error: .alphaOutOfRange(1.5)),
    BadInput(components: [1, 0, 0], alpha: -0.1, error: .alphaOutOfRange(-0.1)),
  ]

  @Test(arguments: badInputs)
  func rejectsBadComponents(_ c: BadInput) {
    #expect(throws: c.error) {
      try ColorCoordinates(space: .srgb, components: c.components, alpha: c.alpha)
    }
  }
}
