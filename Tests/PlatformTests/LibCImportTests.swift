import Foundation
import Testing

/// Only the platform seam talks to the C library: no file under `Sources/` outside
/// `Sources/Platform` imports Glibc, Musl or Darwin (tests may).
@Suite struct LibCImportTests {
  /// The package root, found from this file's path (`Tests/PlatformTests/…`).
  static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    while url.lastPathComponent != "Tests" { url.deleteLastPathComponent() }
    return url.deletingLastPathComponent().path
  }()

  /// An import of the C library, however it is spelled (`import Glibc`, `@_exported import
  /// Darwin`, `internal import Musl`, `import Darwin.C`, `import func Glibc.open`).
  static func importsLibC(_ line: Substring) -> Bool {
    line.contains("import")
      && line.firstMatch(
        of:
          #/^\s*(@\w+\s+)*((public|package|internal|fileprivate|private)\s+)?import\s+((typealias|struct|class|enum|protocol|let|var|func)\s+)?(Glibc|Musl|Darwin)(?!\w)/#
      ) != nil
  }

  /// The Swift files under `Sources/` outside `Sources/Platform` that import the C library,
  /// each as `path:line`.
  static func offenders() throws -> [String] {
    let sources = packageRoot + "/Sources"
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources))
    var offenders: [String] = []
    while let file = enumerator.nextObject() as? String {
      guard file.hasSuffix(".swift"), !file.hasPrefix("Platform/") else { continue }
      let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated() where importsLibC(line)
      {
        offenders.append("Sources/\(file):\(number + 1)")
      }
    }
    return offenders.sorted()
  }

  @Test func onlyThePlatformModuleImportsTheCLibrary() throws {
    let offenders = try Self.offenders()
    #expect(
      offenders.isEmpty,
      "import Glibc, Musl or Darwin belongs in Sources/Platform only; found in:\n\(offenders.joined(separator: "\n"))"
    )
  }

  @Test func theCheckFindsEverySpelling() throws {
    let imports = [
      "import Glibc", "  import Darwin", "@_exported import Musl", "internal import Glibc",
      "import Darwin.C", "import func Glibc.open",
    ]
    for line in imports { #expect(Self.importsLibC(line[...]), "\(line)") }
    for line in ["import Platform", "// import Glibc", "import GlibcExtras", "let x = 1"] {
      #expect(!Self.importsLibC(line[...]), "\(line)")
    }
  }

  @Test func theSourcesAreWhereTheCheckLooks() {
    #expect(FileManager.default.fileExists(atPath: Self.packageRoot + "/Sources/Platform"))
    #expect(FileManager.default.fileExists(atPath: Self.packageRoot + "/Sources/Theme"))
  }
}
