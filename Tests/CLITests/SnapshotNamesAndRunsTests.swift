import Foundation
import TestSupport
import Testing

/// Two `sptheme snapshot` processes writing into one folder at once leave every snapshot's three
/// files from one run (the folder's lock is between processes; the names of one run's files
/// are tested in process, in WorkflowsTests/Snapshot/SnapshotNamesTests.swift).
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
