import Components
import Testing
import Theme

@testable import Render

/// Every comparison of scene nodes (`SceneNode.==`, which the scene JSON's printed parts rely on,
/// and `HTMLPartKey.writeAlike`, which decides when a part's cached HTML may stand for another's)
/// goes through one list of a node's members, `SceneNode.sameMembers(as:colors:)`, written by
/// hand. A member added to the node must be added there; this list changes with it.
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
      "SceneNode's members changed: compare the new one in SceneNode.sameMembers(as:colors:), then list it here")
  }
}
