import TestSupport
import Testing

@testable import Theme

/// Element's Compound tokens (`../shared/realworld/element-compound`) write their spacing scale
/// as Tokens Studio math over `space.scale` (4): `--legacy` computes each step, and `migrate`
/// writes the same numbers.
@Suite struct RealWorldMathTests {
  static let folder = TestPaths.shared("realworld/element-compound/tokens")

  /// The math steps of the scale and their factors, as the file writes them.
  static let steps: [(String, Double)] = [
    ("0_5x", 0.5), ("1_5x", 1.5), ("2x", 2), ("3x", 3), ("4x", 4), ("5x", 5), ("7x", 7), ("8x", 8),
    ("9x", 9), ("13x", 13), ("14x", 14), ("15x", 15), ("20x", 20), ("24x", 24), ("28x", 28),
    ("32x", 32), ("40x", 40), ("48x", 48), ("64x", 64),
  ]

  @Test func legacyComputesTheSpacingScale() throws {
    let resolution = TokenLoader.resolve(
      files: [Self.folder + "/cross-platform.json"], options: TokenOptions(legacy: true))
    #expect(!resolution.hasErrors, "\(resolution.diagnostics.filter { $0.severity == .error })")
    for (step, factor) in Self.steps {
      #expect(
        resolution["space.\(step)"]?.value == .dimension(Dimension(value: 4 * factor, unit: .px)),
        "space.\(step)")
    }
    let computed = resolution.diagnostics.filter { $0.message.hasPrefix("Tokens Studio math") }
    #expect(computed.count == Self.steps.count)
    // The steps written as numbers agree with the scale the math computes.
    #expect(resolution["space.6x"]?.value == .dimension(Dimension(value: 24, unit: .px)))
  }

  @Test func migrateWritesWhatLegacyComputes() throws {
    let result = try ProjectMigration.migrate(folder: Self.folder)
    let math = result.changes.filter { $0.note.hasPrefix("Tokens Studio math") }
    #expect(math.count == Self.steps.count)
    #expect(math.allSatisfy { $0.isConverted }, "\(math.filter { !$0.isConverted })")
    for (step, factor) in Self.steps {
      let change = math.first { $0.token == "space.\(step)" }
      #expect(
        change?.after == #"{"value":\#(ValueWording.number(4 * factor)),"unit":"px"}"#,
        "space.\(step)")
    }
  }
}
