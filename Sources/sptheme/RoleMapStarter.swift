import ArgumentParsing
import Platform
import Theme

/// `sptheme init BRAND --from-tokens PATH`: adds an entry for a team's own tokens to
/// `sptheme.json`, with the appearance modifier picked and a role map guessed.
enum RoleMapStarter {
  /// The modes and inputs a brand is read in while its roles are guessed: the appearance map
  /// (named, detected, or told by the backgrounds' lightness), the inputs that hold modifiers
  /// without a default at their first context, and a line for each.
  struct Reading {
    var map: AppearanceMap?
    var inputs: [String: String] = [:]
    var lines: [String] = []

    /// The input of the light appearance, where the roles are guessed.
    var lightInput: [String: String] {
      inputs.merging(map.map { [$0.modifier: $0.context(for: "light") ?? ""] } ?? [:]) { $1 }
    }
  }

  static func run(
    brand name: String, tokens path: String, arguments: Arguments<InitCommand.Options>,
    console: Console
  )
    throws(UsageError)
    -> ExitStatus
  {
    let brands = try BrandArguments(withoutInput: arguments, console: console)
    guard let cwd = ExportCommand.currentDirectory() else {
      throw UsageError(message: "cannot read the working folder")
    }
    let configPath =
      arguments[\.project.config] ?? ProjectFile.find(from: cwd) ?? ProjectFile.fileName
    let catalog = brands.catalog
    let source: Brand
    switch readSource(path, brand: name, catalog: catalog, configPath: configPath, console: console)
    {
    case .success(let brand): source = brand
    case .failure(let status): return status.exitStatus
    }
    var lines = ["\(Sanitize.terminal(name)): tokens \(Sanitize.terminal(path))"]
    let reading = reading(of: source)
    lines += reading.lines
    let studio = try? catalog.brand("studio")
    let result = RoleGuesser.guess(
      from: source.resolve(input: reading.lightInput),
      reference: studio?.theme(appearance: "light").theme)
    lines += guessLines(result, filledFrom: studio != nil ? "studio" : nil)

    var entry = entry(
      reading, guesses: result.guesses, extendsStudio: studio != nil, legacy: catalog.options.legacy
    )
    entry["resolver"] = .string(
      path.hasPrefix("/") ? path : relative(path, from: folder(of: configPath), cwd: cwd))
    let startsOutputs: Bool
    switch add(entry, named: name, to: configPath, console: console) {
    case .success(let started): startsOutputs = started
    case .failure(let status): return status.exitStatus
    }
    lines.append("wrote brand '\(Sanitize.terminal(name))' into \(Sanitize.terminal(configPath))")
    if catalog.options.legacy {
      lines.append(
        "  \"legacy\": true: every command reads the brand's older shapes as --legacy does ('sptheme migrate' converts them)"
      )
    }
    if startsOutputs {
      lines.append(
        "wrote a starter \"outputs\" (Swift and CSS of \(Sanitize.terminal(name))): 'sptheme build' writes them"
      )
    }
    let project = BrandCatalog(
      project: ProjectFile(contentsOf: configPath), tokensFolder: catalog.tokensFolder,
      options: catalog.options)
    if let made = try? project.brand(name) { lines.append(checkLine(made.check())) }
    lines.append(
      "next: review the roles in \(Sanitize.terminal(configPath)), then run 'sptheme check \(Sanitize.terminal(name))'"
    )
    console.out(lines.joined(separator: "\n"))
    return .ok
  }

  /// The brand at `path`, once it is known to be one init may add: not a name the project has,
  /// a file or folder of tokens inside the project, with a resolver, readable.
  private static func readSource(
    _ path: String, brand name: String, catalog: BrandCatalog, configPath: String,
    console: Console
  ) -> Result<Brand, CommandStop> {
    let usage = Result<Brand, CommandStop>.failure(.usage)
    if catalog.project?.brand(named: name) != nil {
      console.error(
        "error: \(Sanitize.terminal(configPath)) already has a brand '\(Sanitize.terminal(name))': init never replaces an entry; choose another name"
      )
      return usage
    }
    // A device or FIFO (`/dev/zero`) would make an entry no command can ever read.
    if let kind = FileSystem.status(of: path)?.kind, kind != .regular, kind != .folder {
      console.error(
        "error: \(Sanitize.terminal(path)) is not a file or folder of tokens (a device, FIFO or socket); name a .resolver.json, a .tokens.json or a folder"
      )
      return usage
    }
    if !catalog.options.sourcesAnywhere,
      let why = ProjectFile.sourceRefusal(path, projectFile: configPath)
    {
      console.error(
        "error: \(Sanitize.terminal(path)) cannot be a brand of \(Sanitize.terminal(configPath)): \(why)"
      )
      console.error(
        "  hint: copy or move the tokens into the project, or pass --allow-outside-sources here and to every command"
      )
      return usage
    }
    let source: Brand
    do {
      source = try Brand(path, options: catalog.options)
    } catch {
      console.error("error: \(Sanitize.terminal(error.description))")
      if case .noResolver(_, let candidates) = error, candidates.isEmpty {
        console.error(migrateFirst(path, brand: name))
      }
      return usage
    }
    // A folder read without a resolver: the project's modes are written down first, so the
    // brand init maps stays the same whatever the detection reads next time.
    if FileSystem.kind(of: source.path).isFolder {
      console.error(
        "error: \(Sanitize.terminal(path)) has no .resolver.json; init maps roles onto a brand whose modes are written down"
      )
      console.error(migrateFirst(path, brand: name))
      return usage
    }
    if source.loadDiagnostics.contains(where: {
      $0.severity == .error && $0.rule.family != .config
    }) {
      BrandArguments.printFindings(
        source.loadDiagnostics.filter { $0.severity == .error }, console: console)
      console.error("error: \(Sanitize.terminal(path)) cannot be read; fix the errors above first")
      return .failure(.findings)
    }
    return .success(source)
  }

  /// How the brand is read while its roles are guessed, with a line for each choice.
  private static func reading(of source: Brand) -> Reading {
    var reading = Reading(map: source.appearanceMap)
    var modifiers: [ResolverDocument.Modifier] = []
    if case .resolver(let resolver) = source.source { modifiers = resolver.modifiers }
    // Modifiers without a default are held at their first context.
    for modifier in modifiers
    where modifier.defaultContext == nil && modifier.name != reading.map?.modifier {
      reading.inputs[modifier.name] = modifier.contexts.first
    }
    func describe(_ map: AppearanceMap, _ reason: String) -> String {
      "  appearance: modifier \(map.modifier), light = \(map.context(for: "light") ?? "?"), dark = \(map.context(for: "dark") ?? "?") (\(reason))"
    }
    if let found = reading.map {
      reading.lines.append(describe(found, "its contexts are named so"))
    } else if let (found, reason) = RoleGuesser.appearance(
      of: modifiers,
      luminance: { modifier, context in
        RoleGuesser.backgroundLuminance(
          in: source.resolve(input: reading.inputs.merging([modifier: context]) { $1 }))
      })
    {
      reading.map = found
      reading.inputs[found.modifier] = nil
      reading.lines.append(describe(found, reason))
    } else if !modifiers.isEmpty {
      reading.lines.append(
        "  appearance: not found: no modifier has contexts named light and dark, or a light and a dark background; write \"appearance\" yourself"
      )
    }
    for (modifier, context) in reading.inputs.sorted(by: { $0.key < $1.key }) {
      reading.lines.append(
        "  input: \(modifier) = \(context) (it has no default; change it in \"inputs\")")
    }
    return reading
  }

  /// The brand's entry in `sptheme.json`, but for its `"resolver"`.
  private static func entry(
    _ reading: Reading, guesses: [RoleGuesser.Guess], extendsStudio: Bool, legacy: Bool
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
  private static func add(
    _ entry: JSONObject, named name: String, to configPath: String, console: Console
  ) -> Result<Bool, CommandStop> {
    var root = JSONObject()
    if FileSystem.kind(of: configPath).exists {
      guard let document = try? JSONDocument(contentsOf: configPath),
        case .object(let existing) = document.root
      else {
        console.error(
          "error: \(Sanitize.terminal(configPath)) is not a JSON object; fix it first (sptheme check)"
        )
        return .failure(.usage)
      }
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
      console.error("error: cannot write \(Sanitize.terminal(error.description))")
      return .failure(.usage)
    }
    return .success(startsOutputs)
  }

  /// How the new brand checks: its errors, split into those of the roles or the map and those
  /// of the tokens themselves, and any warning about role sizes.
  private static func checkLine(_ report: Brand.CheckReport) -> String {
    let errors = report.diagnostics.filter { $0.severity == .error }
    let missing = errors.filter {
      $0.rule == .themeMissingRole || $0.rule.family == .config
    }.count
    // Sizes out of bounds or order: none from a guess, but a fill-in can meet the team's.
    let bounds = report.diagnostics.filter { $0.rule == .themeRoleBounds }.count
    let boundsNote =
      bounds == 0
      ? "" : ", \(bounds) warning\(bounds == 1 ? "" : "s") about role sizes [theme/role-bounds]"
    return
      "check: \(errors.count) error\(errors.count == 1 ? "" : "s") (\(missing) in the roles or the map, \(errors.count - missing) in the tokens themselves)\(boundsNote)"
  }

  /// The guessed roles, each with its confidence and reason, and those left unmapped: a
  /// refused candidate on its role's line, the rest in one list.
  static func guessLines(_ result: RoleGuesser.Result, filledFrom fillIn: String?) -> [String] {
    let width = RoleCatalog.entries.map(\.name.count).max() ?? 0
    let counts = RoleGuesser.Confidence.allCases.reversed().map { level in
      "\(result.guesses.filter { $0.confidence == level }.count) \(level.rawValue)"
    }
    var lines = [
      "  roles (\(result.guesses.count) of \(RoleCatalog.entries.count) guessed: \(counts.joined(separator: ", ")); review each):"
    ]
    let guesses = Dictionary(result.guesses.map { ($0.role, $0) }) { first, _ in first }
    let refused = Dictionary(
      result.unmapped.compactMap { entry in entry.reason.map { (entry.role, $0) } }
    ) { first, _ in first }
    for entry in RoleCatalog.entries {
      let role = entry.name.padding(toLength: width)
      if let guess = guesses[entry.name] {
        lines.append(
          "    \(role) → {\(Sanitize.terminal(guess.token))}  (\(guess.confidence.rawValue): \(Sanitize.terminal(guess.reason)))"
        )
      } else if let reason = refused[entry.name] {
        lines.append("    \(role)   not mapped: \(Sanitize.terminal(reason))")
      }
    }
    if !result.unmapped.isEmpty {
      let fill =
        fillIn.map { "filled in from \($0)" }
        ?? "no studio brand to fill them in: map them yourself"
      lines.append(
        "  not mapped (\(fill)): \(result.unmapped.map(\.role).joined(separator: ", "))")
    }
    return lines
  }

  /// What to do with a folder of token files that has no resolver yet: migrate it, and what
  /// the migration finds in it (its modifiers and contexts, or why it cannot tell).
  private static func migrateFirst(_ folder: String, brand: String) -> String {
    let command = "sptheme migrate \(Sanitize.terminal(folder)) --write"
    guard let result = try? ProjectMigration.migrate(folder: folder) else {
      return "  run '\(command)' first: it writes the resolver from the folder's files"
    }
    var lines = ["  run '\(command)' first: it writes the resolver from the folder's files"]
    for change in result.changes where change.note.hasPrefix("Resolver Module document") {
      lines.append(
        "  it finds: \(Sanitize.terminal(change.after ?? "")): \(Sanitize.terminal(change.note))")
    }
    let left = result.changes.filter { !$0.isConverted }.count
    if left > 0 {
      lines.append(
        "  and lists \(left) thing\(left == 1 ? "" : "s") to settle by hand (run it without --write to see them)"
      )
    }
    lines.append(
      "  then run 'sptheme init \(Sanitize.terminal(brand)) --from-tokens \(Sanitize.terminal(folder))' again"
    )
    return lines.joined(separator: "\n")
  }

  /// The folder of a file path (`""` for a bare name).
  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }

  /// `path` (relative to the working folder, or absolute) as written relative to `folder`
  /// (relative to the working folder too).
  static func relative(_ path: String, from folder: String, cwd: String) -> String {
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
