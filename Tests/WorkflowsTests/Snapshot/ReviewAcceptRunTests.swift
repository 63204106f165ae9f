import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// `sptheme serve --review RESULTS` as the server wires it, in process: accepting one cause and
/// one snapshot through the review rewrites exactly those references and keeps the results
/// file up to date.
@Suite(.tags(.heavy)) struct ReviewAcceptRunTests {
  /// The review of the results in `folder`, accepting into their reference folder as
  /// `serve --review` does.
  static func review(_ folder: String) throws -> ResultsReview {
    let (path, results) = try ResultsReview.load(folder, project: NSTemporaryDirectory())
    let references = results.referencesFolder
    let templates = SnapshotFixture.templates
    return ResultsReview(
      results: results, templates: templates, port: 8321, address: "127.0.0.1",
      token: "secret", lock: TestLock(),
      accept: { what, results in
        try SnapshotAcceptRun.accept(
          what, results: results, folder: references, templates: templates)
      },
      save: { try $0.json.serialized().write(toFile: path, atomically: true, encoding: .utf8) })
  }

  @Test func acceptingInTheReviewRewritesThoseReferences() throws {
    let folder = try SnapshotFixture.changedFolio()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let refs = folder + "/refs"
    let causes = try ResultsReview.load(folder + "/res", project: NSTemporaryDirectory()).results
      .causes
    let accent = Set(
      try #require(causes.groups.first { $0.isNamed(by: "color.accent") }).names.map(\.description))
    let bytesOnly = causes.bytesOnly.map(\.description)
    let snapshot = try #require(bytesOnly.first)
    let before = try SnapshotFixture.contents(refs)

    let review = try Self.review(folder + "/res")
    let headers = ["host": "127.0.0.1:8321", "x-sptheme-token": "secret"]
    for (what, count) in [("folio:color.accent", accent.count), (snapshot, 1)] {
      let response = review.respond(
        to: ReviewRequest(method: "POST", path: "/accept", query: ["what": what], headers: headers))
      #expect(response.status == 200, "\(what): \(response.bodyText)")
      #expect(response.bodyText == ReviewWording.accepted(count))
    }

    let written = SnapshotFixture.changed(before, try SnapshotFixture.contents(refs))
    let stems = Set(
      written.filter { $0 != "roles.json" && $0 != "index.html" }.map {
        $0.components(separatedBy: ".").prefix(5).joined(separator: ".")
      })
    #expect(
      stems == accent.union([snapshot]), "\(stems.symmetricDifference(accent.union([snapshot])))")
    #expect(written.contains("roles.json"))
    let left = try ResultsReview.load(folder + "/res", project: NSTemporaryDirectory()).results
      .comparison.differences
    #expect(left.count == bytesOnly.count - 1, "the results file holds what is left to review")
    let verify = try SnapshotFixture.verifyFolio(folder)
    #expect(
      SnapshotFixture.lines(verify).prefix(2) == [
        "\(bytesOnly.count - 1) changed snapshots, by cause:",
        "  \(bytesOnly.count - 1) snapshots differ in bytes only (the scene and the drawing are the same)",
      ], "\(SnapshotFixture.lines(verify))")
  }
}
