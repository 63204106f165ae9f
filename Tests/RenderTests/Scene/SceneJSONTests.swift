import Components
import Testing
import Theme

@testable import Render

/// The scene as JSON: colors, fonts and motions that recur are written in full at each place.
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

  @Test func colorTextIsSharedByColorsOfOneRole() throws {
    let theme = try #require(Fixtures.studioLight)
    let scene = Scene(
      state: try #require(BlockKind.state("sign-in/invalid")), theme: theme,
      environment: SceneEnvironment())
    let accent = try #require(
      scene.root.allNodes.compactMap(\.background).first { $0.source == "accent" })
    var copy = accent
    #expect(SceneColorText.Key(color: accent) == SceneColorText.Key(color: copy))
    copy.provenance = accent.provenance.map { $0 }
    #expect(SceneColorText.Key(color: accent) != SceneColorText.Key(color: copy))
    let text = SceneColorText.text(accent)
    #expect(text.hex == accent.hex)
    #expect(text.provenance.count == accent.provenance.count)
    #expect(text.provenance.first?.hasPrefix("color.accent (") == true)
    #expect(text.provenance.first?.contains("light.tokens.json:") == true)
  }
}
