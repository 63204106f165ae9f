import TestSupport
import Testing

@testable import Theme

/// The shipped brands pass WCAG 2.x AA for text on their surfaces in both appearances.
@Suite struct ShippedBrandContrastTests {
  struct Pair: Sendable, CustomTestStringConvertible {
    var brand: String
    var appearance: String
    var foreground: ColorRole
    var background: ColorRole
    var minimum: Double
    var testDescription: String {
      "\(brand)/\(appearance): \(foreground.rawValue) on \(background.rawValue) ≥ \(minimum)"
    }
  }

  static let requirements: [(ColorRole, ColorRole, Double)] =
    [ColorRole.textPrimary, .textSecondary, .danger].flatMap { text in
      [ColorRole.surface, .background, .fill].map {
        (text, $0, ContrastRequirement.text.minimumRatio)
      }
    } + [
      (.accentOn, .accent, ContrastRequirement.text.minimumRatio),
      (.textTertiary, .surface, ContrastRequirement.nonText.minimumRatio),
      (.textTertiary, .fill, ContrastRequirement.nonText.minimumRatio),
    ]

  static let pairs: [Pair] = ["studio", "folio", "fieldnote"].flatMap { brand in
    ["light", "dark"].flatMap { appearance in
      requirements.map {
        Pair(
          brand: brand, appearance: appearance, foreground: $0.0, background: $0.1, minimum: $0.2)
      }
    }
  }

  @Test(arguments: pairs)
  func passesAA(_ pair: Pair) throws {
    let brand = try Brand(pair.brand, tokensFolder: TestPaths.packageRoot + "/tokens")
    let theme = try #require(brand.theme(appearance: pair.appearance).theme)
    let background = theme.color(pair.background).value.coordinates
    let canvas = theme.color(.background).value.coordinates
    let ratio = WCAGContrast.ratio(
      theme.color(pair.foreground).value.coordinates, on: background, canvas: canvas)
    #expect(ratio >= pair.minimum, "\(pair.testDescription): \(ratio)")
  }
}
