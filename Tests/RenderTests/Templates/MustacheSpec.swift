import Foundation
import Render
import Testing

/// The official Mustache spec files in `../shared/conformance/mustache-spec/`, read as test
/// cases.
enum MustacheSpec {
  /// One test of a spec file.
  struct Case: Sendable, CustomTestStringConvertible {
    var file: String
    var name: String
    var data: TemplateValue
    var template: String
    var partials: [String: String]
    var expected: String

    var testDescription: String { "\(file) › \(name)" }

    /// Renders the case the way the spec asks (missing partials render empty).
    func render() throws -> String {
      try Template(parsing: template, name: name).render(
        data, partials: partials, options: .spec)
    }
  }

  /// The spec folder, found from this file's path: `<package>/../shared/conformance/…`.
  static let directory: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }  // Templates, RenderTests, Tests, package
    return url.deletingLastPathComponent().appendingPathComponent(
      "shared/conformance/mustache-spec", isDirectory: true)
  }()

  /// The spec files present, sorted (`comments`, `delimiters`, …, `~inheritance`).
  static var files: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// Every case of every file; empty when the folder is missing (``SpecSuiteTests`` reports it).
  static let allCases: [Case] = files.flatMap { (try? cases(in: $0)) ?? [] }

  /// The cases of one file, with repeated names numbered.
  static func cases(in file: String) throws -> [Case] {
    let url = directory.appendingPathComponent(file + ".json")
    let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    guard let tests = (root as? [String: Any])?["tests"] as? [[String: Any]] else {
      throw SpecError("\(url.path): no \"tests\" array")
    }
    var seen: [String: Int] = [:]
    return try tests.map { test in
      guard let name = test["name"] as? String, let template = test["template"] as? String,
        let expected = test["expected"] as? String
      else { throw SpecError("\(url.path): a test lacks name, template or expected") }
      seen[name, default: 0] += 1
      let count = seen[name] ?? 1
      return Case(
        file: file, name: count > 1 ? "\(name) (\(count))" : name,
        data: value(test["data"] ?? NSNull()), template: template,
        partials: test["partials"] as? [String: String] ?? [:], expected: expected)
    }
  }

  /// Converts a `JSONSerialization` value. Booleans arrive as `NSNumber`s whose Objective-C
  /// type is `c` (char); integers and doubles have other type codes.
  static func value(_ any: Any) -> TemplateValue {
    switch any {
    case is NSNull: return .null
    case let string as String: return .string(string)
    case let number as NSNumber:
      if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
      return .number(number.doubleValue)
    case let array as [Any]: return .array(array.map(value))
    case let object as [String: Any]: return .object(object.mapValues(value))
    default: return .null
    }
  }

  struct SpecError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
