import Components
import Theme

/// The site index (every brand side by side) and each brand's overview.
extension DocsSite {
  /// The frames of the sign-in block's first state, light and dark, for a brand's preview.
  static func preview(_ data: BrandData, prefix: String) -> TemplateValue {
    guard let state = BlockKind.signIn.catalogue.first else { return [] }
    return .array(
      data.brand.shown.map { theme in
        let name = data.snapshotName(state, theme, .large)
        return [
          "src": .string(prefix + "snapshots/" + name.file("html")),
          "appearance": .string(theme.appearance),
          "title": .string("\(data.brand.name): \(state.block.displayName), \(theme.appearance)"),
        ]
      })
  }

  func siteIndex(_ brands: [DocsBrand], site: SiteInfo) -> TemplateValue {
    var context = layout(
      title: "Brands — SPTheme style docs", root: "", site: site, brand: nil, current: "")
    context["pageTitle"] = "Brands"
    context["lead"] = .string(
      "\(Self.plural(brands.count, "brand")) for the SPTheme sign-in components, each with its colors, type, dimensions, motion, every component state and its contrast checks."
    )
    context["cards"] = .array(
      brands.map { brand in
        let data = BrandData(brand: brand, folder: Self.folder(brand.id), sizes: [])
        let light = brand.light
        var card: [String: TemplateValue] = [
          "name": .string(brand.name),
          "id": .string(brand.id),
          "path": .string(brand.path),
          "href": .string(data.folder + "/index.html"),
          "folder": .string(data.folder),
          "appearances": .string(brand.themes.map(\.appearance).joined(separator: ", ")),
          "preview": Self.preview(data, prefix: data.folder + "/"),
          "keyColors": Self.keyColors(brand),
          "pages": .array(
            data.pages.filter { $0.parent == nil && $0.id != "overview" }.map { page in
              ["href": .string(data.folder + "/" + page.file), "label": .string(page.label)]
            }),
        ]
        card.merge(Self.fontMembers(light?.font(.text).value ?? [], prefix: "text")) { $1 }
        card.merge(Self.fontMembers(light?.font(.display).value ?? [], prefix: "display")) { $1 }
        return .object(card)
      })
    return .object(context)
  }

  func overview(_ data: BrandData) -> [String: TemplateValue] {
    let brand = data.brand
    let findings = (data.audit?.diagnostics ?? []) + brand.findings
    let failing = data.contrast.filter { $0.verdict == "fail" }.count
    let checked = data.contrast.filter { $0.required != nil }.count
    let summary: [String: TemplateValue] = [
      "appearances": .string(brand.themes.map(\.appearance).joined(separator: ", ")),
      "states": .number(Double(BlockKind.allCases.reduce(0) { $0 + $1.catalogue.count })),
      "pairs": .number(Double(checked)),
      "failing": .number(Double(failing)),
      "errors": .number(Double(findings.filter { $0.severity == .error }.count)),
      "warnings": .number(Double(findings.filter { $0.severity == .warning }.count)),
      "clean": .bool(failing == 0 && !findings.contains { $0.severity == .error }),
    ]
    let descriptions: [String: String] = [
      "colors":
        "Every color role in light and dark, its alias chain, where it is used and how it contrasts.",
      "typography": "Each text style in the brand's fonts, and its sizes across Dynamic Type.",
      "dimensions": "Corner radii, spacing steps and the hairline, drawn to scale.",
      "motion": "Each motion role's easing curve and spring, with its duration.",
      "components":
        "Every review state of the five sign-in blocks, light and dark, at Large and an accessibility size.",
      "accessibility": "The contrast and coverage findings of sptheme check.",
      "changes": "What changed from the other version of the brand.",
    ]
    var members: [String: TemplateValue] = [
      "lead": .string(
        "The \(brand.name) brand for the SPTheme sign-in components, generated from \(brand.path)."),
      "summary": .object(summary),
      "preview": Self.preview(data, prefix: ""),
      "keyColors": Self.keyColors(brand),
      "sections": .array(
        data.pages.filter { $0.parent == nil && $0.id != "overview" }.map { page in
          [
            "href": .string(page.file), "label": .string(page.label),
            "description": .string(descriptions[page.id] ?? ""),
          ]
        }),
    ]
    members.merge(Self.fontMembers(brand.light?.font(.text).value ?? [], prefix: "text")) { $1 }
    members.merge(Self.fontMembers(brand.light?.font(.display).value ?? [], prefix: "display")) {
      $1
    }
    return members
  }
}
