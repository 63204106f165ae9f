import Foundation
import TestSupport
import Testing

/// Parses CSS with tinycss2 (PyPI, in `.venv`) through `Fixtures/css_parse.py`.
enum CSSParser {
  struct Parsed: Decodable {
    var errors: [String]
    /// `[context, property, value]`.
    var declarations: [[String]]

    /// The values of a property, in order.
    func values(of property: String, in context: String? = nil) -> [String] {
      declarations.filter { $0[1] == property && (context == nil || $0[0] == context) }.map {
        $0[2]
      }
    }
  }

  static func parse(_ css: String) throws -> Parsed? {
    let root = TestPaths.packageRoot
    let python = root + "/.venv/bin/python"
    guard FileManager.default.isExecutableFile(atPath: python) else {
      Issue.record("\(python) is missing: run `make venv` (.ci/setup --tests) to install tinycss2")
      return nil
    }
    let run = try ToolRun.run(
      python, [root + "/Tests/ThemeTests/Export/Fixtures/css_parse.py"], input: css)
    guard run.status == 0 else {
      Issue.record("css_parse.py failed: \(run.stderr)")
      return nil
    }
    return try JSONDecoder().decode(Parsed.self, from: Data(run.stdout.utf8))
  }
}
