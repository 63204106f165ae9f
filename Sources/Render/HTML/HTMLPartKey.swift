import Components
import Theme

/// Everything one part's HTML is made from: its node with every node below it, where it sits
/// in the page, the theme's font properties, and what its scene's texts say about its fields.
///
/// The writer reads nothing else to write a part, so two equal keys always get the same HTML,
/// and a part found by its key needs none of its subtree walked again. Keys hash by a
/// ``HTMLSubtreeHashes`` hash, worked out once per scene, and compare in full (every member of
/// every node below) only when their hashes agree. Colors compare as the HTML writes them: the
/// light and dark versions of a role are the same custom property.
struct HTMLPartKey: Hashable, Sendable {
  let node: SceneNode
  let place: HTMLWriter.Place
  let fonts: HTMLStyle.Fonts
  let labels: HTMLLabels
  let hash: Int

  init(node: SceneNode, place: HTMLWriter.Place, fonts: HTMLStyle.Fonts, labels: HTMLLabels, subtreeHash: Int) {
    self.node = node
    self.place = place
    self.fonts = fonts
    self.labels = labels
    var hasher = Hasher()
    hasher.combine(subtreeHash)
    hasher.combine(place)
    hash = hasher.finalize()
  }

  func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  static func == (lhs: HTMLPartKey, rhs: HTMLPartKey) -> Bool {
    lhs.hash == rhs.hash && lhs.place == rhs.place && lhs.fonts == rhs.fonts
      && writeAlike(lhs.node, in: lhs.labels, rhs.node, in: rhs.labels)
  }

  /// Whether two nodes and everything below them are the same but for what the HTML does not
  /// tell apart: colors written as the same custom property.
  static func writeAlike(_ lhs: SceneNode, in lhsLabels: HTMLLabels, _ rhs: SceneNode, in rhsLabels: HTMLLabels)
    -> Bool
  {
    guard lhs.sameMembers(as: rhs, colors: writeAlike), lhsLabels.sameFacts(for: lhs, as: rhsLabels) else {
      return false
    }
    for index in lhs.children.indices
    where !writeAlike(lhs.children[index], in: lhsLabels, rhs.children[index], in: rhsLabels) {
      return false
    }
    return true
  }

  private static func writeAlike(_ lhs: SceneColor?, _ rhs: SceneColor?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let lhs?, let rhs?): HTMLStyle.writeAlike(lhs, rhs)
    default: false
    }
  }
}
