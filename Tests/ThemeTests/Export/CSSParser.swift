import Foundation
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
    let root = SharedFixtures.packageRoot
    let python = root + "/.venv/bin/python"
    guard FileManager.default.isExecutableFile(atPath: python) else {
      Issue.record("\(python) is missing: run `make venv` (.ci/setup --tests) to install tinycss2")
      return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [root + "/Tests/ThemeTests/Export/Fixtures/css_parse.py"]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(css.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      Issue.record("css_parse.py failed: \(String(decoding: message, as: UTF8.self))")
      return nil
    }
    return try JSONDecoder().decode(Parsed.self, from: data)
  }
}
