import Platform

/// Migrates a whole token project into DTCG 2025.10: a folder of token files (a Tokens Studio
/// folder with `$themes.json` and `$metadata.json`, or any folder of legacy files), or a Tokens
/// Studio single-file export (sets as top-level members beside `$themes` and `$metadata`).
///
/// Every token file becomes a `.tokens.json` file beside the old one (the single-file export's
/// sets go into a folder named after the file), and the themes become a Resolver Module
/// document, so `sptheme check` reads the project as a brand. Nothing is written here: the
/// caller writes ``Result/outputs``.
///
/// ```swift
/// let result = try ProjectMigration.migrate(folder: "tokens")
/// for output in result.outputs { print(output.path) }
/// ```
public struct ProjectMigration {
  /// A file the migration makes.
  public struct Output: Sendable, Equatable {
    /// Where it goes.
    public var path: String
    /// Its text.
    public var text: String
  }

  /// What the migration makes and what it found.
  public struct Result: Sendable {
    /// The migrated token files, then the resolver.
    public var outputs: [Output]
    /// Every change, and every member left as it was, file by file.
    public var changes: [MigrationChange]
    /// Token files with nothing to change, which the resolver names as they are.
    public var kept: [String] = []
    /// Files the migration would write that already hold the same text (not rewritten).
    public var unchanged: [String] = []
    /// Entries of the folder left out, each named with why: a link to a folder (never
    /// entered, so a link to a folder above cannot loop), a link to nothing or in a loop, a
    /// name that is not UTF-8.
    public var warnings: [String] = []
    /// The modes the written resolver holds, as a map (each line the detector's guess); `nil`
    /// when no resolver is written.
    public var modeMap: ModeMap?
    /// Whether something could not be converted.
    public var hasLeftovers: Bool { changes.contains { !$0.isConverted } }
  }

  /// A file that could not be read.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// What went wrong, with the path.
    public var description: String
  }

  /// The Tokens Studio files that hold no tokens.
  static let themesFile = "$themes.json"
  static let metadataFile = "$metadata.json"

  /// Migrates every `.json` token file under `folder` (not `.resolver.json` files, not files
  /// whose name starts with `$`, and not a `.tokens.json` file this migration made from a
  /// `.json` beside it) and writes a resolver `<folder name>.resolver.json`.
  ///
  /// A folder that already holds a resolver (whatever its name: `resolver.json` is one when its
  /// content says so) keeps it: each token file it names that needs a change is rewritten under
  /// its own name, so the resolver's `$ref`s still reach it, files already in 2025.10 form (and
  /// files it does not name) are left alone, and no resolver is written.
  ///
  /// - Throws: ``Failure`` naming every file that cannot be read or is not JSON.
  public static func migrate(folder: String) throws(Failure) -> Result {
    var failures: [String] = []
    var warnings: [String] = []
    let files = tokenFiles(in: folder, failures: &failures, warnings: &warnings)
    var sets: [(name: String, document: JSONDocument)] = []
    for relative in files {
      let path = join(folder, relative)
      do {
        sets.append((setName(relative), try JSONDocument(contentsOf: path)))
      } catch {
        failures.append(describe(error))
      }
    }
    let themes = readOptional(join(folder, themesFile), failures: &failures)
    let metadata = readOptional(join(folder, metadataFile), failures: &failures)
    guard failures.isEmpty else { throw Failure(description: failures.joined(separator: "\n")) }
    // A resolver of the team's own names the files as they are; one this migration wrote
    // names its .tokens.json outputs, which are not among the files read.
    var resolvers = sets.map(\.document).filter { Brand.isResolver($0.root) }
    for name in (try? FileSystem.contents(ofFolder: folder)) ?? []
    where name.hasSuffix(".resolver.json") {
      if let document = try? JSONDocument(contentsOf: join(folder, name)) {
        resolvers.append(document)
      }
    }
    let referenced = Set(resolvers.flatMap(referencedFiles))
    let tokenDocuments = sets.map(\.document).filter { !Brand.isResolver($0.root) }
    let listed = tokenDocuments.filter { referenced.contains(DocumentStore.normalized($0.path)) }
    if !listed.isEmpty {
      var result = inPlace(listed)
      result.warnings = warnings
      return result
    }
    let name = baseName(folder) == "tokens" ? baseName(parent(of: folder)) : baseName(folder)
    var result = assemble(
      sets: sets.map {
        ($0.name, $0.document, JSONPointer.root, join(folder, outputName($0.name)))
      },
      relativeTo: folder, themes: themes, metadata: metadata, name: name,
      resolverPath: join(folder, baseName(folder) + ".resolver.json"))
    result.warnings = warnings
    return result
  }

  /// Whether a file's root is a Tokens Studio single-file export: it has `$themes` or
  /// `$metadata` beside its sets, or its top-level groups are sets named like modes (`global`,
  /// `light`, `dark`, where `light` and `dark` define the same tokens and no alias names them
  /// as groups, as `{light.bg}` would).
  public static func isSingleFileExport(_ document: JSONDocument) -> Bool {
    guard let root = document.root.object else { return false }
    if root["$themes"]?.array != nil || root["$metadata"]?.object?["tokenSetOrder"] != nil {
      return true
    }
    return hasModeSets(document.root)
  }

  /// Whether the top-level groups of a token file are sets of modes: all groups (no token at
  /// the top), one named light and one named dark that define the same tokens (or one some of
  /// the other's), and no alias anywhere that starts with a mode's name.
  static func hasModeSets(_ root: JSONValue) -> Bool {
    guard let object = root.object else { return false }
    let groups = object.members.filter { !$0.key.hasPrefix("$") }
    guard
      groups.allSatisfy({ member in
        member.value.object.map { $0["$value"] == nil && !ClassicToken.isClassic($0) } ?? false
      })
    else { return false }
    let modes = groups.filter { ModeName.appearance(of: $0.key) != nil }
    guard let light = modes.first(where: { ModeName.appearance(of: $0.key) == .light }),
      let dark = modes.first(where: { ModeName.appearance(of: $0.key) == .dark })
    else { return false }
    let lightPaths = TokenPathSet(light.value)
    let darkPaths = TokenPathSet(dark.value)
    let alike =
      lightPaths.similarity(to: darkPaths) >= ModeDetector.alternativeSimilarity
      || (lightPaths.overlap(with: darkPaths) > 0
        && (lightPaths.isSubset(of: darkPaths) || darkPaths.isSubset(of: lightPaths)))
    return alike && !namesInAliases(root).contains { name in modes.contains { $0.key == name } }
  }

  /// The first segment of every alias in a tree (`color` for `{color.bg}`).
  private static func namesInAliases(_ value: JSONValue) -> Set<String> {
    var result = Set<String>()
    func walk(_ value: JSONValue) {
      switch value {
      case .string(let text):
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
          rest = rest[rest.index(after: open)...]
          guard let close = rest.firstIndex(of: "}") else { break }
          let inside = rest[..<close]
          result.insert(String(inside.split(separator: ".", maxSplits: 1).first ?? inside))
          rest = rest[rest.index(after: close)...]
        }
      case .object(let object):
        for member in object.members { walk(member.value) }
      case .array(let items):
        for item in items { walk(item) }
      default:
        break
      }
    }
    walk(value)
    return result
  }

  /// Migrates a Tokens Studio single-file export: each set goes to `<stem>/<set>.tokens.json`
  /// beside the file, and the themes to `<stem>.resolver.json`.
  public static func migrate(singleFile document: JSONDocument) -> Result {
    let folder = parent(of: document.path)
    var stem = baseName(document.path)
    if stem.hasSuffix(".json") { stem.removeLast(5) }
    let root = document.root.object ?? JSONObject()
    let sets: [SetSource] = root.members.filter {
      !$0.key.hasPrefix("$") && $0.value.object != nil
    }.map { member in
      (
        member.key, document, JSONPointer(tokens: [member.key]),
        join(join(folder, stem), outputName(member.key))
      )
    }
    let themesPlace =
      root["$themes"] == nil
      ? SourceLocation(file: document.path, line: 1, column: 1)
      : document.location(of: JSONPointer(tokens: ["$themes"]))
    return assemble(
      sets: sets, relativeTo: folder, themes: root["$themes"], metadata: root["$metadata"],
      name: stem,
      resolverPath: join(folder, stem + ".resolver.json"),
      themesAt: ("$themes", themesPlace))
  }

  // MARK: - Assembly

  /// The token files of a folder with its own resolver, each migrated under its own name; a
  /// file with nothing to change is not written.
  private static func inPlace(_ documents: [JSONDocument]) -> Result {
    var outputs: [Output] = []
    var changes: [MigrationChange] = []
    var kept: [String] = []
    for document in documents {
      let migrated = TokenMigrator.migrate(
        document, at: .root, among: documents.map { ($0, JSONPointer.root) })
      changes += migrated.changes
      guard migrated.changes.contains(where: \.isConverted) else {
        kept.append(document.path)
        continue
      }
      outputs.append(Output(path: document.path, text: migrated.text))
    }
    return withoutUnchanged(Result(outputs: outputs, changes: changes, kept: kept))
  }

  /// One set to migrate: where its tokens are, and where its migrated file goes.
  typealias SetSource = (name: String, document: JSONDocument, pointer: JSONPointer, output: String)

  /// The sets migrated, and the resolvers of their themes or of the modes their files hold.
  /// `themesAt` names where the themes are (`$themes.json`, or `$themes` in an export).
  private static func assemble(
    sets: [SetSource], relativeTo folder: String,
    themes themesJSON: JSONValue?, metadata: JSONValue?, name: String, resolverPath: String,
    themesAt: (label: String, place: SourceLocation)? = nil
  ) -> Result {
    var outputs: [Output] = []
    var changes: [MigrationChange] = []
    var kept: [String] = []
    let themes = StudioThemes(themes: themesJSON, metadata: metadata)
    let used = themes.usedSets
    let themesPlace =
      themesAt?.place ?? SourceLocation(file: join(folder, themesFile), line: 1, column: 1)
    let themesLabel = themesAt?.label ?? themesFile
    var files: [String: String] = [:]
    var texts: [String: (path: String, text: String)] = [:]
    var sources: [ModeDetector.Source] = []
    var places: [String: (document: JSONDocument, pointer: JSONPointer)] = [:]
    var collections: [[String]: String] = [:]
    for set in sets {
      let migrated = TokenMigrator.migrate(
        set.document, at: set.pointer, among: sets.map { ($0.document, $0.pointer) })
      changes += migrated.changes
      // A whole file with nothing to change is named by the resolver as it is.
      let converted = migrated.changes.contains(where: \.isConverted)
      let target = set.pointer == .root && !converted ? set.document.path : set.output
      if target == set.document.path && set.pointer == .root && !converted {
        kept.append(target)
      } else {
        outputs.append(Output(path: target, text: migrated.text))
      }
      files[set.name] = relativePath(target, from: folder)
      texts[set.name] = (target, migrated.text)
      let tree = set.document.root[set.pointer] ?? .null
      sources.append(ModeDetector.Source(name: set.name, paths: TokenPathSet(tree)))
      places[set.name] = (set.document, set.pointer)
      // Modes as sibling groups are read as contexts where the files are read in place, but
      // a resolver cannot say "this group, one level up": left for a person, never dropped.
      for found in SiblingModes.find(in: tree) {
        let group = found.group.joined(separator: ".")
        changes.append(
          MigrationChange(
            location: set.document.location(
              of: JSONPointer(tokens: set.pointer.tokens + found.group)),
            token: group, before: found.modes.map { group + "." + $0 }.joined(separator: ", "),
            after: nil,
            note:
              "modes written as sibling groups: check and init read them as the contexts of appearance, but the resolver written here cannot; keep reading the folder without a resolver ('sptheme init NAME --from-tokens' writes its map), or move each group into a file of its own (light.json, dark.json)"
          ))
      }
      collections.merge(FigmaCollections.names(in: tree)) { first, _ in first }
      if !themes.themes.isEmpty, !used.contains(set.name) {
        changes.append(
          MigrationChange(
            location: SourceLocation(file: set.document.path, line: 1, column: 1), token: "",
            before: set.name,
            after: nil,
            note: "no theme in \(themesLabel) uses this set, so the resolver leaves it out; "
              + "add it to a set or context of the resolver if it belongs"))
      }
    }
    let resolverName = relativePath(resolverPath, from: folder)
    let (plans, findings, notes) = self.plans(
      sources: sources, themes: themes, name: name, folder: folder,
      collections: collections, files: files, resolverPath: resolverPath,
      luminance: { names in ModeLuminance.of(names.compactMap { texts[$0] }) })
    for note in notes {
      changes.append(
        MigrationChange(
          location: themesPlace, token: "", before: themesLabel, after: resolverName, note: note))
    }
    var missing: [String] = []
    for plan in plans {
      let path = plan.fileStem.map { join(folder, $0 + ".resolver.json") } ?? resolverPath
      let relative = Dictionary(
        files.map { set, file in
          (
            set,
            plan.fileStem == nil ? file : relativePath(join(folder, file), from: parent(of: path))
          )
        }, uniquingKeysWith: { first, _ in first })
      outputs.append(
        Output(
          path: path, text: TokenFileWriter.format(plan.json(files: relative, missing: &missing))))
    }
    for finding in findings {
      changes.append(change(for: finding, places: places))
    }
    for problem in themes.problems {
      changes.append(
        MigrationChange(
          location: themesPlace, token: "", before: themesLabel, after: nil, note: problem))
    }
    for set in missing {
      changes.append(
        MigrationChange(
          location: themesPlace, token: "", before: set, after: nil,
          note: "a theme uses this set, but there is no file for it; the resolver leaves it out"))
    }
    let grouped =
      themes.themes.allSatisfy { $0.group != nil }
      && themes.groups().allSatisfy { group in themes.themes.filter { $0.group == group }.count > 1
      }
    for plan in plans {
      let described: String
      if !themes.themes.isEmpty, grouped {
        described =
          "\(themes.themes.count) themes in \(themes.groups().count) groups → modifiers \(themes.groups().joined(separator: ", "))"
      } else if !themes.themes.isEmpty {
        described = "\(themes.themes.count) themes → \(plan.summary)"
      } else if plan.modifiers.isEmpty {
        described = "\(plan.sets.count) set\(plan.sets.count == 1 ? "" : "s") merged in order"
      } else {
        described = "modes read from the files → \(plan.summary)"
      }
      let path = plan.fileStem.map { join(folder, $0 + ".resolver.json") } ?? resolverPath
      changes.append(
        MigrationChange(
          location: themesJSON == nil ? nil : themesPlace, token: "",
          before: themesJSON == nil ? "(no themes)" : themesLabel,
          after: relativePath(path, from: folder),
          note: "Resolver Module document: \(described)"))
    }
    var result = Result(outputs: outputs, changes: changes, kept: kept)
    result.modeMap = plans.first.map {
      ModeMap.proposed(by: $0, fromThemes: !themes.themes.isEmpty)
    }
    return withoutUnchanged(result)
  }

  /// The resolvers a project's sets make: one from its Tokens Studio themes when it has any,
  /// else those ``ModeDetector`` reads from what the sets define. `notes` are what the themes
  /// left unsaid; `findings` what the detector leaves for a person.
  static func plans(
    sources: [ModeDetector.Source], themes: StudioThemes, name: String, folder: String,
    collections: [[String]: String], files: [String: String], resolverPath: String,
    stored: ModeMap? = nil, luminance: @escaping ([String]) -> Double?
  ) -> (plans: [ResolverPlan], findings: [ModeDetector.Finding], notes: [String]) {
    if let stored {
      let named = Set(stored.allSets)
      let unmapped = sources.filter { !named.contains($0.name) }.map { source in
        ModeDetector.Finding(
          sets: [source.name], subject: source.name, result: nil,
          note:
            "the mode map in sptheme.json names this set in no line, so it is not read; add it to \"sets\" or to a context of \"modes\""
        )
      }
      return ([stored.plan(name: name)], unmapped, [])
    }
    guard themes.themes.isEmpty else {
      let (plan, notes) = themes.plan(name: name) { set in
        sources.first { $0.name == set }?.paths
      }
      return ([plan], [], notes)
    }
    let detector = ModeDetector(
      sources: sources, setOrder: themes.setOrder, projectName: name,
      folder: baseName(folder), collections: collections,
      files: files, resolverFile: resolverPath, luminance: luminance)
    let layout = detector.detect()
    return (layout.plans, layout.findings, [])
  }

  /// A detector's finding as a line of the migration's list, located in the first set's file
  /// (at the token it names, if any).
  static func change(
    for finding: ModeDetector.Finding,
    places: [String: (document: JSONDocument, pointer: JSONPointer)]
  ) -> MigrationChange {
    var location: SourceLocation?
    if let first = finding.sets.first, let place = places[first] {
      if let token = finding.token {
        location = place.document.location(
          of: JSONPointer(tokens: place.pointer.tokens + token))
      } else if place.pointer == .root {
        location = SourceLocation(file: place.document.path, line: 1, column: 1)
      } else {
        location = place.document.location(of: place.pointer)
      }
    }
    return MigrationChange(
      location: location, token: finding.token.map(TokenPathSet.dotted) ?? "",
      before: finding.subject, after: finding.result, note: finding.note)
  }

  /// The result without the outputs whose file already holds their text.
  private static func withoutUnchanged(_ result: Result) -> Result {
    var result = result
    let same = result.outputs.filter { output in
      (try? FileSystem.read(output.path)) == Array(output.text.utf8)
    }
    result.unchanged = same.map(\.path)
    result.outputs.removeAll { output in same.contains { $0.path == output.path } }
    return result
  }

  // MARK: - Files

  /// The files a resolver's `$ref`s name, as normalized paths.
  static func referencedFiles(_ resolver: JSONDocument) -> [String] {
    let folder = parent(of: resolver.path)
    var files: [String] = []
    func walk(_ value: JSONValue) {
      switch value {
      case .object(let object):
        if case .string(let reference)? = object["$ref"], !reference.hasPrefix("#") {
          let file = reference.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
          files.append(DocumentStore.normalized(file.hasPrefix("/") ? file : join(folder, file)))
        }
        for member in object.members { walk(member.value) }
      case .array(let items):
        for item in items { walk(item) }
      default:
        break
      }
    }
    walk(resolver.root)
    return files
  }

  /// The token files under `folder`, relative to it, sorted. Links to folders are never
  /// entered, and an entry that cannot be read is left out with a warning naming it.
  static func tokenFiles(
    in folder: String, failures: inout [String], warnings: inout [String]
  ) -> [String] {
    var result: [String] = []
    func walk(_ relative: String) {
      let path = relative.isEmpty ? folder : join(folder, relative)
      let entries: [FolderEntry]
      do {
        entries = try FileSystem.entries(ofFolder: path)
      } catch {
        failures.append(error.description)
        return
      }
      let all = Set(entries.compactMap(\.name))
      for entry in entries {
        let shown = relative.isEmpty ? entry.shownName : relative + "/" + entry.shownName
        if let problem = entry.problem {
          warnings.append("\(join(folder, shown)) is left out: \(problem)")
          continue
        }
        guard let name = entry.name, !name.hasPrefix("."), !name.hasPrefix("$") else { continue }
        let child = relative.isEmpty ? name : relative + "/" + name
        if entry.kind == .folder {
          walk(child)
        } else if entry.linkTarget == .folder {
          warnings.append(
            "\(join(folder, shown)) is left out: it is a link to a folder, which is never entered (a link to a folder above would loop); migrate that folder on its own"
          )
        } else if name.hasSuffix(".json"), !name.hasSuffix(".resolver.json") {
          // A .tokens.json made from a .json beside it is this migration's own output.
          if name.hasSuffix(".tokens.json"),
            all.contains(String(name.dropLast(".tokens.json".count)) + ".json")
          {
            continue
          }
          result.append(child)
        }
      }
    }
    walk("")
    return result
  }

  static func readOptional(_ path: String, failures: inout [String]) -> JSONValue? {
    guard FileSystem.kind(of: path).exists else { return nil }
    do {
      return try JSONDocument(contentsOf: path).root
    } catch {
      failures.append(describe(error))
      return nil
    }
  }

  private static func describe(_ error: JSONLoadError) -> String {
    let diagnostic = error.diagnostic
    return (diagnostic.location.map { "\($0): " } ?? "") + "error: " + diagnostic.message
  }

  /// `brand/casual.json` → `brand/casual`; `light.tokens.json` → `light.tokens`.
  static func setName(_ relative: String) -> String {
    relative.hasSuffix(".json") ? String(relative.dropLast(5)) : relative
  }

  /// `brand/casual` → `brand/casual.tokens.json`; a set already named `*.tokens` keeps its name.
  /// The set's name comes from data, so it is made a safe relative path first
  /// (``GeneratedName/relativePath(_:)``): `../../../victim` writes `__/__/__/victim.tokens.json`
  /// below the export's folder, never outside it.
  static func outputName(_ set: String) -> String {
    let path = GeneratedName.relativePath(set)
    return path.hasSuffix(".tokens") ? path + ".json" : path + ".tokens.json"
  }

  static func join(_ folder: String, _ name: String) -> String {
    folder.isEmpty || folder == "."
      ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  static func baseName(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    if trimmed == "." || trimmed.isEmpty { return "tokens" }
    return String(trimmed.split(separator: "/").last ?? trimmed)
  }

  static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  private static func relativePath(_ path: String, from folder: String) -> String {
    let prefix =
      folder.isEmpty || folder == "." ? "" : folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
