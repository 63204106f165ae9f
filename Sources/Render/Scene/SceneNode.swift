import Components
import Theme

/// One part of a scene: the part's structure with every role binding resolved to a concrete
/// value for one brand and environment, and the role each value came from.
public struct SceneNode: Sendable, Hashable {
  /// The part's stable id (`password.field`).
  public var id: String
  /// What kind of part it is.
  public var kind: Part.Kind
  /// Its text, if any.
  public var text: String?
  /// The prompt shown in an empty field.
  public var placeholder: String?
  public var background: SceneColor?
  public var foreground: SceneColor?
  public var border: SceneColor?
  /// The prompt's color.
  public var prompt: SceneColor?
  public var font: SceneFont?
  /// Corner radius in points (`nil`: square; `.infinity`: capsule).
  public var radius: Double?
  /// Inner padding in points.
  public var padding: ScenePadding?
  /// Stack spacing in points.
  public var spacing: Double?
  /// Border width in points.
  public var stroke: Double?
  public var motion: SceneMotion?
  /// Fixed metrics from the spec (heights, minimum targets), grown for the scene's text size
  /// when they scale with a text style (``Metrics/scaled(at:)``).
  public var metrics: Metrics
  public var accessibility: Accessibility
  public var flags: Set<Part.Flag>
  /// 1, or 0.5 for a dimmed waiting button.
  public var opacity: Double
  public var children: [SceneNode]

  /// The first node with an id, depth first.
  public func find(_ id: String) -> SceneNode? {
    if self.id == id { return self }
    for child in children {
      if let found = child.find(id) { return found }
    }
    return nil
  }

  /// Every node, depth first.
  public var allNodes: [SceneNode] {
    var nodes: [SceneNode] = []
    func visit(_ node: SceneNode) {
      nodes.append(node)
      for child in node.children { visit(child) }
    }
    visit(self)
    return nodes
  }

  /// Calls `body` with the node and every node below it, in the order of ``allNodes``, without
  /// copying them into an array.
  func forEachNode(_ body: (SceneNode) -> Void) {
    withUnsafePointer(to: self) { Self.forEachNode(at: $0, body) }
  }

  /// ``forEachNode(_:)`` from a node read through a pointer, so that no node is copied out of
  /// its parent's array.
  private static func forEachNode(at node: UnsafePointer<SceneNode>, _ body: (SceneNode) -> Void) {
    body(node.pointee)
    node.pointee.children.withUnsafeBufferPointer { children in
      for index in children.indices { forEachNode(at: children.baseAddress! + index, body) }
    }
  }

  /// Whether the part is drawn as placeholder shapes.
  public var isRedacted: Bool { flags.contains(.redacted) }
}

/// A block state resolved against a theme and an environment: what the renderers draw.
public struct Scene: Sendable, Hashable {
  /// The role every scene draws its screen in, behind the block (`color.background`). The
  /// usage analysis counts it as used by every state, as it counts the parts' own bindings.
  public static let screenRole: ColorRole = .background

  /// The root node.
  public var root: SceneNode
  /// The theme's brand display name.
  public var brand: String
  /// The environment it was resolved for.
  public var environment: SceneEnvironment
  /// The screen behind the block (``Scene/screenRole``).
  public var background: SceneColor
  /// The catalogue state id, if it came from one.
  public var state: String?
  /// The theme's fonts and custom properties for the page.
  public var style: SceneStyle
  /// The color placeholder shapes are drawn in (`textPrimary`, which renderers fade into what
  /// is behind the shape), so that every redacted shape is the same grey whatever the part's
  /// own colors. A scene made by hand without one draws them in black.
  public var placeholder = SceneColor(
    red: 0, green: 0, blue: 0, alpha: 1, source: "literal", token: nil, provenance: [],
    wasOutOfGamut: false)
}
