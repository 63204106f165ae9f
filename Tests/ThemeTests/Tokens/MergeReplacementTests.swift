import Foundation
import Testing

@testable import Theme

/// A token that replaces a group in a merge (or a group that replaces a token) is an error at
/// both places, not a later "does not exist".
@Suite struct MergeReplacementTests {
  static let group = """
    { "color": { "background": { "default": { "$type": "color", "$value": "#ffffff" } } } }
    """
  static let token = """
    { "color": { "background": { "$type": "color", "$value": "#000000" } } }
    """

  static func resolve(_ first: String, _ second: String) throws -> (TokenResolution, String, String)
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sptheme-merge-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let (a, b) = (folder + "/a.tokens.json", folder + "/b.tokens.json")
    try first.write(toFile: a, atomically: true, encoding: .utf8)
    try second.write(toFile: b, atomically: true, encoding: .utf8)
    return (TokenLoader.resolve(files: [a, b]), a, b)
  }

  @Test func aTokenThatReplacesAGroupIsAnErrorAtBothPlaces() throws {
    let (resolution, first, second) = try Self.resolve(Self.group, Self.token)
    let errors = resolution.diagnostics.filter { $0.rule.id == "tokens/replaced-group" }
    #expect(errors.count == 2, "\(resolution.diagnostics.map(\.message))")
    #expect(errors.map(\.location?.file) == [second, first])
    #expect(
      errors.first?.message
        == "color.background is a token here, and it replaces the group color.background of an earlier source"
    )
    #expect(errors.first?.notes.first?.location?.file == first)
    #expect(errors.allSatisfy { $0.tokenPath == "color.background" })
  }

  @Test func aGroupThatReplacesATokenIsAnErrorAtBothPlaces() throws {
    let (resolution, first, second) = try Self.resolve(Self.token, Self.group)
    let errors = resolution.diagnostics.filter { $0.rule.id == "tokens/replaced-token" }
    #expect(errors.count == 2, "\(resolution.diagnostics.map(\.message))")
    #expect(errors.map(\.location?.file) == [second, first])
    #expect(
      errors.last?.message
        == "color.background is a token here, and a later source replaces it with a group")
  }

  @Test func groupsThatMergeAndTokensThatReplaceTokensAreFine() throws {
    let (resolution, _, _) = try Self.resolve(
      Self.group, Self.group.replacingOccurrences(of: "#ffffff", with: "#eeeeee"))
    #expect(!resolution.diagnostics.contains { $0.rule.id.hasPrefix("tokens/replaced") })
  }
}
