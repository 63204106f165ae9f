import Foundation
import TestSupport
import Testing

/// `check --format sarif` as GitHub code scanning takes it: every result located, rules
/// described, paths relative to `%SRCROOT%` (the working folder); and valid against the OASIS
/// SARIF 2.1.0 schema (Python tier). Fingerprints, `--verbose` and paths outside the root are
/// tested in process in `WorkflowsTests`.
@Suite struct SARIFTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var testDescription: String { name }
  }

  static let cases = [
    Case(name: "shipped brands", arguments: ["check", "--format", "sarif"]),
    Case(name: "shipped brands, verbose", arguments: ["check", "--format", "sarif", "--verbose"]),
    Case(name: "many findings", arguments: ["check", "--format", "sarif", "--legacy", "MANY"]),
  ]

  static func log(_ arguments: [String]) throws -> (text: String, json: [String: Any]) {
    let many = try TokenFiles.manyFindings()
    defer { TokenFiles.remove(many) }
    let result = try CLIRunner.run(arguments.map { $0 == "MANY" ? many : $0 })
    #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
    let json =
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
    return (result.stdout, json)
  }

  static func run(_ log: [String: Any]) -> [String: Any] {
    (log["runs"] as? [[String: Any]])?.first ?? [:]
  }

  @Test(arguments: cases) func everyResultIsLocatedAndDescribed(_ test: Case) throws {
    let run = Self.run(try Self.log(test.arguments).json)
    let results = run["results"] as? [[String: Any]] ?? []
    #expect(
      !results.isEmpty || test.arguments.count == 3,
      "only the clean run without --verbose has no results")
    let rules =
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
      ?? []
    let ruleIDs = rules.compactMap { $0["id"] as? String }
    for rule in rules {
      for member in ["shortDescription", "fullDescription", "help"] {
        let text = (rule[member] as? [String: Any])?["text"] as? String ?? ""
        #expect(!text.isEmpty, "\(rule["id"] ?? "?") has no \(member)")
      }
      #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] is String)
    }
    let base = (run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any]
    #expect(base?["uri"] as? String == "file://" + TestPaths.packageRoot + "/")
    for result in results {
      #expect(ruleIDs.contains(result["ruleId"] as? String ?? ""))
      let locations = result["locations"] as? [[String: Any]] ?? []
      #expect(locations.count == 1, "\(result["ruleId"] ?? "?") has no location")
      let artifact =
        (locations.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
        as? [String: Any]
      let uri = artifact?["uri"] as? String ?? ""
      if artifact?["uriBaseId"] as? String == "%SRCROOT%" {
        #expect(uri.hasPrefix("tokens/"), "\(uri)")
      } else {
        #expect(uri.hasPrefix("file:///"), "\(uri)")
      }
      #expect((result["partialFingerprints"] as? [String: String])?["spthemeFinding/v1"] != nil)
    }
    let fingerprints = results.compactMap {
      ($0["partialFingerprints"] as? [String: String])?["spthemeFinding/v1"]
    }
    #expect(Set(fingerprints).count == fingerprints.count, "fingerprints repeat")
  }

  /// The Python tier: the OASIS schema (Tests/Fixtures/sarif/) with PyPI jsonschema, and the
  /// upload rules GitHub documents, through `.ci/sarif_check.py`.
  @Test(.tags(.python), .fullTier, arguments: cases) func validAgainstTheSchema(_ test: Case) throws
  {
    let (text, _) = try Self.log(test.arguments)
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try text.write(toFile: folder + "/log.sarif", atomically: true, encoding: .utf8)
    let schema = TestPaths.packageRoot + "/Tests/Fixtures/sarif/sarif-schema-2.1.0.json"
    let (status, output) = try PythonRunner.run("sarif_check.py", [schema, folder + "/log.sarif"])
    #expect(status == 0, "\(output)")
    #expect(output.contains("valid: "), "\(output)")
  }

  /// The checker itself fails a log GitHub would reject (a result without a location).
  @Test(.tags(.python), .fullTier) func theCheckerRejectsAResultWithoutALocation() throws {
    var (_, log) = try Self.log(["check", "--format", "sarif", "--verbose"])
    var run = Self.run(log)
    var results = run["results"] as? [[String: Any]] ?? []
    results[0]["locations"] = nil
    results[1]["partialFingerprints"] = nil
    run["results"] = results
    log["runs"] = [run]
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try JSONSerialization.data(withJSONObject: log).write(
      to: URL(fileURLWithPath: folder + "/log.sarif"))
    let schema = TestPaths.packageRoot + "/Tests/Fixtures/sarif/sarif-schema-2.1.0.json"
    let (status, output) = try PythonRunner.run("sarif_check.py", [schema, folder + "/log.sarif"])
    #expect(status == 1)
    #expect(output.contains("result 0 (contrast/host-colors): no locations"), "\(output)")
    #expect(output.contains("result 1 (contrast/host-colors): no partialFingerprints"), "\(output)")
  }
}
