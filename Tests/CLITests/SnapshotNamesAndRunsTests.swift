import Foundation
import TestSupport
import Testing

/// File names per run are unique (brands whose names change alike keep their own files; two
/// brands whose names still meet are refused, naming both), and two runs into one folder leave
/// every snapshot's three files from one run.
@Suite struct SnapshotNamesAndRunsTests {
  /// A copy of studio in a fresh folder, named `name`.
  static func studio(named name: String) throws -> String {
    let root = try TestPaths.temporaryFolder()
    let folder = root + "/" + name
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/tokens/studio", toPath: folder)
    try FileManager.default.moveItem(
      atPath: folder + "/studio.resolver.json", toPath: folder + "/\(name).resolver.json")
    try CLIRunner.edit(
      folder + "/\(name).resolver.json", replacing: #""name": "Studio""#,
      with: #""name": "\#(name)""#)
    return folder
  }

  @Test(arguments: [("日本", "中国"), ("my.brand", "my_brand")])
  func brandsThatSanitiseAlikeKeepTheirFiles(_ names: (String, String)) throws {
    let first = try Self.studio(named: names.0)
    let second = try Self.studio(named: names.1)
    let out = try TestPaths.temporaryFolder()
    defer {
      for folder in [first, second] {
        try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
      }
      try? FileManager.default.removeItem(atPath: out)
    }
    let record = try CLIRunner.run([
      "snapshot", "--brand", first, "--brand", second, "--block", "sign-in", "--out", out,
    ])
    #expect(record.status == 0, "\(record.stderr)")
    #expect(
      record.stdout.contains("wrote 100 snapshots (300 files, roles.json and index.html)"),
      "\(record.stdout)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out)
    #expect(files.count == 302, "\(files.count) files")
    let verify = try CLIRunner.run([
      "snapshot", "--brand", first, "--brand", second, "--block", "sign-in", "--verify", out,
    ])
    #expect(verify.status == 0, "\(verify.stdout.suffix(400))")
    #expect(
      verify.stdout.contains("100 snapshots checked: 0 changed, 0 missing, 0 orphaned"),
      "\(verify.stdout.suffix(400))")
  }

  @Test func twoBrandsOfOneNameAreRefused() throws {
    let first = try Self.studio(named: "twin")
    let second = try Self.studio(named: "twin")
    let out = try TestPaths.temporaryFolder()
    defer {
      for folder in [first, second] {
        try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
      }
      try? FileManager.default.removeItem(atPath: out)
    }
    for command in [["snapshot", "--out", out], ["docs", "--out", out + "/docs"]] {
      let result = try CLIRunner.run(command + ["--brand", first, "--brand", second])
      #expect(result.status == 2, "\(command): \(result.stderr)")
      #expect(result.stderr.contains("brands twin (\(first)"), "\(command): \(result.stderr)")
      #expect(result.stderr.contains("and twin (\(second)"), "\(command): \(result.stderr)")
    }
    // The same brand given twice is one brand.
    let twice = try CLIRunner.run([
      "snapshot", "--out", out, "--block", "sign-in", "--brand", first, "--brand", first,
    ])
    #expect(twice.stdout.contains("wrote 50 snapshots"), "\(twice.stdout) \(twice.stderr)")
    let check = try CLIRunner.run(["check", "--no-contrast", first, first])
    #expect(check.stdout.components(separatedBy: "twin (twin)").count == 2, "\(check.stdout)")
  }

  /// `Twin` and `twin` are one file name on a disk that ignores case (macOS's): refused on every
  /// system, so a run never depends on the disk it writes to.
  @Test func twoBrandsWhoseNamesDifferOnlyInCaseAreRefused() throws {
    let lower = try Self.studio(named: "twin")
    let upper = try Self.studio(named: "Twin")
    let out = try TestPaths.temporaryFolder()
    defer {
      for folder in [lower, upper] {
        try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
      }
      try? FileManager.default.removeItem(atPath: out)
    }
    let result = try CLIRunner.run(["snapshot", "--out", out, "--brand", lower, "--brand", upper])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(
      result.stderr.contains("names that differ only in case (twin, Twin)"), "\(result.stderr)")
  }

  @Test func concurrentRunsLeaveEachSnapshotWhole() throws {
    // Two versions of one brand, of one name, with different accents, written at once.
    let red = try Self.studio(named: "pair")
    let green = try Self.studio(named: "pair")
    let out = try TestPaths.temporaryFolder()
    defer {
      for folder in [red, green] {
        try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
      }
      try? FileManager.default.removeItem(atPath: out)
    }
    let hexes = ["#ff0000", "#00ff00"]
    for (folder, hex) in zip([red, green], hexes) {
      let components = hex == "#ff0000" ? "[1, 0, 0]" : "[0, 1, 0]"
      try CLIRunner.edit(
        folder + "/light.tokens.json", replacing: ##""$ref": "#/palette/blue/700""##,
        with: #""$value": { "colorSpace": "srgb", "components": \#(components), "hex": "\#(hex)" }"#
      )
    }
    let processes = [red, green].map { folder -> Process in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CLIRunner.binary)
      process.arguments = ["snapshot", "--brand", folder, "--block", "sign-in", "--out", out]
      process.currentDirectoryURL = URL(fileURLWithPath: TestPaths.packageRoot)
      process.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      return process
    }
    for process in processes { try process.run() }
    for process in processes { process.waitUntilExit() }
    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    let files = try FileManager.default.contentsOfDirectory(atPath: out).filter {
      $0.hasSuffix(".html") && $0 != "index.html"
    }
    #expect(files.count == 50)
    var mixed: [String] = []
    for html in files where html.contains(".light.") {
      let stem = String(html.dropLast(".html".count))
      let page = try String(contentsOfFile: out + "/" + html, encoding: .utf8).lowercased()
      let scene = try String(contentsOfFile: out + "/" + stem + ".scene.json", encoding: .utf8)
        .lowercased()
      let pageRun = hexes.firstIndex { page.contains($0) }
      let sceneRun = hexes.firstIndex { scene.contains($0) }
      if pageRun != sceneRun { mixed.append(stem) }
    }
    #expect(mixed.isEmpty, "snapshots with files from both runs: \(mixed)")
  }
}
