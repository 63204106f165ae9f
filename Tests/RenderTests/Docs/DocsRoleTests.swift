import Components
import Foundation
import Testing
import Theme

@testable import Render

/// What the docs pages show of each role and block: chips that carry their name and hex and keep
/// an edge where they would melt into the page, the SwiftUI and CSS that use a role (named as the
/// exports name it), the block's parameters from its spec, and an Accessibility banner and
/// coverage that tell the truth.
@Suite struct DocsRoleTests {
  // MARK: Chips

  /// Every swatch of the Colors page, as (role, appearance) → its element's opening tag.
  static func swatches(_ page: String) -> [String: String] {
    var result: [String: String] = [:]
    for piece in page.components(separatedBy: "<div class=\"swatch").dropFirst() {
      guard piece.hasPrefix(" ") || piece.hasPrefix("\""),
        let role = Self.attribute("data-role", in: piece),
        let appearance = Self.attribute("data-appearance", in: piece)
      else { continue }
      result["\(role) \(appearance)"] = piece.components(separatedBy: "</div>").first ?? ""
    }
    return result
  }

  /// `#rrggbb` as sRGB coordinates.
  static func color(_ hex: String) -> ColorCoordinates? {
    guard hex.count == 7, hex.hasPrefix("#"), let value = Int(hex.dropFirst(), radix: 16) else {
      return nil
    }
    let channel = { (shift: Int) in Double((value >> shift) & 0xFF) / 255 }
    return ColorCoordinates(.srgb, channel(16), channel(8), channel(0))
  }

  static func attribute(_ name: String, in text: String) -> String? {
    guard let start = text.range(of: name + "=\"") else { return nil }
    return String(text[start.upperBound...].prefix { $0 != "\"" })
  }

  @Test func everyChipCarriesItsRoleNameAndHexInReadableInk() throws {
    let page = try DocsSiteTests.studioPage("studio/colors.html")
    let chips = Self.swatches(page)
    for appearance in ["light", "dark"] {
      let theme = try #require(appearance == "light" ? Fixtures.studioLight : Fixtures.studioDark)
      for role in ColorRole.allCases {
        let chip = try #require(chips["\(role.rawValue) \(appearance)"], "\(role) \(appearance)")
        let hex = theme.color(role).value.srgbHex
        #expect(chip.contains("<span class=\"swatch-role\">\(role.rawValue)</span>"))
        #expect(chip.contains("<span class=\"swatch-hex\">\(hex.uppercased())</span>"))
        let ink = try #require(Self.attribute("data-ink", in: chip))
        let inkColor = try #require(Self.color(ink))
        let ground = try #require(Self.color(Self.attribute("data-ground", in: chip) ?? ""))
        let seen = WCAGContrast.composite(theme.color(role).value.coordinates, over: ground)
        #expect(WCAGContrast.ratio(inkColor, on: seen) >= 4.5, "\(role) \(appearance) label")
      }
    }
  }

  /// Chips that sit on a ground of nearly their own color, and chips that stand out.
  static let edgeCases: [(role: ColorRole, appearance: String, edge: Bool)] = [
    (.surface, "light", true),  // #ffffff on the white page
    (.background, "dark", true),  // #000000 on black
    (.surface, "dark", true),  // #1c1c1e on black
    (.accent, "light", false),
    (.textPrimary, "light", false),
    (.textPrimary, "dark", false),
  ]

  @Test(arguments: edgeCases.indices)
  func chipsThatMeltIntoThePageGetAnEdge(_ index: Int) throws {
    let (role, appearance, edge) = Self.edgeCases[index]
    let chips = Self.swatches(try DocsSiteTests.studioPage("studio/colors.html"))
    let chip = try #require(chips["\(role.rawValue) \(appearance)"])
    #expect(chip.contains("swatch-edge") == edge, "\(role) \(appearance): \(chip.prefix(120))")
  }

  // MARK: How to use a role

  static let studioThemes: BrandThemes? = try? BrandThemes(
    brand: Brand("studio", tokensFolder: Fixtures.tokens))

  @Test func everyRoleSnippetNamesWhatTheExportsWrite() throws {
    let themes = try #require(Self.studioThemes)
    let css = CSSExporter.render(themes)
    let swift = SwiftExporter.render(themes)
    for entry in RoleCatalog.entries {
      let (swiftUI, cssCode) = DocsSite.roleCode(entry.name)
      // Every custom property a CSS snippet reads is one the CSS export declares.
      let variables = cssCode.components(separatedBy: "var(").dropFirst().map {
        String($0.prefix { $0 != ")" })
      }
      #expect(!variables.isEmpty, "\(entry.name): \(cssCode)")
      for variable in variables {
        #expect(
          css.contains("  \(variable): "), "\(entry.name): \(variable) is not in the CSS export")
      }
      // Every `theme.group.role` a SwiftUI snippet reads is a property the Swift export declares.
      let members = swiftUI.components(separatedBy: "theme.").dropFirst().map {
        String($0.prefix { $0.isLetter || $0.isNumber || $0 == "." })
      }
      #expect(members.contains(entry.name), "\(entry.name): \(swiftUI)")
      for member in members {
        let parts = member.split(separator: ".")
        guard parts.count == 2 else {
          Issue.record("\(entry.name): \(member)")
          continue
        }
        #expect(swift.contains("public let \(parts[0]): "), "\(member): no group \(parts[0])")
        #expect(swift.contains("public let \(parts[1]): "), "\(member): no role \(parts[1])")
      }
      #expect(swiftUI.contains("@Environment(\\.spTheme) private var theme"))
    }
  }

  @Test(arguments: [
    (
      "color.accent", ".background(theme.color.accent)", "background-color: var(--sp-color-accent);"
    ),
    (
      "color.textPrimary", ".foregroundStyle(theme.color.textPrimary)",
      "color: var(--sp-color-text-primary);"
    ),
    ("color.separator", "strokeBorder(theme.color.separator)", "solid var(--sp-color-separator);"),
    (
      "type.body", ".spTextStyle(theme.type.body)",
      "letter-spacing: var(--sp-type-body-letter-spacing);"
    ),
    ("radius.md", "cornerRadius: theme.radius.md", "border-radius: var(--sp-radius-md);"),
    ("motion.snappy", "withAnimation(theme.motion.snappy)", "transition: var(--sp-motion-snappy);"),
  ])
  func snippetsUseTheRoleAsTheBlocksDo(_ token: String, _ swiftUI: String, _ css: String) {
    let code = DocsSite.roleCode(token)
    #expect(code.swiftUI.contains(swiftUI), "\(code.swiftUI)")
    #expect(code.css.contains(css), "\(code.css)")
  }

  @Test(arguments: ["colors", "typography", "dimensions", "motion"])
  func everyRoleOnAPageShowsHowToUseIt(_ page: String) throws {
    let html = try DocsSiteTests.studioPage("studio/\(page).html")
    let groups: [String: [String]] = [
      "colors": ["color"], "typography": ["font", "type"],
      "dimensions": ["radius", "space", "stroke"], "motion": ["motion"],
    ]
    let tokens = RoleCatalog.entries.map(\.name).filter {
      groups[page]?.contains(String($0.split(separator: ".")[0])) == true
    }
    #expect(!tokens.isEmpty)
    for token in tokens {
      #expect(html.contains("data-role-code=\"\(token)\""), "\(page): no snippet for \(token)")
    }
  }

  // MARK: Block parameters

  @Test(arguments: BlockKind.allCases)
  func blockPageListsItsSpecsParameters(_ kind: BlockKind) throws {
    let html = try DocsSiteTests.studioPage("studio/components-\(kind.id).html")
    #expect(html.contains("<code class=\"signature\">\(kind.signature)</code>"))
    for parameter in kind.parameters {
      #expect(html.contains("data-parameter=\"\(parameter.name)\""), "\(kind): \(parameter.name)")
    }
  }

  // MARK: Accessibility banner and coverage

  @Test(arguments: [
    (0, 0, 0, 0, "pass"), (0, 0, 0, 10, "notice"), (0, 0, 2, 0, "notice"), (0, 1, 0, 0, "fail"),
    (3, 0, 0, 0, "fail"),
  ])
  func bannerNeverSaysAllPassOverFindings(
    _ failing: Int, _ errors: Int, _ warnings: Int, _ notes: Int, _ kind: String
  ) throws {
    let banner = DocsSite.banner(failing: failing, errors: errors, warnings: warnings, notes: notes)
    guard case .object(let members) = banner else { throw CocoaError(.coderInvalidValue) }
    #expect(members["kind"] == .string(kind))
    guard case .array(let links)? = members["links"] else { throw CocoaError(.coderInvalidValue) }
    #expect(links.count == [failing, errors, warnings, notes].filter { $0 > 0 }.count)
    let text = members["text"]?.renderedText ?? ""
    #expect(text.contains("nothing else") == (kind == "pass"), "\(text)")
  }

  @Test func studioBannerPointsAtItsCollapsedNotes() throws {
    let page = try DocsSiteTests.studioPage("studio/accessibility.html")
    #expect(page.contains("<details class=\"usage\">"), "the notes are collapsed")
    #expect(page.contains("data-banner=\"notice\""))
    #expect(page.contains("href=\"#findings-info\""))
    #expect(!page.contains("data-banner=\"pass\""))
  }

  @Test func theScreenRoleIsUsedByEveryState() throws {
    let places = RoleUsage.places()["color.background"] ?? []
    let states = BlockKind.allCases.flatMap(\.catalogue).map(\.id)
    #expect(Set(places) == Set(states.map { "\($0) › screen" }))
    let page = try DocsSiteTests.studioPage("studio/accessibility.html")
    let coverage = page.components(separatedBy: "id=\"coverage\"").dropFirst().first ?? ""
    let list = coverage.components(separatedBy: "</ul>").first ?? ""
    #expect(!list.contains("<code>color.background</code>"))
    #expect(list.contains("<code>type.caption2</code>"), "a role no block uses is still listed")
  }

  // MARK: Frames sized to their block

  /// States whose blocks differ most in height, with the range their frame must fall in: at
  /// least the block as Chromium draws the snapshot at 390 px (270, 622, 1498 and 1812 px), at
  /// most the browser tier's limit (35 % + 24 px taller).
  static let frameCases: [(state: String, size: ContentSize, range: ClosedRange<Double>)] = [
    ("provider-stack/rest", .large, 270...388),
    ("provider-stack/rest", .ax3, 622...863),
    ("sign-in/rest", .ax3, 1498...2046),
    ("sign-in/create-account", .ax3, 1812...2470),
  ]

  @Test(arguments: frameCases.indices)
  func framesAreSizedToTheirBlock(_ index: Int) throws {
    let (id, size, range) = Self.frameCases[index]
    let state = try #require(BlockKind.state(id))
    let theme = try #require(Fixtures.studioLight)
    let scene = Scene(state: state, theme: theme, environment: SceneEnvironment(contentSize: size))
    let height = DocsFrameHeight.of(scene)
    #expect(range.contains(height), "\(id) at \(size): \(height) pt")
    let page = try DocsSiteTests.studioPage("studio/components-\(state.block.id).html")
    let name = SnapshotName(
      block: state.block.id, state: state.name, brand: "studio", appearance: "light",
      size: size.flagName)
    #expect(
      page.contains(
        "data-frame-height=\"\(HTMLEscape.number(height))\"><iframe src=\"snapshots/\(name.file("html"))\""
      ))
  }
}
