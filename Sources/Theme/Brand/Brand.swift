import Platform

/// A brand: a Resolver Module document (the usual case) or a single `.tokens.json` file.
///
/// Wherever a brand is asked for it may be a brand name from `tokens/`, a brand folder, a
/// `.resolver.json` file, a `.tokens.json` file or a built-in brand (``BuiltInBrands``).
public struct Brand: Sendable {
  /// Where a brand's tokens come from.
  public enum Source: Sendable {
    /// A resolver document with sets and modifiers.
    case resolver(ResolverDocument)
    /// One plain token file: a brand with a single appearance.
    case tokenFile(String)
  }

  /// The short name: the folder or file name (`folio`), or the name in `sptheme.json`.
  public internal(set) var id: String
  /// The display name: the resolver's `name`, else ``id``.
  public let name: String
  /// The resolver or token file's path.
  public let path: String
  /// The tokens' source.
  public let source: Source
  /// Options used to read the tokens.
  public let options: TokenOptions
  /// Which modifier and contexts are light and dark (`nil`: the brand has one appearance).
  public internal(set) var appearanceMap: AppearanceMap?
  /// Contexts used for modifiers an input leaves out (from `sptheme.json` and `--input`).
  public internal(set) var defaultInput: [String: String] = [:]
  /// Where the roles take their tokens from (empty: each at its own path).
  public internal(set) var roles = RoleMap()
  /// What the brand's configuration and its appearance detection found.
  public internal(set) var configDiagnostics: [Diagnostic] = []
  /// The brand whose roles fill in what ``roles`` leaves out.
  var fillIn: FillInBrand?

  /// The modifier that picks light or dark.
  public static let appearanceModifier = "appearance"

  /// Finds and loads a brand.
  ///
  /// - Parameters:
  ///   - reference: A name in `tokensFolder`, a folder, a `.resolver.json` or a `.tokens.json` path.
  ///   - tokensFolder: Where brand names are looked up (`tokens`).
  /// - Throws: ``BrandError`` when nothing matches or the folder has no resolver.
  public init(
    _ reference: String, tokensFolder: String = "tokens", options: TokenOptions = TokenOptions()
  )
    throws(BrandError)
  {
    self.options = options
    let path: String
    do {
      path = try Self.locate(reference, tokensFolder: tokensFolder)
    } catch .noResolver(let folder, let candidates) where candidates.isEmpty {
      // A folder of token files without a resolver: its sets and modes, read where they are.
      guard let implicit = ImplicitResolver.forFolder(folder, options: options) else {
        throw .noResolver(folder, candidates: [])
      }
      let (resolver, diagnostics) = implicit.read(options: options)
      self.path = folder
      self.source = .resolver(resolver)
      self.id = resolver.name ?? ProjectMigration.baseName(folder)
      self.name = id
      self.appearanceMap = AppearanceMap.detect(in: resolver.modifiers)
      configDiagnostics = diagnostics
      return
    }
    self.path = path
    let fileName = String(path.split(separator: "/").last ?? Substring(path))
    if fileName.hasSuffix(".resolver.json")
      || (!fileName.hasSuffix(".tokens.json") && Self.isResolver(path))
    {
      let resolver = ResolverDocument(contentsOf: path, options: options)
      self.source = .resolver(resolver)
      let stem =
        fileName.hasSuffix(".resolver.json")
        ? String(fileName.dropLast(".resolver.json".count)) : nil
      // A resolver named plainly (`resolver.json`) takes its folder's name.
      let folder = path.split(separator: "/").dropLast().last.map(String.init)
      self.id = stem ?? folder.map { $0 == "." || $0 == ".." ? nil : $0 }.flatMap { $0 } ?? fileName
      self.name = resolver.name ?? id
      self.appearanceMap = AppearanceMap.detect(in: resolver.modifiers)
      if appearanceMap == nil, !resolver.modifiers.isEmpty {
        configDiagnostics.append(undetectedAppearance(resolver))
      }
    } else if let export = Self.studioExport(path, options: options) {
      // A Tokens Studio single-file export: its sets and modes, read where they are.
      self.source = .resolver(export.resolver)
      self.id = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
      self.name = id
      self.appearanceMap = AppearanceMap.detect(in: export.resolver.modifiers)
      configDiagnostics = export.diagnostics
    } else {
      self.source = .tokenFile(path)
      self.id =
        fileName.hasSuffix(".tokens.json")
        ? String(fileName.dropLast(".tokens.json".count)) : fileName
      self.name = id
    }
  }

  /// The resolver of a Tokens Studio single-file export (sets beside `$themes`, or sets named
  /// like modes), reading the file parsed here once; `nil` for any other token file.
  private static func studioExport(_ path: String, options: TokenOptions) -> (
    resolver: ResolverDocument, diagnostics: [Diagnostic]
  )? {
    guard
      let document = try? JSONDocument(
        contentsOf: path, maxDepth: options.maxDepth, maxBytes: options.maxFileBytes),
      ProjectMigration.isSingleFileExport(document)
    else { return nil }
    return ImplicitResolver.forExport(document).map { $0.read(options: options) }
  }

  /// Whether a file holds a Resolver Module document, by its content: `resolutionOrder`, or a
  /// string `version` beside `sets` or `modifiers` (a token file has neither).
  static func isResolver(_ path: String) -> Bool {
    guard SourceReader.kind(of: path).exists, let document = try? JSONDocument(contentsOf: path)
    else { return false }
    return isResolver(document.root)
  }

  /// Whether a parsed file is a Resolver Module document (not a token file).
  static func isResolver(_ json: JSONValue) -> Bool {
    guard case .object(let root) = json, root["$value"] == nil else { return false }
    if root["resolutionOrder"]?.array != nil { return true }
    return root["version"]?.string != nil
      && (root["sets"]?.object != nil || root["modifiers"]?.object != nil)
  }

  /// The warning for a brand with modifiers none of which says light and dark.
  private func undetectedAppearance(_ resolver: ResolverDocument) -> Diagnostic {
    let listed = resolver.modifiers.map { "\($0.name) (\($0.contexts.joined(separator: ", ")))" }
    let example =
      resolver.modifiers.first.map { modifier in
        "{ \"modifier\": \"\(modifier.name)\", \"light\": \"\(modifier.contexts.first ?? "…")\", \"dark\": \"\(modifier.contexts.dropFirst().first ?? "…")\" }"
      } ?? ""
    return Diagnostic(
      .warning, rule: .configAppearance,
      message:
        "no modifier says which contexts are light and dark: \(listed.joined(separator: "; ")); the brand is checked in every context but has no dark appearance",
      location: SourceLocation(file: path, line: 1, column: 1),
      hint:
        "say it in sptheme.json: \"brands\": { \"\(id)\": { \"resolver\": \"\(path)\", \"appearance\": \(example) } }"
    )
  }

  /// The brand names in a tokens folder: its subfolders (or links to folders) that hold a
  /// resolver document. An entry that cannot be read is left out; ``unreadableEntries(in:)``
  /// names it.
  public static func names(in tokensFolder: String = "tokens") -> [String] {
    ((try? FileSystem.entries(ofFolder: tokensFolder)) ?? []).compactMap { entry in
      guard entry.problem == nil, entry.leadsToFolder, let name = entry.name,
        (try? resolver(inFolder: tokensFolder + "/" + name)) != nil
      else { return nil }
      return name
    }
  }

  /// A warning for each entry of a tokens folder that cannot be read (a link to nothing, a link
  /// that loops, a name that is not UTF-8), naming it and saying what to do.
  public static func unreadableEntries(in tokensFolder: String = "tokens") -> [String] {
    ((try? FileSystem.entries(ofFolder: tokensFolder)) ?? []).compactMap { entry in
      entry.problem.map {
        "\(tokensFolder)/\(entry.shownName) is left out: \($0); remove it, rename it or point it at a brand folder"
      }
    }
  }

  /// The appearances this brand offers (`light`, `dark`), or `default` for a brand with one.
  /// Increased-contrast variants are in ``increasedContrastAppearances``.
  public var appearances: [String] {
    let names =
      appearanceMap?.appearances.filter { !$0.hasSuffix(Self.increasedContrastSuffix) } ?? []
    return names.isEmpty ? ["default"] : names
  }

  /// The appearances a renderer draws by default: light and dark where the brand has them,
  /// else the brand's one appearance, named as it is (`default`).
  public var drawnAppearances: [String] {
    let both = appearances.filter { $0 == "light" || $0 == "dark" }
    return both.isEmpty ? appearances : both
  }

  /// The increased-contrast variants of the appearances (`light-increased-contrast`, …).
  public var increasedContrastAppearances: [String] {
    appearanceMap?.appearances.filter { $0.hasSuffix(Self.increasedContrastSuffix) } ?? []
  }

  static let increasedContrastSuffix = "-increased-contrast"

  /// Whether the brand has modifiers but no context that is dark: an export would have to copy
  /// light into dark.
  public var lacksDark: Bool {
    guard case .resolver(let resolver) = source, !resolver.modifiers.isEmpty else { return false }
    return appearanceMap?.context(for: "dark") == nil
  }

  /// `light, dark (modifier theme)`: the appearances and where they came from.
  public var appearanceSummary: String {
    appearances.joined(separator: ", ") + (appearanceMap.map { " (\($0.summary))" } ?? "")
  }

  /// The files the brand is made of: the resolver (or the token file), every token file it
  /// references, and files named in its load findings (a referenced file that could not be
  /// read or parsed), each once. A watcher reloads the brand when one of them changes; the
  /// built-in files, which never change, are left out.
  public var files: [String] {
    var result = [path]
    if case .resolver(let resolver) = source {
      result += resolver.files
      result += resolver.diagnostics.compactMap { $0.location?.file }
    }
    var seen = Set<String>()
    return result.filter { !BuiltInBrands.isBuiltIn($0) && seen.insert($0).inserted }
  }

  /// The findings of loading the brand's files (before any resolution), then those of its
  /// configuration.
  public var loadDiagnostics: [Diagnostic] {
    if case .resolver(let resolver) = source { return resolver.diagnostics + configDiagnostics }
    return configDiagnostics
  }

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

  /// Where the brand's entry is in `sptheme.json`, for a brand defined there.
  var configLocation: SourceLocation?

  /// This brand's appearance that best stands for another brand's: the same, else light or
  /// dark by the name's start (an increased-contrast variant falls back to its base).
  func nearestAppearance(to appearance: String) -> String {
    if appearances.contains(appearance) || increasedContrastAppearances.contains(appearance) {
      return appearance
    }
    let base = appearance.hasPrefix("dark") ? "dark" : "light"
    return appearances.contains(base) ? base : appearances[0]
  }

  /// The input that picks an appearance (`light`, `dark`, `light-increased-contrast`).
  public func input(for appearance: String) -> [String: String] {
    guard let map = appearanceMap else { return [:] }
    return [map.modifier: map.context(for: appearance) ?? appearance]
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
    let (inputs, total) = permutations(fixing: fixed, limit: maxPermutations)
    if total > inputs.count {
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

  /// Turns a brand reference into the path of its resolver or token file: a file, a folder, a
  /// brand folder in `tokensFolder`, else a built-in brand (`studio`, or `builtin:studio`).
  static func locate(_ reference: String, tokensFolder: String) throws(BrandError) -> String {
    let kind = SourceReader.kind(of: reference)
    if kind.exists && !kind.isFolder { return reference }
    if kind.isFolder { return try resolver(inFolder: reference) }
    if !reference.contains("/"), FileSystem.kind(of: tokensFolder + "/" + reference).isFolder {
      return try resolver(inFolder: tokensFolder + "/" + reference)
    }
    if let builtIn = BuiltInBrands.resolver(of: reference) { return builtIn }
    let own = names(in: tokensFolder)
    throw BrandError.notFound(
      reference, known: own + BuiltInBrands.names.filter { !own.contains($0) })
  }

  /// The resolver of a brand folder: `<folder>/<name>.resolver.json`, else its one resolver.
  static func resolver(inFolder folder: String) throws(BrandError) -> String {
    let name = String(folder.split(separator: "/").last ?? Substring(folder))
    let preferred = folder + "/" + name + ".resolver.json"
    if SourceReader.kind(of: preferred).exists { return preferred }
    let files = (try? SourceReader.contents(ofFolder: folder)) ?? []
    let resolvers = files.filter { $0.hasSuffix(".resolver.json") }
    if resolvers.count == 1 { return folder + "/" + resolvers[0] }
    if resolvers.isEmpty {
      // A resolver is known by its content, whatever its name (`resolver.json`).
      let byContent = files.filter {
        $0.hasSuffix(".json") && !$0.hasSuffix(".tokens.json") && isResolver(folder + "/" + $0)
      }
      if byContent.count == 1 { return folder + "/" + byContent[0] }
      throw BrandError.noResolver(folder, candidates: byContent)
    }
    throw BrandError.noResolver(folder, candidates: resolvers)
  }
}

/// Why a brand reference could not be used.
public enum BrandError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing by that name or path.
  case notFound(String, known: [String])
  /// A folder without exactly one `.resolver.json`.
  case noResolver(String, candidates: [String])
  /// A brand's entry in `sptheme.json` that cannot be used: its findings, each located.
  case invalidEntry(String, [Diagnostic])
  /// An `--input` the brand cannot take, with the valid choices.
  case invalidInput(String)

  /// The findings to print with their code frames, for an entry of `sptheme.json`.
  public var diagnostics: [Diagnostic] {
    if case .invalidEntry(_, let findings) = self { return findings }
    return []
  }

  public var description: String {
    switch self {
    case .notFound(let reference, let known):
      "no brand '\(reference)'\(Suggestion.hint(for: reference, in: known)): not a file, a folder, a brand in tokens/ or a built-in brand"
        + (known.isEmpty ? "" : " (brands: \(known.joined(separator: ", ")))")
    case .noResolver(let folder, let candidates):
      candidates.isEmpty
        ? "\(folder) has no .resolver.json and no file in it defines a token: a brand folder needs token files (.json); with them, 'sptheme migrate \(folder) --write' writes a resolver from their modes"
        : "\(folder) has several resolvers (\(candidates.joined(separator: ", "))): name the one to use"
    case .invalidEntry(let name, let findings):
      "brand '\(name)' in sptheme.json cannot be used (\(findings.count) error\(findings.count == 1 ? "" : "s"))"
    case .invalidInput(let message):
      message
    }
  }
}
