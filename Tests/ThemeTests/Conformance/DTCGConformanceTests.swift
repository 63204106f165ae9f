import Platform
import TestSupport
import Testing

@testable import Theme

/// The proposed official DTCG 2025.10 test suite: every case's verdict as MANIFEST.md gives it.
@Suite struct DTCGConformanceTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var path: String
    var valid: Bool
    var testDescription: String { "\(valid ? "VALID" : "INVALID") \(path)" }
  }

  static let folder = TestPaths.shared("conformance/dtcg-2025.10-tests")

  /// The cases listed in the manifest's table of exported files.
  static let cases: [Case] = {
    guard let bytes = try? FileSystem.read(folder + "/MANIFEST.md") else { return [] }
    let text = String(decoding: bytes, as: UTF8.self)
    let exported = text.split(separator: "## Not exported", maxSplits: 1).first ?? Substring(text)
    return exported.split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: " ") }
      guard cells.count >= 2, cells[0].hasPrefix("`"), cells[0].hasSuffix(".json`"),
        cells[1] == "VALID" || cells[1] == "INVALID"
      else { return nil }
      return Case(path: String(cells[0].dropFirst().dropLast()), valid: cells[1] == "VALID")
    }
  }()

  @Test func manifestListsEveryExportedFile() {
    #expect(Self.cases.count == 214, "expected 214 cases in MANIFEST.md, found \(Self.cases.count)")
  }

  @Test(arguments: cases)
  func verdict(_ testCase: Case) {
    let path = Self.folder + "/" + testCase.path
    let diagnostics = Self.check(path, isResolver: testCase.path.hasPrefix("resolver/"))
    let errors = diagnostics.filter { $0.severity == .error }
    if testCase.valid {
      #expect(errors.isEmpty, "\(testCase.path) is valid but got: \(errors.map(\.message))")
    } else {
      #expect(!errors.isEmpty, "\(testCase.path) is invalid but no error was reported")
      for error in errors {
        #expect(error.location != nil, "error without a location: \(error.message)")
      }
    }
  }

  /// All findings for a file: a token document, or a resolver and every permutation of it.
  static func check(_ path: String, isResolver: Bool) -> [Diagnostic] {
    guard isResolver else { return TokenLoader.resolve(files: [path]).diagnostics }
    let resolver = ResolverDocument(contentsOf: path)
    guard !resolver.hasErrors else { return resolver.diagnostics }
    return resolver.permutations().flatMap { resolver.resolve(input: $0).diagnostics }
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    var text = self
    while text.first == set { text.removeFirst() }
    while text.last == set { text.removeLast() }
    return String(text)
  }
}
