import Theme

/// Every message `sptheme init` prints, in one place. Text from files is made terminal-safe
/// here.
public enum InitWording {
  private static func safe(_ text: String) -> String { SafeText.terminal(text) }

  /// No name given.
  public static let noName = "name the new brand: sptheme init BRAND"
  /// More than one name.
  public static let oneAtATime = "init makes one brand at a time"
  /// `--from` and `--from-tokens` together.
  public static let fromOrTokens = "give --from or --from-tokens, not both"
  /// No working folder.
  public static let noWorkingFolder = "cannot read the working folder"

  /// A name a brand cannot have.
  public static func badName(_ name: String, problem: String) -> String {
    "cannot name a brand '\(name)': \(problem)"
  }

  // MARK: A copied brand

  static func created(_ copied: InitReport.Copied) -> [String] {
    let origin = copied.builtIn ? " (built in)" : ""
    let folder = safe(copied.folder)
    var lines = ["created \(folder)/ from \(safe(copied.source))\(origin):"]
    lines += copied.files.map { "  \(folder)/\(safe($0))" }
    if copied.wroteProject {
      lines.append(
        "wrote \(ProjectFile.fileName) with a starter \"outputs\" (Swift and CSS of \(safe(copied.brand))): 'sptheme build' writes them"
      )
    }
    let reference = safe(copied.reference)
    lines.append(
      copied.errors == 0
        ? "checks clean. Next: edit the palette, then run 'sptheme check \(reference)'"
        : "\(copied.errors) errors: run 'sptheme check \(reference)'")
    return lines
  }

  // MARK: A team's own tokens

  static func mapped(_ mapped: InitReport.Mapped) -> [String] {
    let name = safe(mapped.brand)
    let config = safe(mapped.configPath)
    var lines = ["\(name): tokens \(safe(mapped.tokens))"]
    if let modes = mapped.modes {
      lines.append(
        "  modes (no resolver: proposed from the files' names and contents, every line a guess until you confirm it):"
      )
      lines += ModeMapTable.lines(modes, appearance: mapped.reading.map).map { "  " + safe($0) }
    }
    lines += reading(mapped.reading)
    lines += guessLines(mapped.guesses, filledFrom: mapped.filledFrom)
    lines.append("wrote brand '\(name)' into \(config)")
    if mapped.legacy {
      lines.append(
        "  \"legacy\": true: every command reads the brand's older shapes as --legacy does ('sptheme migrate' converts them)"
      )
    }
    if mapped.startsOutputs {
      lines.append(
        "wrote a starter \"outputs\" (Swift and CSS of \(name)): 'sptheme build' writes them")
    }
    if let check = mapped.check { lines.append(checkLine(check)) }
    if mapped.modes != nil {
      lines.append(
        "  \"modes\": the map above; every command reads the brand by it, never guessing again")
      lines.append(
        "next: review the modes and the roles in \(config), then run 'sptheme modes \(name) --confirm' and 'sptheme check \(name)'"
      )
    } else {
      lines.append("next: review the roles in \(config), then run 'sptheme check \(name)'")
    }
    return lines
  }

  /// A line for each choice made in reading the brand.
  static func reading(_ reading: RoleReading) -> [String] {
    func describe(_ map: AppearanceMap, _ reason: String) -> String {
      "  appearance: modifier \(map.modifier), light = \(map.context(for: "light") ?? "?"), dark = \(map.context(for: "dark") ?? "?") (\(reason))"
    }
    var lines: [String] = []
    switch (reading.appearance, reading.map) {
    case (.named, let map?): lines.append(describe(map, "its contexts are named so"))
    case (.found(let reason), let map?): lines.append(describe(map, reason))
    case (.notFound, _):
      lines.append(
        "  appearance: not found: no modifier has contexts named light and dark, or a light and a dark background; write \"appearance\" yourself"
      )
    default: break
    }
    for (modifier, context) in reading.inputs.sorted(by: { $0.key < $1.key }) {
      lines.append(
        "  input: \(modifier) = \(context) (it has no default; change it in \"inputs\")")
    }
    return lines
  }

  /// The guessed roles, each with its confidence and reason, and those left unmapped: a
  /// refused candidate on its role's line, the rest in one list.
  public static func guessLines(_ result: RoleGuesser.Result, filledFrom fillIn: String?)
    -> [String]
  {
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
      let role =
        entry.name + String(repeating: " ", count: max(0, width - entry.name.count))
      if let guess = guesses[entry.name] {
        lines.append(
          "    \(role) → {\(safe(guess.token))}  (\(guess.confidence.rawValue): \(safe(guess.reason)))"
        )
      } else if let reason = refused[entry.name] {
        lines.append("    \(role)   not mapped: \(safe(reason))")
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

  /// How the new brand checks: its errors, split into those of the roles or the map and those
  /// of the tokens themselves, and any warning about role sizes.
  static func checkLine(_ report: Brand.CheckReport) -> String {
    let errors = report.diagnostics.filter { $0.severity == .error }
    let missing = errors.filter {
      $0.rule == .themeMissingRole || $0.rule.family == .config
    }.count
    // Sizes out of bounds or order: none from a guess, but a fill-in can meet the team's.
    let bounds = report.diagnostics.filter { $0.rule == .themeRoleBounds }.count
    let boundsNote =
      bounds == 0
      ? "" : ", \(plural(bounds, "warning")) about role sizes [theme/role-bounds]"
    return
      "check: \(plural(errors.count, "error")) (\(missing) in the roles or the map, \(errors.count - missing) in the tokens themselves)\(boundsNote)"
  }

  // MARK: Failures

  static func failure(_ failure: InitReport.Failure) -> [String] {
    switch failure {
    case .folderExists(let folder):
      [
        "error: \(safe(folder)) already exists: sptheme init never overwrites a brand; choose another name or remove the folder first"
      ]
    case .sourceNotLoaded(let description), .sourceNotBuilt(let description):
      ["error: \(safe(description))"]
    case .cannotWrite(let description): ["error: cannot write \(safe(description))"]
    case .brandExists(let config, let brand):
      [
        "error: \(safe(config)) already has a brand '\(safe(brand))': init never replaces an entry; choose another name"
      ]
    case .notTokens(let path):
      [
        "error: \(safe(path)) is not a file or folder of tokens (a device, FIFO or socket); name a .resolver.json, a .tokens.json or a folder"
      ]
    case .outsideProject(let path, let config, let why):
      [
        "error: \(safe(path)) cannot be a brand of \(safe(config)): \(why)",
        "  hint: copy or move the tokens into the project, or pass --allow-outside-sources here and to every command",
      ]
    case .notLoaded(let description, let advice):
      ["error: \(safe(description))"] + (advice.map { [migrateFirst($0)] } ?? [])
    case .unreadable(let path, _):
      ["error: \(safe(path)) cannot be read; fix the errors above first"]
    case .notJSONObject(let config):
      ["error: \(safe(config)) is not a JSON object; fix it first (sptheme check)"]
    }
  }

  /// What to do with a folder of token files that has no resolver yet: migrate it, and what
  /// the migration finds in it (its modifiers and contexts, or why it cannot tell).
  static func migrateFirst(_ advice: InitReport.MigrateAdvice) -> String {
    let folder = safe(advice.folder)
    var lines = [
      "  run 'sptheme migrate \(folder) --write' first: it writes the resolver from the folder's files"
    ]
    guard let result = advice.found else { return lines[0] }
    for change in result.changes where change.note.hasPrefix("Resolver Module document") {
      lines.append("  it finds: \(safe(change.after ?? "")): \(safe(change.note))")
    }
    let left = result.changes.filter { !$0.isConverted }.count
    if left > 0 {
      lines.append(
        "  and lists \(plural(left, "thing")) to settle by hand (run it without --write to see them)"
      )
    }
    lines.append(
      "  then run 'sptheme init \(safe(advice.brand)) --from-tokens \(folder)' again")
    return lines.joined(separator: "\n")
  }
}
