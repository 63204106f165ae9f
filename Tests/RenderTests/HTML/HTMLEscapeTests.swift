import Foundation
import Testing

@testable import Render

/// CSS numbers: integers bare, others with at most three decimals, as `%.3f` less its trailing zeros.
@Suite struct HTMLEscapeTests {
  static func printf(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  @Test func numbersMatchPrintf() {
    var values: [Double] = [
      0, -0.0, 0.5, -0.5, 0.0004, 0.0005, -0.0005, 1.25, 17.6, 0.333333, 2.0 / 3, -2.0 / 3,
      1e6 + 0.25, 0.1 + 0.2,
    ]
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<20_000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let unit = Double(seed >> 11) / Double(1 << 53)
      values.append((unit - 0.5) * [2, 200, 20_000][Int(seed % 3)])
    }
    for value in values {
      #expect(HTMLEscape.number(value) == Self.printf(value), "\(value)")
    }
  }
}
