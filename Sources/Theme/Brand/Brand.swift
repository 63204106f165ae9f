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
  /// Which files are which sets, modifiers and contexts: the resolver's own, the map of the
  /// brand's entry in `sptheme.json`, or the one proposed for a folder or Tokens Studio export
  /// read without a resolver (its lines guesses); `nil` for a single token file.
  public internal(set) var modeMap: ModeMap?

  /// The modifier that picks light or dark.
  public static let appearanceModifier = "appearance"

  /// Finds and loads a brand.
  ///
  /// - Parameters:
  ///   - reference: A name in `tokensFolder`, a folder, a `.resolver.json` or a `.tokens.json` path.
  ///   - tokensFolder: Where brand names are looked up (`tokens`).
  ///   - modes: The mode map to read a folder or Tokens Studio export by, instead of the one
  ///     the files' names and contents suggest.
  /// - Throws: ``BrandError`` when nothing matches or the folder has no resolver.
  public init(
    _ reference: String, tokensFolder: String = "tokens", options: TokenOptions = TokenOptions(),
    modes: ModeMap? = nil
  )
    throws(BrandError)
  {
    self.options = options
    let path: String
    do {
      path = try Self.locate(reference, tokensFolder: tokensFolder)
    } catch .noResolver(let folder, let candidates) where candidates.isEmpty {
      // A folder of token files without a resolver: its sets and modes, read where they are.
      guard let implicit = ImplicitResolver.forFolder(folder, options: options, modes: modes)
      else {
        throw .noResolver(folder, candidates: [])
      }
      let (resolver, diagnostics) = implicit.read(options: options)
      self.path = folder
      self.source = .resolver(resolver)
      self.id = resolver.name ?? ProjectMigration.baseName(folder)
      self.name = id
      self.appearanceMap = AppearanceMap.detect(in: resolver.modifiers)
      self.modeMap = implicit.modeMap
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
      self.modeMap = resolver.modeMap
      if appearanceMap == nil, !resolver.modifiers.isEmpty {
        configDiagnostics.append(undetectedAppearance(resolver))
      }
    } else if let export = Self.studioExport(path, options: options, modes: modes) {
      // A Tokens Studio single-file export: its sets and modes, read where they are.
      self.source = .resolver(export.resolver)
      self.id = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
      self.name = id
      self.appearanceMap = AppearanceMap.detect(in: export.resolver.modifiers)
      self.modeMap = export.modeMap
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
  /// like modes) or of a file whose modes are sibling groups, reading the file parsed here
  /// once; `nil` for any other token file.
  private static func studioExport(_ path: String, options: TokenOptions, modes: ModeMap?) -> (
    resolver: ResolverDocument, diagnostics: [Diagnostic], modeMap: ModeMap
  )? {
    guard
      let document = try? JSONDocument(
        contentsOf: path, maxDepth: options.maxDepth, maxBytes: options.maxFileBytes),
      let implicit = ProjectMigration.isSingleFileExport(document)
        ? ImplicitResolver.forExport(document, modes: modes)
        : ImplicitResolver.forSiblingModes(document, modes: modes)
    else { return nil }
    let (resolver, diagnostics) = implicit.read(options: options)
    return (resolver, diagnostics, implicit.modeMap)
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
}
