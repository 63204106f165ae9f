import Render
import Theme

/// JUnit XML, which CI test-report views read (GitHub test reporters, GitLab, Jenkins).
///
/// - `check`: one `<testsuite>` per brand, as ESLint's `junit` formatter makes one per file;
///   each error or warning is a `<testcase>` named by its rule, whose `<failure>` carries the
///   severity as its type, the message, and the place and hint in its text. A brand with no
///   finding has one passing `check` case; a brand that could not be loaded one case with an
///   `<error>`. Information appears only when verbose, as a passing case with `<system-out>`.
/// - `snapshot`: one `<testcase>` per snapshot (class `block.state`, name
///   `brand.appearance.size`), with a `<failure>` for each changed, missing or orphaned one.
///
/// Everything from tokens and files is escaped (``SafeText/xml(_:)``).
public enum JUnitWriter {
  /// The JUnit report of a verification or merge (``SnapshotReport/junit(_:)``).
  public static func snapshot(_ comparison: SnapshotComparison) -> String {
    SnapshotReport.junit(comparison)
  }

  /// The JUnit report of a verification or merge, or `nil` when the run stopped first.
  public static func snapshot(_ report: SnapshotRunReport) -> String? {
    report.comparison.map(snapshot)
  }

  /// The JUnit report of `sptheme check`.
  public static func check(_ report: CheckReport, verbose: Bool = false) -> String {
    var suites: [String] = []
    var totals = (tests: 0, failures: 0, errors: 0)
    for brand in report.brands {
      let reported = brand.located.filter { verbose || $0.severity != .info }
      var cases = reported.map { testcase($0, brand: brand.brand.id) }
      if cases.isEmpty {
        cases = [#"<testcase classname="\#(xml(brand.brand.id))" name="check"/>"#]
      }
      let failures = reported.filter { $0.severity != .info }.count
      totals.tests += cases.count
      totals.failures += failures
      suites.append(
        #"<testsuite name="\#(xml(brand.brand.id))" tests="\#(cases.count)" failures="\#(failures)" errors="0" skipped="0" time="0">"#
          + "\n" + cases.joined(separator: "\n") + "\n</testsuite>")
    }
    for reference in report.notLoaded {
      totals.tests += 1
      totals.errors += 1
      suites.append(
        #"<testsuite name="\#(xml(reference))" tests="1" failures="0" errors="1" skipped="0" time="0">"#
          + "\n"
          + #"<testcase classname="\#(xml(reference))" name="load"><error message="\#(xml(reference)) could not be loaded" type="unreadable"/></testcase>"#
          + "\n</testsuite>")
    }
    let header = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="sptheme check" tests="\#(totals.tests)" failures="\#(totals.failures)" errors="\#(totals.errors)" time="0">"#,
    ]
    return (header + suites + ["</testsuites>"]).joined(separator: "\n") + "\n"
  }

  /// One finding as a test case: a failure for an error or warning, output for information.
  static func testcase(_ finding: Diagnostic, brand: String) -> String {
    let open = #"<testcase classname="\#(xml(brand))" name="\#(xml(finding.rule.id))">"#
    var message = finding.message
    if let token = finding.tokenPath, !message.contains(token) { message = "\(token): \(message)" }
    var body = "\(finding.location?.description ?? brand): \(finding.severity.rawValue): \(message)"
    if let hint = finding.hint { body += "\nhint: \(hint)" }
    guard finding.severity != .info else {
      return open + "<system-out>\(xml(body))</system-out></testcase>"
    }
    return open
      + #"<failure message="\#(xml(message))" type="\#(finding.severity.rawValue)">\#(xml(body))</failure></testcase>"#
  }

  /// Text for XML content and attributes.
  static func xml(_ text: String) -> String { SafeText.xml(text) }
}
