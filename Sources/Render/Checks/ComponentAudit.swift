import Components
import Theme

/// The checks that know the components: every pair a person sees in every state of every block,
/// in a brand's every appearance, at Large and an accessibility size; what the terminal preview
/// can keep apart; and which roles the parts use.
public struct ComponentAudit: Sendable {
  /// What was checked.
  public struct Report: Sendable {
    /// Findings, grouped: one per failing color pair, with the places it shows as notes.
    public var diagnostics: [Diagnostic]
    /// Pairs checked against a threshold.
    public var checkedPairs: Int
    /// Pairs exempt (decorative, redacted) or only reported (inactive).
    public var exemptPairs: Int
    /// Scenes built.
    public var scenes: Int
  }

  /// The options of a run.
  public var level: ContrastLevel = .aa
  public var sizes: [ContentSize] = [.large, .ax3]
  public var terminalProfiles: [ColorProfile] = [.ansi256, .ansi16]

  /// Creates an audit.
  public init(level: ContrastLevel = .aa, sizes: [ContentSize] = [.large, .ax3]) {
    self.level = level
    self.sizes = sizes
  }

  /// How many themes' scenes are worked out at once. A brand checked in 256 permutations of its
  /// modifiers once held the pairs of every scene of every theme together (323 MB for studio);
  /// a batch at a time, the run holds 16 themes' pairs, whatever the permutations.
  public static let themesPerBatch = 16

  /// Runs every check for one brand, over the given appearance themes.
  public func run(brand: String, themes: [SPTheme]) -> Report {
    var terminal = TerminalPairs(profiles: terminalProfiles)
    var groups: [String: Group] = [:]
    var order: [String] = []
    var checked = 0
    var exempt = 0
    var scenes = 0
    // Every scene also draws its screen.
    var bound = RoleUsage.roles(atSizesOtherThan: sizes)
    for start in stride(from: 0, to: themes.count, by: Self.themesPerBatch) {
      let batch = Array(themes[start..<min(start + Self.themesPerBatch, themes.count)])
      // Scenes and their pairs are worked out on every core, a state's part tree once for
      // every theme of the batch (parts bind roles, never values); the findings are then
      // gathered theme by theme in a fixed order, so the report is the same on every run.
      let styled = ParallelMap.map(batch) { StyledTheme($0, sizes: sizes) }
      let jobs = BlockKind.allCases.flatMap { block in
        block.catalogue.flatMap { state in
          sizes.map { SceneJob(themes: styled, state: state, size: $0) }
        }
      }
      let results = ParallelMap.map(jobs) { $0.run() }
      bound = results.reduce(into: bound) { $0.formUnion($1.roles) }
      for (index, theme) in batch.enumerated() {
        for (job, result) in zip(jobs, results) {
          let size = job.size
          scenes += 1
          for pair in result.pairs[index] {
            guard let required = pair.required(level) else {
              exempt += 1
              if pair.kind == .inactive, pair.ratio < ContrastRequirement.text.minimumRatio {
                record(
                  pair, theme: theme, size: size, required: nil, rule: .contrastInactive,
                  into: &groups, order: &order)
              }
              continue
            }
            checked += 1
            if pair.ratio < required, let rule = pair.kind.rule {
              record(
                pair, theme: theme, size: size, required: required, rule: rule, into: &groups,
                order: &order)
            } else if pair.ratio >= required, let rule = terminal.unreadable(pair)?.contrastRule {
              record(
                pair, theme: theme, size: size, required: nil, rule: rule, into: &groups,
                order: &order)
            }
          }
        }
      }
    }
    let usedRoles = bound.tokens.union([RoleUsage.screenToken])
    var diagnostics = order.compactMap { groups[$0]?.diagnostic(brand: brand, level: level) }
    if let theme = themes.first { diagnostics += coverage(theme, used: usedRoles) }
    return Report(
      diagnostics: diagnostics, checkedPairs: checked, exemptPairs: exempt, scenes: scenes)
  }

  /// One state at one size in every theme: its contrast pairs in each theme, and the roles its
  /// parts bind (for the coverage check).
  private struct SceneJob: Sendable {
    var themes: [StyledTheme]
    var state: CatalogueState
    var size: ContentSize

    func run() -> (pairs: [[ContrastPair]], roles: RoleUsage.BoundRoles) {
      let environment = Scene.environment(SceneEnvironment(contentSize: size), of: state)
      let part = state.part(environment.parts)
      var roles = RoleUsage.BoundRoles()
      RoleUsage.collect(part, into: &roles)
      let pairs = themes.map { theme in
        var drawn = environment
        drawn.appearance = theme.theme.isDark ? .dark : .light
        return ContrastPairs.of(Scene(part: part, state: state, theme: theme, environment: drawn))
      }
      return (pairs, roles)
    }
  }

  // MARK: - Grouping

  /// Failing pairs of the same two colors and rule, with every place they show.
  struct Group {
    var first: ContrastPair
    var theme: SPTheme
    var size: ContentSize
    var required: Double?
    var rule: Rule
    var places: [String] = []

    func diagnostic(brand: String, level: ContrastLevel) -> Diagnostic {
      let pair = first
      let place =
        "\(pair.state.split(separator: "/").first ?? "") › \(pair.part) › \(pair.state) › \(brand)/\(theme.appearance)\(theme.variantLabel)"
      let isText = pair.kind == .text || pair.kind == .largeText
      let fontText =
        isText
        ? pair.font.map { " \($0.style.rawValue) \(ComponentAudit.format($0.size)) pt" } ?? "" : ""
      let fore = ComponentAudit.describe(pair.foreground)
      let back = ComponentAudit.describe(pair.background)
      let ratio = ComponentAudit.format(pair.ratio, digits: 1)
      let severity: Diagnostic.Severity
      let message: String
      let hint: String
      switch rule {
      case .contrastInactive:
        severity = .info
        message =
          "\(place): \(fore) on \(back) is \(ratio):1 while the button waits or is disabled (exempt)"
        hint = "WCAG exempts inactive controls; nothing to do unless it must stay readable"
      case .contrastHostColors:
        severity = .info
        let needs = ComponentAudit.format(required ?? 0, digits: 1)
        message =
          "\(place): the host's own colors \(fore) on \(back) are \(ratio):1, need \(needs):1 (\(pair.kind.rawValue))"
        hint =
          "these colors are not the brand's: an app passing them to the block ships a pair that fails \(level.rawValue)"
      case .contrastTerminal256, .contrastTerminal16:
        severity = .warning
        let profile = rule == .contrastTerminal16 ? "16" : "256"
        message =
          "\(place): \(fore) on \(back) cannot be kept apart in \(profile) colors (the terminal preview shows them as one)"
        hint = "move the two colors further apart in lightness"
      default:
        severity = .error
        let needs = ComponentAudit.format(required ?? 0, digits: 1)
        message =
          "\(place): \(fore) on \(back) is \(ratio):1, needs \(needs):1 (\(pair.kind.rawValue),\(fontText.isEmpty ? " \(pair.role)" : fontText)) [\(level.rawValue)]"
        hint =
          pair.foreground.token.map {
            "darken or lighten \($0) (or its background) until the pair reaches \(needs):1"
          }
          ?? (pair.isDerivedValid
            ? "the valid stroke is derived from color.danger: add a color.success token that reaches \(needs):1 on the card"
            : "the part's own color is fixed by the component; change the background role")
      }
      var diagnostic = Diagnostic(
        severity, rule: rule, message: message,
        location: pair.foreground.provenance.first?.location
          ?? pair.background.provenance.first?.location,
        tokenPath: pair.foreground.token ?? (pair.isDerivedValid ? "color.success" : nil),
        hint: hint)
      let extra = places.count - 1
      if extra > 0 {
        let shown = places.dropFirst().prefix(5).joined(separator: "; ")
        diagnostic.notes.append(
          Diagnostic.Note(
            "also in \(extra) more place\(extra == 1 ? "" : "s"): \(shown)\(extra > 5 ? "; …" : "")"
          ))
      }
      return diagnostic
    }
  }

  private func record(
    _ pair: ContrastPair, theme: SPTheme, size: ContentSize, required: Double?, rule: Rule,
    into groups: inout [String: Group], order: inout [String]
  ) {
    // Colors that come from the host, not the brand (the provider stack's own button colors),
    // are one finding per pair whatever the appearance or threshold.
    let fromHost = pair.foreground.token == nil && pair.background.token == nil
    let rule: Rule = fromHost && required != nil ? .contrastHostColors : rule
    // Text and large text of the same two colors are one finding (at the stricter threshold).
    let family: Rule = rule == .contrastLargeText ? .contrastText : rule
    let key = [
      fromHost ? "" : theme.appearance, family.id, pair.foreground.source, pair.foreground.hex,
      pair.background.source, pair.background.hex,
    ]
    .joined(separator: "|")
    let place = "\(pair.state) \(pair.part) (\(size.flagName)\(theme.variantLabel))"
    if let existing = groups[key] {
      // A group speaks of its strictest requirement.
      if let required, required > existing.required ?? 0 {
        groups[key]?.first = pair
        groups[key]?.required = required
        groups[key]?.size = size
      }
    } else {
      groups[key] = Group(first: pair, theme: theme, size: size, required: required, rule: rule)
      order.append(key)
    }
    groups[key]?.places.append(place)
  }

  // MARK: - Coverage

  /// Roles the brand defines that no part uses (information), and role tokens that are
  /// deprecated but still bound (warnings).
  private func coverage(_ theme: SPTheme, used: Set<String>) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    let tokens = Dictionary(theme.tokens.map { ($0.name, $0) }) { first, _ in first }
    for entry in RoleCatalog.entries {
      let token = tokens[entry.name]
      let location = token?.provenance.first?.location
      if !used.contains(entry.name) {
        findings.append(
          Diagnostic(
            .info, rule: .coverageUnusedRole,
            message: "\(entry.name) is defined but no part of any block uses it",
            location: location, tokenPath: entry.name,
            hint: "keep it for your app's own screens, or leave it out"))
      } else if case .deprecated(let note)? = token?.deprecation {
        findings.append(
          Diagnostic(
            .warning, rule: .coverageDeprecatedRole,
            message:
              "\(entry.name) is deprecated\(note.map { " (\($0))" } ?? "") but parts still use it",
            location: location, tokenPath: entry.name,
            hint: "give the role a value that is not deprecated"))
      }
    }
    return findings
  }

  static func describe(_ color: SceneColor) -> String {
    let hex = color.hex.uppercased()
    guard color.token != nil else { return "\(color.source) \(hex)" }
    let alias = color.provenance.dropFirst().first.map { " (← {\($0.token)})" } ?? ""
    return "\(color.source) \(hex)\(alias)"
  }

  static func format(_ value: Double, digits: Int = 0) -> String {
    guard digits > 0 else {
      if let whole = Int(exactly: value) { return String(whole) }
      return value.isFinite && abs(value) < 1e15
        ? String((value * 10).rounded() / 10) : String(value)
    }
    let scale = pow10(digits)
    let truncated = (value * scale).rounded(.down) / scale
    return String(truncated)
  }

  private static func pow10(_ digits: Int) -> Double {
    (0..<digits).reduce(1.0) { value, _ in value * 10 }
  }
}

/// Whether text pairs stay apart in reduced terminal palettes, worked out once per color pair.
struct TerminalPairs {
  private var mappers: [PaletteMapper]
  private let profiles: [ColorProfile]
  /// Answers by the pair's two colors (`0xRRGGBBrrggbb`, foreground first).
  private var known: [UInt64: ColorProfile?] = [:]

  init(profiles: [ColorProfile]) {
    self.profiles = profiles
    self.mappers = profiles.map { PaletteMapper(profile: $0) }
  }

  /// The first reduced palette in which the pair's two colors land too close to read apart.
  mutating func unreadable(_ pair: ContrastPair) -> ColorProfile? {
    guard pair.kind == .text || pair.kind == .largeText else { return nil }
    let foreground = Self.cell(
      ContrastPairs.composite(pair.foreground, over: pair.background, opacity: 1))
    let background = Self.cell(pair.background)
    let key =
      UInt64(foreground.red) << 40 | UInt64(foreground.green) << 32 | UInt64(foreground.blue) << 24
      | UInt64(background.red) << 16 | UInt64(background.green) << 8 | UInt64(background.blue)
    if let answer = known[key] { return answer }
    var answer: ColorProfile?
    for index in profiles.indices {
      let (front, back) = mappers[index].indices(foreground: foreground, background: background)
      let apart = GamutMapping.deltaEOK(
        TerminalPalette.okLabEntries[front], TerminalPalette.okLabEntries[back])
      if front == back || apart < GamutMapping.jnd {
        answer = profiles[index]
        break
      }
    }
    known[key] = answer
    return answer
  }

  static func cell(_ color: SceneColor) -> CellColor {
    func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
    return CellColor(red: byte(color.red), green: byte(color.green), blue: byte(color.blue))
  }
}

extension ContrastPair {
  /// Whether the foreground is the valid stroke derived from `danger` (the brand has no
  /// `color.success`).
  var isDerivedValid: Bool {
    foreground.token == nil
      && foreground.source == "system.\(ColorBinding.SystemColor.valid.rawValue)"
  }
}
