import Foundation
import TestSupport
import Testing
import Theme

/// The `"modes"` of a brand's entry: written and read back the same, and every malformed
/// member reported at its place with the form to write.
@Suite struct ModeMapJSONTests {
  static let map = ModeMap(
    sets: ["global", "core"], setsGuess: "no other file defines the same tokens",
    modifiers: [
      .init(
        name: "appearance",
        contexts: [.init(name: "light", sets: []), .init(name: "dark", sets: ["modes/dark"])],
        guess: "override files"),
      .init(
        name: "density",
        contexts: [
          .init(name: "compact", sets: ["compact"]), .init(name: "comfy", sets: ["comfy"]),
        ]
      ),
    ])

  @Test func aMapIsReadBackAsWritten() throws {
    let written = Self.map.json.serialized()
    let project = try Self.writeProject(
      "{ \"brands\": { \"mine\": { \"resolver\": \"tokens\", \"modes\": \(written) } } }")
    defer {
      try? FileManager.default.removeItem(atPath: (project as NSString).deletingLastPathComponent)
    }
    let entry = try #require(ProjectFile(contentsOf: project).brand(named: "mine"))
    #expect(entry.modes == Self.map)
    #expect(entry.diagnostics.isEmpty, "\(entry.diagnostics.map(\.message))")
    #expect(Self.map.guessCount == 2)
    #expect(Self.map.confirmed().isConfirmed && Self.map.confirmed().sets == Self.map.sets)
  }

  struct Broken: CustomTestStringConvertible, Sendable {
    var name: String
    var modes: String
    var says: String
    /// The text of `modes` the finding points at (its first occurrence).
    var pointsAt: String
    var testDescription: String { name }
  }

  static let prefix = "{ \"brands\": { \"mine\": { \"resolver\": \"tokens\", \"modes\": "

  static let broken = [
    Broken(name: "not an object", modes: "[]", says: "modes must be an object", pointsAt: "[]"),
    Broken(
      name: "sets not names", modes: "{ \"sets\": [1] }",
      says: "modes.sets must be a list of set names",
      pointsAt: "[1]"),
    Broken(
      name: "unknown member", modes: "{ \"set\": [] }", says: "unknown member 'set' in modes",
      pointsAt: "[]"),
    Broken(
      name: "modifier without contexts", modes: "{ \"modifiers\": [{ \"name\": \"a\" }] }",
      says: "a modifier needs \"name\" and \"contexts\"", pointsAt: "{ \"name"),
  ]

  @Test(arguments: broken) func aBrokenMapIsReportedAtItsMember(_ item: Broken) throws {
    let project = try Self.writeProject(Self.prefix + item.modes + " } } }")
    defer {
      try? FileManager.default.removeItem(atPath: (project as NSString).deletingLastPathComponent)
    }
    let entry = try #require(ProjectFile(contentsOf: project).brand(named: "mine"))
    let finding = try #require(entry.diagnostics.first { $0.rule == .configModes })
    #expect(finding.message.contains(item.says), "\(finding.message)")
    let offset = try #require(item.modes.range(of: item.pointsAt)).lowerBound
    let column =
      Self.prefix.count + item.modes.distance(from: item.modes.startIndex, to: offset) + 1
    #expect(
      finding.location?.line == 1 && finding.location?.column == column,
      "\(String(describing: finding.location))")
    #expect(entry.modes == nil)
  }

  /// A `sptheme.json` of one line in a new temporary folder.
  static func writeProject(_ text: String) throws -> String {
    let path = try TestPaths.temporaryFolder() + "/sptheme.json"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }
}
