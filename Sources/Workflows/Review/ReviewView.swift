import Components
import Render
import Theme

/// What a gallery page shows, read from its address: the brand's appearance, text size,
/// blocks, the contexts of its other modifiers, and what to draw beside each state (another
/// appearance, size or brand). Every choice lives in the query, so a link shows a reviewer the
/// same view.
struct ReviewView {
  /// One frame of a state: a brand in a theme at a size.
  struct Frame {
    var brand: String
    var appearance: String
    var size: ContentSize
    var contexts: [String: String]
    var caption: String

    /// The query of the state's `/state` (and `/notes`) address.
    func query(state: String) -> String {
      var items = [
        ("brand", brand), ("state", state), ("appearance", appearance), ("size", size.flagName),
      ]
      items += contexts.sorted { $0.key < $1.key }.map { ("m." + $0.key, $0.value) }
      return items.map { "\($0.0)=\(ReviewPage.percentEncoded($0.1))" }.joined(separator: "&")
    }
  }

  let brand: ReviewBrand
  let appearance: String
  let size: ContentSize
  let block: String
  let contexts: [String: String]
  let compare: String
  /// The blocks shown.
  let blocks: [BlockKind]
  /// The frames of each state: one, or two side by side.
  let frames: [Frame]

  init(query: [String: String], brand: ReviewBrand, others: [ReviewBrand]) {
    self.brand = brand
    appearance =
      query["appearance"].flatMap { brand.appearances.contains($0) ? $0 : nil }
      ?? brand.appearances[0]
    size = query["size"].flatMap(ContentSize.init(flag:)) ?? .large
    block = query["block"].flatMap { BlockKind(rawValue: $0) == nil ? nil : $0 } ?? "all"
    contexts = Self.contexts(in: query).filter { name, context in
      brand.otherModifiers.contains { $0.name == name && $0.contexts.contains(context) }
    }
    blocks = BlockKind(rawValue: block).map { [$0] } ?? BlockKind.allCases
    let first = Frame(
      brand: brand.id, appearance: appearance, size: size, contexts: contexts,
      caption: "\(brand.name) · \(appearance) · \(size.flagName)")
    var second: Frame?
    let compare = query["compare"] ?? "none"
    let (kind, value) = Self.split(compare)
    switch kind {
    case "appearance" where brand.appearances.contains(value):
      second = Frame(
        brand: brand.id, appearance: value, size: size, contexts: contexts,
        caption: "\(brand.name) · \(value) · \(size.flagName)")
    case "size":
      if let other = ContentSize(flag: value) {
        second = Frame(
          brand: brand.id, appearance: appearance, size: other, contexts: contexts,
          caption: "\(brand.name) · \(appearance) · \(other.flagName)")
      }
    case "brand":
      if let other = others.first(where: { $0.id == value }) {
        let shown = other.appearances.contains(appearance) ? appearance : other.appearances[0]
        second = Frame(
          brand: other.id, appearance: shown, size: size, contexts: [:],
          caption: "\(other.name) · \(shown) · \(size.flagName)")
      }
    default:
      break
    }
    self.compare = second == nil ? "none" : compare
    frames = [first] + (second.map { [$0] } ?? [])
  }

  /// The contexts of other modifiers in a query (`m.density=compact`).
  static func contexts(in query: [String: String]) -> [String: String] {
    var result: [String: String] = [:]
    for (key, value) in query where key.hasPrefix("m.") { result[String(key.dropFirst(2))] = value }
    return result
  }

  private static func split(_ compare: String) -> (String, String) {
    guard let colon = compare.firstIndex(of: ":") else { return (compare, "") }
    return (String(compare[..<colon]), String(compare[compare.index(after: colon)...]))
  }

  /// The switchers: brand, appearance, text size, each other modifier, blocks, and beside.
  func switchers(brands: [ReviewBrand]) -> [ReviewPage.Switcher] {
    var list = [
      ReviewPage.Switcher(
        label: "Brand", parameter: "brand", choices: brands.map { ($0.id, $0.name) },
        chosen: brand.id),
      ReviewPage.Switcher(
        label: "Appearance", parameter: "appearance",
        choices: brand.appearances.map { ($0, $0) }, chosen: appearance),
      ReviewPage.Switcher(
        label: "Text size", parameter: "size",
        choices: ContentSize.allCases.map { ($0.flagName, $0.flagName) }, chosen: size.flagName),
    ]
    for modifier in brand.otherModifiers {
      list.append(
        ReviewPage.Switcher(
          label: modifier.name, parameter: "m." + modifier.name,
          choices: modifier.contexts.map { ($0, $0) },
          chosen: contexts[modifier.name] ?? modifier.defaultContext ?? modifier.contexts[0]))
    }
    list.append(
      ReviewPage.Switcher(
        label: "Blocks", parameter: "block",
        choices: [("all", "all")] + BlockKind.allCases.map { ($0.rawValue, $0.rawValue) },
        chosen: block))
    var beside: [(value: String, label: String)] = [("none", "nothing")]
    beside += brand.appearances.filter { $0 != appearance }.map { ("appearance:" + $0, $0) }
    beside += [ContentSize.large, .ax5].filter { $0 != size }.map {
      ("size:" + $0.flagName, $0.flagName)
    }
    beside += brands.filter { $0.id != brand.id }.map { ("brand:" + $0.id, $0.name) }
    list.append(
      ReviewPage.Switcher(label: "Beside", parameter: "compare", choices: beside, chosen: compare))
    return list
  }
}
