import Components
import Render
import TestSupport
import Testing
import Theme

/// The component checks find exactly the pairs a weak brand gets wrong, and nothing in the
/// shipped brands.
@Suite(.tags(.threads)) struct ComponentAuditTests {
  static let weakPath = TestPaths.packageRoot + "/Tests/RenderTests/Fixtures/weak.tokens.json"

  static func audit(_ reference: String, appearances: [String]? = nil) throws
    -> ComponentAudit.Report
  {
    let brand = try Brand(reference, tokensFolder: Fixtures.tokens)
    let themes = (appearances ?? brand.appearances).compactMap { brand.theme(appearance: $0).theme }
    #expect(!themes.isEmpty, "no theme for \(reference)")
    return ComponentAudit().run(brand: brand.id, themes: themes)
  }

  /// More themes than one batch (the permutations of a brand's modifiers) are audited a batch at
  /// a time with the same findings in the same order as one theme gives, every scene counted.
  @Test func themesPastOneBatchGiveTheSameFindings() throws {
    let brand = try Brand(Self.weakPath, tokensFolder: Fixtures.tokens)
    let theme = try #require(brand.theme(appearance: brand.appearances[0]).theme)
    let one = ComponentAudit().run(brand: brand.id, themes: [theme])
    let count = ComponentAudit.themesPerBatch * 2 + 1
    let many = ComponentAudit().run(
      brand: brand.id, themes: Array(repeating: theme, count: count))
    #expect(many.scenes == one.scenes * count)
    #expect(many.checkedPairs == one.checkedPairs * count)
    #expect(many.diagnostics.map(\.message) == one.diagnostics.map(\.message))
  }

  @Test func weakBrandGetsExactlyItsFindings() throws {
    let report = try Self.audit(Self.weakPath)
    let found = Set(
      report.diagnostics.filter {
        $0.rule.id != "coverage/unused-role" && $0.rule.id != "contrast/inactive"
      }.map { "\($0.severity.rawValue) \($0.rule) \($0.tokenPath ?? "-")" })
    #expect(
      found == [
        "error contrast/non-text color.separator",
        "error contrast/text color.accentOn",
        "error contrast/non-text color.danger",
        "error contrast/text color.danger",
        // The valid stroke derived from the weak danger is weak too.
        "error contrast/non-text color.success",
        "info contrast/host-colors -",
      ], "\(found.sorted())")
    let danger = try #require(
      report.diagnostics.first { $0.rule.id == "contrast/text" && $0.tokenPath == "color.danger" })
    #expect(
      danger.message.contains(
        "danger #FF8A82 on surface #FFFFFF (← {palette.white}) is 2.2:1, needs 4.5:1 (text, footnote 13 pt)"
      ))
    #expect(danger.message.hasPrefix("sign-in › email.error › sign-in/invalid › weak/default:"))
    #expect(danger.location?.file == Self.weakPath, "points at the token that would fix it")
    #expect(danger.notes.first?.message.hasPrefix("also in ") == true)
    #expect(report.checkedPairs > 1000)
  }

  @Test func aaaIsStricter() throws {
    let brand = try Brand("studio", tokensFolder: Fixtures.tokens)
    let themes = ["light"].compactMap { brand.theme(appearance: $0).theme }
    let aa = ComponentAudit(level: .aa).run(brand: "studio", themes: themes)
    let aaa = ComponentAudit(level: .aaa).run(brand: "studio", themes: themes)
    #expect(
      aaa.diagnostics.filter { $0.severity == .error }.count
        > aa.diagnostics.filter { $0.severity == .error }.count)
  }

  @Test(arguments: ["studio", "folio", "fieldnote"])
  func shippedBrandsPassAA(_ brand: String) throws {
    let report = try Self.audit(brand)
    let errors = report.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    #expect(report.scenes == BlockKind.allCases.map(\.catalogue.count).reduce(0, +) * 2 * 2)
  }

  @Test func unusedRolesAreInformation() throws {
    let report = try Self.audit("studio", appearances: ["light"])
    let unused = report.diagnostics.filter { $0.rule.id == "coverage/unused-role" }
    #expect(unused.allSatisfy { $0.severity == .info })
    // Every unused role is one the catalogue really never binds.
    #expect(!unused.contains { $0.tokenPath == "color.accent" || $0.tokenPath == "type.body" })
  }

  @Test func dimmedWaitingButtonsAreExempt() throws {
    let theme = try #require(Fixtures.studioLight)
    let state = try #require(BlockKind.state("provider-stack/loading-email"))
    let scene = Scene(state: state, theme: theme, environment: SceneEnvironment())
    let report = ComponentAudit(sizes: [.large]).run(brand: "studio", themes: [theme])
    #expect(scene.root.allNodes.contains { $0.flags.contains(.dimmed) })
    #expect(
      !report.diagnostics.contains {
        $0.message.contains("option.passkey") && $0.severity == .error
      })
  }
}
