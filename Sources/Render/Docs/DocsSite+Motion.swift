import Components
import Theme

/// The Motion page: each motion role's easing curve, and its spring when the brand gives one.
extension DocsSite {
  func motion(_ data: BrandData) -> [String: TemplateValue] {
    guard let theme = data.brand.light else { return [:] }
    let roles: [TemplateValue] = MotionRole.allCases.map { role in
      let value = theme.motion(role)
      let transition = value.value.transition
      let curve = transition.timingFunction
      let name = "motion.\(role.rawValue)"
      let bezier =
        "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map(HTMLEscape.number).joined(separator: ", ")))"
      var context: [String: TemplateValue] = [
        "id": .string("motion-\(role.rawValue)"),
        "name": .string(role.rawValue),
        "token": .string(name),
        "purpose": .string(role.purpose),
        "duration": .string("\(HTMLEscape.number(transition.duration.milliseconds)) ms"),
        "delay": .string("\(HTMLEscape.number(transition.delay.milliseconds)) ms"),
        "hasDelay": .bool(transition.delay.milliseconds > 0),
        "bezier": .string(bezier),
        "curve": .string(
          DocsSVG.bezier(
            curve,
            label:
              "\(name): \(bezier) over \(HTMLEscape.number(transition.duration.milliseconds)) ms")),
        "description": .string(data.description(name, in: theme)?.text ?? ""),
        "chain": Self.chain(value.provenance),
        "usage": Self.usage(data.usage[name] ?? []),
        "code": Self.code(name),
      ]
      if let spring = value.value.spring {
        let settle = (DocsSVG.settlingTime(spring) * 1000).rounded()
        let overshoot = DocsSVG.overshoot(spring)
        context["spring"] = [
          "response": .string("\(HTMLEscape.number(spring.response * 1000)) ms"),
          "damping": .string(HTMLEscape.number(spring.dampingFraction)),
          "settles": .string("\(HTMLEscape.number(settle)) ms"),
          "overshoot": .string(
            overshoot > 0.0005
              ? "\(HTMLEscape.number((overshoot * 1000).rounded() / 10)) %" : "none"),
          "plot": .string(
            DocsSVG.spring(
              spring,
              label:
                "\(name) spring: response \(HTMLEscape.number(spring.response)) s, damping \(HTMLEscape.number(spring.dampingFraction)), settles in \(HTMLEscape.number(settle)) ms"
            )),
        ]
      }
      return .object(context)
    }
    return [
      "lead": .string(
        "The motion roles of \(data.brand.name). Each curve is the role's cubic-bezier easing; where the token carries an org.sptheme.spring extension, the spring apps use on iOS is drawn beside it. Under Reduce Motion every change becomes a short fade."
      ),
      "roles": .array(roles),
    ]
  }
}
