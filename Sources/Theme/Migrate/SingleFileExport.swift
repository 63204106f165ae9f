/// A Tokens Studio single-file export read where it is, as a brand: the resolver its themes
/// make (or, without themes, the modes its sets hold, as ``ModeDetector`` reads them), each set
/// named by a reference into the file (`tokens.json#/global`). `check` and every command that
/// reads a brand then see the sets and modes that `migrate` would write, and write nothing.
enum SingleFileExport {
  /// The resolver that reads `document`'s sets, and what a person should know about it: the
  /// modes found, the findings the detection leaves for a person, other brands in the file.
  static func resolver(for document: JSONDocument) -> (
    resolver: JSONDocument, diagnostics: [Diagnostic]
  )? {
    guard let root = document.root.object else { return nil }
    let folder = ProjectMigration.parent(of: document.path)
    let fileName = ProjectMigration.baseName(document.path)
    let stem = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
    let sets = root.members.filter { !$0.key.hasPrefix("$") && $0.value.object != nil }
    var sources: [ModeDetector.Source] = []
    var files: [String: String] = [:]
    var collections: [[String]: String] = [:]
    var places: [String: (document: JSONDocument, pointer: JSONPointer)] = [:]
    for set in sets {
      let pointer = JSONPointer(tokens: [set.key])
      sources.append(ModeDetector.Source(name: set.key, paths: TokenPathSet(set.value)))
      files[set.key] = fileName + "#" + pointer.description
      collections.merge(FigmaCollections.names(in: set.value)) { first, _ in first }
      places[set.key] = (document, pointer)
    }
    let among = sets.map { (document, JSONPointer(tokens: [$0.key])) }
    let themes = StudioThemes(themes: root["$themes"], metadata: root["$metadata"])
    let (plans, findings, notes) = ProjectMigration.plans(
      sources: sources, themes: themes, name: stem, folder: folder, collections: collections,
      files: files, resolverPath: ProjectMigration.join(folder, stem + ".resolver.json"),
      luminance: { names in
        ModeLuminance.of(
          names.filter { places[$0] != nil }.map { name in
            let migrated = TokenMigrator.migrate(
              document, at: JSONPointer(tokens: [name]), among: among)
            return (document.path + "#/" + name, migrated.text)
          })
      })
    guard let plan = plans.first else { return nil }
    var missing: [String] = []
    let json = plan.json(files: files, missing: &missing)
    // The resolver is named after the export, beside it, so its references read the file.
    let path = ProjectMigration.join(folder, stem + " (Tokens Studio export).resolver.json")
    guard
      let resolver = try? JSONDocument(
        bytes: Array(TokenFileWriter.format(json).utf8), path: path)
    else { return nil }
    let top = SourceLocation(file: document.path, line: 1, column: 1)
    let themesPlace =
      root["$themes"] == nil ? top : document.location(of: JSONPointer(tokens: ["$themes"]))
    var diagnostics = [
      Diagnostic(
        .info, rule: "tokens/studio-export",
        message: "read as a Tokens Studio export: \(plan.summary)", location: top,
        hint: "'sptheme migrate \(document.path) --write' writes these sets and a resolver as files"
      )
    ]
    for other in plans.dropFirst() {
      diagnostics.append(
        Diagnostic(
          .warning, rule: "tokens/studio-export",
          message:
            "the export also holds the brand '\(other.name)' (\(other.summary)), which is not read here",
          location: top,
          hint: "'sptheme migrate \(document.path) --write' writes a resolver for each brand"))
    }
    for finding in findings {
      let change = ProjectMigration.change(for: finding, places: places)
      diagnostics.append(
        Diagnostic(
          finding.result == nil ? .warning : .info, rule: "tokens/modes",
          message: "\(finding.subject): \(finding.note)", location: change.location ?? top,
          tokenPath: change.token.isEmpty ? nil : change.token))
    }
    for (severity, text) in notes.map({ (Diagnostic.Severity.info, $0) })
      + themes.problems.map({ (Diagnostic.Severity.warning, $0) })
    {
      diagnostics.append(
        Diagnostic(severity, rule: "tokens/studio-export", message: text, location: themesPlace))
    }
    for set in missing {
      diagnostics.append(
        Diagnostic(
          .warning, rule: "tokens/studio-export",
          message: "a theme uses the set '\(set)', which the export does not hold; it is left out",
          location: themesPlace))
    }
    return (resolver, diagnostics)
  }
}
