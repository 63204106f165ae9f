import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// One writer per output format over a `CheckReport`: text, JSON, SARIF and GitHub annotations.
@Suite struct CheckWriterTests {
  static func manyReport(verbose: Bool = false) throws -> (CheckReport, String) {
    let many = try TokenFiles.manyFindings()
    return (Fixtures.run([many], legacy: true).run(), many)
  }

  static func plain(styled: Bool = false) -> DiagnosticFormatter {
    DiagnosticFormatter(format: .text, styled: styled, codeFrame: { _ in nil })
  }

  @Test func textCapsTheFindingsAndSaysHowManyMore() throws {
    let (report, many) = try Self.manyReport()
    defer { TokenFiles.remove(many) }
    var writer = CheckTextWriter(formatter: Self.plain(), maxFindings: 3)
    let pieces = writer.write(try #require(report.brands.first))
    #expect(pieces.count == 3 + 2, "three findings, the note, the summary")
    #expect(pieces.dropLast().allSatisfy { $0.hasSuffix("\n") })
    #expect(pieces[0].hasPrefix(many + ":3:41: warning: palette.c0: "), "\(pieces[0])")
    #expect(
      pieces[3]
        == "… 47 more findings not shown (--max-errors 3): see them all with --max-errors 0, or with --format json or sarif\n"
    )
    #expect(
      pieces[4].hasPrefix("many (many): failed: 37 errors, 13 warnings, 12 tokens"),
      "\(pieces[4])")
    #expect(!pieces.joined().contains("\u{1B}"), "no color unless styled")
  }

  @Test func textWithoutACapPrintsEveryFindingButInformation() {
    var writer = CheckTextWriter(formatter: Self.plain(), maxFindings: 0)
    let text = writer.text(Fixtures.shipped)
    #expect(text.split(separator: "\n").count == 3, "only the summaries: \(text)")
    var verbose = CheckTextWriter(formatter: Self.plain(), verbose: true, maxFindings: 0)
    #expect(verbose.text(Fixtures.shipped).contains("info: "))
  }

  @Test func styledSummariesAreMarked() {
    let line = Fixtures.shipped.brands[0].summaryLine(styled: true)
    #expect(line.hasPrefix("\u{1B}[32m✓\u{1B}[0m studio (Studio): ok: 0 errors, 0 warnings"))
  }

  @Test func jsonCarriesEveryFindingAndTheCounts() throws {
    let (report, many) = try Self.manyReport()
    defer { TokenFiles.remove(many) }
    let document =
      try JSONSerialization.jsonObject(with: Data(CheckJSONWriter.document(report).utf8))
      as? [String: Any]
    let brands = document?["brands"] as? [[String: Any]] ?? []
    #expect(brands.count == 1)
    #expect(brands.first?["errors"] as? Int == 37 && brands.first?["warnings"] as? Int == 13)
    #expect((brands.first?["diagnostics"] as? [Any])?.count == 50)
    #expect(brands.first?["path"] as? String == many)
  }

  static func sarifResults(_ report: CheckReport, verbose: Bool) throws -> [[String: Any]] {
    let (log, warning) = CheckSARIFWriter(
      verbose: verbose, toolVersion: "1.0", sourceRoot: "/nowhere"
    ).write(report)
    #expect(warning == nil)
    let object = try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any]
    let run = (object?["runs"] as? [[String: Any]])?.first
    return run?["results"] as? [[String: Any]] ?? []
  }

  @Test func sarifHasInformationOnlyWhenVerbose() throws {
    #expect(try Self.sarifResults(Fixtures.shipped, verbose: false).isEmpty)
    let levels = try Self.sarifResults(Fixtures.shipped, verbose: true).compactMap {
      $0["level"] as? String
    }
    // Unused roles, inactive (dimmed) buttons and host-color pairs.
    #expect(levels.count == 72 && Set(levels) == ["note"], "\(levels.count) \(Set(levels))")
  }

  @Test func sarifFingerprintsAreStableAndDistinct() throws {
    func prints(_ references: [String]) throws -> [String] {
      try Self.sarifResults(Fixtures.run(references).run(), verbose: true).compactMap {
        ($0["partialFingerprints"] as? [String: String])?[SARIFReport.fingerprintKey]
      }
    }
    let first = try prints(["studio", "folio", "fieldnote"])
    let second = try prints(["fieldnote", "studio", "folio"])
    #expect(!first.isEmpty && Set(first).count == first.count, "fingerprints repeat")
    #expect(Set(first) == Set(second))
  }

  struct URICase: CustomTestStringConvertible, Sendable {
    var path: String
    var uri: String
    var base: String?
    var testDescription: String { path }
  }

  static let uriCases = [
    URICase(path: "tokens/a.json", uri: "tokens/a.json", base: "%SRCROOT%"),
    URICase(path: "./tokens/a b.json", uri: "tokens/a%20b.json", base: "%SRCROOT%"),
    URICase(path: "/root/p/tokens/a.json", uri: "tokens/a.json", base: "%SRCROOT%"),
    URICase(path: "/elsewhere/a.json", uri: "file:///elsewhere/a.json", base: nil),
    // A relative path that leaves the root is the absolute file it stands for.
    URICase(path: "../../tmp/x/a.json", uri: "file:///tmp/x/a.json", base: nil),
  ]

  @Test(arguments: uriCases) func sarifPathsAreRelativeToTheRoot(_ test: URICase) {
    let (uri, base) = SARIFReport.uri(test.path, root: "/root/p/")
    #expect(uri == test.uri)
    #expect(base == test.base)
  }

  @Test func githubNoticesAreCappedAtTen() {
    let annotations = GitHubAnnotations(report: Fixtures.shipped, verbose: true)
    let lines = annotations.lines(summaryFile: nil)
    #expect(lines.count == 10 && lines.allSatisfy { $0.hasPrefix("::notice ") })
    #expect(lines.filter { $0.hasPrefix("::notice title=sptheme check::") }.count == 3)
    #expect(
      lines.last?.hasSuffix(
        " more notices not shown (GitHub shows 10 of each per step); run 'sptheme check' or use --format sarif to see them all"
      ) == true, "\(lines.last ?? "")")
    #expect(
      GitHubAnnotations(report: Fixtures.shipped, verbose: false).lines(summaryFile: nil).isEmpty)
  }

  @Test func githubErrorsAndWarningsAreCappedWithASummary() throws {
    let (report, many) = try Self.manyReport()
    defer { TokenFiles.remove(many) }
    let annotations = GitHubAnnotations(report: report, verbose: false)
    let lines = annotations.lines(summaryFile: nil)
    #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
    #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 10)
    #expect(
      lines.contains(
        "::error title=sptheme::28 more errors, 3 more warnings not shown (GitHub shows 10 of each per step); run 'sptheme check' or use --format sarif to see them all"
      ))
    #expect(
      lines.first { $0.hasPrefix("::error ") }?.hasPrefix(
        "::error file=\(many),line=1,col=1,title=theme/missing-role::") == true
    )
    #expect(lines.contains { $0.hasPrefix("::notice title=sptheme check::many (many): failed") })
    let withFile = annotations.lines(summaryFile: "/summary.md")
    #expect(withFile.last?.hasSuffix("; the job summary lists them all") == true)
    let markdown = annotations.summaryMarkdown(report)
    #expect(markdown.hasPrefix("## sptheme check\n"))
    #expect(markdown.split(separator: "\n").filter { $0.hasPrefix("| error ") }.count == 37)
  }

  @Test func findingCapNotesOnceAfterTheBrandWhereItWasReached() {
    var cap = FindingCap(limit: 2)
    #expect([cap.admit(), cap.admit(), cap.admit()] == [true, true, false])
    #expect(cap.takeNote()?.hasPrefix("… 1 more finding not shown (--max-errors 2)") == true)
    #expect(cap.takeNote() == nil)
    var none = FindingCap(limit: 0)
    #expect((0..<500).allSatisfy { _ in none.admit() })
  }

  @Test func textFindingsHaveNoControlCharacters() {
    let diagnostic = Diagnostic(
      .error, rule: .contrastNotChecked, message: "bad \u{1B}]0;title\u{07} value",
      location: SourceLocation(file: "a\u{1B}[2J.json", line: 3, column: 4), hint: "fix \u{202E}it")
    let text = Self.plain(styled: true).text(diagnostic)
    #expect(!text.contains("\u{07}") && !text.contains("\u{202E}") && !text.contains("\u{1B}[2J"))
    #expect(text.contains("\u{1B}[1;31merror:\u{1B}[0m"), "the writer's own colors stay")
  }
}
