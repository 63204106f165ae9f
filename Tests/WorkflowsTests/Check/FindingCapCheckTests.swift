import Foundation
import TestSupport
import Testing
import Workflows

/// `check --max-errors` in process: text prints at most that many findings with one line saying
/// how many more (0 prints every one), GitHub shows 10 of each severity, JSON carries them all.
@Suite struct FindingCapCheckTests {
  /// A shadow of 500 aliases to a color: 500 type mismatches, and more findings besides.
  static func manyMismatches() throws -> String {
    let folder = try TestPaths.temporaryFolder()
    let items = Array(repeating: "\"{c}\"", count: 500).joined(separator: ",")
    let file = folder + "/many.tokens.json"
    try BrandFiles.write(
      #"{"c":{"$type":"color","$value":{"colorSpace":"srgb","components":[0,0,0]}},"s":{"$type":"shadow","$value":["#
        + items + "]}}", to: file)
    return file
  }

  static func count(_ text: String, _ piece: String) -> Int {
    text.components(separatedBy: piece).count - 1
  }

  @Test func checkPrintsAtMostMaxErrorsFindingsInText() throws {
    let file = try Self.manyMismatches()
    defer { BrandFiles.remove(BrandFiles.parent(file)) }
    let text = ShellCheck(maxErrors: 10, noContrast: true)([file])
    #expect(text.status == 1)
    #expect(Self.count(text.stdout, "[alias/type-mismatch]") == 10)
    #expect(
      text.stdout.contains("… 527 more findings not shown (--max-errors 10)"),
      "\(text.stdout.suffix(600))")
    // 0 prints every finding, as the note says.
    let all = ShellCheck(maxErrors: 0, noContrast: true)([file])
    #expect(all.status == 1)
    #expect(Self.count(all.stdout, "[alias/type-mismatch]") == 500)
    #expect(!all.stdout.contains("not shown"))
    let github = ShellCheck(format: "github", noContrast: true)([file])
    // GitHub shows 10 annotations of each severity per step: 9 and one that counts the rest.
    #expect(Self.count(github.stdout, "::error ") == 10)
    #expect(
      github.stdout.contains("::error title=sptheme::528 more errors"),
      "\(github.stdout.suffix(400))")
    let json = ShellCheck(format: "json", noContrast: true)([file])
    #expect(Self.count(json.stdout, "alias/type-mismatch") == 500)
  }
}
