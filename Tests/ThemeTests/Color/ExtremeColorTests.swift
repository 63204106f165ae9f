import Foundation
import Testing

@testable import Theme

/// Colors at the edge of floating point, in every color space: gamut mapping ends with a color
/// in 0…1, a color no conversion can place is refused by ``DrawableRange``, and one that passes
/// converts and exports without a trap.
@Suite struct ExtremeColorTests {
  /// Components from the largest finite number down to the smallest subnormal, either sign.
  static let extremes: [Double] = [
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e300, 1.4e154, -1.4e154,
    1e15, -1e15, 1e7, -1e7, 5e-324, -5e-324,
  ]

  /// Runs `body` on a thread of its own and says whether it ended within `seconds`.
  static func ends(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    return done.wait(timeout: .now() + seconds) == .success
  }

  @Test(arguments: ColorSpace.allCases)
  func mappingEndsAndRefusalIsTotal(_ space: ColorSpace) {
    let ended = Self.ends(within: 20) {
      for index in 0..<3 {
        for value in Self.extremes {
          var components = SIMD3<Double>(0.5, 0.5, 0.5)
          components[index] = value
          let color = ColorCoordinates(space: space, components: components)
          let mapped = GamutMapping.mapToSRGB(color).color.components
          #expect(
            [mapped.x, mapped.y, mapped.z].allSatisfy { $0 >= 0 && $0 <= 1 },
            "\(space.rawValue) \(components) mapped to \(mapped)")
          _ = color.hex
          for target in ColorSpace.allCases { _ = color.converted(to: target) }
          guard DrawableRange.undrawableReason(color) == nil else { continue }
          let srgb = color.converted(to: .srgb).components
          for component in [srgb.x, srgb.y, srgb.z] { _ = XCAssetsExporter.decimal(component) }
        }
      }
    }
    #expect(ended, "gamut mapping of an extreme \(space.rawValue) color did not end within 20 s")
  }

  @Test func infiniteChromaIsRefused() {
    let color = ColorCoordinates(.oklab, 0.5, 1.4e154, 0)
    #expect(
      DrawableRange.undrawableReason(color)
        == "converted to sRGB or OKLCH it is not a finite number")
    #expect(
      DrawableRange.undrawableReason(ColorCoordinates(.oklch, 0.5, 1e15, 250))
        == "every sRGB component within ±1000000")
    #expect(DrawableRange.undrawableReason(ColorCoordinates(.rec2020, 1, 0, 0)) == nil)
  }
}
