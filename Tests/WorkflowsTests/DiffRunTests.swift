import Render
import Testing
import Theme
import Workflows

/// `sptheme diff` in process: the report of two built-in brands and its writers.
@Suite struct DiffRunTests {
  static func run(_ before: String, _ after: String) throws -> DiffReport {
    let catalog = Fixtures.builtIn()
    return try DiffRun(
      before: .init(reference: before, catalog: catalog),
      after: .init(reference: after, catalog: catalog)
    ).run()
  }

  @Test func twoBrandsDiffer() throws {
    let report = try Self.run("studio", "folio")
    let diff = try #require(report.diff)
    #expect(!diff.changes.isEmpty)
    #expect(report.exitCode == 1)
    #expect(report.problems.isEmpty)
    #expect(report.title.hasPrefix("studio ("))
    let text = DiffWriter.text(report, limit: 2)
    #expect(text.hasPrefix(report.title + "\n"))
    #expect(text.contains("role change"))
    guard case .object(let json) = DiffWriter.json(report) else {
      Issue.record("the JSON is not an object")
      return
    }
    #expect(json["changes"] != nil && json["flips"] != nil && json["snapshots"] != nil)
    let page = DiffWriter.html(report)
    #expect(page.hasPrefix("<!doctype html>"))
    #expect(page.contains("Brand diff"))
  }

  @Test func aBrandAgainstItselfIsTheSame() throws {
    let report = try Self.run("studio", "studio")
    #expect(report.diff?.isEmpty == true)
    #expect(report.exitCode == 0)
  }

  @Test func aBrandThatCannotBeFoundThrows() {
    #expect(throws: BrandError.self) { try Self.run("studio", "no-such-brand") }
  }
}
