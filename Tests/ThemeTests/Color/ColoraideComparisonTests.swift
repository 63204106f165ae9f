import Foundation
import TestSupport
import Testing
import Theme

/// Compares the color module with the Python `coloraide` package on 10,000 seeded random colors
/// spread over the 14 DTCG color spaces (`.ci/coloraide_oracle.py`).
///
/// Conversions must agree within 1e-6 per channel (hues modulo 360, ignored where the color is
/// achromatic); gamut-mapped sRGB within deltaEOK 0.002, with the same out-of-gamut verdict.
@Suite(.tags(.python), .fullTier) struct ColoraideComparisonTests {
  static let seed = 20_261_130
  static let count = 10_000
  static let channelTolerance = 1e-6
  static let mappedTolerance = 0.002
  static let setupHint =
    "run `make venv` (python3 -m venv .venv && .venv/bin/pip install -r .ci/requirements.txt)"

  struct Oracle: Decodable {
    var coloraide: String
    var spaces: [String]
    var colors: [Entry]
  }

  struct Entry: Decodable {
    var space: String
    var input: [Double?]
    var alpha: Double
    var convert: [[Double?]]
    var fit: [Double]
  }

  /// Largest error seen, and how many values were compared.
  struct Tally {
    var compared = 0
    var maxError = 0.0
    mutating func add(_ error: Double) {
      compared += 1
      maxError = max(maxError, error)
    }
  }

  @Test func conversionsAndGamutMappingMatchColoraide() throws {
    // runOracle records the reason (missing .venv or coloraide, script error) as a failure.
    guard let oracle = Self.runOracle() else { return }
    #expect(oracle.colors.count == Self.count)

    var failures: [String] = []
    func fail(_ message: String) {
      if failures.count < 20 { failures.append(message) }
    }
    var fromSpace: [ColorSpace: Tally] = [:]  // conversions compared, by source space
    var intoSpace: [ColorSpace: Tally] = [:]  // max channel error, by target space
    var mapped = Tally()
    var outOfGamut = 0
    var colorsPerSpace: [ColorSpace: Int] = [:]

    let targets = try oracle.spaces.map { name in
      try #require(ColorSpace(rawValue: name), "unknown space \(name) in oracle output")
    }
    for (n, entry) in oracle.colors.enumerated() {
      let source = try #require(ColorSpace(rawValue: entry.space))
      colorsPerSpace[source, default: 0] += 1
      let color = try ColorCoordinates(space: source, components: entry.input, alpha: entry.alpha)

      for (t, target) in targets.enumerated() {
        let mine = color.converted(to: target)
        let theirs = entry.convert[t]
        var worst = 0.0
        for i in 0..<3 {
          let ours = mine.components[i]
          if i == target.hueIndex {
            guard let hue = theirs[i], !Self.isAchromatic(target, mine.components, theirs)
            else { continue }
            let d = abs(ours - hue).truncatingRemainder(dividingBy: 360)
            worst = max(worst, min(d, 360 - d))
          } else {
            worst = max(worst, abs(ours - (theirs[i] ?? 0)))
          }
        }
        fromSpace[source, default: Tally()].add(worst)
        intoSpace[target, default: Tally()].add(worst)
        if !(worst <= Self.channelTolerance) {
          fail(
            "#\(n) \(color) → \(target.rawValue): ours \(mine.components), coloraide \(theirs), "
              + "error \(worst)")
        }
        if mine.alpha != entry.alpha { fail("#\(n) alpha changed converting to \(target)") }
      }

      let result = color.mappedToSRGB()
      let expected = ColorCoordinates(
        .srgb, entry.fit[0], entry.fit[1], entry.fit[2], alpha: entry.alpha)
      let deltaE = GamutMapping.deltaEOK(result.color, expected)
      mapped.add(deltaE)
      if !(deltaE <= Self.mappedTolerance) {
        fail("#\(n) \(color) mapped to \(result.color), coloraide \(expected), deltaEOK \(deltaE)")
      }
      let srgbIndex = try #require(targets.firstIndex(of: .srgb))
      let rgb = entry.convert[srgbIndex].map { $0 ?? 0 }
      let expectOut = rgb.contains {
        $0 < -GamutMapping.tolerance || $0 > 1 + GamutMapping.tolerance
      }
      if expectOut { outOfGamut += 1 }
      if result.wasOutOfGamut != expectOut {
        fail("#\(n) \(color): wasOutOfGamut \(result.wasOutOfGamut), coloraide sRGB \(rgb)")
      }
      let c = result.color.components
      if !(0...1 ~= c.x && 0...1 ~= c.y && 0...1 ~= c.z) {
        fail("#\(n) mapped color \(result.color) is outside 0…1")
      }
    }

    var report = [
      "coloraide \(oracle.coloraide), seed \(Self.seed), \(oracle.colors.count) colors, "
        + "\(outOfGamut) outside sRGB",
      "space          colors  conversions from  max error from  max error into",
    ]
    for space in ColorSpace.allCases {
      let from = fromSpace[space] ?? Tally()
      let into = intoSpace[space] ?? Tally()
      report.append(
        space.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0)
          + String(
            format: " %6d  %16d  %14.3e  %14.3e", colorsPerSpace[space] ?? 0,
            from.compared, from.maxError, into.maxError))
    }
    report.append(
      String(
        format: "gamut mapped to sRGB: %d compared, max deltaEOK %.3e", mapped.compared,
        mapped.maxError))
    print(report.joined(separator: "\n"))

    #expect(failures.isEmpty, "\(failures.count)+ mismatches:\n\(failures.joined(separator: "\n"))")
  }

  /// Whether the hue of a polar color is meaningless because (ours or coloraide's) color is gray.
  static func isAchromatic(_ space: ColorSpace, _ ours: SIMD3<Double>, _ theirs: [Double?])
    -> Bool
  {
    func gray(_ c: SIMD3<Double>) -> Bool {
      switch space {
      case .lch: return abs(c.y) < 1e-3
      case .oklch: return abs(c.y) < 1e-5
      case .hsl: return abs(c.y / 100 * min(c.z / 100, 1 - c.z / 100)) < 1e-5
      case .hwb: return 1 - (c.y + c.z) / 100 < 1e-5
      default: return false
      }
    }
    let other = SIMD3(theirs[0] ?? 0, theirs[1] ?? 0, theirs[2] ?? 0)
    return gray(ours) || gray(other)
  }

  /// Runs the oracle script with the package's virtual environment and decodes its output.
  static func runOracle() -> Oracle? {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Color
      .deletingLastPathComponent()  // ThemeTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
    let python = root.appendingPathComponent(".venv/bin/python")
    let script = root.appendingPathComponent(".ci/coloraide_oracle.py")
    guard FileManager.default.isExecutableFile(atPath: python.path) else {
      Issue.record("\(python.path) is missing: \(setupHint)")
      return nil
    }
    let run: ToolRun
    do {
      run = try ToolRun.run(
        python.path, [script.path, "--seed", "\(seed)", "--count", "\(count)"], in: root.path)
    } catch {
      Issue.record("could not run \(python.path): \(error); \(setupHint)")
      return nil
    }
    guard run.status == 0 else {
      Issue.record("coloraide_oracle.py exited with \(run.status): \(run.stderr)\n\(setupHint)")
      return nil
    }
    let output = Data(run.stdout.utf8)
    do {
      return try JSONDecoder().decode(Oracle.self, from: output)
    } catch {
      Issue.record("cannot decode coloraide_oracle.py output: \(error)")
      return nil
    }
  }
}
