import Components
import Theme

/// Writes a scene as JSON straight into json-c objects (keys in a fixed order), for
/// `.scene.json` snapshots and semantic diffs.
///
/// The snapshots of a theme share most of what their JSON holds: a handful of role colors, fonts
/// and motions, parts' metrics and accessibility, and many whole parts (a button, a divider, a
/// legal line) from state to state. A color's provenance lines (each link's token and
/// `file:line:col`) are most of the cost of its JSON. So each distinct one of these objects, and
/// each distinct childless part, is printed by json-c once for the process at each level it
/// sits at, and its text is added wherever it recurs. Colors count as the same as
/// ``SceneColorText`` tells them apart.
enum SceneJSONWriter {
  /// The scene's JSON text, ending with a newline.
  static func text(_ scene: Scene) -> String {
    var writer = JSONCWriter()
    writer.write(scene)
    return writer.text(endingWithNewline: true)
  }

  /// A value and the level it sits at, which its printed text is indented for. Hashed once, by
  /// the members that tell most such values apart, and compared in full only when the hashes
  /// agree.
  fileprivate struct Placed<Value: SharedJSONValue>: Hashable, Sendable {
    let value: Value
    let level: Int
    let hash: Int

    init(_ value: Value, level: Int) {
      self.value = value
      self.level = level
      var hasher = Hasher()
      hasher.combine(level)
      value.hashDistinctMembers(into: &hasher)
      hash = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (lhs: Placed, rhs: Placed) -> Bool {
      lhs.hash == rhs.hash && lhs.level == rhs.level && lhs.value == rhs.value
    }
  }

  fileprivate static let colors = HashedProcessCache<Placed<SceneColorText.Key>, JSONCWriter.Printed>(capacity: 1024)
  fileprivate static let fonts = HashedProcessCache<Placed<SceneFont>, JSONCWriter.Printed>(capacity: 1024)
  fileprivate static let motions = HashedProcessCache<Placed<SceneMotion>, JSONCWriter.Printed>(capacity: 256)
  fileprivate static let metrics = HashedProcessCache<Placed<Metrics>, JSONCWriter.Printed>(capacity: 1024)
  fileprivate static let accessibility = HashedProcessCache<Placed<Accessibility>, JSONCWriter.Printed>(capacity: 4096)
  fileprivate static let leaves = HashedProcessCache<Placed<SceneNode>, JSONCWriter.Printed>(capacity: 8192)

  /// A length or time to three decimals.
  static func round(_ value: Double) -> Double {
    (value * 1000).rounded() / 1000
  }
}

extension JSONCWriter {
  fileprivate mutating func write(_ scene: Scene) {
    let environment = scene.environment
    beginObject()
    add("brand", scene.brand)
    if let state = scene.state { add("state", state) }
    add("appearance", environment.appearance.rawValue)
    add("contentSize", environment.contentSize.flagName)
    add("width", environment.width)
    add("reduceMotion", environment.reduceMotion)
    add("redacted", environment.redacted)
    add("background", scene.background)
    beginObject("root")
    write(scene.root)
    end()
    end()
  }

  /// A node's members (its object is open): values with the roles and tokens they came from.
  private mutating func write(_ node: SceneNode) {
    add("id", node.id)
    add("kind", node.kind.name)
    node.kind.writeParameters(to: &self)
    if let text = node.text { add("text", text) }
    if let placeholder = node.placeholder { add("placeholder", placeholder) }
    if let background = node.background { add("background", background) }
    if let foreground = node.foreground { add("foreground", foreground) }
    if let border = node.border { add("border", border) }
    if let prompt = node.prompt { add("prompt", prompt) }
    if let font = node.font { add(font) }
    if let radius = node.radius {
      if radius.isInfinite {
        add("radius", "capsule")
      } else {
        add("radius", SceneJSONWriter.round(radius))
      }
    }
    if let padding = node.padding {
      beginArray("padding", capacity: 2)
      append(SceneJSONWriter.round(padding.horizontal))
      append(SceneJSONWriter.round(padding.vertical))
      end()
    }
    if let spacing = node.spacing { add("spacing", SceneJSONWriter.round(spacing)) }
    if let stroke = node.stroke { add("stroke", SceneJSONWriter.round(stroke)) }
    if let motion = node.motion { add(motion) }
    write(node.metrics)
    write(node.accessibility)
    if !node.flags.isEmpty {
      beginArray("flags", capacity: node.flags.count)
      for flag in node.flags.sorted() { append(flag.rawValue) }
      end()
    }
    if node.opacity != 1 { add("opacity", node.opacity) }
    if !node.children.isEmpty {
      beginArray("children", capacity: node.children.count)
      for index in node.children.indices {
        if node.children[index].children.isEmpty {
          append(printedLeaf(node.children[index]))
        } else {
          beginObject()
          write(node.children[index])
          end()
        }
      }
      end()
    }
  }

  private mutating func write(_ metrics: Metrics) {
    guard
      metrics.height != nil || metrics.minHeight != nil || metrics.width != nil
        || metrics.minimumTarget != nil
        || metrics.fullWidth || metrics.wraps
    else { return }
    add("metrics", metrics, printed: SceneJSONWriter.metrics) { writer in
      if let height = metrics.height { writer.add("height", height) }
      if let minHeight = metrics.minHeight { writer.add("minHeight", minHeight) }
      if let width = metrics.width { writer.add("width", width) }
      if let target = metrics.minimumTarget { writer.add("minimumTarget", target) }
      if metrics.fullWidth { writer.add("fullWidth", true) }
      if metrics.wraps { writer.add("wraps", true) }
    }
  }

  private mutating func write(_ accessibility: Accessibility) {
    guard
      accessibility.label != nil || accessibility.hint != nil || accessibility.value != nil
        || !accessibility.traits.isEmpty || accessibility.isHidden
    else { return }
    add("accessibility", accessibility, printed: SceneJSONWriter.accessibility) { writer in
      if let label = accessibility.label { writer.add("label", label) }
      if let hint = accessibility.hint { writer.add("hint", hint) }
      if let value = accessibility.value { writer.add("value", value) }
      if !accessibility.traits.isEmpty {
        writer.beginArray("traits", capacity: accessibility.traits.count)
        for trait in accessibility.traits.sorted() { writer.append(trait.rawValue) }
        writer.end()
      }
      if accessibility.isHidden { writer.add("hidden", true) }
    }
  }

  /// A color under a key.
  private mutating func add(_ key: JSONCWriter.Key, _ color: SceneColor) {
    add(key, SceneColorText.Key(color: color), printed: SceneJSONWriter.colors) { writer in
      let text = SceneColorText.text(color)
      writer.add("hex", text.hex)
      writer.add("source", color.source)
      if let token = color.token { writer.add("token", token) }
      if !text.provenance.isEmpty {
        writer.beginArray("provenance", capacity: text.provenance.count)
        for line in text.provenance { writer.append(line) }
        writer.end()
      }
      if color.wasOutOfGamut { writer.add("outOfGamut", true) }
    }
  }

  /// A font.
  private mutating func add(_ font: SceneFont) {
    add("font", font, printed: SceneJSONWriter.fonts) { writer in
      writer.add("style", font.style.rawValue)
      writer.beginArray("family", capacity: font.family.count)
      for name in font.family { writer.append(name) }
      writer.end()
      writer.add("size", SceneJSONWriter.round(font.size))
      writer.add("weight", font.weight)
      writer.add("lineHeight", SceneJSONWriter.round(font.lineHeight))
      writer.add("letterSpacing", SceneJSONWriter.round(font.letterSpacing))
      if font.underline { writer.add("underline", true) }
      if font.tabularFigures { writer.add("tabularFigures", true) }
    }
  }

  /// A motion.
  private mutating func add(_ motion: SceneMotion) {
    add("motion", motion, printed: SceneJSONWriter.motions) { writer in
      writer.add("source", motion.source)
      writer.add("duration", SceneJSONWriter.round(motion.duration))
      if let curve = motion.timingFunction {
        writer.beginArray("timingFunction", capacity: 4)
        for number in [curve.x1, curve.y1, curve.x2, curve.y2] { writer.append(SceneJSONWriter.round(number)) }
        writer.end()
      }
    }
  }

  /// A childless part's object, to add at this level.
  private func printedLeaf(_ node: SceneNode) -> Printed {
    let level = level
    return SceneJSONWriter.leaves.value(for: SceneJSONWriter.Placed(node, level: level)) {
      Printed(level: level) { writer in
        writer.beginObject()
        writer.write(node)
        writer.end()
      }
    }
  }

  /// Adds the object for `value` under `key`: the text printed for an equal value at this
  /// level before, or printed now from the members `build` adds.
  private mutating func add<Value: SharedJSONValue>(
    _ key: JSONCWriter.Key, _ value: Value,
    printed cache: HashedProcessCache<SceneJSONWriter.Placed<Value>, JSONCWriter.Printed>,
    build: (inout JSONCWriter) -> Void
  ) {
    let level = level
    let printed = cache.value(for: SceneJSONWriter.Placed(value, level: level)) {
      JSONCWriter.Printed(level: level) { writer in
        writer.beginObject()
        build(&writer)
        writer.end()
      }
    }
    add(key, printed)
  }
}

/// A value whose JSON object is printed once and shared.
private protocol SharedJSONValue: Equatable, Sendable {
  /// Hashes the few members that tell most values of the type apart: cheaper than hashing them
  /// all, as equal values still hash the same.
  func hashDistinctMembers(into hasher: inout Hasher)
}

extension SceneColorText.Key: SharedJSONValue {
  func hashDistinctMembers(into hasher: inout Hasher) {
    hasher.combine(color.red)
    hasher.combine(color.green)
    hasher.combine(color.blue)
    hasher.combine(color.alpha)
  }
}

extension SceneFont: SharedJSONValue {
  fileprivate func hashDistinctMembers(into hasher: inout Hasher) {
    hasher.combine(style)
    hasher.combine(size)
    hasher.combine(weight)
  }
}

extension SceneMotion: SharedJSONValue {
  fileprivate func hashDistinctMembers(into hasher: inout Hasher) {
    hasher.combine(source)
    hasher.combine(duration)
  }
}

extension Metrics: SharedJSONValue {
  fileprivate func hashDistinctMembers(into hasher: inout Hasher) {
    hasher.combine(height)
    hasher.combine(minHeight)
    hasher.combine(width)
  }
}

extension Accessibility: SharedJSONValue {
  fileprivate func hashDistinctMembers(into hasher: inout Hasher) {
    hasher.combine(label)
    hasher.combine(value)
    hasher.combine(hint)
  }
}

extension SceneNode: SharedJSONValue {
  fileprivate func hashDistinctMembers(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(text)
    hasher.combine(font?.size)
    hasher.combine(foreground?.red)
    hasher.combine(background?.red)
  }
}
