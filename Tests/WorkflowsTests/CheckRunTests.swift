import Render
import TestSupport
import Testing
import Theme
import Workflows

/// `CheckRun`: which brands are checked, what the run says as it goes, and the exit code the
/// report's severities give.
@Suite struct CheckRunTests {
  @Test func shippedBrandsAreClean() {
    let report = Fixtures.shipped
    #expect(report.brands.map(\.brand.id) == ["studio", "folio", "fieldnote"])
    #expect(report.errors == 0 && report.warnings == 0)
    #expect(report.exitCode() == 0 && report.exitCode(warningLimit: 0) == 0)
    #expect(report.brands.allSatisfy { ($0.contrastPairs ?? 0) > 0 })
    #expect(report.findings.allSatisfy { $0.location != nil }, "every finding is located")
  }

  @Test func progressHearsOfEveryBrandInOrder() {
    var heard: [String] = []
    let report = Fixtures.run(["folio", "nosuchbrand", "studio"], audit: nil).run { event in
      switch event {
      case .checked(let result): heard.append(result.brand.id)
      case .notLoaded(let reference, let error):
        heard.append("!" + reference)
        #expect(error.description.hasPrefix("no brand 'nosuchbrand'"))
      }
    }
    #expect(heard == ["folio", "!nosuchbrand", "studio"])
    #expect(report.notLoaded == ["nosuchbrand"])
    #expect(report.exitCode() == 2, "a brand that cannot be loaded is exit 2")
  }

  @Test func aBrandNamedTwiceIsCheckedOnce() {
    #expect(
      CheckRun.distinct(["studio", "studio/", "tokens/folio", "tokens/folio/", "studio"])
        == ["studio", "tokens/folio"])
  }

  @Test func withoutRolesThereIsNoAudit() {
    let run = Fixtures.run(["studio"], checkingRoles: false)
    #expect(run.audit == nil)
    #expect(run.run().brands.first?.contrastPairs == nil)
  }

  struct ExitCase: CustomTestStringConvertible, Sendable {
    var name: String
    var checkingRoles: Bool
    var warningLimit: Int?
    var code: Int32
    var failure: Bool
    var testDescription: String { name }
  }

  /// The many-findings file: 37 missing roles (errors) with roles checked; without roles,
  /// 12 legacy colors (warnings) only, which fail only past the warning limit.
  static let exitCases = [
    ExitCase(name: "errors", checkingRoles: true, warningLimit: nil, code: 1, failure: false),
    ExitCase(
      name: "errors, any warnings allowed", checkingRoles: true, warningLimit: 100, code: 1,
      failure: false),
    ExitCase(name: "warnings", checkingRoles: false, warningLimit: nil, code: 0, failure: false),
    ExitCase(
      name: "warnings at the limit", checkingRoles: false, warningLimit: 12, code: 0,
      failure: false),
    ExitCase(
      name: "warnings over the limit", checkingRoles: false, warningLimit: 11, code: 1,
      failure: true),
    ExitCase(
      name: "no warnings allowed", checkingRoles: false, warningLimit: 0, code: 1, failure: true),
  ]

  @Test(arguments: exitCases) func exitCodeFollowsSeverities(_ test: ExitCase) throws {
    let many = try TokenFiles.manyFindings()
    defer { TokenFiles.remove(many) }
    let report = Fixtures.run([many], legacy: true, checkingRoles: test.checkingRoles).run()
    #expect(report.exitCode(warningLimit: test.warningLimit) == test.code)
    let failure = report.warningLimitFailure(test.warningLimit)
    #expect((failure != nil) == test.failure)
    if let failure {
      #expect(
        failure.hasPrefix(
          "error: 12 warnings, more than --max-warnings \(test.warningLimit!) allows"))
    }
  }

  /// The project's settings change severities before anything counts them: the legacy
  /// colors raised to errors fail the run, turned off they are not counted at all.
  @Test func ruleSettingsApplyBeforeTheCount() throws {
    let many = try TokenFiles.manyFindings()
    defer { TokenFiles.remove(many) }
    let rule = try #require(Rule.named("value/legacy"))
    var run = Fixtures.run([many], legacy: true, checkingRoles: false)
    #expect(run.run().exitCode(warningLimit: 0) == 1)
    run.rules = RuleSettings([rule: .error])
    let raised = run.run()
    #expect(raised.errors == 12 && raised.warnings == 0)
    #expect(raised.exitCode() == 1)
    run.rules = RuleSettings([rule: .off])
    let off = run.run()
    #expect(off.brands.first?.findings.isEmpty == true)
    #expect(off.exitCode(warningLimit: 0) == 0)
  }
}
