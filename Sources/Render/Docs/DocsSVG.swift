import Platform
import Theme

/// The inline SVG drawings of the docs pages: easing curves, spring responses and Dynamic Type
/// size charts.
///
/// Every drawing is built from numbers the generator computes (formatted with
/// ``HTMLEscape/number(_:)``, so the same theme gives the same bytes) and from labels escaped
/// here; colors come from classes the docs stylesheet defines, so a brand team's templates can
/// restyle them.
enum DocsSVG {
  /// A cubic-bezier easing curve in its unit square, with the control handles and the linear
  /// diagonal for reference.
  static func bezier(_ curve: CubicBezier, label: String) -> String {
    let low = min(0, curve.y1, curve.y2)
    let high = max(1, curve.y1, curve.y2)
    let size = 200.0
    let pad = 20.0
    let height = 200.0
    let scaleY = (height - 2 * pad) / (high - low)
    let scaleX = size - 2 * pad
    func x(_ t: Double) -> String { n(pad + t * scaleX) }
    func y(_ v: Double) -> String { n(height - pad - (v - low) * scaleY) }
    let path =
      "M\(x(0)) \(y(0)) C\(x(curve.x1)) \(y(curve.y1)) \(x(curve.x2)) \(y(curve.y2)) \(x(1)) \(y(1))"
    return """
      <svg class="plot" viewBox="0 0 \(n(size)) \(n(height))" width="\(n(size))" height="\(n(height))" role="img" aria-label="\(label.htmlEscaped)">\
      <title>\(label.htmlEscaped)</title>\
      <rect class="plot-frame" x="\(x(0))" y="\(y(1))" width="\(n(scaleX))" height="\(n(scaleY))"/>\
      <line class="plot-reference" x1="\(x(0))" y1="\(y(0))" x2="\(x(1))" y2="\(y(1))"/>\
      <line class="plot-handle" x1="\(x(0))" y1="\(y(0))" x2="\(x(curve.x1))" y2="\(y(curve.y1))"/>\
      <line class="plot-handle" x1="\(x(1))" y1="\(y(1))" x2="\(x(curve.x2))" y2="\(y(curve.y2))"/>\
      <path class="plot-curve" d="\(path)"/>\
      <circle class="plot-point" cx="\(x(curve.x1))" cy="\(y(curve.y1))" r="4"/>\
      <circle class="plot-point" cx="\(x(curve.x2))" cy="\(y(curve.y2))" r="4"/>\
      <text class="plot-label" x="\(x(0))" y="\(n(height - 4))">time</text>\
      <text class="plot-label" x="\(n(pad - 6))" y="\(y(1))" transform="rotate(-90 \(n(pad - 6)) \(y(1)))" text-anchor="end">progress</text>\
      </svg>
      """
  }

  /// How a SwiftUI spring moves from 0 to 1: stiffness (2π / response)², damping 4πζ / response,
  /// unit mass.
  static func springPosition(_ spring: Motion.Spring, at t: Double) -> Double {
    let omega = 2 * Double.pi / max(spring.response, 0.001)
    let zeta = max(spring.dampingFraction, 0)
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      return 1 - Math.exp(-zeta * omega * t)
        * (Math.cos(damped * t) + zeta * omega / damped * Math.sin(damped * t))
    } else if zeta == 1 {
      return 1 - Math.exp(-omega * t) * (1 + omega * t)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      // x(0) = 0, x'(0) = 0.
      let c2 = r1 / (r2 - r1)
      let c1 = -1 - c2
      return 1 + c1 * Math.exp(r1 * t) + c2 * Math.exp(r2 * t)
    }
  }

  /// The time after which the spring stays within 0.5 % of its target, in seconds (at most 5).
  static func settlingTime(_ spring: Motion.Spring) -> Double {
    var last = 0.0
    var t = 0.0
    while t <= 5 {
      if abs(1 - springPosition(spring, at: t)) > 0.005 { last = t }
      t += 0.001
    }
    return last
  }

  /// The largest overshoot past the target, as a fraction (0 when critically or over-damped).
  static func overshoot(_ spring: Motion.Spring) -> Double {
    var peak = 0.0
    var t = 0.0
    while t <= 5 {
      peak = max(peak, springPosition(spring, at: t) - 1)
      t += 0.002
    }
    return peak
  }

  /// A spring's position over time until it settles, with the target and the settling time marked.
  static func spring(_ spring: Motion.Spring, label: String) -> String {
    let settle = settlingTime(spring)
    let end = max(settle * 1.2, 0.05)
    let high = max(1.0, 1 + overshoot(spring))
    let width = 240.0
    let height = 200.0
    let pad = 20.0
    let scaleX = (width - 2 * pad) / end
    let scaleY = (height - 2 * pad) / high
    func x(_ t: Double) -> String { n(pad + t * scaleX) }
    func y(_ v: Double) -> String { n(height - pad - v * scaleY) }
    var points: [String] = []
    let steps = 96
    for step in 0...steps {
      let t = end * Double(step) / Double(steps)
      points.append("\(x(t)) \(y(springPosition(spring, at: t)))")
    }
    return """
      <svg class="plot" viewBox="0 0 \(n(width)) \(n(height))" width="\(n(width))" height="\(n(height))" role="img" aria-label="\(label.htmlEscaped)">\
      <title>\(label.htmlEscaped)</title>\
      <line class="plot-axis" x1="\(x(0))" y1="\(y(0))" x2="\(x(end))" y2="\(y(0))"/>\
      <line class="plot-target" x1="\(x(0))" y1="\(y(1))" x2="\(x(end))" y2="\(y(1))"/>\
      <line class="plot-reference" x1="\(x(settle))" y1="\(y(0))" x2="\(x(settle))" y2="\(y(high))"/>\
      <polyline class="plot-curve" points="\(points.joined(separator: " "))"/>\
      <text class="plot-label" x="\(x(0))" y="\(n(height - 4))">0 ms</text>\
      <text class="plot-label" x="\(x(settle))" y="\(n(height - 4))" text-anchor="middle">\(n((settle * 1000).rounded())) ms</text>\
      <text class="plot-label" x="\(n(width - pad))" y="\(n(pad - 6))" text-anchor="end">target</text>\
      </svg>
      """
  }

  /// One bar per Dynamic Type size, the Large bar and the accessibility sizes marked.
  ///
  /// - Parameters:
  ///   - sizes: Point sizes in the order of ``ContentSize/allCases``.
  ///   - maximum: The size that fills the chart's height (shared by the charts of one page).
  static func dynamicType(_ sizes: [Double], maximum: Double, label: String) -> String {
    let bar = 20.0
    let gap = 6.0
    let top = 16.0
    let bottom = 18.0
    let plot = 96.0
    let width = Double(sizes.count) * (bar + gap) - gap
    let height = top + plot + bottom
    var body = ""
    for (index, size) in sizes.enumerated() {
      let content = ContentSize.allCases[index]
      let h = max(1, plot * size / max(maximum, 1))
      let x = Double(index) * (bar + gap)
      let kind =
        content == .large ? "bar bar-large" : (content.isAccessibilitySize ? "bar bar-ax" : "bar")
      body += "<g><title>\(content.rawValue.htmlEscaped): \(n(size)) pt</title>"
      body +=
        "<rect class=\"\(kind)\" x=\"\(n(x))\" y=\"\(n(top + plot - h))\" width=\"\(n(bar))\" height=\"\(n(h))\" rx=\"2\"/>"
      body +=
        "<text class=\"bar-value\" x=\"\(n(x + bar / 2))\" y=\"\(n(top + plot - h - 4))\" text-anchor=\"middle\">\(n(size.rounded()))</text>"
      body +=
        "<text class=\"bar-label\" x=\"\(n(x + bar / 2))\" y=\"\(n(height - 4))\" text-anchor=\"middle\">\(shortName(content))</text></g>"
    }
    return """
      <svg class="chart" viewBox="0 0 \(n(width)) \(n(height))" width="\(n(width))" height="\(n(height))" role="img" aria-label="\(label.htmlEscaped)">\
      <title>\(label.htmlEscaped)</title>\(body)</svg>
      """
  }

  /// `xS`, `L`, `A3`: a content size in two or three letters under a bar.
  static func shortName(_ size: ContentSize) -> String {
    switch size {
    case .xSmall: "xS"
    case .small: "S"
    case .medium: "M"
    case .large: "L"
    case .xLarge: "xL"
    case .xxLarge: "2xL"
    case .xxxLarge: "3xL"
    case .ax1: "A1"
    case .ax2: "A2"
    case .ax3: "A3"
    case .ax4: "A4"
    case .ax5: "A5"
    }
  }

  private static func n(_ value: Double) -> String { HTMLEscape.number(value) }
}
