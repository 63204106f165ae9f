import Platform

// Finding a brand: the brand folders of a tokens folder and the resolver of each.

extension Brand {
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
