import Platform
import Theme

/// `sptheme init BRAND --from-tokens PATH`: adds an entry for a team's own tokens to
/// `sptheme.json`, with the appearance modifier picked and a role map guessed.
enum RoleMapStarter {
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
    if brands.catalog.project?.brand(named: name) != nil {
      console.error(
        "error: \(Sanitize.terminal(configPath)) already has a brand '\(Sanitize.terminal(name))': init never replaces an entry; choose another name"
      )
      return .usage
    }
    // A device or FIFO (`/dev/zero`) would make an entry no command can ever read.
    if let kind = FileSystem.status(of: path)?.kind, kind != .regular, kind != .folder {
      console.error(
        "error: \(Sanitize.terminal(path)) is not a file or folder of tokens (a device, FIFO or socket); name a .resolver.json, a .tokens.json or a folder"
      )
      return .usage
    }
    if !brands.catalog.options.sourcesAnywhere,
      let why = ProjectFile.sourceRefusal(path, projectFile: configPath)
    {
      console.error(
        "error: \(Sanitize.terminal(path)) cannot be a brand of \(Sanitize.terminal(configPath)): \(why)"
      )
      console.error(
        "  hint: copy or move the tokens into the project, or pass --allow-outside-sources here and to every command"
      )
      return .usage
    }
    let source: Brand
    do {
      source = try Brand(path, options: brands.catalog.options)
    } catch {
      console.error("error: \(Sanitize.terminal(error.description))")
      if case .noResolver(_, let candidates) = error, candidates.isEmpty {
        console.error(migrateFirst(path, brand: name))
      }
      return .usage
    }
    // A folder read without a resolver: the project's modes are written down first, so the
    // brand init maps stays the same whatever the detection reads next time.
    if FileSystem.kind(of: source.path).isFolder {
      console.error(
        "error: \(Sanitize.terminal(path)) has no .resolver.json; init maps roles onto a brand whose modes are written down"
      )
      console.error(migrateFirst(path, brand: name))
      return .usage
    }
    if source.loadDiagnostics.contains(where: {
      $0.severity == .error && $0.rule.family != .config
    }) {
      BrandArguments.printFindings(
        source.loadDiagnostics.filter { $0.severity == .error }, console: console)
      console.error("error: \(Sanitize.terminal(path)) cannot be read; fix the errors above first")
      return .findings
    }
    var lines = ["\(Sanitize.terminal(name)): tokens \(Sanitize.terminal(path))"]

    // The appearance: named or detected by the brand, else told by the backgrounds' lightness.
    var map = source.appearanceMap
    var modifiers: [ResolverDocument.Modifier] = []
    if case .resolver(let resolver) = source.source { modifiers = resolver.modifiers }
    // Modifiers without a default are held at their first context.
    var inputs: [String: String] = [:]
    for modifier in modifiers where modifier.defaultContext == nil && modifier.name != map?.modifier
    {
      inputs[modifier.name] = modifier.contexts.first
    }
    if let found = map {
      lines.append(
        "  appearance: modifier \(found.modifier), light = \(found.context(for: "light") ?? "?"), dark = \(found.context(for: "dark") ?? "?") (its contexts are named so)"
      )
    } else if let (found, reason) = RoleGuesser.appearance(
      of: modifiers,
      luminance: { modifier, context in
        RoleGuesser.backgroundLuminance(
          in: source.resolve(input: inputs.merging([modifier: context]) { $1 }))
      })
    {
      map = found
      inputs[found.modifier] = nil
      lines.append(
        "  appearance: modifier \(found.modifier), light = \(found.context(for: "light") ?? "?"), dark = \(found.context(for: "dark") ?? "?") (\(reason))"
      )
    } else if !modifiers.isEmpty {
      lines.append(
        "  appearance: not found: no modifier has contexts named light and dark, or a light and a dark background; write \"appearance\" yourself"
      )
    }
    for (modifier, context) in inputs.sorted(by: { $0.key < $1.key }) {
      lines.append("  input: \(modifier) = \(context) (it has no default; change it in \"inputs\")")
    }

    // The role map, guessed in the light appearance.
    let lightInput = inputs.merging(
      map.map { [$0.modifier: $0.context(for: "light") ?? ""] } ?? [:]
    ) { $1 }
    let resolution = source.resolve(input: lightInput)
    let studio = try? brands.catalog.brand("studio")
    let reference = studio?.theme(appearance: "light").theme
    let result = RoleGuesser.guess(from: resolution, reference: reference)
    lines += guessLines(result, filledFrom: studio != nil ? "studio" : nil)

    // The entry, added to the project file.
    var entry = JSONObject()
    entry["resolver"] = .string(
      path.hasPrefix("/") ? path : relative(path, from: folder(of: configPath), cwd: cwd))
    if let map, map.origin != .named {
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
    if !inputs.isEmpty {
      entry["inputs"] = .object(
        JSONObject(
          inputs.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: .string($0.value)) }))
    }
    if studio != nil { entry["extends"] = .string("studio") }
    // Tokens that needed --legacy to read keep being read so, by every command.
    if brands.catalog.options.legacy { entry["legacy"] = .bool(true) }
    entry["roles"] = .object(
      JSONObject(result.guesses.map { .init(key: $0.role, value: .string("{\($0.token)}")) }))
    var root = JSONObject()
    if FileSystem.kind(of: configPath).exists {
      guard let document = try? JSONDocument(contentsOf: configPath),
        case .object(let existing) = document.root
      else {
        console.error(
          "error: \(Sanitize.terminal(configPath)) is not a JSON object; fix it first (sptheme check)"
        )
        return .usage
      }
      root = existing
    }
    var brandsObject = root["brands"]?.object ?? JSONObject()
    brandsObject[name] = .object(entry)
    root["brands"] = .object(brandsObject)
    // A first brand gets a starter build: its Swift and CSS (`sptheme build`).
    let startsOutputs = root["outputs"] == nil
    if startsOutputs { root["outputs"] = OutputEntry.starter(brand: name) }
    do {
      try FileSystem.write(JSONValue.object(root).serialized() + "\n", to: configPath)
    } catch {
      console.error("error: cannot write \(Sanitize.terminal(error.description))")
      return .usage
    }
    lines.append("wrote brand '\(Sanitize.terminal(name))' into \(Sanitize.terminal(configPath))")
    if brands.catalog.options.legacy {
      lines.append(
        "  \"legacy\": true: every command reads the brand's older shapes as --legacy does ('sptheme migrate' converts them)"
      )
    }
    if startsOutputs {
      lines.append(
        "wrote a starter \"outputs\" (Swift and CSS of \(Sanitize.terminal(name))): 'sptheme build' writes them"
      )
    }

    // How it checks now.
    let project = ProjectFile(contentsOf: configPath)
    let catalog = BrandCatalog(
      project: project, tokensFolder: brands.catalog.tokensFolder, options: brands.catalog.options)
    if let made = try? catalog.brand(name) {
      let report = made.check()
      let errors = report.diagnostics.filter { $0.severity == .error }
      let missing = errors.filter {
        $0.rule == .themeMissingRole || $0.rule.family == .config
      }.count
      // Sizes out of bounds or order: none from a guess, but a fill-in can meet the team's.
      let bounds = report.diagnostics.filter { $0.rule == .themeRoleBounds }.count
      let boundsNote =
        bounds == 0
        ? "" : ", \(bounds) warning\(bounds == 1 ? "" : "s") about role sizes [theme/role-bounds]"
      lines.append(
        "check: \(errors.count) error\(errors.count == 1 ? "" : "s") (\(missing) in the roles or the map, \(errors.count - missing) in the tokens themselves)\(boundsNote)"
      )
    }
    lines.append(
      "next: review the roles in \(Sanitize.terminal(configPath)), then run 'sptheme check \(Sanitize.terminal(name))'"
    )
    console.out(lines.joined(separator: "\n"))
    return .ok
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
