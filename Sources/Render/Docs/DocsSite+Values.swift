import Components
import Theme

/// The pieces several pages share: alias chains, "used by" lists and number formats.
extension DocsSite {
  /// An alias chain: each link's token, the reference it follows and its `file:line:col`.
  static func chain(_ links: [ProvenanceLink]) -> TemplateValue {
    .array(
      links.enumerated().map { index, link in
        [
          "token": .string(link.token),
          "location": .string(link.location?.description ?? ""),
          "first": .bool(index == 0),
          "last": .bool(index == links.count - 1),
        ]
      })
  }

  /// The places that bind a role, grouped by block and part: how many parts and states, and
  /// each part with the states it shows in.
  static func usage(_ places: [String]) -> TemplateValue {
    var blocks: [(block: String, parts: [(part: String, states: [String])])] = []
    var states = Set<String>()
    var parts = Set<String>()
    for place in places {
      let halves = place.split(separator: " › ", omittingEmptySubsequences: false).map(String.init)
      guard halves.count == 2 else { continue }
      let stateID = halves[0]
      let part = halves[1]
      let block = String(stateID.split(separator: "/").first ?? "")
      let state = String(stateID.dropFirst(block.count + 1))
      states.insert(stateID)
      parts.insert(block + " " + part)
      if blocks.last?.block != block, !blocks.contains(where: { $0.block == block }) {
        blocks.append((block, []))
      }
      guard let b = blocks.firstIndex(where: { $0.block == block }) else { continue }
      if let p = blocks[b].parts.firstIndex(where: { $0.part == part }) {
        if !blocks[b].parts[p].states.contains(state) { blocks[b].parts[p].states.append(state) }
      } else {
        blocks[b].parts.append((part, [state]))
      }
    }
    let order = BlockKind.allCases.map(\.id)
    blocks.sort { (order.firstIndex(of: $0.block) ?? 99) < (order.firstIndex(of: $1.block) ?? 99) }
    return [
      "used": .bool(!places.isEmpty),
      "partCount": .number(Double(parts.count)),
      "stateCount": .number(Double(states.count)),
      "summary": .string(
        places.isEmpty
          ? "No part of any block binds it"
          : "Used by \(plural(parts.count, "part")) in \(plural(states.count, "state"))"),
      "blocks": .array(
        blocks.map { entry in
          [
            "block": .string(BlockKind(rawValue: entry.block)?.displayName ?? entry.block),
            "parts": .array(
              entry.parts.map { part in
                [
                  "part": .string(part.part),
                  "count": .number(Double(part.states.count)),
                  "states": .string(part.states.joined(separator: ", ")),
                ]
              }),
          ]
        }),
    ]
  }

  /// A text size for people: `Large`, `xSmall`, `AX3`.
  static func sizeName(_ size: ContentSize) -> String {
    size.isAccessibilitySize
      ? size.rawValue.uppercased()
      : size.rawValue.prefix(1).uppercased() + size.rawValue.dropFirst()
  }

  /// Sizes for people: `Large and AX3`.
  static func sizeNames(_ sizes: [ContentSize]) -> String {
    sizes.map(sizeName).joined(separator: " and ")
  }

  /// `3 parts`, `1 state`.
  static func plural(_ count: Int, _ word: String) -> String {
    "\(count) \(word)\(count == 1 ? "" : "s")"
  }

  /// A contrast ratio to one decimal, truncated so a pair never reads as passing when it fails.
  static func ratio(_ value: Double) -> String {
    ComponentAudit.format(value, digits: 1) + ":1"
  }

  /// Points for people: `17 pt`, `0.5 pt`, `-0.43 pt`.
  static func points(_ value: Double) -> String {
    HTMLEscape.number(value) + " pt"
  }

  /// `#0066CC`: a hex for people to read and copy.
  static func hexLabel(_ hex: String) -> String {
    hex.uppercased()
  }

  /// A color's components as written, in its own space: `oklch 0.62 0.19 255`, `none` kept.
  static func original(_ color: ColorValue) -> String {
    let components = color.components.map { $0.map { HTMLEscape.number($0) } ?? "none" }.joined(
      separator: " ")
    let alpha = color.alpha < 1 ? " / \(HTMLEscape.number(color.alpha))" : ""
    return "\(color.colorSpace.rawValue) \(components)\(alpha)"
  }

  /// A font family list for people: `SF Pro Text, Inter, system-ui`.
  static func families(_ names: [String]) -> String {
    names.joined(separator: ", ")
  }

  /// A family list as the first choice and its fallbacks, for the index pages.
  static func fontMembers(_ names: [String], prefix: String) -> [String: TemplateValue] {
    [
      prefix + "Primary": .string(names.first ?? ""),
      prefix + "Fallbacks": .string(names.dropFirst().joined(separator: ", ")),
    ]
  }

  /// The CSS of a text style at a size, for a `style` attribute (the families escaped as CSS
  /// strings; Mustache escapes the attribute).
  static func fontCSS(_ style: Typography, size: Double, in theme: SPTheme) -> String {
    "font-family: \(HTMLEscape.fontFamily(style.fontFamily, in: theme)); font-size: \(HTMLEscape.px(size)); "
      + "font-weight: \(HTMLEscape.number(style.fontWeight.value)); line-height: \(HTMLEscape.number(style.lineHeight)); "
      + "letter-spacing: \(HTMLEscape.px(style.letterSpacing.points))"
  }

  /// The key colors of a brand shown on the index pages.
  static let keyColors: [ColorRole] = [
    .accent, .surface, .background, .textPrimary, .textSecondary, .danger,
  ]

  /// Swatches of the key colors in each shown appearance.
  static func keyColors(_ brand: DocsBrand) -> TemplateValue {
    .array(
      brand.shown.map { theme in
        [
          "appearance": .string(theme.appearance),
          "swatches": .array(
            keyColors.map { role in
              let hex = theme.color(role).value.srgbHex
              return [
                "role": .string(role.rawValue), "hex": .string(hex),
                "hexLabel": .string(hexLabel(hex)),
                "appearance": .string(theme.appearance),
              ]
            }),
        ]
      })
  }
}
