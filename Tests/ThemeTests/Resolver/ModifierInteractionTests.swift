import Foundation
import TestSupport
import Testing
import Theme

/// Which modifiers `check` combines: those that interact take every combination, the others are
/// checked one group at a time with the rest at their defaults.
@Suite struct ModifierInteractionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The `chart` modifier's two contexts, as token JSON.
    var chart: (String, String)
    var groups: [[String]]
    var inputs: Int
    var testDescription: String { name }
  }

  static func color(_ hex: String) -> String {
    ##"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "hex": "#\##(hex)" } }"##
  }

  static let cases = [
    Case(
      name: "tokens no role reaches, no alias between",
      chart: (
        #"{ "chart": { "bar": \#(color("111111")) } }"#,
        #"{ "chart": { "bar": \#(color("222222")) } }"#
      ),
      groups: [["appearance"], ["chart"]], inputs: 3),
    Case(
      name: "an alias into the appearance's tokens",
      chart: (
        #"{ "chart": { "bar": { "$type": "color", "$value": "{color.background}" } } }"#,
        #"{ "chart": { "bar": \#(color("222222")) } }"#
      ),
      groups: [["appearance", "chart"]], inputs: 4),
    Case(
      name: "a role's own token",
      chart: (
        #"{ "color": { "accent": \#(color("111111")) } }"#,
        #"{ "color": { "accent": \#(color("222222")) } }"#
      ),
      groups: [["appearance", "chart"]], inputs: 4),
  ]

  static func resolver(chart: (String, String)) throws -> String {
    let folder = try TestPaths.temporaryFolder()
    let files = [
      "light.json": #"{ "color": { "background": \#(color("ffffff")) } }"#,
      "dark.json": #"{ "color": { "background": \#(color("000000")) } }"#,
      "a.json": chart.0, "b.json": chart.1,
      "brand.resolver.json": """
      { "version": "2025.10", "resolutionOrder": [
        { "type": "modifier", "name": "appearance", "contexts": {
          "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] } },
        { "type": "modifier", "name": "chart", "contexts": {
          "a": [{ "$ref": "a.json" }], "b": [{ "$ref": "b.json" }] } } ] }
      """,
    ]
    for (name, text) in files {
      try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }
    return folder + "/brand.resolver.json"
  }

  @Test(arguments: cases) func modifiersAreCombinedOnlyWhereTheyInteract(_ item: Case) throws {
    let path = try Self.resolver(chart: item.chart)
    defer {
      try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
    let brand = try Brand(path)
    #expect(
      brand.loadDiagnostics.filter { $0.severity == .error }.isEmpty,
      "\(brand.loadDiagnostics.map(\.message))")
    let checked = brand.checkedPermutations()
    #expect(checked.groups == item.groups)
    #expect(checked.total == 4 && checked.inputs.count == item.inputs && checked.isComplete)
    // Every context of every modifier is checked.
    for (modifier, contexts) in [("appearance", ["light", "dark"]), ("chart", ["a", "b"])] {
      for context in contexts {
        #expect(checked.inputs.contains { $0[modifier] == context }, "\(modifier)=\(context)")
      }
    }
    let info = brand.check(checkingRoles: false).diagnostics.filter {
      $0.rule == .limitIndependentModifiers
    }
    #expect(info.count == (item.groups.count > 1 ? 1 : 0))
  }

  @Test func anInputHoldsAModifierOfAnotherGroup() throws {
    let path = try Self.resolver(chart: Self.cases[0].chart)
    defer {
      try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
    let checked = try Brand(path).checkedPermutations(fixing: ["chart": "b"])
    #expect(checked.inputs.allSatisfy { $0["chart"] == "b" })
    #expect(Set(checked.inputs.compactMap { $0["appearance"] }) == ["light", "dark"])
  }
}
