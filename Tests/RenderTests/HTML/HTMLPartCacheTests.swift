import Components
import Testing
import Theme

@testable import Render

/// Parts written once per distinct ``HTMLPartKey``, and keys that tell apart every input the
/// HTML reads.
@Suite struct HTMLPartCacheTests {
  static let templates = try? TemplateLibrary(directory: Golden.packageRoot + "/Templates")

  /// A state's scene in the studio theme.
  static func scene(_ stateID: String, appearance: PartsEnvironment.Appearance = .light) throws -> Scene {
    let theme = try #require(appearance == .light ? Fixtures.studioLight : Fixtures.studioDark)
    let state = try #require(BlockKind.state(stateID))
    return Scene(state: state, theme: theme, environment: SceneEnvironment(appearance: appearance))
  }

  /// The writer of a scene, with a cache of the test's own.
  static func writer(_ scene: Scene, cache: HTMLPartCache) throws -> HTMLWriter {
    HTMLWriter(
      scene: scene, templates: try #require(templates),
      fonts: HTMLStyle.Fonts(variables: [(["Inter"], "--sp-font-text")]), partCache: cache)
  }

  /// The block's HTML, written with `cache`.
  static func block(_ scene: Scene, cache: HTMLPartCache = HTMLPartCache()) throws -> String {
    try writer(scene, cache: cache).html(scene.root, number: 0, in: HTMLWriter.Place())
  }

  /// The node with every node matching `match` changed by `change`.
  static func changing(
    _ node: SceneNode, where match: (SceneNode) -> Bool, _ change: (inout SceneNode) -> Void
  ) -> SceneNode {
    var node = node
    if match(node) { change(&node) }
    node.children = node.children.map { changing($0, where: match, change) }
    return node
  }

  /// The scene with `change` made to its nodes matching `match`, checked to change the HTML.
  static func changed(
    _ scene: Scene, where match: (SceneNode) -> Bool, _ change: (inout SceneNode) -> Void
  ) throws -> Scene {
    var changed = scene
    changed.root = changing(scene.root, where: match, change)
    #expect(try block(changed) != (try block(scene)), "the change does not show in the HTML")
    return changed
  }

  @Test func aRepeatedPartIsWrittenOnce() throws {
    let cache = HTMLPartCache()
    let scene = try Self.scene("sign-in/rest")
    let writer = try Self.writer(scene, cache: cache)
    let key = HTMLPartKey(
      node: scene.root, place: .init(), fonts: writer.fonts, labels: writer.labels,
      subtreeHash: writer.subtrees.hash(of: 0))
    var writes = 0
    let library = try #require(Self.templates)
    let first = try cache.html(for: key, library: library) { () throws(HTMLError) in
      writes += 1
      return "<p>\(#line)</p>"
    }
    let again = try cache.html(for: key, library: library) { () throws(HTMLError) in
      writes += 1
      return "other"
    }
    #expect(writes == 1)
    #expect(again == first)
  }

  /// Each change touches a member the subtree hash leaves out; with the unchanged scene's
  /// parts already cached, the changed scene must still get its own HTML.
  @Test func inputsTheHashLeavesOutStillTellPartsApart() throws {
    let scene = try Self.scene("sign-in/invalid")
    let isButton: (SceneNode) -> Bool = { if case .button = $0.kind { true } else { false } }
    let isField: (SceneNode) -> Bool = { if case .field = $0.kind { true } else { false } }
    let changes: [Scene] = [
      try Self.changed(scene, where: isButton) { $0.accessibility.label = "Go on" },
      try Self.changed(scene, where: isButton) { $0.radius = 3 },
      try Self.changed(scene, where: isField) { $0.accessibility.hint = "Something else is wrong." },
      try Self.changed(scene, where: isField) { $0.placeholder = "Something else" },
      try Self.changed(scene, where: { $0.kind == .text && $0.foreground?.token != nil }) {
        $0.foreground?.source = "accent"
      },
      try Self.changed(scene, where: { $0.kind == .text }) { $0.accessibility.isHidden = true },
      try Self.changed(scene, where: { $0.padding != nil }) { $0.padding?.horizontal += 1 },
      // A field whose label is redacted loses its `<label>`: its own node does not change.
      try Self.changed(scene, where: { $0.id.hasSuffix(".label") }) { $0.flags.insert(.redacted) },
    ]
    for changed in changes {
      let cache = HTMLPartCache()
      _ = try Self.block(scene, cache: cache)
      #expect(try Self.block(changed, cache: cache) == (try Self.block(changed)))
    }
  }

  @Test func colorsCompareAsTheHTMLWritesThem() throws {
    let role = SceneColor(
      red: 1, green: 0, blue: 0, alpha: 1, source: "accent", token: "color.accent", provenance: [],
      wasOutOfGamut: false)
    var dark = role
    dark.red = 0.5
    #expect(HTMLStyle.writeAlike(role, dark))
    var literal = dark
    literal.token = nil
    #expect(!HTMLStyle.writeAlike(role, literal))
    var otherLiteral = literal
    otherLiteral.red = 0.25
    #expect(!HTMLStyle.writeAlike(literal, otherLiteral))
    var otherRole = role
    otherRole.source = "danger"
    #expect(!HTMLStyle.writeAlike(role, otherRole))
  }

  /// The key of the first node with an id, as the writer of its scene makes it.
  static func key(_ id: String, in scene: Scene) throws -> HTMLPartKey {
    let writer = try writer(scene, cache: HTMLPartCache())
    var number = 0
    var found: (node: SceneNode, number: Int)?
    scene.root.forEachNode { node in
      if found == nil && node.id == id { found = (node, number) }
      number += 1
    }
    let (node, nodeNumber) = try #require(found)
    return HTMLPartKey(
      node: node, place: .init(), fonts: writer.fonts, labels: writer.labels,
      subtreeHash: writer.subtrees.hash(of: nodeNumber))
  }

  @Test func lightAndDarkShareTheirRoleColoredParts() throws {
    let light = try Self.scene("sign-in/rest")
    let dark = try Self.scene("sign-in/rest", appearance: .dark)
    // The fields' colors are all roles: the same custom properties in light and dark.
    let lightFields = try Self.key("fields", in: light)
    let darkFields = try Self.key("fields", in: dark)
    #expect(lightFields.node != darkFields.node)
    #expect(lightFields.hash == darkFields.hash)
    #expect(lightFields == darkFields)
    // Sign in with Apple is drawn in literal colors, written as hex.
    let lightRoot = try Self.key(light.root.id, in: light)
    let darkRoot = try Self.key(dark.root.id, in: dark)
    #expect(lightRoot != darkRoot)
  }

  @Test func subtreeNumbersFollowTheDepthFirstOrder() throws {
    let scene = try Self.scene("sign-in/invalid")
    let subtrees = HTMLSubtreeHashes(scene.root)
    var count = 0
    scene.root.forEachNode { _ in count += 1 }
    #expect(subtrees.end(of: 0) == count)
    let first = subtrees.end(of: 1)
    #expect(first == 2 + scene.root.children[0].allNodes.count - 1)
  }
}
