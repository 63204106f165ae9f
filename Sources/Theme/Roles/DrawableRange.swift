/// The range of numbers a UI can draw, checked once when a theme is built.
///
/// JSON allows any finite number, but a length of `1e20` px, a lineHeight of `1e20` or a
/// duration of `1e20` ms cannot be laid out, animated or written as a CSS value a browser
/// keeps. A theme holds no token whose geometry or timing lies outside these limits, so no
/// renderer ever meets one; `check` reports each with the limit and the token's place. Colors
/// must convert to finite sRGB and OKLCH numbers (``undrawableReason(_:)``).
public enum DrawableRange {
  /// The largest length, in points (either sign): 100,000 pt is some 30 m of screen.
  public static let maxPoints = 100_000.0
  /// The largest line height, as a multiple of the font size.
  public static let maxLineHeight = 100.0
  /// The longest duration or delay, in milliseconds (ten minutes).
  public static let maxMilliseconds = 600_000.0
  /// The largest cubic Bézier y coordinate (either sign).
  public static let maxBezierY = 1_000.0
  /// The longest spring response, in seconds.
  public static let maxSpringResponse = 600.0
  /// The largest spring damping fraction.
  public static let maxDampingFraction = 1_000.0

  /// One number of a value that lies outside its limit.
  struct Excess {
    /// What the number is (`fontSize`, `duration`, `y1`).
    var what: String
    /// The number as written, with its unit.
    var written: String
    /// The limit, in words.
    var limit: String
  }

  /// Checks every token a theme holds (roles or not: docs draw them all) and reports each number
  /// outside what a UI can draw, at the token that writes it.
  static func diagnostics(for tokens: [ResolvedToken], fallback: SourceLocation) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for token in tokens where token.entry.next == nil {
      for excess in excesses(in: token.value) {
        findings.append(
          diagnostic(
            excess, token: token.name, location: token.provenance.first?.location ?? fallback))
      }
    }
    return findings
  }

  /// The finding for one number out of range.
  static func diagnostic(_ excess: Excess, token: String, location: SourceLocation?) -> Diagnostic {
    Diagnostic(
      .error, rule: .themeOutOfRange,
      message:
        "\(token): \(excess.what) \(excess.written) is outside what a UI can draw (\(excess.limit))",
      location: location, tokenPath: token,
      hint: "use a value within the limit; SPTheme refuses it so no renderer has to guess")
  }

  /// The numbers of one value that lie outside their limits.
  static func excesses(in value: TokenValue) -> [Excess] {
    var found: [Excess] = []
    switch value {
    case .dimension(let dimension): length(dimension, "length", &found)
    case .duration(let duration): time(duration, "duration", &found)
    case .cubicBezier(let bezier): curve(bezier, &found)
    case .strokeStyle(let style): stroke(style, &found)
    case .color(let color): self.color(color, "color", &found)
    case .gradient(let stops):
      for stop in stops { color(stop.color, "gradient color", &found) }
    case .border(let border):
      color(border.color, "border color", &found)
      length(border.width, "width", &found)
      stroke(border.style, &found)
    case .transition(let transition):
      time(transition.duration, "duration", &found)
      time(transition.delay, "delay", &found)
      curve(transition.timingFunction, &found)
    case .shadow(let layers):
      for layer in layers {
        color(layer.color, "shadow color", &found)
        length(layer.offsetX, "offsetX", &found)
        length(layer.offsetY, "offsetY", &found)
        length(layer.blur, "blur", &found)
        length(layer.spread, "spread", &found)
      }
    case .typography(let typography):
      length(typography.fontSize, "fontSize", &found)
      length(typography.letterSpacing, "letterSpacing", &found)
      if !(abs(typography.lineHeight) <= maxLineHeight) {
        found.append(
          Excess(
            what: "lineHeight", written: "\(typography.lineHeight)",
            limit: "at most \(Int(maxLineHeight))"))
      }
    case .fontFamily, .fontWeight, .number: break
    }
    return found
  }

  /// The spring parameters of a motion role, when out of range.
  static func excesses(in spring: Motion.Spring) -> [Excess] {
    var found: [Excess] = []
    if !(abs(spring.response) <= maxSpringResponse) {
      found.append(
        Excess(
          what: "spring response", written: "\(spring.response) s",
          limit: "at most \(Int(maxSpringResponse)) s"))
    }
    if !(abs(spring.dampingFraction) <= maxDampingFraction) {
      found.append(
        Excess(
          what: "spring dampingFraction", written: "\(spring.dampingFraction)",
          limit: "at most \(Int(maxDampingFraction))"))
    }
    return found
  }

  private static func length(_ dimension: Dimension, _ what: String, _ found: inout [Excess]) {
    guard !(abs(dimension.points) <= maxPoints) else { return }
    found.append(
      Excess(
        what: what, written: "\(dimension.value) \(dimension.unit.rawValue)",
        limit: "at most ±\(Int(maxPoints)) px, or \(Int(maxPoints / 16)) rem"))
  }

  private static func time(_ duration: Duration, _ what: String, _ found: inout [Excess]) {
    guard !(abs(duration.milliseconds) <= maxMilliseconds) else { return }
    found.append(
      Excess(
        what: what, written: "\(duration.value) \(duration.unit.rawValue)",
        limit: "at most \(Int(maxMilliseconds)) ms, or \(Int(maxMilliseconds / 1000)) s"))
  }

  private static func curve(_ bezier: CubicBezier, _ found: inout [Excess]) {
    for (name, y) in [("y1", bezier.y1), ("y2", bezier.y2)] where !(abs(y) <= maxBezierY) {
      found.append(
        Excess(what: "cubicBezier \(name)", written: "\(y)", limit: "at most ±\(Int(maxBezierY))"))
    }
  }

  private static func stroke(_ style: StrokeStyle, _ found: inout [Excess]) {
    guard case .custom(let dashes, _) = style else { return }
    for dash in dashes { length(dash, "dashArray length", &found) }
  }
}
