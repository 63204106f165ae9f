extension Part {
  /// An indented text form of the tree, one part a line, for tests and golden files.
  ///
  /// Each line reads `kind #id "text" {bindings} [metrics] (accessibility) <flags>`, with empty
  /// groups left out, children indented by two spaces. The output is deterministic.
  public func dump() -> String {
    var lines: [String] = []
    appendDump(to: &lines, depth: 0)
    return lines.joined(separator: "\n") + "\n"
  }

  private func appendDump(to lines: inout [String], depth: Int) {
    var line = String(repeating: "  ", count: depth) + kindDescription + " #" + id
    if let text { line += " \"\(text)\"" }
    if let placeholder { line += " prompt:\"\(placeholder)\"" }
    let bindingText = bindingsDescription
    if !bindingText.isEmpty { line += " {" + bindingText + "}" }
    let metricText = metricsDescription
    if !metricText.isEmpty { line += " [" + metricText + "]" }
    let a11yText = accessibilityDescription
    if !a11yText.isEmpty { line += " (" + a11yText + ")" }
    if !flags.isEmpty { line += " <" + flags.sorted().map(\.rawValue).joined(separator: ",") + ">" }
    lines.append(line)
    for child in children { child.appendDump(to: &lines, depth: depth + 1) }
  }

  var kindDescription: String {
    switch kind {
    case .stack(let axis, let spacing, let alignment):
      return "\(axis == .vertical ? "vstack" : "hstack")(\(spacing),\(alignment.rawValue))"
    case .card(let spacing): return "card(\(spacing))"
    case .text: return "text"
    case .field(let spec):
      return "\(spec.isSecure ? "secureField" : "field")(\(spec.contentType.rawValue),"
        + "\(spec.keyboard.rawValue),return:\(spec.returnKey.rawValue))"
    case .button(let style): return "button(\(style.rawValue))"
    case .link: return "link"
    case .divider: return "divider"
    case .icon(let name): return "icon(\(name))"
    case .spinner: return "spinner"
    case .check: return "check"
    case .codeBoxes(let length): return "codeBoxes(\(length))"
    case .ruleList: return "ruleList"
    case .rule(let met): return "rule(\(met ? "met" : "unmet"))"
    case .stepTrack(let current, let total): return "stepTrack(\(current)/\(total))"
    case .capsule: return "capsule"
    case .toast(let success): return "toast(\(success ? "success" : "failure"))"
    case .alert: return "alert"
    case .spacer: return "spacer"
    }
  }

  private var bindingsDescription: String {
    var items: [String] = []
    let b = bindings
    if let v = b.background { items.append("bg=\(v)") }
    if let v = b.foreground { items.append("fg=\(v)") }
    if let v = b.border { items.append("border=\(v)") }
    if let v = b.prompt { items.append("prompt=\(v)") }
    if let v = b.font { items.append("font=\(v)") }
    if let v = b.radius { items.append("\(v)") }
    if let v = b.padding { items.append("pad=\(v)") }
    if let v = b.stroke { items.append("stroke.\(v.rawValue)") }
    if let v = b.motion { items.append("\(v)") }
    return items.joined(separator: " ")
  }

  private var metricsDescription: String {
    var items: [String] = []
    let m = metrics
    func pt(_ v: Double) -> String { v == Double(Int(v)) ? "\(Int(v))" : "\(v)" }
    if let v = m.height { items.append("h=\(pt(v))") }
    if let v = m.minHeight { items.append("minH=\(pt(v))") }
    if let v = m.width { items.append("w=\(pt(v))") }
    if let v = m.minimumTarget { items.append("target=\(pt(v))") }
    if let v = m.scalesWith { items.append("scales:\(v.rawValue)") }
    if m.targetReachesAround { items.append("target-reaches-around") }
    if m.sharesWidth { items.append("shares-width") }
    if m.wraps { items.append("wraps") }
    if m.fullWidth { items.append("full-width") }
    return items.joined(separator: " ")
  }

  private var accessibilityDescription: String {
    var items: [String] = []
    let a = accessibility
    if a.isHidden { items.append("hidden") }
    if let v = a.label { items.append("label:\"\(v)\"") }
    if let v = a.hint { items.append("hint:\"\(v)\"") }
    if let v = a.value { items.append("value:\"\(v)\"") }
    if !a.traits.isEmpty { items.append(a.traits.sorted().map(\.rawValue).joined(separator: ",")) }
    if a.combinesChildren { items.append("combined") }
    if a.spellsOut { items.append("spells-out") }
    return items.joined(separator: " ")
  }
}
