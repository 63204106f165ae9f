/// The resolver of a project that has none, read where its tokens are: a Tokens Studio
/// single-file export (its sets are the file's top-level members), or a folder of token files
/// without a resolver (its sets are the files). Its Tokens Studio themes, or else the modes its
/// sets hold as ``ModeDetector`` reads them, become the modifiers, just as `migrate` would write
/// them; nothing is written. `check` and every command that reads a brand use it.
struct ImplicitResolver {
  /// The resolver document (named beside the tokens, so its references read them).
  var resolver: JSONDocument
  /// The token files already parsed, for the resolver's store.
  var parsed: [JSONDocument]
  /// The modes found, what the detection leaves for a person, other brands in the project.
  var diagnostics: [Diagnostic]
  /// The map the resolver follows: the one given, else the one the detector proposes.
  var modeMap: ModeMap

  /// The resolver loaded over the files already parsed, and the diagnostics.
  func read(options: TokenOptions) -> (resolver: ResolverDocument, diagnostics: [Diagnostic]) {
    (ResolverDocument(document: resolver, parsed: parsed, options: options), diagnostics)
  }

  /// One set: its name, where its tokens are, and how the resolver names them.
  private struct SetPlace {
    var name: String
    var document: JSONDocument
    var pointer: JSONPointer
    var reference: String
  }

  /// A Tokens Studio single-file export's resolver: each top-level member a set
  /// (`tokens.json#/global`), `$themes` and `$metadata` as Tokens Studio writes them.
  static func forExport(_ document: JSONDocument, modes: ModeMap? = nil) -> ImplicitResolver? {
    guard let root = document.root.object else { return nil }
    let fileName = ProjectMigration.baseName(document.path)
    let sets = root.members.filter { !$0.key.hasPrefix("$") && $0.value.object != nil }.map {
      member in
      let pointer = JSONPointer(tokens: [member.key])
      return SetPlace(
        name: member.key, document: document, pointer: pointer,
        reference: fileName + "#" + pointer.description)
    }
    let stem = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
    let top = SourceLocation(file: document.path, line: 1, column: 1)
    return make(
      sets: sets, parsed: [document],
      themes: StudioThemes(themes: root["$themes"], metadata: root["$metadata"]),
      themesPlace: root["$themes"] == nil
        ? top : document.location(of: JSONPointer(tokens: ["$themes"])),
      name: stem, folder: ProjectMigration.parent(of: document.path), origin: document.path,
      label: "a Tokens Studio export", summaryPlace: top, modes: modes)
  }

  /// The resolver of one token file that writes its modes as sibling groups (`color.light`,
  /// `color.dark`): the file is a set, each mode group a context (``SiblingModes``); `nil` for
  /// a file with no such groups.
  static func forSiblingModes(_ document: JSONDocument, modes: ModeMap? = nil)
    -> ImplicitResolver?
  {
    guard !SiblingModes.find(in: document.root).isEmpty else { return nil }
    let fileName = ProjectMigration.baseName(document.path)
    var stem = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
    if stem.hasSuffix(".tokens") { stem.removeLast(".tokens".count) }
    let top = SourceLocation(file: document.path, line: 1, column: 1)
    return make(
      sets: [SetPlace(name: stem, document: document, pointer: .root, reference: fileName)],
      parsed: [document], themes: StudioThemes(themes: nil, metadata: nil), themesPlace: top,
      name: stem, folder: ProjectMigration.parent(of: document.path), origin: document.path,
      label: "a file whose modes are sibling groups", summaryPlace: top, modes: modes)
  }

  /// The resolver of a folder of token files without one: each `.json` file that defines
  /// tokens a set (files that define none are left out, with a note), Tokens Studio's
  /// `$themes.json` and `$metadata.json` read when they are there. `nil` when no file defines
  /// a token; findings when a file cannot be read.
  static func forFolder(_ folder: String, options: TokenOptions, modes: ModeMap? = nil)
    -> ImplicitResolver?
  {
    var failures: [String] = []
    var warnings: [String] = []
    let files = ProjectMigration.tokenFiles(in: folder, failures: &failures, warnings: &warnings)
    var sets: [SetPlace] = []
    var parsed: [JSONDocument] = []
    var diagnostics: [Diagnostic] = []
    for relative in files {
      let path = ProjectMigration.join(folder, relative)
      do {
        let document = try JSONDocument(
          contentsOf: path, maxDepth: options.maxDepth, maxBytes: options.maxFileBytes)
        guard !TokenPathSet(document.root).isEmpty else {
          diagnostics.append(
            Diagnostic(
              .info, rule: .tokensFolder, message: "defines no token, so it is not a set",
              location: SourceLocation(file: path, line: 1, column: 1)))
          continue
        }
        parsed.append(document)
        sets.append(
          SetPlace(
            name: ProjectMigration.setName(relative), document: document, pointer: .root,
            reference: relative))
      } catch {
        diagnostics.append(error.diagnostic)
      }
    }
    guard !sets.isEmpty else { return nil }
    let themes = ProjectMigration.readOptional(
      ProjectMigration.join(folder, ProjectMigration.themesFile), failures: &failures)
    let metadata = ProjectMigration.readOptional(
      ProjectMigration.join(folder, ProjectMigration.metadataFile), failures: &failures)
    let themesPath = ProjectMigration.join(folder, ProjectMigration.themesFile)
    let name =
      ProjectMigration.baseName(folder) == "tokens"
      ? ProjectMigration.baseName(ProjectMigration.parent(of: folder))
      : ProjectMigration.baseName(folder)
    guard
      var result = make(
        sets: sets, parsed: parsed, themes: StudioThemes(themes: themes, metadata: metadata),
        themesPlace: SourceLocation(file: themesPath, line: 1, column: 1), name: name,
        folder: folder, origin: folder, label: "a folder without a resolver",
        summaryPlace: SourceLocation(file: sets[0].document.path, line: 1, column: 1),
        modes: modes)
    else { return nil }
    result.diagnostics += diagnostics
    result.diagnostics += failures.map {
      Diagnostic(.error, rule: .tokensFolder, message: $0)
    }
    result.diagnostics += warnings.map {
      Diagnostic(.warning, rule: .tokensFolder, message: $0)
    }
    return result
  }

  private static func make(
    sets: [SetPlace], parsed: [JSONDocument], themes: StudioThemes, themesPlace: SourceLocation,
    name: String, folder: String, origin: String, label: String, summaryPlace: SourceLocation,
    modes: ModeMap?
  ) -> ImplicitResolver? {
    let (sets, parsed) = withSiblingModes(sets: sets, parsed: parsed, folder: folder)
    var sources: [ModeDetector.Source] = []
    var files: [String: String] = [:]
    var collections: [[String]: String] = [:]
    var places: [String: (document: JSONDocument, pointer: JSONPointer)] = [:]
    for set in sets {
      let tree = set.document.root[set.pointer] ?? .null
      sources.append(ModeDetector.Source(name: set.name, paths: TokenPathSet(tree)))
      files[set.name] = set.reference
      collections.merge(FigmaCollections.names(in: tree)) { first, _ in first }
      places[set.name] = (set.document, set.pointer)
    }
    let among = sets.map { ($0.document, $0.pointer) }
    let (plans, findings, notes) = ProjectMigration.plans(
      sources: sources, themes: themes, name: name, folder: folder, collections: collections,
      files: files, resolverPath: ProjectMigration.join(folder, name + ".resolver.json"),
      stored: modes,
      luminance: { names in
        ModeLuminance.of(
          names.compactMap { name in
            places[name].map { place in
              let migrated = TokenMigrator.migrate(
                place.document, at: place.pointer, among: among)
              return (place.document.path + "#" + place.pointer.description, migrated.text)
            }
          })
      })
    guard let plan = plans.first else { return nil }
    var missing: [String] = []
    let json = plan.json(files: files, missing: &missing)
    let path = ProjectMigration.join(folder, name + " (read without a resolver).resolver.json")
    guard
      let resolver = try? JSONDocument(
        bytes: Array(TokenFileWriter.format(json).utf8), path: path)
    else { return nil }
    let migrate = "'sptheme migrate \(origin) --write'"
    let map = modes ?? ModeMap.proposed(by: plan, fromThemes: !themes.themes.isEmpty)
    var diagnostics = [
      Diagnostic(
        .info, rule: .tokensImplicitResolver,
        message:
          "read as \(label)\(modes == nil ? "" : " by the mode map of sptheme.json"): \(plan.summary)",
        location: summaryPlace,
        hint: modes == nil
          ? "'sptheme modes \(origin)' shows which file is which mode; \(migrate) writes them as a resolver"
          : "'sptheme modes' shows the map")
    ]
    for other in plans.dropFirst() {
      diagnostics.append(
        Diagnostic(
          .warning, rule: .tokensImplicitResolver,
          message:
            "the project also holds the brand '\(other.name)' (\(other.summary)), which is not read here",
          location: summaryPlace, hint: "\(migrate) writes a resolver for each brand"))
    }
    for finding in findings {
      let change = ProjectMigration.change(for: finding, places: places)
      diagnostics.append(
        Diagnostic(
          finding.result == nil ? .error : .info, rule: .tokensModes,
          message: "\(finding.subject): \(finding.note)",
          location: change.location ?? summaryPlace,
          tokenPath: change.token.isEmpty ? nil : change.token))
    }
    for note in notes {
      diagnostics.append(
        Diagnostic(.info, rule: .tokensImplicitResolver, message: note, location: themesPlace))
    }
    for problem in themes.problems {
      diagnostics.append(
        Diagnostic(
          .warning, rule: .tokensImplicitResolver, message: problem, location: themesPlace))
    }
    for set in missing {
      diagnostics.append(
        Diagnostic(
          .warning, rule: .tokensImplicitResolver,
          message: modes == nil
            ? "a theme uses the set '\(set)', which the project does not hold; it is left out"
            : "the mode map of sptheme.json names the set '\(set)', which the project does not hold; it is left out",
          location: themesPlace))
    }
    return ImplicitResolver(
      resolver: resolver, parsed: parsed, diagnostics: diagnostics, modeMap: map)
  }

  /// The sets with one more for each mode group of a file that writes its modes as sibling
  /// groups (``SiblingModes``): `colors@color/light` holds `color.*` aliasing
  /// `color.light.*`, parsed here, so that the detector reads those sets as one file per mode.
  private static func withSiblingModes(
    sets: [SetPlace], parsed: [JSONDocument], folder: String
  ) -> (sets: [SetPlace], parsed: [JSONDocument]) {
    var sets = sets
    var parsed = parsed
    for set in sets {
      let tree = set.document.root[set.pointer] ?? .null
      for found in SiblingModes.find(in: tree) {
        for mode in found.modes {
          let name = set.name + "@" + found.group.joined(separator: ".") + "/" + mode
          let reference = name + ".tokens.json"
          let json = SiblingModes.aliases(of: tree, group: found.group, mode: mode)
          guard
            let document = try? JSONDocument(
              bytes: Array(TokenFileWriter.format(json).utf8),
              path: ProjectMigration.join(folder, reference))
          else { continue }
          parsed.append(document)
          sets.append(
            SetPlace(name: name, document: document, pointer: .root, reference: reference))
        }
      }
    }
    return (sets, parsed)
  }
}
