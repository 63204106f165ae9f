import Platform
import Theme

/// `sptheme init BRAND --from-tokens PATH`: adds an entry for a team's own tokens to
/// `sptheme.json`, with the appearance modifier picked and a role map guessed.
public struct RoleMapStarter: Sendable {
  /// The new brand's name.
  public var name: String
  /// The tokens: a resolver, a token file or a folder.
  public var tokens: String
  /// Where brand names are looked up (the project's and `tokens/`).
  public var catalog: BrandCatalog
  /// The project file to add the entry to (made when missing).
  public var configPath: String
  /// The working folder, which relative paths start from.
  public var workingFolder: String

  /// Creates a starter.
  public init(
    name: String, tokens: String, catalog: BrandCatalog, configPath: String,
    workingFolder: String
  ) {
    self.name = name
    self.tokens = tokens
    self.catalog = catalog
    self.configPath = configPath
    self.workingFolder = workingFolder
  }

  /// Reads the tokens, guesses the roles and adds the entry.
  public func run() -> InitReport {
    let source: Brand
    switch readSource() {
    case .success(let brand): source = brand
    case .failure(let failure): return InitReport(failure: failure)
    }
    let reading = Self.reading(of: source)
    let studio = try? catalog.brand("studio")
    let result = RoleGuesser.guess(
      from: source.resolve(input: reading.lightInput),
      reference: studio?.theme(appearance: "light").theme)
    var entry = Self.entry(
      reading, guesses: result.guesses, extendsStudio: studio != nil,
      legacy: catalog.options.legacy)
    // A map proposed for files without a resolver is written for the team to confirm, and
    // every command reads it from then on instead of guessing again.
    let proposed = source.modeMap.flatMap { $0.isConfirmed ? nil : $0 }
    if let proposed { entry["modes"] = proposed.json }
    entry["resolver"] = .string(
      tokens.hasPrefix("/")
        ? tokens
        : Self.relative(tokens, from: Self.folder(of: configPath), cwd: workingFolder))
    let startsOutputs: Bool
    switch add(entry) {
    case .success(let started): startsOutputs = started
    case .failure(let failure): return InitReport(failure: failure)
    }
    let project = BrandCatalog(
      project: ProjectFile(contentsOf: configPath), tokensFolder: catalog.tokensFolder,
      options: catalog.options)
    return InitReport(
      mapped: InitReport.Mapped(
        brand: name, tokens: tokens, reading: reading, guesses: result, modes: proposed,
        filledFrom: studio != nil ? "studio" : nil, configPath: configPath,
        legacy: catalog.options.legacy, startsOutputs: startsOutputs,
        check: (try? project.brand(name))?.check()))
  }

  /// The brand at ``tokens``, once it is known to be one init may add: not a name the project
  /// has, a file or folder of tokens inside the project, with a resolver, readable.
  private func readSource() -> Result<Brand, InitReport.Failure> {
    if catalog.project?.brand(named: name) != nil {
      return .failure(.brandExists(config: configPath, brand: name))
    }
    // A device or FIFO (`/dev/zero`) would make an entry no command can ever read.
    if let kind = FileSystem.status(of: tokens)?.kind, kind != .regular, kind != .folder {
      return .failure(.notTokens(tokens))
    }
    if !catalog.options.sourcesAnywhere,
      let why = ProjectFile.sourceRefusal(tokens, projectFile: configPath)
    {
      return .failure(.outsideProject(path: tokens, config: configPath, why: why))
    }
    let source: Brand
    do {
      source = try Brand(tokens, options: catalog.options)
    } catch {
      var advice: InitReport.MigrateAdvice?
      if case .noResolver(_, let candidates) = error, candidates.isEmpty {
        advice = migrateAdvice()
      }
      return .failure(.notLoaded(error.description, advice: advice))
    }
    if source.loadDiagnostics.contains(where: {
      $0.severity == .error && $0.rule.family != .config
    }) {
      return .failure(
        .unreadable(
          path: tokens, findings: source.loadDiagnostics.filter { $0.severity == .error }))
    }
    return .success(source)
  }

  /// What a migration of the tokens' folder would find.
  private func migrateAdvice() -> InitReport.MigrateAdvice {
    InitReport.MigrateAdvice(
      folder: tokens, brand: name, found: try? ProjectMigration.migrate(folder: tokens))
  }

  /// How the brand is read while its roles are guessed.
  public static func reading(of source: Brand) -> RoleReading {
    var reading = RoleReading(map: source.appearanceMap)
    var modifiers: [ResolverDocument.Modifier] = []
    if case .resolver(let resolver) = source.source { modifiers = resolver.modifiers }
    // Modifiers without a default are held at their first context.
    for modifier in modifiers
    where modifier.defaultContext == nil && modifier.name != reading.map?.modifier {
      reading.inputs[modifier.name] = modifier.contexts.first
    }
    if reading.map != nil {
      reading.appearance = .named
    } else if let (found, reason) = RoleGuesser.appearance(
      of: modifiers,
      luminance: { modifier, context in
        RoleGuesser.backgroundLuminance(
          in: source.resolve(input: reading.inputs.merging([modifier: context]) { $1 }))
      })
    {
      reading.map = found
      reading.inputs[found.modifier] = nil
      reading.appearance = .found(reason: reason)
    } else if !modifiers.isEmpty {
      reading.appearance = .notFound
    }
    return reading
  }

  /// The brand's entry in `sptheme.json`, but for its `"resolver"`.
  static func entry(
    _ reading: RoleReading, guesses: [RoleGuesser.Guess], extendsStudio: Bool, legacy: Bool
  ) -> JSONObject {
    var entry = JSONObject()
    if let map = reading.map, map.origin != .named {
      var appearance = JSONObject()
      appearance["modifier"] = .string(map.modifier)
      appearance["light"] = .string(map.context(for: "light") ?? "")
      appearance["dark"] = .string(map.context(for: "dark") ?? "")
      if let high = map.context(for: "light-increased-contrast") {
        appearance["lightIncreasedContrast"] = .string(high)
      }
      if let high = map.context(for: "dark-increased-contrast") {
        appearance["darkIncreasedContrast"] = .string(high)
      }
      entry["appearance"] = .object(appearance)
    }
    if !reading.inputs.isEmpty {
      entry["inputs"] = .object(
        JSONObject(
          reading.inputs.sorted { $0.key < $1.key }.map {
            .init(key: $0.key, value: .string($0.value))
          }))
    }
    if extendsStudio { entry["extends"] = .string("studio") }
    // Tokens that needed --legacy to read keep being read so, by every command.
    if legacy { entry["legacy"] = .bool(true) }
    entry["roles"] = .object(
      JSONObject(guesses.map { .init(key: $0.role, value: .string("{\($0.token)}")) }))
    return entry
  }

  /// Adds the entry to the project file (made when missing), atomically; a first brand also
  /// gets a starter `"outputs"` (its Swift and CSS). Returns whether it did.
  private func add(_ entry: JSONObject) -> Result<Bool, InitReport.Failure> {
    var root = JSONObject()
    if FileSystem.kind(of: configPath).exists {
      guard let document = try? JSONDocument(contentsOf: configPath),
        case .object(let existing) = document.root
      else { return .failure(.notJSONObject(configPath)) }
      root = existing
    }
    var brandsObject = root["brands"]?.object ?? JSONObject()
    brandsObject[name] = .object(entry)
    root["brands"] = .object(brandsObject)
    let startsOutputs = root["outputs"] == nil
    if startsOutputs { root["outputs"] = OutputEntry.starter(brand: name) }
    do {
      try FileSystem.write(JSONValue.object(root).serialized() + "\n", to: configPath)
    } catch {
      return .failure(.cannotWrite(error.description))
    }
    return .success(startsOutputs)
  }

  /// The folder of a file path (`""` for a bare name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }

  /// `path` (relative to the working folder, or absolute) as written relative to `folder`
  /// (relative to the working folder too).
  public static func relative(_ path: String, from folder: String, cwd: String) -> String {
    func absolute(_ text: String) -> [Substring] {
      let joined = text.hasPrefix("/") ? text : cwd + "/" + text
      var parts: [Substring] = []
      for part in joined.split(separator: "/") {
        if part == "." { continue }
        if part == ".." { _ = parts.popLast() } else { parts.append(part) }
      }
      return parts
    }
    let target = absolute(path)
    let base = absolute(folder.isEmpty ? "." : folder)
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    let up = Array(repeating: "..", count: base.count - common)
    let result = (up + target[common...].map(String.init)).joined(separator: "/")
    return result.isEmpty ? "." : result
  }
}
