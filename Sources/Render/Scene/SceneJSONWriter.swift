import Components
import Theme

/// Writes a scene as JSON straight into json-c objects (keys in a fixed order), for
/// `.scene.json` snapshots and semantic diffs.
///
/// A scene's parts share a handful of role colors, fonts and motions, and a color's provenance
/// lines (each link's token and `file:line:col`) are most of the cost of its JSON. Each
/// distinct one is built once and added again wherever it recurs (json-c counts the
/// references). Colors count as the same as ``SceneColorText`` tells them apart, and their
/// members' text comes from its process cache.
struct SceneJSONWriter: ~Copyable {
  private var writer = JSONCWriter()
  private var colors: [(value: SceneColorText.Key, json: JSONCWriter.Shared)] = []
  private var fonts: [(value: SceneFont, json: JSONCWriter.Shared)] = []
  private var motions: [(value: SceneMotion, json: JSONCWriter.Shared)] = []

  /// The scene's JSON text, ending with a newline.
  static func text(_ scene: Scene) -> String {
    var json = SceneJSONWriter()
    json.write(scene)
    return json.writer.text(endingWithNewline: true)
  }

  private mutating func write(_ scene: Scene) {
    let environment = scene.environment
    writer.beginObject()
    writer.add("brand", scene.brand)
    if let state = scene.state { writer.add("state", state) }
    writer.add("appearance", environment.appearance.rawValue)
    writer.add("contentSize", environment.contentSize.flagName)
    writer.add("width", environment.width)
    writer.add("reduceMotion", environment.reduceMotion)
    writer.add("redacted", environment.redacted)
    add("background", scene.background)
    writer.beginObject("root")
    write(scene.root)
    writer.end()
    writer.end()
  }

  /// A node's members (its object is open): values with the roles and tokens they came from.
  private mutating func write(_ node: SceneNode) {
    writer.add("id", node.id)
    writer.add("kind", node.kind.name)
    node.kind.writeParameters(to: &writer)
    if let text = node.text { writer.add("text", text) }
    if let placeholder = node.placeholder { writer.add("placeholder", placeholder) }
    if let background = node.background { add("background", background) }
    if let foreground = node.foreground { add("foreground", foreground) }
    if let border = node.border { add("border", border) }
    if let prompt = node.prompt { add("prompt", prompt) }
    if let font = node.font { add(font) }
    if let radius = node.radius {
      if radius.isInfinite {
        writer.add("radius", "capsule")
      } else {
        writer.add("radius", Self.round(radius))
      }
    }
    if let padding = node.padding {
      writer.beginArray("padding", capacity: 2)
      writer.append(Self.round(padding.horizontal))
      writer.append(Self.round(padding.vertical))
      writer.end()
    }
    if let spacing = node.spacing { writer.add("spacing", Self.round(spacing)) }
    if let stroke = node.stroke { writer.add("stroke", Self.round(stroke)) }
    if let motion = node.motion { add(motion) }
    write(node.metrics)
    write(node.accessibility)
    if !node.flags.isEmpty {
      writer.beginArray("flags", capacity: node.flags.count)
      for flag in node.flags.sorted() { writer.append(flag.rawValue) }
      writer.end()
    }
    if node.opacity != 1 { writer.add("opacity", node.opacity) }
    if !node.children.isEmpty {
      writer.beginArray("children", capacity: node.children.count)
      for index in node.children.indices {
        writer.beginObject()
        write(node.children[index])
        writer.end()
      }
      writer.end()
    }
  }

  private mutating func write(_ metrics: Metrics) {
    guard
      metrics.height != nil || metrics.minHeight != nil || metrics.width != nil
        || metrics.minimumTarget != nil
        || metrics.fullWidth || metrics.wraps
    else { return }
    writer.beginObject("metrics")
    if let height = metrics.height { writer.add("height", height) }
    if let minHeight = metrics.minHeight { writer.add("minHeight", minHeight) }
    if let width = metrics.width { writer.add("width", width) }
    if let target = metrics.minimumTarget { writer.add("minimumTarget", target) }
    if metrics.fullWidth { writer.add("fullWidth", true) }
    if metrics.wraps { writer.add("wraps", true) }
    writer.end()
  }

  private mutating func write(_ accessibility: Accessibility) {
    guard
      accessibility.label != nil || accessibility.hint != nil || accessibility.value != nil
        || !accessibility.traits.isEmpty || accessibility.isHidden
    else { return }
    writer.beginObject("accessibility")
    if let label = accessibility.label { writer.add("label", label) }
    if let hint = accessibility.hint { writer.add("hint", hint) }
    if let value = accessibility.value { writer.add("value", value) }
    if !accessibility.traits.isEmpty {
      writer.beginArray("traits", capacity: accessibility.traits.count)
      for trait in accessibility.traits.sorted() { writer.append(trait.rawValue) }
      writer.end()
    }
    if accessibility.isHidden { writer.add("hidden", true) }
    writer.end()
  }

  /// A color under a key: built the first time, shared after that.
  private mutating func add(_ key: JSONCWriter.Key, _ color: SceneColor) {
    let identity = SceneColorText.Key(color: color)
    Self.addShared(identity, key, in: &colors, writer: &writer) { writer in
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

  /// A font: built the first time, shared after that.
  private mutating func add(_ font: SceneFont) {
    Self.addShared(font, "font", in: &fonts, writer: &writer) { writer in
      writer.add("style", font.style.rawValue)
      writer.beginArray("family", capacity: font.family.count)
      for name in font.family { writer.append(name) }
      writer.end()
      writer.add("size", Self.round(font.size))
      writer.add("weight", font.weight)
      writer.add("lineHeight", Self.round(font.lineHeight))
      writer.add("letterSpacing", Self.round(font.letterSpacing))
      if font.underline { writer.add("underline", true) }
      if font.tabularFigures { writer.add("tabularFigures", true) }
    }
  }

  /// A motion: built the first time, shared after that.
  private mutating func add(_ motion: SceneMotion) {
    Self.addShared(motion, "motion", in: &motions, writer: &writer) { writer in
      writer.add("source", motion.source)
      writer.add("duration", Self.round(motion.duration))
      if let curve = motion.timingFunction {
        writer.beginArray("timingFunction", capacity: 4)
        for number in [curve.x1, curve.y1, curve.x2, curve.y2] { writer.append(Self.round(number)) }
        writer.end()
      }
    }
  }

  /// Adds the object for `value` under `key`: the one already built for an equal value, or one
  /// that `build` fills now and `table` keeps for the next.
  private static func addShared<Value: Equatable>(
    _ value: Value, _ key: JSONCWriter.Key, in table: inout [(value: Value, json: JSONCWriter.Shared)],
    writer: inout JSONCWriter, build: (inout JSONCWriter) -> Void
  ) {
    if let known = table.firstIndex(where: { $0.value == value }) {
      writer.add(key, table[known].json)
      return
    }
    writer.beginObject(key)
    build(&writer)
    table.append((value, writer.endShared()))
  }

  /// A length or time to three decimals.
  static func round(_ value: Double) -> Double {
    (value * 1000).rounded() / 1000
  }
}
