/// Elements joined into groups (union–find): each starts alone; ``join(_:_:)`` puts two in
/// one group; ``groups`` lists them in the order the elements were given.
struct Partition<Element: Hashable> {
  private let elements: [Element]
  private var parent: [Element: Element]

  /// Each element in a group of its own.
  init(_ elements: [Element]) {
    self.elements = elements
    parent = Dictionary(elements.map { ($0, $0) }) { first, _ in first }
  }

  /// The element that stands for `element`'s group.
  func root(_ element: Element) -> Element {
    var current = element
    while let next = parent[current], next != current { current = next }
    return current
  }

  /// Puts `one` and `other` in one group.
  mutating func join(_ one: Element, _ other: Element) {
    let (first, second) = (root(one), root(other))
    if first != second { parent[second] = first }
  }

  /// The groups, each in the elements' order, groups by their first element.
  var groups: [[Element]] {
    var order: [Element] = []
    var members: [Element: [Element]] = [:]
    for element in elements {
      let key = root(element)
      if members[key] == nil { order.append(key) }
      members[key, default: []].append(element)
    }
    return order.compactMap { members[$0] }
  }
}
