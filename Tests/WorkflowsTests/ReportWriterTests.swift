import Components
import Platform
import TestSupport
import Testing
import Theme
import Workflows

@testable import Render

/// The writers over `SnapshotRunReport` and `CheckReport` that CI reads: the text of each
/// failure, JUnit XML and the Markdown job summary, with text from tokens escaped.
@Suite struct ReportWriterTests {
  /// Text a token can carry that must stay text in XML, Markdown and a terminal.
  static let hostile = #"<img src=x onerror=alert(1)> & "q" | [l](javascript:x) `c`"# + "\u{1B}[31m"

  struct FailureCase: CustomTestStringConvertible, Sendable {
    var failure: SnapshotFailure
    var lines: [String]
    var exitCode: Int32
    var testDescription: String { lines.first ?? "" }
  }

  static let failureCases = [
    FailureCase(
      failure: .nothingToRender(verifying: false, shard: .init(index: 5, count: 7)),
      lines: [
        "error: nothing to snapshot: shard 5/7 holds none of this run's snapshots; use fewer shards"
      ], exitCode: 2),
    FailureCase(
      failure: .cannotWrite(FileFailure(path: "out/a.html", reason: "no space")),
      lines: ["error: cannot write out/a.html: no space"], exitCode: 2),
    FailureCase(
      failure: .renderFailed(
        state: "login/rest", brand: "folio", appearance: "dark",
        error: .missingTemplate("button")),
      lines: [
        "error: login/rest in folio dark: \(HTMLError.missingTemplate("button").description)"
      ], exitCode: 1),
    FailureCase(
      failure: .nothingAccepted(["roles.json changed since \u{1B}[2Jthe results"]),
      lines: [
        "error: roles.json changed since [2Jthe results", "error: nothing was accepted",
      ], exitCode: 2),
    FailureCase(
      failure: .failed("report.mustache:3:1: error: no such key"),
      lines: ["report.mustache:3:1: error: no such key"], exitCode: 1),
    FailureCase(
      failure: .noReferenceFolder("refs"),
      lines: ["error: the reference folder refs does not exist here; give it with --verify DIR"],
      exitCode: 2),
  ]

  @Test(arguments: failureCases)
  func eachFailureIsSaidAndHasItsExitCode(_ test: FailureCase) {
    let report = SnapshotRunReport(notes: ["roles.json is broken"], result: .failure(test.failure))
    #expect(
      SnapshotTextWriter().errorLines(report) == ["note: roles.json is broken"] + test.lines)
    #expect(report.exitCode == test.exitCode)
    #expect(SnapshotTextWriter().text(report) == nil)
    #expect(JUnitWriter.snapshot(report) == nil && MarkdownSummaryWriter.snapshot(report) == nil)
  }

  /// One changed snapshot, one missing, one passing; the change's summary carries token text.
  static var results: SnapshotResults {
    func name(_ state: String) -> SnapshotName {
      SnapshotName(
        block: "sign-in", state: state, brand: "folio", appearance: "dark", size: "large")
    }
    let comparison = SnapshotComparison(
      checked: [name("invalid"), name("rest"), name("typing")],
      differences: [
        .init(
          name: name("invalid"), kind: .changed, files: ["ansi.txt"],
          summary: ["label: " + hostile], diffs: ["ansi.txt": "-a\n+b " + hostile], reference: [:],
          current: nil),
        .init(
          name: name("typing"), kind: .missing, files: ["html"], summary: [], diffs: [:],
          reference: [:], current: nil),
      ])
    return SnapshotResults(
      shard: nil, referencesFolder: "refs",
      scope: .init(brands: ["folio"], blocks: ["sign-in"], sizes: ["large"]),
      comparison: comparison, orphansJudged: true)
  }

  @Test func snapshotJUnit() throws {
    let report = SnapshotRunReport(
      result: .success(
        .verified(.init(results: Self.results, record: .never, recorded: [], removed: []))))
    let xml = try #require(JUnitWriter.snapshot(report))
    #expect(!xml.contains("<img") && !xml.contains("\u{1B}"))
    Golden.check(xml, name: "verified", ext: "xml")
  }

  @Test func snapshotMarkdown() throws {
    let report = SnapshotRunReport(
      result: .success(
        .merged(
          .init(results: Self.results, parts: 2, reportPath: "r/report.html", junitPath: "r/j.xml"))
      ))
    Golden.check(try #require(MarkdownSummaryWriter.snapshot(report)), name: "merged", ext: "md")
    #expect(report.exitCode == 1)
  }

  /// A brand with one finding of each severity, their text from a hostile token file.
  static var checkReport: CheckReport {
    let brand = Fixtures.shipped.brands[0].brand
    let place = SourceLocation(file: "tokens/a<b>.tokens.json", line: 3, column: 7)
    var report = CheckReport()
    report.brands = [
      .init(
        brand: brand,
        findings: [
          Diagnostic(
            .error, rule: .contrastText, message: "contrast " + hostile, location: place,
            tokenPath: "color.x", hint: "raise " + hostile),
          Diagnostic(.warning, rule: .tokensNoType, message: "no type", location: place),
          Diagnostic(.info, rule: .tokensNoType, message: "info " + hostile),
        ], tokenCount: 3, permutations: 2, contrastPairs: 10),
      Fixtures.run(["folio"], audit: nil).run().brands[0],
    ]
    report.notLoaded = ["nosuch&brand"]
    return report
  }

  @Test(arguments: [false, true])
  func checkJUnit(verbose: Bool) {
    let xml = JUnitWriter.check(Self.checkReport, verbose: verbose)
    #expect(!xml.contains("<img") && !xml.contains("\u{1B}"))
    #expect(
      xml.contains(
        #"<testsuites name="sptheme check" tests="\#(verbose ? 5 : 4)" failures="2" errors="1""#))
    Golden.check(xml, name: verbose ? "verbose" : "plain", ext: "xml")
  }

  @Test(arguments: [false, true])
  func checkMarkdown(verbose: Bool) {
    let markdown = MarkdownSummaryWriter.check(Self.checkReport, verbose: verbose)
    #expect(!markdown.contains("<img") && !markdown.contains("](") && !markdown.contains("\u{1B}"))
    #expect(markdown.contains("info") == verbose)
    Golden.check(markdown, name: verbose ? "verbose" : "plain", ext: "md")
  }
}
