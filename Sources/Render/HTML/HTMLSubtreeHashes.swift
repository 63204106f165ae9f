import Theme

/// A hash of each subtree of a scene, by the members that tell most subtrees apart, and where
/// each subtree ends: nodes are numbered depth first, as ``SceneNode/forEachNode(_:)`` visits
/// them, so a node's subtree is the numbers from its own up to ``end(of:)``.
///
/// Worked out once per scene, bottom up, so that looking a part up by its whole subtree costs
/// one hash however deep the subtree is. Subtrees the HTML writes alike hash the same: only
/// members the HTML writes as they are go in (of colors, only those it writes as hex, not
/// those it writes as their roles' custom properties).
struct HTMLSubtreeHashes {
  private var hashes: [Int] = []
  private var ends: [Int] = []

  /// The hashes of the subtrees under `root`, which is number 0.
  init(_ root: SceneNode) {
    _ = withUnsafePointer(to: root) { add($0) }
  }

  /// The hash of the subtree of node `number`.
  func hash(of number: Int) -> Int {
    hashes[number]
  }

  /// The number after the last node of the subtree of node `number`: the next sibling's
  /// number, when it has one.
  func end(of number: Int) -> Int {
    ends[number]
  }

  /// Adds the subtree of a node, read in place through a pointer rather than copied.
  @discardableResult
  private mutating func add(_ pointer: UnsafePointer<SceneNode>) -> Int {
    let node = pointer.pointee
    let number = hashes.count
    hashes.append(0)
    ends.append(0)
    var hasher = Hasher()
    hasher.combine(node.id)
    hasher.combine(node.text)
    hasher.combine(node.font?.size)
    hasher.combine(node.metrics.height)
    hasher.combine(node.flags.count)
    hashLiteral(node.background, into: &hasher)
    hashLiteral(node.foreground, into: &hasher)
    hashLiteral(node.border, into: &hasher)
    hashLiteral(node.prompt, into: &hasher)
    hasher.combine(node.children.count)
    node.children.withUnsafeBufferPointer { children in
      for child in 0..<children.count { hasher.combine(add(children.baseAddress! + child)) }
    }
    let hash = hasher.finalize()
    hashes[number] = hash
    ends[number] = hashes.count
    return hash
  }

  /// Hashes the channels of a color without a token, which the HTML writes as its hex (a
  /// color with a token is most often written as its role's custom property, the same in
  /// light and dark).
  private func hashLiteral(_ color: SceneColor?, into hasher: inout Hasher) {
    guard let color, color.token == nil else { return }
    hasher.combine(color.red)
    hasher.combine(color.green)
    hasher.combine(color.blue)
    hasher.combine(color.alpha)
  }
}
