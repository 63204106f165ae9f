import Components
import Theme

/// The Components pages: the blocks, and per block every catalogue state in each appearance at
/// each size, each frame linking to its snapshot.
extension DocsSite {
  func components(_ data: BrandData) -> [String: TemplateValue] {
    let blocks: [TemplateValue] = BlockKind.allCases.map { kind in
      let first = kind.catalogue.first
      let frames: [TemplateValue] =
        first.map { state in
          data.brand.shown.map { theme in
            let name = data.snapshotName(state, theme, .large)
            return [
              "src": .string("snapshots/" + name.file("html")),
              "title": .string("\(kind.displayName), \(state.title), \(theme.appearance)"),
              "appearance": .string(theme.appearance),
            ]
          }
        } ?? []
      return [
        "name": .string(kind.displayName),
        "id": .string(kind.id),
        "href": .string("components-\(kind.id).html"),
        "count": .string(Self.plural(kind.catalogue.count, "state")),
        "frames": .array(frames),
      ]
    }
    return [
      "lead": .string(
        "The five sign-in blocks in \(data.brand.name). Each block's page shows every review state of its catalogue (built by driving the block's reducer with events) in \(data.brand.shown.map(\.appearance).joined(separator: " and ")), at \(Self.sizeNames(data.sizes))."
      ),
      "blocks": .array(blocks),
    ]
  }

  func block(_ data: BrandData, kind: BlockKind) -> [String: TemplateValue] {
    let states: [TemplateValue] = kind.catalogue.map { state in
      let frames: [TemplateValue] = data.sizes.flatMap { size -> [TemplateValue] in
        let sizeName = Self.sizeName(size)
        return data.brand.shown.map { theme -> TemplateValue in
          let file = "snapshots/" + data.snapshotName(state, theme, size).file("html")
          let scene = Scene(
            state: state, theme: theme, environment: BrandData.environment(theme, size))
          let appearance = theme.appearance.prefix(1).uppercased() + theme.appearance.dropFirst()
          return [
            "src": .string(file),
            "label": .string("\(appearance) · \(sizeName)"),
            "title": .string(
              "\(kind.displayName), \(state.title): \(theme.appearance), \(sizeName)"),
            "appearance": .string(theme.appearance),
            "accessibility": .bool(size.isAccessibilitySize),
            "height": .string(HTMLEscape.number(DocsFrameHeight.of(scene))),
          ]
        }
      }
      return [
        "id": .string("state-\(state.name)"),
        "stateID": .string(state.id),
        "title": .string(state.title),
        "note": .string(state.note),
        "frames": .array(frames),
      ]
    }
    return [
      "lead": .string(
        "\(Self.plural(kind.catalogue.count, "review state")) of the \(kind.displayName) block in \(data.brand.name). Each frame is the state's HTML snapshot at the app's 390 pt width; open one to see it at full size."
      ),
      "blockName": .string(kind.displayName),
      "signature": .string(kind.signature),
      "specFile": .string(kind.specFile),
      "hasParameters": .bool(!kind.parameters.isEmpty),
      "parameters": .array(
        kind.parameters.map { parameter in
          [
            "name": .string(parameter.name), "type": .string(parameter.type),
            "default": .string(parameter.defaultValue), "summary": .string(parameter.summary),
            "required": .bool(parameter.defaultValue == "Required"),
          ]
        }),
      "states": .array(states),
      "toc": .array(
        kind.catalogue.map { ["href": .string("#state-\($0.name)"), "title": .string($0.title)] }),
    ]
  }
}
