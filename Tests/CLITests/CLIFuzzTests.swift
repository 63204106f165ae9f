import Foundation
import TestSupport
import Testing

/// The process-level fuzzer of `make fuzz-cli` (`.ci/cli_fuzz.py`): a short run with a fixed seed
/// over the built binary finds nothing, and a binary that crashes is reported with a reproducer.
@Suite struct CLIFuzzTests {
  /// Ten cases of a fixed seed (each case is the same project and commands on every machine).
  @Test(.tags(.python), .fullTier) func aShortRunWithAFixedSeedFindsNothing() throws {
    let findings = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: findings) }
    let result = try PythonRunner.run(
      "cli_fuzz.py",
      [
        "--binary", CLIRunner.binary, "--seed", "smoke", "--max-cases", "10", "--seconds", "600",
        "--timeout", "60", "--findings", findings,
      ])
    #expect(result.status == 0, "\(result.output.suffix(4000))")
    #expect(result.output.contains("cli-fuzz: 10 cases"), "\(result.output.suffix(4000))")
    #expect(!result.output.contains("FOUND"), "\(result.output.suffix(4000))")
  }

  /// A stand-in binary that answers `completions` and `list` as sptheme does and crashes on every
  /// other command: each crash is a finding with its folder and repro.sh, and the exit status is 1.
  @Test(.tags(.python), .fullTier) func aCrashIsReportedWithAReproducer() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let stand = folder + "/crashing-sptheme"
    try """
    #!/bin/sh
    case "$1" in completions|list) exec '\(CLIRunner.binary)' "$@" ;; esac
    kill -SEGV $$
    """.write(toFile: stand, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stand)
    let result = try PythonRunner.run(
      "cli_fuzz.py",
      [
        "--binary", stand, "--seed", "crash", "--max-cases", "1", "--findings",
        folder + "/findings",
      ]
    )
    #expect(result.status == 1, "\(result.output.suffix(4000))")
    #expect(result.output.contains("FOUND crash: SIGSEGV"), "\(result.output.suffix(4000))")
    let saved = try FileManager.default.contentsOfDirectory(atPath: folder + "/findings")
    #expect(saved.contains { $0.hasPrefix("crash-") }, "\(saved)")
    for finding in saved {
      let repro = try String(
        contentsOfFile: folder + "/findings/" + finding + "/repro.sh", encoding: .utf8)
      #expect(repro.hasPrefix("#!/bin/sh\ncd "), "\(repro)")
      #expect(repro.split(separator: "\n").count == 2, "\(repro)")
    }
  }
}
