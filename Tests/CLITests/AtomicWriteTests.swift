import Foundation
import Render
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Nothing lost: a snapshot run killed with SIGKILL while it rewrites references leaves each
/// reference either as it was or as the new snapshot, never truncated or half written.
@Suite struct AtomicWriteTests {
  static let selection = ["--brand", "studio", "--block", "sign-in,magic-link"]
  static let old = "old reference\n"

  @Test func aKilledSnapshotRunLeavesEveryReferenceOldOrNew() throws {
    let scratch = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    // What a finished run writes.
    let fresh = scratch + "/fresh"
    let written = try CLIRunner.run(["snapshot", "--out", fresh] + Self.selection)
    #expect(written.status == 0, "\(written.stderr)")
    // The snapshots' files (roles.json, a record of the brands, is written anew by the run).
    let names = try FileManager.default.contentsOfDirectory(atPath: fresh).filter {
      $0 != "index.html" && $0 != "roles.json"
    }.sorted()
    #expect(names.count > 200)

    // The kill lands a delay after the run starts writing references. How long the writing takes
    // depends on the machine (a sanitizer, a busy CI runner): a kill that found nothing written
    // yet waits twice as long next time, one that found everything written half as long.
    var sawHalfway = false
    var delay = 0
    for attempt in 0..<10 where !sawHalfway {
      let references = scratch + "/references-\(attempt)"
      try FileManager.default.createDirectory(atPath: references, withIntermediateDirectories: true)
      for name in names {
        try Self.old.write(toFile: references + "/" + name, atomically: false, encoding: .utf8)
      }

      try Self.recordAndKill(references, afterMilliseconds: delay)

      var olds = 0
      var news = 0
      // A stored page holds a note in place of the shared stylesheet (snapshot.css).
      let stylesheet = try? String(contentsOfFile: references + "/snapshot.css", encoding: .utf8)
      for name in names {
        let path = references + "/" + name
        var now = try Data(contentsOf: URL(fileURLWithPath: path))
        if name.hasSuffix(".html"), now != Data(Self.old.utf8) {
          now = Data(
            ReferenceStore.restored(String(decoding: now, as: UTF8.self), stylesheet: stylesheet)
              .utf8)
        }
        if now == Data(Self.old.utf8) {
          olds += 1
        } else if now == (try Data(contentsOf: URL(fileURLWithPath: fresh + "/" + name))) {
          news += 1
        } else {
          Issue.record(
            "\(name) is neither the old reference nor the new snapshot (\(now.count) bytes)")
        }
      }
      // Only temporary files may be left beside the references, never a stray partial reference.
      let others = try FileManager.default.contentsOfDirectory(atPath: references)
        .filter {
          !names.contains($0) && $0 != "report.html" && $0 != "index.html" && $0 != "roles.json"
            && $0 != "snapshot.css"
        }
      #expect(others.allSatisfy { $0.contains(".tmp-") }, "\(others)")
      sawHalfway = olds > 0 && news > 0
      if news == 0 { delay = max(delay * 2, 5) } else if olds == 0 { delay /= 2 }
    }
    #expect(sawHalfway, "no attempt was killed while it rewrote the references")
  }

  /// Every file the tool writes goes through `FileSystem.write` (temporary file, then rename),
  /// and every folder through `FileSystem.replaceFolder`: no other file-writing call appears in
  /// the sources. Opening a file only to read it
  /// (`fopen(path, "rb")`) writes nothing.
  @Test func everyWriteGoesThroughFileSystemWrite() throws {
    let sources = TestPaths.packageRoot + "/Sources"
    let forbidden = try Regex(
      #"write\(toFile|write\(to: [^&]|createFile\(|removeItem\(|FileHandle\(forWriting|(^|[^.\w])(fopen(?!\([^)]*"rb?"\))|open|creat|fwrite|freopen|truncate|ftruncate|rename|unlink|remove)\("#
    )
    let allowed: Set = ["Platform/FileSystem.swift", "Platform/FileSystem+Folder.swift"]
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources))
    var offenders: [String] = []
    while let file = enumerator.nextObject() as? String {
      guard file.hasSuffix(".swift"), !allowed.contains(file) else { continue }
      let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let code =
          line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        if let match = code.firstMatch(of: forbidden), !code.contains("func ") {
          offenders.append("\(file):\(number + 1): \(code[match.range])")
        }
      }
    }
    #expect(
      offenders.isEmpty,
      "writes that bypass FileSystem.write:\n\(offenders.joined(separator: "\n"))")
  }

  @Test func aReplacedFileKeepsItsPermissions() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/odd.tokens.json"
    try ##"{ "b": { "$type": "color", "$value": "#fff" } }"##.write(
      toFile: file, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
    let result = try CLIRunner.run(["migrate", file, "--write"])
    #expect(result.status == 0, "\(result.stderr)")
    let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  /// Starts `snapshot --verify DIR --record all`, waits until it starts writing (the report comes
  /// first), and kills it.
  static func recordAndKill(_ folder: String, afterMilliseconds delay: Int) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CLIRunner.binary)
    process.arguments = ["snapshot", "--verify", folder, "--record", "all"] + selection
    process.currentDirectoryURL = URL(fileURLWithPath: TestPaths.packageRoot)
    process.environment = ["NO_COLOR": "1", "TERM": "dumb", "PATH": "/usr/bin:/bin"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning, !FileManager.default.fileExists(atPath: folder + "/report.html"),
      Date() < deadline
    {
      usleep(200)
    }
    if delay > 0 { usleep(useconds_t(delay * 1000)) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}
