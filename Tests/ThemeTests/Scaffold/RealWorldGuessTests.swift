import Platform
import TestSupport
import Testing

@testable import Theme

/// The role guesses on every real design system in `../shared/realworld/`: each written guess
/// lies within its bounds, the sized roles keep their order with studio filling in the rest, and
/// `accentOn` reaches 4.5:1 on the accent.
@Suite struct RealWorldGuessTests {
  /// Where a set's tokens are read from, relative to its folder: its resolver (the folder), or
  /// the files one theme of it merges in order (a set without a resolver).
  enum Source: Sendable {
    case resolver
    case files([String])
  }

  struct Case: Sendable, CustomStringConvertible {
    var folder: String
    var label: String
    var source: Source
    /// How many of the 37 roles are guessed today: a change is a change to review.
    var guessed: Int
    /// Roles whose right token is known (`role: token`), checked one by one.
    var roles: [String: String] = [:]
    /// What the guesser gets wrong today among ``roles`` (a known issue).
    var knownIssue: String? = nil
    var description: String { label }
  }

  static let cases: [Case] = [
    Case(folder: "adobe-spectrum", label: "adobe-spectrum", source: .resolver, guessed: 21),
    Case(folder: "dtcg-playground", label: "dtcg-playground", source: .resolver, guessed: 0),
    Case(
      folder: "element-compound", label: "element-compound (iOS, light)",
      source: .files(
        [
          "cross-platform", "platform-ios", "theme-light", "theme-semantics",
          "theme-semantics-light",
        ].map { "tokens/\($0).json" }),
      // Its spacing scale is Tokens Studio math (`{space.scale} * 2`): computed, it is guessed.
      guessed: 22),
    Case(folder: "figma-sds", label: "figma-sds", source: .resolver, guessed: 34),
    Case(
      folder: "flutter-bison-figma", label: "flutter-bison-figma (Light)",
      source: .files(
        [
          "ColorBaseTokens.json", "ColorAliasTokens.json", "Spacing.json", "Shape.json",
          "TypescaleTokens.json", "Baseline.tokens.json", "Light.tokens.json",
        ].map { "tokens/" + $0 }), guessed: 11),
    Case(folder: "microsoft-fluent", label: "microsoft-fluent", source: .resolver, guessed: 29),
    Case(
      folder: "patternfly", label: "patternfly (default light)",
      source: .files(
        [
          "base.dimension", "semantic.dimension", "base.motion", "semantic.motion",
          "palette.color", "base", "semantic",
        ].map { "tokens/default/light/\($0).json" }), guessed: 12),
    Case(
      folder: "style-dictionary", label: "style-dictionary basic",
      source: .files(
        ["colors", "dimensions", "object-values", "text"].map {
          "examples/basic/tokens/\($0).json"
        }), guessed: 10),
    Case(
      folder: "style-dictionary", label: "style-dictionary demo",
      source: .files(["docs/public/demo-tokens.json"]), guessed: 10),
    Case(
      folder: "style-dictionary", label: "style-dictionary tailwind preset",
      source: .files(["examples/advanced/tailwind-preset/tokens/tokens.json"]), guessed: 4),
    Case(
      folder: "tokens-studio-lion", label: "tokens-studio-lion (Casual, Green)",
      source: .files(
        [
          "primitive/colors", "primitive/radii", "semantic/typography", "component/button",
          "brand/casual", "color/green",
        ].map { "tokens/\($0).json" }), guessed: 6),
    // Its resolver leaves the `typography` set out of resolutionOrder (the text styles' fonts
    // reach nothing) and 17 of its 18 colors have no $type: nothing valid to guess from.
    Case(folder: "apple-hig", label: "apple-hig", source: .resolver, guessed: 0),
    Case(
      folder: "github-primer", label: "github-primer", source: .resolver, guessed: 34,
      roles: [
        "color.background": "bgColor.default", "color.textPrimary": "fgColor.default",
        "color.accent": "bgColor.accent.emphasis", "color.accentOn": "fgColor.onEmphasis",
      ],
      knownIssue:
        "accent is the muted accent background and accentOn the accent text color on it; Primer's accent is bgColor.accent.emphasis with fgColor.onEmphasis"
    ),
    Case(
      folder: "ibm-carbon", label: "ibm-carbon (md)", source: .resolver, guessed: 18,
      roles: ["color.danger": "color.red.60", "space.lg": "layout.spacing.05"],
      knownIssue:
        "danger is red.10, the palette's lightest red (Carbon's error color is red 60), and space.lg a breakpoint margin named lg rather than spacing.05"
    ),
    Case(
      folder: "shopify-polaris", label: "shopify-polaris", source: .resolver, guessed: 10,
      roles: ["color.textPrimary": "color.ink", "space.lg": "space.base"]),
    Case(
      folder: "spectrum-tokens-studio",
      label: "spectrum-tokens-studio foundations (light, desktop)",
      source: .files(
        [
          "palette/light", "alias/light", "icon/light", "component/light",
          "opacity.alias/light", "opacity.component/light", "icon/desktop", "layout/desktop",
          "layout.component/desktop", "typography/desktop", "typography.component/desktop",
        ].map { "src/tokens-studio/foundations/spectrum/\($0).json" }), guessed: 21,
      roles: [
        "color.textPrimary": "Alias.content.neutral.default",
        "color.danger": "Alias.content.semantic.negative.default",
        "radius.sm": "corner-radius-75",
      ],
      knownIssue:
        "radius.sm is corner-triangle-icon-size-200, an icon size, not Spectrum's corner-radius-75 (4 pt)"
    ),
    Case(
      folder: "infomaniak", label: "infomaniak (infomaniak, light)",
      source: .files(
        [
          "t1-primitive/blur", "t1-primitive/border-width", "t1-primitive/breakpoint",
          "t1-primitive/color", "t1-primitive/font", "t1-primitive/opacity",
          "t1-primitive/radius", "t1-primitive/ratio", "t1-primitive/scale",
          "t1-primitive/shadow", "t1-primitive/spacing", "t2-semantic/border",
          "t2-semantic/color", "t2-semantic/font", "t2-semantic/icon", "t2-semantic/radius",
          "t2-semantic/spacing", "t2-semantic/text", "t3-component/typography",
          "modifiers/product/infomaniak", "modifiers/theme/light",
        ].map { "tokens/\($0).tokens.json" }), guessed: 23,
      roles: [
        "color.textPrimary": "color.text.primary", "space.lg": "spacing.16",
        "color.danger": "color.background.error.default",
      ],
      knownIssue:
        "danger is color.red.50, the palette's lightest red, not the semantic color.background.error.default"
    ),
    Case(
      folder: "metamask", label: "metamask (light)",
      source: .files(["figma/brandColors.json", "figma/lightTheme.json"]), guessed: 8,
      roles: [
        "color.background": "background.default", "color.accent": "primary.default",
        "color.danger": "error.default",
      ]),
  ]

  /// Every folder of `../shared/realworld/` has a case: a new set is guessed too.
  @Test func everyRealWorldSetIsCovered() {
    let root = TestPaths.shared("realworld")
    let folders = FileSystemProbe.files(in: root).filter {
      FileSystem.kind(of: root + "/" + $0).isFolder
    }
    #expect(!folders.isEmpty, "no sets in \(root)")
    #expect(Set(folders) == Set(Self.cases.map(\.folder)))
  }

  /// The resolution a guess is made from: the light appearance, other modifiers at their
  /// defaults (or first contexts), read as `--legacy` reads them.
  static func resolution(of set: Case) throws -> TokenResolution {
    let folder = TestPaths.shared("realworld/" + set.folder)
    try #require(
      FileSystemProbe.exists(folder),
      "missing \(folder): ../shared/realworld/ must sit beside the package")
    let options = TokenOptions(legacy: true)
    switch set.source {
    case .resolver:
      let brand = try Brand(folder, options: options)
      var input = brand.input(for: "light")
      if case .resolver(let resolver) = brand.source {
        for modifier in resolver.modifiers
        where modifier.defaultContext == nil && input[modifier.name] == nil {
          input[modifier.name] = modifier.contexts.first
        }
      }
      return brand.resolve(input: input)
    case .files(let files):
      return TokenLoader.resolve(files: files.map { folder + "/" + $0 }, options: options)
    }
  }

  /// A guessed sized role's value in points: a dimension, or a text style's font size.
  static func points(of token: ResolvedToken) -> Double? {
    if let dimension = token.value.dimensionValue { return dimension.points }
    if case .typography(let typography) = token.value { return typography.fontSize.points }
    return nil
  }

  @Test(arguments: cases)
  func everyWrittenGuessIsWithinItsBounds(_ set: Case) throws {
    let resolution = try Self.resolution(of: set)
    let studio = try #require(
      try Brand("studio", tokensFolder: TestPaths.packageRoot + "/tokens")
        .theme(appearance: "light").theme)
    let result = RoleGuesser.guess(from: resolution, reference: studio)
    #expect(
      result.guesses.count == set.guessed, "\(result.guesses.map { "\($0.role) → \($0.token)" })")
    // The roles whose right token is known.
    let guessed = Dictionary(result.guesses.map { ($0.role, $0.token) }) { first, _ in first }
    let wrong = set.roles.filter { guessed[$0.key] != $0.value }
    if let knownIssue = set.knownIssue {
      withKnownIssue(Comment(rawValue: knownIssue)) {
        #expect(
          wrong.isEmpty, "\(set): \(wrong.keys.sorted().map { "\($0) → \(guessed[$0] ?? "none")" })"
        )
      }
    } else {
      #expect(
        wrong.isEmpty, "\(set): \(wrong.keys.sorted().map { "\($0) → \(guessed[$0] ?? "none")" })")
    }
    // Each written guess, on its own.
    var values = RoleBounds.values(of: studio).mapValues(\.points)
    for guess in result.guesses {
      let token = try #require(resolution[guess.token], "\(guess.role) → {\(guess.token)}")
      guard let range = RoleBounds.range(of: guess.role) else { continue }
      let value = try #require(Self.points(of: token), "\(guess.role) → {\(guess.token)}")
      #expect(
        range.contains(value),
        "\(set): \(guess.role) → {\(guess.token)} is \(value) pt, outside \(RoleBounds.describe(range))"
      )
      values[guess.role] = value
    }
    // Together, with studio filling in the roles left out: nothing check would warn about.
    let violations = RoleBounds.violations(in: values)
    #expect(violations.isEmpty, "\(set): \(violations.map(\.message))")
    // accentOn, where guessed, reads on the accent.
    if let on = result.guesses.first(where: { $0.role == "color.accentOn" }),
      let accent = result.guesses.first(where: { $0.role == "color.accent" })
    {
      let foreground = try #require(resolution[on.token]?.value.colorValue)
      let background = try #require(resolution[accent.token]?.value.colorValue)
      #expect(
        WCAGContrast.ratio(foreground.coordinates, on: background.coordinates)
          >= RoleBounds.accentOnContrast, "\(set): \(on.reason)")
    }
  }
}
