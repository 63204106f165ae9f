import Components
import Testing
import Theme

@testable import Render

/// The scene as JSON: colors, fonts, motions and parts that recur are written in full at each
/// place, each with its own values.
@Suite struct SceneJSONTests {
  @Test(arguments: ["sign-in/invalid", "login/sign-in-error", "magic-link/code-wrong"])
  func everyNodeCarriesItsOwnValues(_ id: String) throws {
    let theme = try #require(Fixtures.studioLight)
    let scene = Scene(
      state: try #require(BlockKind.state(id)), theme: theme, environment: SceneEnvironment())
    let json = scene.json
    #expect(scene.jsonText == json.serialized() + "\n")
    var nodes: [(SceneNode, JSONValue)] = []
    func collect(_ node: SceneNode, _ value: JSONValue) {
      nodes.append((node, value))
      let children = value.object?["children"]?.array ?? []
      for (child, childValue) in zip(node.children, children) { collect(child, childValue) }
    }
    collect(scene.root, try #require(json.object?["root"]))
    #expect(nodes.count == scene.root.allNodes.count)
    for (node, value) in nodes {
      let object = try #require(value.object)
      #expect(object["id"]?.string == node.id)
      for (key, color) in [
        ("background", node.background), ("foreground", node.foreground), ("border", node.border),
      ] {
        #expect(object[key]?.object?["hex"]?.string == color?.hex)
        #expect(
          object[key]?.object?["provenance"]?.array?.count
            == (color?.provenance.isEmpty == false ? color?.provenance.count : nil))
      }
      #expect(object["font"]?.object?["style"]?.string == node.font?.style.rawValue)
      #expect(object["motion"]?.object?["source"]?.string == node.motion?.source)
    }
  }

  @Test func aColorCarriesItsProvenanceLines() throws {
    let theme = try #require(Fixtures.studioLight)
    let scene = Scene(
      state: try #require(BlockKind.state("sign-in/invalid")), theme: theme,
      environment: SceneEnvironment())
    let accent = try #require(
      scene.root.allNodes.compactMap(\.background).first { $0.source == "accent" })
    let node = try #require(scene.root.allNodes.first { $0.background == accent })
    let json = try #require(scene.json.object?["root"])
    func find(_ value: JSONValue) -> JSONObject? {
      guard let object = value.object else { return nil }
      if object["id"]?.string == node.id { return object }
      return (object["children"]?.array ?? []).lazy.compactMap(find).first
    }
    let color = try #require(find(json)?["background"]?.object)
    #expect(color["hex"]?.string == accent.hex)
    let provenance = try #require(color["provenance"]?.array)
    let lines = provenance.compactMap(\.string)
    #expect(lines.count == accent.provenance.count)
    #expect(lines.first?.hasPrefix("color.accent (") == true)
    #expect(lines.first?.contains("light.tokens.json:") == true)
  }

  /// A change to every node in one member, and what each node's JSON object then holds.
  struct Change: Sendable, CustomTestStringConvertible {
    let name: String
    let apply: @Sendable (inout SceneNode) -> Void
    /// Whether a node object shows the change (nil: the node has nothing to change).
    let shows: @Sendable (JSONObject) -> Bool?
    var testDescription: String { name }
  }

  static let changes: [Change] = [
    Change(name: "opacity", apply: { $0.opacity = 0.5 }, shows: { $0["opacity"]?.number == 0.5 }),
    Change(
      name: "accessibility hint", apply: { $0.accessibility.hint = "Changed" },
      shows: { $0["accessibility"]?.object?["hint"]?.string == "Changed" }),
    Change(
      name: "accessibility trait", apply: { $0.accessibility.traits.insert(.header) },
      shows: { $0["accessibility"]?.object?["traits"]?.array?.contains(.string("header")) }),
    Change(
      name: "letter spacing", apply: { $0.font?.letterSpacing = 9 },
      shows: { $0["font"].map { $0.object?["letterSpacing"]?.number == 9 } }),
    Change(
      name: "provenance", apply: { $0.foreground?.provenance = [] },
      shows: { $0["foreground"].map { $0.object?["provenance"] == nil } }),
    Change(
      name: "full width", apply: { $0.metrics.fullWidth = true },
      shows: { $0["metrics"]?.object?["fullWidth"]?.bool }),
  ]

  /// A scene changed in one member prints its own values, and the unchanged scene, printed
  /// before and after it, prints the same text each time.
  @Test(arguments: changes)
  func eachSceneKeepsItsOwnValuesWhateverWasPrintedBefore(_ change: Change) throws {
    let theme = try #require(Fixtures.studioLight)
    let scene = Scene(
      state: try #require(BlockKind.state("sign-in/invalid")), theme: theme,
      environment: SceneEnvironment())
    func changed(_ node: SceneNode) -> SceneNode {
      var node = node
      change.apply(&node)
      node.children = node.children.map(changed)
      return node
    }
    var changedScene = scene
    changedScene.root = changed(scene.root)
    let before = scene.jsonText
    let json = changedScene.json
    #expect(changedScene.jsonText == json.serialized() + "\n")
    #expect(scene.jsonText == before)
    var shown = 0
    func check(_ value: JSONValue) {
      guard let object = value.object else { return }
      if let shows = change.shows(object) {
        #expect(shows, "\(object["id"]?.string ?? "?") does not show the change")
        shown += 1
      }
      for child in object["children"]?.array ?? [] { check(child) }
    }
    check(try #require(json.object?["root"]))
    #expect(shown > 0)
  }
}
