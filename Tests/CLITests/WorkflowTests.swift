import Foundation
import TestSupport
import Testing

/// The example GitHub Actions workflow (`Examples/github-actions/sptheme.yml`): well-formed YAML
/// of the shape GitHub needs, every shard in the matrix once, sptheme compiled only in the build
/// jobs (Linux and macOS) and downloaded by the others, and every `sptheme` command in it a
/// command that exists with flags that parse. The README shows the same file.
@Suite struct WorkflowTests {
  static let path = TestPaths.packageRoot + "/Examples/github-actions/sptheme.yml"

  struct Command: Decodable {
    var job: String
    var argv: [String]
  }

  struct Job: Decodable {
    var runsOn: String
    /// What in the job compiles sptheme (`make dist`, `swift build`).
    var compiles: [String]

    enum CodingKeys: String, CodingKey {
      case runsOn = "runs-on"
      case compiles
    }
  }

  struct Report: Decodable {
    var problems: [String]
    var commands: [Command]
    var jobs: [String: Job]
  }

  /// The checker's report on a workflow file.
  static func check(_ path: String) throws -> (status: Int32, output: String) {
    try PythonRunner.run("workflow_check.py", [path])
  }

  @Test(.tags(.python), .fullTier) func everyCommandExistsAndItsFlagsParse() throws {
    let (status, output) = try Self.check(Self.path)
    #expect(status == 0, "\(output)")
    let report = try JSONDecoder().decode(Report.self, from: Data(output.utf8))
    #expect(report.problems.isEmpty, "\(report.problems)")
    let lines = report.commands.map { $0.argv.joined(separator: " ") }
    #expect(lines.contains("check --format github"))
    #expect(lines.contains("check --format sarif"))
    #expect(lines.filter { $0.contains("--shard") }.count == 3)
    #expect(lines.contains { $0.hasPrefix("snapshot merge-reports ") })
    for command in report.commands {
      // The parser reads every option before it looks at --help, so an unknown command or flag,
      // or a flag given twice, fails here.
      let result = try CLIRunner.run(command.argv + ["--help"])
      #expect(result.status == 0, "\(command.argv.joined(separator: " ")): \(result.stderr)")
      #expect(result.stdout.hasPrefix("USAGE: sptheme \(command.argv[0])"), "\(command.argv)")
    }
  }

  /// sptheme is compiled once per platform, in the build jobs (`build` on Linux, `build-macos`
  /// on a Mac, which also checks the brands there); every other job downloads the Linux build.
  @Test(.tags(.python), .fullTier) func onlyTheBuildJobsCompile() throws {
    let (status, output) = try Self.check(Self.path)
    #expect(status == 0, "\(output)")
    let report = try JSONDecoder().decode(Report.self, from: Data(output.utf8))
    let compiling = Set(report.jobs.filter { !$0.value.compiles.isEmpty }.keys)
    #expect(compiling == ["build", "build-macos"], "\(report.jobs)")
    #expect(report.jobs["build"]?.compiles == ["make dist"])
    #expect(report.jobs["build-macos"]?.runsOn == "macos-latest")
    let macCommands = report.commands.filter { $0.job == "build-macos" }.map(\.argv)
    #expect(macCommands == [["check"]])
    let workflow = try String(contentsOfFile: Self.path, encoding: .utf8)
    #expect(workflow.contains("brew install json-c"))
    #expect(workflow.components(separatedBy: "uses: actions/download-artifact@v4").count == 5)
  }

  /// The checker fails a workflow where a job other than a build job compiles sptheme, or runs
  /// it without downloading a build.
  @Test(.tags(.python), .fullTier) func theCheckerNoticesASecondBuild() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let unpack =
      "      - uses: actions/download-artifact@v4\n        with:\n          name: sptheme-linux\n          path: dist\n"
    let workflow = try String(contentsOfFile: Self.path, encoding: .utf8)
    let text = workflow.replacing(
      "  snapshots:\n    needs: build\n", with: "  snapshots:\n    needs: check\n"
    ).replacing(
      unpack + "      - name: Unpack sptheme "
        + "(it needs only libjson-c and libmicrohttpd beside it)\n        run: |\n",
      with:
        "      - name: Build sptheme\n        run: |\n          swift build -c release --product sptheme\n",
      maxReplacements: 2)
    #expect(text != workflow)
    try text.write(toFile: folder + "/w.yml", atomically: true, encoding: .utf8)
    let (status, output) = try Self.check(folder + "/w.yml")
    #expect(status == 1)
    let report = try JSONDecoder().decode(Report.self, from: Data(output.utf8))
    #expect(
      report.problems.contains(
        "job check: compiles sptheme (swift build); only build jobs (build, build-*) should, and the others download what they upload"
      ), "\(report.problems)")
    #expect(
      report.problems.contains(
        "job check: runs sptheme but downloads no artifact a build job uploads"),
      "\(report.problems)")
    #expect(
      report.problems.contains(
        "job snapshots: compiles sptheme (swift build); only build jobs (build, build-*) should, and the others download what they upload"
      ),
      "\(report.problems)")
  }

  /// The checker fails a workflow whose matrix leaves a shard out.
  @Test(.tags(.python), .fullTier) func theCheckerNoticesAMissingShard() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let text = try String(contentsOfFile: Self.path, encoding: .utf8).replacing(
      "shard: [1, 2, 3]", with: "shard: [1, 3]")
    try text.write(toFile: folder + "/w.yml", atomically: true, encoding: .utf8)
    let (status, output) = try Self.check(folder + "/w.yml")
    #expect(status == 1)
    #expect(
      output.contains(
        "the matrix runs shards ['1/3', '3/3'], not each of ['1/3', '2/3', '3/3'] once"),
      "\(output)")
  }

  /// The workflow's commands run for real, in order, in a scratch copy of the project's inputs,
  /// with paths relative to it and `CI=true` as on GitHub: the checks, each shard (its results
  /// moved where download-artifact puts them), and the merge of the shards' artifacts, which
  /// checks every studio reference at Large once.
  @Test func theWorkflowsCommandsRun() throws {
    let text = try String(contentsOfFile: Self.path, encoding: .utf8)
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for item in ["tokens", "Templates", "Tests"] {
      try FileManager.default.createSymbolicLink(
        atPath: folder + "/" + item, withDestinationPath: TestPaths.packageRoot + "/" + item)
    }
    #expect(text.contains("run: $SPTHEME check --format github"))
    #expect(
      text.contains("--shard ${{ matrix.shard }}/3 --results shard-results/${{ matrix.shard }}"))
    #expect(
      text.contains(
        "run: $SPTHEME snapshot merge-reports shards/snapshot-shard-* --verify Tests/Snapshots --out snapshot-report"
      ))
    let shards = (1...3).map { k in
      [
        "snapshot", "--verify", "Tests/Snapshots", "--brand", "studio", "--sizes", "large",
        "--shard", "\(k)/3",
        "--results", "shard-results/\(k)",
      ]
    }
    let merge =
      ["snapshot", "merge-reports"] + (1...3).map { "shards/snapshot-shard-\($0)" } + [
        "--verify", "Tests/Snapshots", "--out", "snapshot-report",
      ]
    try FileManager.default.createDirectory(
      atPath: folder + "/shards", withIntermediateDirectories: true)
    var last = ""
    for (index, argv) in ([["check", "--format", "github"]] + shards + [merge]).enumerated() {
      let result = try CLIRunner.run(argv, in: folder, environment: ["CI": "true"])
      #expect(result.status == 0, "\(argv): \(result.stdout)\(result.stderr)")
      if (1...3).contains(index) {
        // What download-artifact does with the pattern snapshot-shard-* and path shards.
        try FileManager.default.moveItem(
          atPath: folder + "/shard-results/\(index)",
          toPath: folder + "/shards/snapshot-shard-\(index)")
      }
      last = result.stdout
    }
    let references = try FileManager.default.contentsOfDirectory(
      atPath: TestPaths.packageRoot + "/Tests/Snapshots"
    ).filter {
      $0.hasSuffix(".studio.light.large.scene.json")
        || $0.hasSuffix(".studio.dark.large.scene.json")
    }.count
    #expect(
      last.hasSuffix(
        "\(references) snapshots checked in 3 shards: 0 changed, 0 missing, 0 orphaned\n"),
      "\(last)")
    #expect(FileManager.default.fileExists(atPath: folder + "/snapshot-report/report.html"))
  }

  @Test func theReadmeShowsTheWorkflow() throws {
    let readme = try String(contentsOfFile: TestPaths.packageRoot + "/docs/ci.md", encoding: .utf8)
    let workflow = try String(contentsOfFile: Self.path, encoding: .utf8)
    #expect(
      readme.contains("```yaml\n" + workflow + "```\n"),
      "docs/ci.md must show Examples/github-actions/sptheme.yml as it is")
  }
}
