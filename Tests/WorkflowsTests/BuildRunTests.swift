import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `BuildRun`: all or nothing, each output's outcome, the findings that stop a build, and the
/// lines its writer gives. Outputs go to absolute paths in a temporary folder (the run is
/// in process, so it never changes the working folder).
@Suite struct BuildRunTests {
  /// A project in a fresh folder whose outputs are `outputs` (JSON, `OUT` standing for the
  /// folder), and a run of it over the built-in brands.
  static func run(_ outputs: String, allowOutside: Bool = true) throws -> (BuildRun, String) {
    let folder = try TestPaths.temporaryFolder()
    let text = "{ \"outputs\": \(outputs.replacingOccurrences(of: "OUT", with: folder)) }"
    try text.write(toFile: folder + "/sptheme.json", atomically: true, encoding: .utf8)
    let project = ProjectFile(contentsOf: folder + "/sptheme.json")
    let catalog = BrandCatalog(project: project, tokensFolder: "/nonexistent-tokens-folder")
    return (BuildRun(project: project, catalog: catalog, allowOutside: allowOutside), folder)
  }

  static let threeOutputs = """
    [ { "format": "swift", "brand": "studio", "out": "OUT/App/SPTheme.swift" },
      { "format": "css", "brand": "folio", "out": "OUT/web/folio.css" },
      { "format": "xcassets", "brand": "folio", "out": "OUT/App/Folio.xcassets" } ]
    """

  @Test func writesEveryOutputThenLeavesThemUnchanged() throws {
    let (run, folder) = try Self.run(Self.threeOutputs)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var heard: [String] = []
    let first = run.run { event in
      if case .checked(let brand, let clean) = event { heard.append("\(brand) \(clean)") }
    }
    #expect(heard == ["studio true", "folio true"], "each brand is checked once")
    #expect(first.exitCode == 0 && !first.stopped)
    #expect(first.written.map(\.outcome) == [.wrote, .wrote, .wrote])
    #expect(first.written[2].size == .colorsets(ColorRole.allCases.count, namespace: nil))
    #expect(Set(first.files.keys) == ["studio", "folio"])
    let second = run.run()
    #expect(second.written.map(\.outcome) == [.unchanged, .unchanged, .unchanged])
    let lines = BuildTextWriter().lines(second)
    #expect(lines.allSatisfy { $0.stream == .output })
    #expect(lines.first?.text.hasPrefix("unchanged \(folder)/App/SPTheme.swift (1 brand, ") == true)
    #expect(lines.last?.text.hasSuffix("(1 brand, 10 colorsets)") == true)
  }

  @Test func aChosenOutputIsTheOnlyOneBuilt() throws {
    var (run, folder) = try Self.run(Self.threeOutputs)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    run.outputs = [1]
    let report = run.run()
    #expect(report.written.map(\.out) == [folder + "/web/folio.css"])
    #expect(Array(report.files.keys) == ["folio"])
  }

  struct StopCase: CustomTestStringConvertible, Sendable {
    var name: String
    var outputs: String
    var allowOutside = true
    /// The rule of the first finding, and a piece of its message.
    var rule: String
    var message: String
    var testDescription: String { name }
  }

  static let stopCases = [
    StopCase(
      name: "unknown brand",
      outputs: #"[ { "format": "css", "brand": "studoi", "out": "OUT/a.css" } ]"#,
      rule: "config/unknown-brand", message: "no brand 'studoi'"),
    StopCase(
      name: "bad type name",
      outputs:
        #"[ { "format": "swift", "brand": "studio", "typeName": "1x", "out": "OUT/a.swift" } ]"#,
      rule: "config/type-name", message: "1x"),
    StopCase(
      name: "missing appearance",
      outputs:
        #"[ { "format": "json", "brand": "folio", "appearance": "sepia", "out": "OUT/a.json" } ]"#,
      rule: "build/output", message: "brand 'folio' has no appearance 'sepia'"),
    StopCase(
      name: "bad prefix",
      outputs: #"[ { "format": "css", "brand": "folio", "prefix": "-x", "out": "OUT/a.css" } ]"#,
      rule: "build/output", message: "prefix '-x'"),
    StopCase(
      name: "outside the project",
      outputs: #"[ { "format": "css", "brand": "folio", "out": "OUT/a.css" } ]"#,
      allowOutside: false, rule: "build/output-place", message: "refused to write"),
  ]

  @Test(arguments: stopCases) func aFindingStopsTheBuildBeforeAnythingIsWritten(_ item: StopCase)
    throws
  {
    let (run, folder) = try Self.run(item.outputs, allowOutside: item.allowOutside)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = run.run()
    #expect(report.stopped && report.exitCode == 1 && report.written.isEmpty)
    #expect(report.findings.first?.rule.id == item.rule)
    #expect(report.findings.first?.message.contains(item.message) == true, "\(report.findings)")
    let contents = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(contents == ["sptheme.json"], "nothing is written")
    let lines = BuildTextWriter().lines(report)
    #expect(lines.allSatisfy { $0.stream == .error })
    #expect(
      lines.last?.text == "error: build stopped: 1 error in the outputs; nothing was written")
  }

  @Test func anOutputThatCannotBeWrittenFailsAlone() throws {
    let (run, folder) = try Self.run(
      #"[ { "format": "css", "brand": "folio", "out": "OUT/taken/a.css" }, { "format": "css", "brand": "studio", "out": "OUT/b.css" } ]"#
    )
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "file".write(toFile: folder + "/taken", atomically: true, encoding: .utf8)
    let report = run.run()
    #expect(report.exitCode == 2)
    guard case .failed = report.written[0].outcome else {
      Issue.record("the first output was written")
      return
    }
    #expect(report.written[1].outcome == .wrote)
    let lines = BuildTextWriter().lines(report)
    #expect(lines.map(\.stream) == [.error, .output])
    #expect(lines[0].text.hasPrefix("error: cannot write \(folder)/taken/a.css: "))
  }

  @Test func findingsAreInTheOrderOfTheirFiles() {
    func finding(_ file: String, _ line: Int) -> Diagnostic {
      Diagnostic(
        .error, rule: .buildOutput, message: "\(file):\(line)",
        location: Theme.SourceLocation(file: file, line: line, column: 1))
    }
    let sorted = BuildRun.inFileOrder([
      finding("b", 3), finding("a", 9), finding("b", 1), finding("a", 2),
    ])
    #expect(sorted.map(\.message) == ["b:1", "b:3", "a:2", "a:9"])
  }
}
