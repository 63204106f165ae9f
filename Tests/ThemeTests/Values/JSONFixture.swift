import Foundation
import Testing

@testable import Theme

/// Turns JSON text into `JSONValue` for tests, with Foundation's `JSONSerialization` (the json-c
/// document loader is tested on its own). Object members come out sorted by key.
enum JSONFixture {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Parses JSON text.
  static func value(_ text: String) throws -> JSONValue {
    let object = try JSONSerialization.jsonObject(
      with: Data(text.utf8), options: [.fragmentsAllowed])
    return try convert(object)
  }

  /// Reads and parses a file.
  static func file(_ url: URL) throws -> JSONValue {
    let object = try JSONSerialization.jsonObject(
      with: try Data(contentsOf: url), options: [.fragmentsAllowed])
    return try convert(object)
  }

  /// Converts what `JSONSerialization` returns. Booleans arrive as `NSNumber` too, so they are
  /// told apart by their class (the one `NSNumber(value: true)` has) and their `objCType` "c".
  static func convert(_ object: Any) throws -> JSONValue {
    switch object {
    case is NSNull:
      return .null
    case let string as String:
      return .string(string)
    case let number as NSNumber:
      if type(of: number) == type(of: NSNumber(value: true))
        || String(cString: number.objCType) == "c"
      {
        return .bool(number.boolValue)
      }
      return .number(number.doubleValue)
    case let array as [Any]:
      return .array(try array.map(convert))
    case let dictionary as [String: Any]:
      let members = try dictionary.keys.sorted().map { key in
        JSONObject.Member(key: key, value: try convert(dictionary[key] as Any))
      }
      return .object(JSONObject(members))
    default:
      throw Failure(description: "unexpected JSON object \(type(of: object))")
    }
  }

  /// The shared folder next to the package (`../shared`), found from this file's path.
  static func sharedFolder(filePath: String = #filePath) -> URL {
    var url = URL(fileURLWithPath: filePath)
    // Tests/ThemeTests/Values/JSONFixture.swift → package root
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.deletingLastPathComponent().appendingPathComponent("shared")
  }
}

@Suite struct JSONFixtureValueTests {
  @Test func booleansAndNumbersStayApart() throws {
    let value = try JSONFixture.value(#"[true, 1, 0, false, 1.5, null, {"b": "x", "a": [] }]"#)
    #expect(
      value
        == .array([
          .bool(true), .number(1), .number(0), .bool(false), .number(1.5), .null,
          .object(
            JSONObject([.init(key: "a", value: .array([])), .init(key: "b", value: .string("x"))])),
        ]))
  }
}
