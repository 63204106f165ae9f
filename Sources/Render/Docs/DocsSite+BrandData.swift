import Components
import Theme

extension DocsSite {
  /// What the pages of one brand are built from: its pages, the contrast pairs its components
  /// show, and where each role is used.
  struct BrandData {
    /// One page of the brand's site.
    struct Page {
      /// A stable id (`colors`, `block-sign-in`).
      var id: String
      /// The file name inside the brand's folder.
      var file: String
      /// The label in the navigation and the page's heading.
      var label: String
      /// The template that renders it.
      var template: String
      /// The page it sits under in the navigation.
      var parent: String?
      /// The block, for a block page.
      var block: BlockKind?
    }

    /// Pairs of the same two colors and kind in one appearance, with the worst ratio.
    struct ContrastGroup {
      var appearance: String
      var foreground: SceneColor
      var background: SceneColor
      var kind: ContrastPair.Kind
      var worst: Double
      var required: Double?
      var places: [String]
      /// How many places show the pair (the list keeps the first 200).
      var count: Int

      /// Whether both colors are the host's own (the provider stack's button colors), not the brand's.
      var isHost: Bool { foreground.token == nil && background.token == nil }

      /// `pass`, `fail`, `host` (the host's own colors, information as in `sptheme check`),
      /// `exempt` or `info`.
      var verdict: String {
        guard let required else { return kind == .inactive ? "info" : "exempt" }
        if isHost { return "host" }
        return worst >= required ? "pass" : "fail"
      }
    }

    let brand: DocsBrand
    let folder: String
    let sizes: [ContentSize]
    let pages: [Page]
    /// Every distinct pair the components show, in the order first seen.
    let contrast: [ContrastGroup]
    /// Role token → `state › part` places that bind it.
    let usage: [String: [String]]
    /// The component checks of `sptheme check` over the shown themes (nil without sizes).
    let audit: ComponentAudit.Report?

    init(brand: DocsBrand, folder: String, sizes: [ContentSize]) {
      self.brand = brand
      self.folder = folder
      self.sizes = sizes
      var pages = [
        Page(id: "overview", file: "index.html", label: "Overview", template: "overview"),
        Page(id: "colors", file: "colors.html", label: "Colors", template: "colors"),
        Page(
          id: "typography", file: "typography.html", label: "Typography", template: "typography"),
        Page(
          id: "dimensions", file: "dimensions.html", label: "Radius, space & stroke",
          template: "dimensions"),
        Page(id: "motion", file: "motion.html", label: "Motion", template: "motion"),
        Page(
          id: "components", file: "components.html", label: "Components", template: "components"),
      ]
      for kind in BlockKind.allCases {
        pages.append(
          Page(
            id: "block-\(kind.id)", file: "components-\(kind.id).html", label: kind.displayName,
            template: "block",
            parent: "components", block: kind))
      }
      pages.append(
        Page(
          id: "accessibility", file: "accessibility.html", label: "Accessibility",
          template: "accessibility"))
      if brand.changes != nil {
        pages.append(
          Page(id: "changes", file: "changes.html", label: "Changes", template: "changes"))
      }
      self.pages = pages
      usage = RoleUsage.places()

      var groups: [String: Int] = [:]
      var contrast: [ContrastGroup] = []
      for styled in brand.shown.map({ StyledTheme($0, sizes: sizes) }) {
        let theme = styled.theme
        for kind in BlockKind.allCases {
          for state in kind.catalogue {
            for size in sizes {
              let scene = Scene(
                state: state, theme: styled, environment: Self.environment(theme, size))
              for pair in ContrastPairs.of(scene) {
                let key = [
                  theme.appearance, pair.foreground.source, pair.foreground.hex,
                  pair.background.source,
                  pair.background.hex, pair.kind.rawValue,
                ].joined(separator: "|")
                let place = "\(pair.state) › \(pair.part) (\(size.flagName))"
                if let index = groups[key] {
                  contrast[index].worst = min(contrast[index].worst, pair.ratio)
                  contrast[index].count += 1
                  if contrast[index].places.count < 200 { contrast[index].places.append(place) }
                } else {
                  groups[key] = contrast.count
                  contrast.append(
                    ContrastGroup(
                      appearance: theme.appearance, foreground: pair.foreground,
                      background: pair.background, kind: pair.kind,
                      worst: pair.ratio, required: pair.required(.aa), places: [place], count: 1))
                }
              }
            }
          }
        }
      }
      self.contrast = contrast
      audit =
        sizes.isEmpty ? nil : ComponentAudit(sizes: sizes).run(brand: brand.id, themes: brand.shown)
    }

    /// The environment of a theme's appearance at a text size.
    static func environment(_ theme: SPTheme, _ size: ContentSize) -> SceneEnvironment {
      SceneEnvironment(
        appearance: theme.isDark ? .dark : .light, contentSize: size)
    }

    /// The snapshot name of a state in a theme and size.
    func snapshotName(_ state: CatalogueState, _ theme: SPTheme, _ size: ContentSize)
      -> SnapshotName
    {
      SnapshotName(
        block: state.block.id, state: state.name, brand: folder,
        appearance: theme.appearance,
        size: size.flagName)
    }

    /// The HTML snapshot of every catalogue state in every shown appearance and size.
    func snapshots(templates: TemplateLibrary) throws(HTMLError) -> [(name: String, html: String)] {
      var result: [(name: String, html: String)] = []
      let styledThemes = brand.shown.map { StyledTheme($0, sizes: sizes) }
      for kind in BlockKind.allCases {
        for state in kind.catalogue {
          for size in sizes {
            for styled in styledThemes {
              let theme = styled.theme
              let scene = Scene(
                state: state, theme: styled, environment: Self.environment(theme, size))
              let html = try HTMLWriter.render(scene, templates: templates)
              result.append((snapshotName(state, theme, size).file("html"), html))
            }
          }
        }
      }
      return result
    }

    /// The resolved token of a role (`color.accent`) in a theme.
    func token(_ name: String, in theme: SPTheme) -> ResolvedToken? {
      theme.tokens.first { $0.name == name }
    }

    /// The first `$description` along a role's alias chain, and the token that gives it.
    func description(_ name: String, in theme: SPTheme) -> (text: String, from: String)? {
      guard let role = token(name, in: theme) else { return nil }
      if let text = role.description, !text.isEmpty { return (text, name) }
      for link in role.provenance.dropFirst() {
        if let text = token(link.token, in: theme)?.description, !text.isEmpty {
          return (text, link.token)
        }
      }
      return nil
    }

    /// The role's deprecation note, if the role token or a token its chain passes through is
    /// deprecated.
    func deprecation(_ name: String, in theme: SPTheme) -> String? {
      guard let role = token(name, in: theme) else { return nil }
      for link in role.provenance {
        guard case .deprecated(let message)? = token(link.token, in: theme)?.deprecation else {
          continue
        }
        let reason = message.map { ": \($0)" } ?? ""
        return link.token == name
          ? "deprecated\(reason)" : "aliases \(link.token), which is deprecated\(reason)"
      }
      return nil
    }
  }
}
