import Foundation
import TestSupport
import Testing
import Theme

@testable import Render

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The causes of a verification as text and as the Markdown summary, escaped, and the JUnit
/// report's required attributes.
@Suite struct SnapshotSummaryTests {
  @Test func causesGroupSnapshotsAndCountBytesOnlyOnce() {
    let causes = SnapshotCausesFixture.results.causes
    #expect(causes.groups.count == 2)
    #expect(causes.bytesOnly.map(\.state) == ["typing"])
    #expect(
      causes.lines(verbose: false) == [
        "3 changed snapshots, by cause:",
        "  color.accent #1d5f66 → #7cc4c0 (tokens/folio/light.tokens.json:35:5): 1 snapshot of folio in 1 block, light only",
        "  no role change explains:",
        "    copy (text changed): 1 snapshot of folio in 1 block, dark only",
        "  1 snapshot differ in bytes only (the scene and the drawing are the same)",
      ])
    #expect(causes.groups[0].isNamed(by: "color.accent"))
    #expect(causes.groups[0].isNamed(by: "folio:color.accent"))
    #expect(!causes.groups[0].isNamed(by: "color.accentOn"))
    #expect(causes.groups[1].isNamed(by: "copy"))
  }

  @Test func markdownSummary() {
    Golden.check(
      SnapshotSummary.markdown(SnapshotCausesFixture.results), name: "accent", ext: "md")
  }

  @Test func theWorstContrastChangeIsTheLargestFall() throws {
    let results = SnapshotCausesFixture.results
    let causes = results.causes
    let worst = try #require(causes.worstContrast(of: causes.groups[0]))
    #expect(worst.foreground == "color.accentOn")
    #expect(worst.background == "color.accent")
    #expect(worst.after < worst.before)
  }

  /// Text from tokens reaches the summary only as text: no link, image, HTML or new column.
  @Test(arguments: [
    "![x](https://example.com/x.png)", "[click](javascript:alert(1))",
    "<img src=x onerror=alert(1)>", "a | b", "**bold** _em_", "line\nbreak", "`code`",
    "&lt;already&gt;",
  ])
  func tokenTextIsEscaped(_ text: String) {
    let cell = SnapshotSummary.cell(text)
    #expect(!cell.contains("!["))
    #expect(!cell.contains("]("))
    #expect(!cell.contains("<"))
    #expect(!cell.contains("\n"))
    #expect(!cell.contains("**"))
    #expect(cell.filter { $0 == "|" }.count == cell.components(separatedBy: "\\|").count - 1)
    let cause = SnapshotCause.role(
      brand: "folio", role: "font.text", before: text, after: "Inter", source: text)
    let label = SnapshotSummary.label(cause)
    #expect(!label.contains("![") && !label.contains("](") && !label.contains("<img"))
    #expect(!label.contains("\n"))
  }

  /// What the Jenkins xUnit plugin's junit-10.xsd requires: `name`, `tests`, `failures` and
  /// `errors` on every suite, `name` on every case; the counts match the cases.
  @Test func junitCarriesTheAttributesJunit10Requires() throws {
    let xml = SnapshotReport.junit(SnapshotCausesFixture.results.comparison)
    let elements = try XMLElements(xml)
    let suites = elements.all.filter { $0.name == "testsuite" || $0.name == "testsuites" }
    #expect(suites.count == 2)
    let cases = elements.all.filter { $0.name == "testcase" }
    let failures = elements.all.filter { $0.name == "failure" }
    for suite in suites {
      for attribute in ["name", "tests", "failures", "errors"] {
        #expect(suite.attributes[attribute] != nil, "\(suite.name) has no \(attribute)")
      }
      #expect(suite.attributes["tests"] == "\(cases.count)")
      #expect(suite.attributes["failures"] == "\(failures.count)")
      #expect(suite.attributes["errors"] == "0")
    }
    #expect(cases.allSatisfy { $0.attributes["name"] != nil && $0.attributes["classname"] != nil })
    #expect(failures.allSatisfy { $0.attributes["message"] != nil })
  }
}

/// The elements of an XML document with their attributes, in document order.
final class XMLElements: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var attributes: [String: String]
  }
  private(set) var all: [Element] = []

  init(_ text: String) throws {
    super.init()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = self
    guard parser.parse() else {
      throw parser.parserError ?? CocoaError(.coderReadCorrupt)
    }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    all.append(Element(name: elementName, attributes: attributes))
  }
}

/// The report page: grouped by cause, the changed parts outlined, filters, escaped.
@Suite struct SnapshotReportPageTests {
  static let templates = try? TemplateLibrary(directory: TestPaths.packageRoot + "/Templates")

  @Test func groupsByCauseAndOutlinesTheChangedParts() throws {
    let results = SnapshotCausesFixture.results
    let templates = try #require(Self.templates)
    let page = try SnapshotReport.html(
      results.comparison, causes: results.causes, templates: templates)
    let causes = page.components(separatedBy: "<section class=\"cause\" data-cause=\"").dropFirst()
      .map { $0.prefix { $0 != "\"" } }
    #expect(causes == ["folio:color.accent", "copy", "bytes-only", "missing"])
    // The accent's part in both frames, the copy's label in its own.
    #expect(page.contains("Changed parts (outlined): submit<"))
    #expect(page.contains("Changed parts (outlined): submit.label<"))
    #expect(
      page.contains(
        "&lt;style&gt;[data-part=&quot;submit&quot;]{outline:2px solid #ff2d55 !important;outline-offset:1px}&lt;/style&gt;"
      ))
    for filter in ["block", "brand", "appearance", "size"] {
      #expect(page.contains("<select data-filter=\"\(filter)\">"))
    }
    #expect(page.contains("value=\"difference\""))
    #expect(page.contains("id=\"mix\""))
  }

  @Test(arguments: [
    ("submit", "submit"), ("a\"b", "a\\22 b"),
    ("</style><script>", "\\3c \\2f style\\3e \\3c script\\3e "),
    ("x\\y", "x\\5c y"),
  ])
  func partIDsAreEscapedForCSS(_ id: String, _ escaped: String) {
    #expect(SnapshotReport.cssString(id) == escaped)
    let page = SnapshotReport.outlining([id], in: "<head></head>")
    #expect(
      page
        == "<head><style>[data-part=\"\(escaped)\"]{outline:2px solid #ff2d55 !important;outline-offset:1px}</style></head>"
    )
  }
}
