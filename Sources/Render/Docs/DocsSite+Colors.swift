import Components
import Theme

/// The Colors page: every color role in each appearance.
extension DocsSite {
  func colors(_ data: BrandData) -> [String: TemplateValue] {
    let themes = data.brand.shown
    let roles: [TemplateValue] = ColorRole.allCases.map { role in
      let name = "color.\(role.rawValue)"
      let appearances: [TemplateValue] = themes.map { theme in
        let value = theme.color(role)
        let mapped = value.value.coordinates.mappedToSRGB()
        let hex = value.value.srgbHex
        let note = data.description(name, in: theme)
        let chip = Self.chip(value.value.coordinates, appearance: theme.appearance)
        // The palette at the top of the page sits on the white page whatever the appearance.
        let paletteEdge = Self.chip(value.value.coordinates, appearance: "light")["edge"]
        return .object(
          chip.merging([
            "paletteEdge": paletteEdge ?? .bool(false),
            "appearance": .string(theme.appearance),
            "role": .string(role.rawValue),
            "hex": .string(hex),
            "hexLabel": .string(Self.hexLabel(hex)),
            "original": .string(Self.original(value.value)),
            "isSRGB": .bool(value.value.colorSpace == .srgb),
            "outOfGamut": .bool(mapped.wasOutOfGamut),
            "translucent": .bool(value.value.alpha < 1),
            "chain": Self.chain(value.provenance),
            "description": .string(note?.text ?? ""),
            "descriptionFrom": .string(note.map { $0.from == name ? "" : $0.from } ?? ""),
            "deprecation": .string(data.deprecation(name, in: theme) ?? ""),
          ]) { $1 })
      }
      // The description and deprecation are shown once when every appearance agrees.
      let notes = Set(appearances.map { $0["description"]?.renderedText ?? "" })
      let deprecations = Set(appearances.map { $0["deprecation"]?.renderedText ?? "" }).subtracting(
        [""])
      let places = data.usage[name] ?? []
      return [
        "id": .string("color-\(role.rawValue)"),
        "name": .string(role.rawValue),
        "token": .string(name),
        "purpose": .string(role.purpose),
        "appearances": .array(appearances),
        "sharedDescription": .string(notes.count == 1 ? (notes.first ?? "") : ""),
        "sharedDescriptionFrom": .string(
          notes.count == 1 ? (appearances.first?["descriptionFrom"]?.renderedText ?? "") : ""),
        "perAppearanceDescription": .bool(notes.count > 1),
        "deprecations": .array(deprecations.sorted().map { .string($0) }),
        "outOfGamut": .bool(appearances.contains { $0["outOfGamut"] == .bool(true) }),
        "usage": Self.usage(places),
        "code": Self.code(name),
        "screen": .bool(role == Scene.screenRole),
        "contrast": contrastRows(data, role: role),
        "exempt": .string(
          exemptCount(data, role: role) > 0
            ? "\(Self.plural(exemptCount(data, role: role), "more pair")) WCAG exempts (decorations, placeholders, inactive buttons): see Accessibility."
            : ""),
      ]
    }
    return [
      "lead": .string(
        "The \(ColorRole.allCases.count) color roles of \(data.brand.name) in \(themes.map(\.appearance).joined(separator: " and ")). Hex values are sRGB after CSS Color 4 gamut mapping; the original shows the color as the token file writes it."
      ),
      "roles": .array(roles),
      "themes": .array(themes.map { .string($0.appearance) }),
    ]
  }

  /// Every real partner of a role: the pairs the components show with the role as the
  /// foreground or the background, worst ratio first within each appearance.
  func contrastRows(_ data: BrandData, role: ColorRole) -> TemplateValue {
    let rows = data.contrast.filter {
      ($0.foreground.source == role.rawValue || $0.background.source == role.rawValue)
        && $0.required != nil
    }
    return Self.byAppearance(rows, order: data.brand.shown.map(\.appearance))
  }

  /// Pairs the components show with a role that WCAG exempts (decorations, placeholders,
  /// inactive buttons).
  func exemptCount(_ data: BrandData, role: ColorRole) -> Int {
    data.contrast.filter {
      ($0.foreground.source == role.rawValue || $0.background.source == role.rawValue)
        && $0.required == nil
    }.count
  }

  /// Rows grouped under their appearance, failing pairs first, then by ratio.
  static func byAppearance(_ rows: [BrandData.ContrastGroup], order: [String]) -> TemplateValue {
    let sorted = rows.enumerated().sorted { a, b in
      let ia = order.firstIndex(of: a.element.appearance) ?? 0
      let ib = order.firstIndex(of: b.element.appearance) ?? 0
      if ia != ib { return ia < ib }
      let ra = verdictRank(a.element.verdict)
      let rb = verdictRank(b.element.verdict)
      if ra != rb { return ra < rb }
      if a.element.worst != b.element.worst { return a.element.worst < b.element.worst }
      return a.offset < b.offset
    }.map(\.element)
    return .array(
      order.compactMap { appearance -> TemplateValue? in
        let inside = sorted.filter { $0.appearance == appearance }
        guard !inside.isEmpty else { return nil }
        return [
          "appearance": .string(appearance.prefix(1).uppercased() + appearance.dropFirst()),
          "rows": .array(inside.map(contrastRow)),
        ]
      })
  }

  static func verdictRank(_ verdict: String) -> Int {
    ["fail": 0, "pass": 1, "host": 2, "info": 3, "exempt": 4][verdict] ?? 5
  }

  /// One pair as a table row.
  static func contrastRow(_ group: BrandData.ContrastGroup) -> TemplateValue {
    let what: String
    switch group.kind {
    case .text: what = "text"
    case .largeText: what = "large text"
    case .nonText: what = "edge or icon"
    case .decorative: what = "decoration"
    case .redacted: what = "placeholder"
    case .inactive: what = "inactive"
    case .disabled: what = "disabled"
    }
    let extra = group.count - 1
    return [
      "appearance": .string(group.appearance),
      "foreground": .string(name(of: group.foreground)),
      "foregroundHex": .string(group.foreground.hex),
      "background": .string(name(of: group.background)),
      "backgroundHex": .string(group.background.hex),
      "what": .string(what),
      "ratio": .string(ratio(group.worst)),
      "required": .string(group.required.map { ratio($0) } ?? "—"),
      "verdict": .string(group.verdict),
      "verdictLabel": .string(
        [
          "pass": "Pass", "fail": "Fails", "host": "Host's colors", "exempt": "Exempt",
          "info": "Inactive",
        ][group.verdict] ?? ""),
      "where": .string(group.places.first ?? ""),
      "more": .string(extra > 0 ? "+\(extra) more" : ""),
    ]
  }

  /// A scene color's name: its role, or the host's color as hex.
  static func name(of color: SceneColor) -> String {
    color.token != nil ? color.source : "host \(hexLabel(color.hex))"
  }
}
