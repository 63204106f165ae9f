import Foundation
import Testing
import Theme

@Suite struct ColorContrastTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var foreground: ColorCoordinates
    var background: ColorCoordinates
    var ratio: Double
    var testDescription: String { name }
  }

  static func gray(_ byte: Double, alpha: Double = 1) -> ColorCoordinates {
    ColorCoordinates(.srgb, byte / 255, byte / 255, byte / 255, alpha: alpha)
  }

  /// WCAG luminance of an sRGB component value v (all three channels equal).
  static func grayLuminance(_ v: Double) -> Double {
    v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  static let cases: [Case] = [
    Case(name: "#767676 on white", foreground: gray(0x76), background: .white, ratio: 4.5422),
    Case(name: "white on #767676", foreground: .white, background: gray(0x76), ratio: 4.5422),
    Case(name: "black on white", foreground: .black, background: .white, ratio: 21),
    Case(name: "white on white", foreground: .white, background: .white, ratio: 1),
    Case(
      name: "50% black over white", foreground: ColorCoordinates(.srgb, 0, 0, 0, alpha: 0.5),
      background: .white, ratio: 1.05 / (grayLuminance(0.5) + 0.05)),
    Case(
      name: "transparent text is invisible", foreground: ColorCoordinates(.srgb, 0, 0, 0, alpha: 0),
      background: gray(0x20), ratio: 1),
    Case(
      name: "black on 50% black (over white canvas)", foreground: .black,
      background: ColorCoordinates(.srgb, 0, 0, 0, alpha: 0.5),
      ratio: (grayLuminance(0.5) + 0.05) / 0.05),
    Case(
      name: "white text on OKLCH blue",
      foreground: .white, background: ColorCoordinates(.oklch, 0.5, 0.2, 260),
      ratio: 1.05 / (WCAGContrast.relativeLuminance(ColorCoordinates(.oklch, 0.5, 0.2, 260)) + 0.05)
    ),
  ]

  @Test(arguments: cases)
  func ratio(_ c: Case) {
    let ratio = WCAGContrast.ratio(c.foreground, on: c.background)
    #expect(abs(ratio - c.ratio) < 1e-4, "\(ratio) ≠ \(c.ratio)")
  }

  @Test func luminanceOfWhiteAndBlack() {
    #expect(WCAGContrast.relativeLuminance(.white) == 1)
    #expect(WCAGContrast.relativeLuminance(.black) == 0)
    #expect(abs(WCAGContrast.relativeLuminance(ColorCoordinates(.srgb, 1, 0, 0)) - 0.2126) < 1e-12)
  }

  @Test func compositeIsSourceOverInSRGB() {
    let seen = WCAGContrast.composite(
      ColorCoordinates(.srgb, 1, 0, 0, alpha: 0.25), over: ColorCoordinates(.srgb, 0, 0, 1))
    #expect(seen.alpha == 1)
    #expect(abs(seen.components.x - 0.25) < 1e-12)
    #expect(abs(seen.components.z - 0.75) < 1e-12)
  }

  struct RequirementCase: CustomTestStringConvertible, Sendable {
    var pointSize: Double
    var bold: Bool
    var expected: ContrastRequirement
    var testDescription: String { "\(pointSize) pt\(bold ? " bold" : "") → \(expected.name)" }
  }

  static let requirementCases: [RequirementCase] = [
    RequirementCase(pointSize: 17, bold: false, expected: .text),
    RequirementCase(pointSize: 17, bold: true, expected: .text),
    RequirementCase(pointSize: 18.66, bold: false, expected: .text),
    RequirementCase(pointSize: 18.66, bold: true, expected: .largeText),
    RequirementCase(pointSize: 23.9, bold: false, expected: .text),
    RequirementCase(pointSize: 24, bold: false, expected: .largeText),
    RequirementCase(pointSize: 34, bold: true, expected: .largeText),
  ]

  @Test(arguments: requirementCases)
  func requirementForText(_ c: RequirementCase) {
    #expect(ContrastRequirement.forText(pointSize: c.pointSize, isBold: c.bold) == c.expected)
  }

  @Test func thresholds() {
    #expect(ContrastRequirement.text.minimumRatio == 4.5)
    #expect(ContrastRequirement.largeText.minimumRatio == 3)
    #expect(ContrastRequirement.nonText.minimumRatio == 3)
    let ratio = WCAGContrast.ratio(Self.gray(0x76), on: .white)
    #expect(ContrastRequirement.text.isMet(by: ratio))
    let lighter = WCAGContrast.ratio(Self.gray(0x77), on: .white)
    #expect(!ContrastRequirement.text.isMet(by: lighter))
    #expect(ContrastRequirement.nonText.isMet(by: lighter))
  }
}
