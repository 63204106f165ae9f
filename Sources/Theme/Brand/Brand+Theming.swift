// From a brand to themes: resolving an input, building the theme of an appearance, and
// checking every permutation of its modifiers.

extension Brand {

  /// Resolves the tokens for an input (modifier name → context); modifiers it leaves out take
  /// the brand's ``defaultInput``, then their defaults.
  public func resolve(input: [String: String] = [:]) -> TokenResolution {
    switch source {
    case .resolver(let resolver): resolver.resolve(input: completed(input), options: options)
    case .tokenFile(let file): TokenLoader.resolve(files: [file], options: options)
    }
  }

  /// An input with the brand's default inputs under it (names compared case-insensitively).
  private func completed(_ input: [String: String]) -> [String: String] {
    var result = input
    for (key, value) in defaultInput
    where !input.keys.contains(where: { $0.lowercased() == key.lowercased() }) {
      result[key] = value
    }
    return result
  }

  /// The theme for an input; `nil` with findings when a role is missing or the tokens have errors.
  public func theme(input: [String: String] = [:]) -> (
    theme: SPTheme?, diagnostics: [Diagnostic], tokenCount: Int
  ) {
    let resolution = resolve(input: input)
    // A file that cannot be read or parsed, or an input that names no context, explains every
    // missing role at once: say only that.
    let unreadable = (loadDiagnostics + resolution.diagnostics).contains {
      Self.blockingRules.contains($0.rule)
    }
    guard !unreadable else { return (nil, resolution.diagnostics, resolution.tokens.count) }
    var chosen: [String: String] = [:]
    if case .resolver(let resolver) = source {
      chosen = resolver.validate(input: completed(input)).input
    }
    // A context of the appearance modifier that names no appearance (`sepia`) keeps its name.
    let appearance =
      appearanceMap.flatMap { map in chosen[map.modifier].map { map.appearance(for: $0) ?? $0 } }
      ?? "default"
    var fill: SPTheme.FillIn?
    var fillProblems: [Diagnostic] = []
    if let fillIn {
      let result = fillIn.brand.theme(
        input: fillIn.brand.input(for: fillIn.brand.nearestAppearance(to: appearance)))
      if let theme = result.theme {
        fill = SPTheme.FillIn(brand: fillIn.brand.id, theme: theme)
      } else {
        fillProblems.append(
          Diagnostic(
            .error, rule: .configExtends,
            message:
              "\(id) extends \(fillIn.brand.id), which has errors in \(appearance), so its roles cannot fill in",
            location: fillIn.location, hint: "run 'sptheme check \(fillIn.brand.id)'"))
      }
    }
    var built = SPTheme.build(
      from: resolution, brand: name, appearance: appearance,
      fallback: configLocation ?? SourceLocation(file: path, line: 1, column: 1),
      roles: roles, fillIn: fill)
    if let map = appearanceMap { chosen[map.modifier] = nil }
    built.theme?.variant = chosen
    built.theme?.sourcePath = path
    // An error in a token the theme does not use (a team's tree is larger than the roles) is
    // reported, but does not stop the theme; one in a token it uses, or one with no token, does.
    let used = built.theme?.provenanceTokens ?? []
    let blocked =
      resolution.diagnostics.contains {
        $0.severity == .error && ($0.tokenPath.map(used.contains) ?? true)
      }
      || (configDiagnostics + fillProblems).contains { $0.severity == .error }
    return (
      blocked ? nil : built.theme, resolution.diagnostics + fillProblems + built.diagnostics,
      resolution.tokens.count
    )
  }

  /// Rules that mean the brand could not be resolved at all.
  static let blockingRules: Set<Rule> = [
    .jsonSyntax, .fileUnreadable, .resolverFile, .resolverNotObject, .resolverInput,
  ]

  /// The theme for one appearance (`light`, `dark`, or `default` for a single-file brand).
  public func theme(appearance: String) -> (theme: SPTheme?, diagnostics: [Diagnostic]) {
    let result = theme(input: input(for: appearance))
    return (result.theme, result.diagnostics)
  }

  /// What ``check(fixing:maxPermutations:)`` found.
  public struct CheckReport: Sendable {
    /// Every finding, each once.
    public var diagnostics: [Diagnostic]
    /// The most tokens any permutation resolved.
    public var tokenCount: Int
    /// The themes the checked permutations built (those without errors).
    public var themes: [SPTheme] = []
    /// How many permutations were checked.
    public var permutations: Int = 1
    /// The permutations that built no theme (so nothing drawn in them can be checked), each
    /// with the tokens or rules whose errors stopped it.
    public var unbuilt: [UnbuiltTheme] = []
  }

  /// A permutation that built no theme, and what stopped it.
  public struct UnbuiltTheme: Sendable, Equatable {
    /// The permutation (`appearance=dark, size=mobile`), or `default`.
    public var label: String
    /// The tokens with errors that the roles reach (or the rules, for an error with no token).
    public var blockers: [String]

    /// `color.accent`, `color.accent and color.fill`, `color.accent and 3 more`.
    public var blockerSummary: String {
      switch blockers.count {
      case 0: "an error"
      case 1: blockers[0]
      case 2: "\(blockers[0]) and \(blockers[1])"
      default: "\(blockers[0]) and \(blockers.count - 1) more"
      }
    }
  }

  /// Every combination of the brand's modifier contexts that agrees with `fixed` (modifier →
  /// context, case-insensitively), in document order, and how many there are in all.
  public func permutations(fixing fixed: [String: String] = [:], limit: Int = 64) -> (
    inputs: [[String: String]], total: Int
  ) {
    guard case .resolver(let resolver) = source else { return ([[:]], 1) }
    var result: [[String: String]] = [[:]]
    var total = 1
    for modifier in resolver.modifiers {
      let given = fixed.first { $0.key.lowercased() == modifier.name.lowercased() }?.value
      let contexts =
        given.map { value in modifier.contexts.filter { $0.lowercased() == value.lowercased() } }
        ?? modifier.contexts
      // An unknown context is kept as given, so that the resolution reports it.
      let choices = contexts.isEmpty ? [given ?? ""] : contexts
      total *= choices.count
      result = result.flatMap { partial in
        choices.map { partial.merging([modifier.name: $0]) { $1 } }
      }
      if result.count > limit { result = Array(result.prefix(limit)) }
    }
    // A modifier the brand does not have is reported by the resolution.
    for (key, value) in fixed
    where !resolver.modifiers.contains(where: { $0.name.lowercased() == key.lowercased() }) {
      result = result.map { $0.merging([key: value]) { $1 } }
    }
    return (result, total)
  }

  /// Everything wrong with the brand: its files, and every permutation of its modifiers, with
  /// the roles checked for each; the same finding from several permutations is listed once,
  /// with a note naming the others.
  ///
  /// - Parameters:
  ///   - fixed: Modifier contexts to hold (`--input`); the others take every context.
  ///   - maxPermutations: The most permutations checked; a warning says when more exist.
  ///   - checkingRoles: `false` validates the tokens against DTCG 2025.10 only (no roles).
  public func check(
    fixing fixed: [String: String] = [:], maxPermutations: Int = 64, checkingRoles: Bool = true
  )
    -> CheckReport
  {
    var findings =
      checkingRoles ? loadDiagnostics : loadDiagnostics.filter { $0.rule.family != .config }
    var tokenCount = 0
    var themes: [SPTheme] = []
    if case .resolver(let resolver) = source, resolver.items.isEmpty, resolver.hasErrors {
      return CheckReport(
        diagnostics: findings, tokenCount: 0,
        unbuilt: checkingRoles ? [UnbuiltTheme(label: "every permutation", blockers: [])] : [])
    }
    let checked = checkedPermutations(fixing: fixed, limit: maxPermutations)
    let (inputs, total) = (checked.inputs, checked.total)
    if checked.isComplete, total > inputs.count {
      let groups = checked.groups.map { $0.joined(separator: " and ") }
      findings.append(
        Diagnostic(
          .info, rule: .limitIndependentModifiers,
          message:
            "checked \(inputs.count) of the \(total) permutations, which reach every value: no value depends on two of \(groups.joined(separator: " | ")), so each takes every context with the others at their defaults",
          location: SourceLocation(file: path, line: 1, column: 1)))
    } else if total > inputs.count {
      findings.append(
        Diagnostic(
          .warning, rule: .limitPermutations,
          message:
            "the brand has \(total) permutations of its modifiers; only the first \(inputs.count) were checked",
          location: SourceLocation(file: path, line: 1, column: 1),
          hint:
            "raise the limit with --max-permutations \(total), or fix some modifiers with --input NAME=CONTEXT"
        ))
    }
    var seen: [String: Int] = [:]
    for (index, diagnostic) in findings.enumerated() { seen[Self.key(diagnostic)] = index }
    var repeats: [Int: [String]] = [:]
    var unbuilt: [UnbuiltTheme] = []
    for input in inputs {
      let label = input.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
        separator: ", ")
      let result: (theme: SPTheme?, diagnostics: [Diagnostic], tokenCount: Int)
      if checkingRoles {
        result = theme(input: input)
      } else {
        let resolution = resolve(input: input)
        result = (nil, resolution.diagnostics, resolution.tokens.count)
      }
      tokenCount = max(tokenCount, result.tokenCount)
      if let theme = result.theme {
        themes.append(theme)
      } else if checkingRoles {
        var seenBlockers = Set<String>()
        let blockers = result.diagnostics.filter { $0.severity == .error }
          .map { $0.tokenPath ?? $0.rule.id }.filter { seenBlockers.insert($0).inserted }
        unbuilt.append(UnbuiltTheme(label: label.isEmpty ? "default" : label, blockers: blockers))
      }
      for var diagnostic in result.diagnostics {
        let key = Self.key(diagnostic)
        if let first = seen[key] {
          if inputs.count > 1, diagnostic.rule.family == .theme {
            repeats[first, default: []].append(label)
          }
          continue
        }
        if inputs.count > 1, diagnostic.rule.family == .theme {
          diagnostic.message += " (\(label))"
        }
        seen[key] = findings.count
        findings.append(diagnostic)
      }
    }
    for (index, labels) in repeats {
      let shown = labels.prefix(5).joined(separator: "; ")
      findings[index].notes.append(
        Diagnostic.Note(
          "also in \(labels.count) more permutation\(labels.count == 1 ? "" : "s"): \(shown)\(labels.count > 5 ? "; …" : "")"
        ))
    }
    return CheckReport(
      diagnostics: findings, tokenCount: tokenCount, themes: themes, permutations: inputs.count,
      unbuilt: unbuilt)
  }

  /// The code frame (the line and a caret) for a location in a file.
  public static func codeFrame(at location: SourceLocation) -> String? {
    SourceFile(path: location.file)?.codeFrame(at: location)
  }

  /// What makes two findings the same: for a role finding its rule, role and words (where
  /// it points may differ between permutations); for others also its place.
  private static func key(_ diagnostic: Diagnostic) -> String {
    let place =
      diagnostic.rule.family == .theme
      ? diagnostic.tokenPath ?? "" : diagnostic.location?.description ?? ""
    return "\(place)|\(diagnostic.rule)|\(diagnostic.message)"
  }
}
