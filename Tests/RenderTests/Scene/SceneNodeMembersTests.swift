import Components
import Testing
import Theme

@testable import Render

/// Two comparisons list a scene node's members by hand: `SceneNode.==` (which the scene JSON's
/// printed parts rely on) and `HTMLPartKey.writeAlike` (which decides when a part's cached HTML
/// may stand for another's). A member added to the node must be added to both; this list
/// changes with them.
@Suite struct SceneNodeMembersTests {
  @Test func theComparisonsListEveryMember() throws {
    let theme = try #require(Fixtures.studioLight)
    let scene = Scene(
      state: try #require(BlockKind.state("sign-in/rest")), theme: theme, environment: SceneEnvironment())
    let members = Mirror(reflecting: scene.root).children.map { $0.label ?? "?" }
    #expect(
      members == [
        "id", "kind", "text", "placeholder", "background", "foreground", "border", "prompt", "font", "radius",
        "padding", "spacing", "stroke", "motion", "metrics", "accessibility", "flags", "opacity", "children",
      ],
      "SceneNode's members changed: compare the new one in SceneNode.== and HTMLPartKey.writeAlike, then list it here")
  }
}
