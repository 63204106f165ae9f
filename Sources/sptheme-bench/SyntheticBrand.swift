import Platform
import Theme

/// A synthetic DTCG brand of a given size: all 13 types, 30 % aliases with chains up to 5,
/// groups six deep, some `$extends`, and two appearances through a resolver.
struct SyntheticBrand {
  let tokens: Int

  /// Writes `base.tokens.json`, `light.tokens.json`, `dark.tokens.json` and
  /// `synthetic.resolver.json` into a folder; returns the resolver's path and the bytes written.
  func save(in folder: String) throws -> (resolver: String, bytes: Int) {
    try FileSystem.createFolder(folder)
    var generator = Generator(seed: UInt64(tokens))
    let perAppearance = tokens / 10
    let base = generator.group(count: tokens - 2 * perAppearance, prefix: "base")
    let light = generator.roles(
      count: perAppearance, appearance: "light", baseCount: tokens - 2 * perAppearance)
    let dark = generator.roles(
      count: perAppearance, appearance: "dark", baseCount: tokens - 2 * perAppearance)
    let resolver = """
      {
        "name": "Synthetic \(tokens)",
        "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
        "modifiers": {
          "appearance": {
            "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] },
            "default": "light"
          }
        },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/appearance" }]
      }
      """
    var total = 0
    for (name, text) in [
      ("base.tokens.json", base), ("light.tokens.json", light), ("dark.tokens.json", dark),
      ("synthetic.resolver.json", resolver),
    ] {
      try FileSystem.write(text, to: folder + "/" + name)
      total += text.utf8.count
    }
    return (folder + "/synthetic.resolver.json", total)
  }
}

/// A small deterministic generator (SplitMix64).
private struct Generator {
  var state: UInt64

  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func unit() -> Double { Double(next() % 10_000) / 10_000 }
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }

  static let types = [
    "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
    "strokeStyle", "border",
    "transition", "shadow", "gradient", "typography",
  ]

  /// The path of literal token i: six groups deep.
  static func path(_ index: Int) -> [String] {
    [
      "g\(index % 7)", "h\(index / 7 % 5)", "i\(index / 35 % 4)", "j\(index / 140 % 6)",
      "k\(index / 840 % 8)", "l\(index / 6720)", "t\(index)",
    ]
  }

  static func type(of index: Int) -> String { types[index % types.count] }

  mutating func literal(_ type: String) -> String {
    func dimension() -> String { "{ \"value\": \(below(64)), \"unit\": \"px\" }" }
    func color() -> String {
      "{ \"colorSpace\": \"srgb\", \"components\": [\(unit()), \(unit()), \(unit())] }"
    }
    func duration() -> String { "{ \"value\": \(below(800)), \"unit\": \"ms\" }" }
    switch type {
    case "color":
      return below(4) == 0
        ? "{ \"colorSpace\": \"oklch\", \"components\": [\(unit()), \(unit() * 0.3), \(below(359))] }"
        : color()
    case "dimension": return dimension()
    case "fontFamily": return "[\"Inter\", \"system-ui\", \"sans-serif\"]"
    case "fontWeight": return "\(100 * (1 + below(9)))"
    case "duration": return duration()
    case "cubicBezier": return "[\(unit()), \(unit()), \(unit()), \(unit())]"
    case "number": return "\(unit() * 4)"
    case "strokeStyle":
      return below(2) == 0
        ? "\"solid\"" : "{ \"dashArray\": [\(dimension())], \"lineCap\": \"round\" }"
    case "border":
      return "{ \"color\": \(color()), \"width\": \(dimension()), \"style\": \"solid\" }"
    case "transition":
      return
        "{ \"duration\": \(duration()), \"delay\": \(duration()), \"timingFunction\": [0.4, 0, 0.2, 1] }"
    case "shadow":
      return
        "{ \"color\": \(color()), \"offsetX\": \(dimension()), \"offsetY\": \(dimension()), \"blur\": \(dimension()), \"spread\": \(dimension()) }"
    case "gradient":
      return
        "[{ \"color\": \(color()), \"position\": 0 }, { \"color\": \(color()), \"position\": 1 }]"
    default:
      return
        "{ \"fontFamily\": [\"Inter\"], \"fontSize\": \(dimension()), \"fontWeight\": 400, \"letterSpacing\": { \"value\": 0, \"unit\": \"px\" }, \"lineHeight\": 1.3 }"
    }
  }

  /// Tokens as nested groups; 30 % are aliases to an earlier token of the same type, in chains
  /// of up to five; a few groups extend a sibling.
  mutating func group(count: Int, prefix: String) -> String {
    var tree = Node()
    var chainLength: [Int] = []
    for index in 0..<count {
      let type = Self.type(of: index)
      var value = literal(type)
      var length = 0
      if index >= Self.types.count * 2, below(10) < 3 {
        var target = index - Self.types.count * (1 + below(min(index / Self.types.count - 1, 40)))
        if chainLength[target] >= 4 { target = index - Self.types.count * (1 + below(2)) }
        value = "\"{" + Self.path(target).joined(separator: ".") + "}\""
        length = min(5, chainLength[target] + 1)
      }
      chainLength.append(length)
      tree.insert(Self.path(index), "{ \"$type\": \"\(type)\", \"$value\": \(value) }")
    }
    var text = ""
    tree.write(
      to: &text, name: nil,
      extending: { path in path.count == 6 && path.last == "l1" ? "g0.h0.i0.j0.k0.l0" : nil },
      path: [])
    return text
  }

  /// Appearance tokens: aliases into the base set, plus a few literals.
  mutating func roles(count: Int, appearance: String, baseCount: Int) -> String {
    var members: [String] = []
    for index in 0..<count {
      let target = below(baseCount)
      let type = Self.type(of: target)
      let value =
        below(4) == 0 ? literal(type) : "\"{" + Self.path(target).joined(separator: ".") + "}\""
      members.append("\"r\(index)\": { \"$type\": \"\(type)\", \"$value\": \(value) }")
    }
    return "{ \"\(appearance)\": { \(members.joined(separator: ",\n ")) } }"
  }
}

/// A tree of groups for writing nested JSON.
private struct Node {
  var children: [(String, Node)] = []
  var index: [String: Int] = [:]
  var token: String?

  mutating func insert(_ path: [String], _ token: String) {
    guard let first = path.first else {
      self.token = token
      return
    }
    if let position = index[first] {
      children[position].1.insert(Array(path.dropFirst()), token)
    } else {
      var child = Node()
      child.insert(Array(path.dropFirst()), token)
      index[first] = children.count
      children.append((first, child))
    }
  }

  func write(to text: inout String, name: String?, extending: ([String]) -> String?, path: [String])
  {
    if let token {
      text += token
      return
    }
    text += "{"
    var first = true
    if let target = extending(path) {
      text += "\"$extends\": \"{\(target)}\""
      first = false
    }
    for (key, child) in children {
      if !first { text += ",\n" }
      first = false
      text += "\"\(key)\": "
      child.write(to: &text, name: key, extending: extending, path: path + [key])
    }
    text += "}"
  }
}
