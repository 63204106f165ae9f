/// A brand: a Resolver Module document (the usual case) or a single `.tokens.json` file.
///
/// Wherever a brand is asked for it may be a brand name from `tokens/`, a brand folder, a
/// `.resolver.json` file or a `.tokens.json` file.
public struct Brand: Sendable {
  /// Where a brand's tokens come from.
  public enum Source: Sendable {
    /// A resolver document with sets and modifiers.
    case resolver(ResolverDocument)
    /// One plain token file: a brand with a single appearance.
    case tokenFile(String)
  }

  /// The short name: the folder or file name (`folio`).
  public let id: String
  /// The display name: the resolver's `name`, else ``id``.
  public let name: String
  /// The resolver or token file's path.
  public let path: String
  /// The tokens' source.
  public let source: Source
  /// Options used to read the tokens.
  public let options: TokenOptions

  /// The modifier that picks light or dark.
  public static let appearanceModifier = "appearance"

  /// Finds and loads a brand.
  ///
  /// - Parameters:
  ///   - reference: A name in `tokensFolder`, a folder, a `.resolver.json` or a `.tokens.json` path.
  ///   - tokensFolder: Where brand names are looked up (`tokens`).
  /// - Throws: ``BrandError`` when nothing matches or the folder has no resolver.
  public init(_ reference: String, tokensFolder: String = "tokens", options: TokenOptions = TokenOptions())
    throws(BrandError)
  {
    let path = try Self.locate(reference, tokensFolder: tokensFolder)
    self.path = path
    self.options = options
    let fileName = String(path.split(separator: "/").last ?? Substring(path))
    if fileName.hasSuffix(".resolver.json") {
      let resolver = ResolverDocument(contentsOf: path, options: options)
      self.source = .resolver(resolver)
      self.id = String(fileName.dropLast(".resolver.json".count))
      self.name = resolver.name ?? id
    } else {
      self.source = .tokenFile(path)
      self.id = fileName.hasSuffix(".tokens.json") ? String(fileName.dropLast(".tokens.json".count)) : fileName
      self.name = id
    }
  }

  /// The brand names in a tokens folder: its subfolders that hold a resolver document.
  public static func names(in tokensFolder: String = "tokens") -> [String] {
    ((try? FileSystem.contents(ofFolder: tokensFolder)) ?? []).filter {
      (try? locate(tokensFolder + "/" + $0, tokensFolder: tokensFolder)) != nil
        && FileSystem.kind(of: tokensFolder + "/" + $0).isFolder
    }
  }

  /// The appearances this brand offers: the `appearance` modifier's contexts, or `default`.
  public var appearances: [String] {
    guard case .resolver(let resolver) = source,
      let modifier = resolver.modifiers.first(where: { $0.name == Self.appearanceModifier })
    else { return ["default"] }
    return modifier.contexts
  }

  /// The files the brand is made of: the resolver (or the token file), every token file it
  /// references, and files named in its load findings (a referenced file that could not be
  /// read or parsed), each once. A watcher reloads the brand when one of them changes.
  public var files: [String] {
    var result = [path]
    if case .resolver(let resolver) = source {
      result += resolver.files
      result += resolver.diagnostics.compactMap { $0.location?.file }
    }
    var seen = Set<String>()
    return result.filter { seen.insert($0).inserted }
  }

  /// The findings of loading the brand's files (before any resolution).
  public var loadDiagnostics: [Diagnostic] {
    if case .resolver(let resolver) = source { return resolver.diagnostics }
    return []
  }

  /// Resolves the tokens for an input (modifier name → context).
  public func resolve(input: [String: String] = [:]) -> TokenResolution {
    switch source {
    case .resolver(let resolver): resolver.resolve(input: input, options: options)
    case .tokenFile(let file): TokenLoader.resolve(files: [file], options: options)
    }
  }

  /// The theme for an input; `nil` with findings when a role is missing or the tokens have errors.
  public func theme(input: [String: String] = [:]) -> (theme: SPTheme?, diagnostics: [Diagnostic], tokenCount: Int) {
    let resolution = resolve(input: input)
    // A file that cannot be read or parsed, or an input that names no context, explains every
    // missing role at once: say only that.
    let unreadable = (loadDiagnostics + resolution.diagnostics).contains { Self.blockingRules.contains($0.rule) }
    guard !unreadable else { return (nil, resolution.diagnostics, resolution.tokens.count) }
    let appearance = input.first { $0.key.lowercased() == Self.appearanceModifier }?.value ?? appearances.first ?? "default"
    let canonical = appearances.first { $0.lowercased() == appearance.lowercased() } ?? appearance
    let built = SPTheme.build(
      from: resolution, brand: name, appearance: canonical, fallback: SourceLocation(file: path, line: 1, column: 1))
    return (resolution.hasErrors ? nil : built.theme, resolution.diagnostics + built.diagnostics, resolution.tokens.count)
  }

  /// Rules that mean the brand could not be resolved at all.
  static let blockingRules: Set = ["json/syntax", "file/unreadable", "resolver/file", "resolver/not-object", "resolver/input"]

  /// The theme for one appearance (`light`, `dark`, or `default` for a single-file brand).
  public func theme(appearance: String) -> (theme: SPTheme?, diagnostics: [Diagnostic]) {
    let result = theme(input: appearances == ["default"] ? [:] : [Self.appearanceModifier: appearance])
    return (result.theme, result.diagnostics)
  }

  /// What ``check()`` found.
  public struct CheckReport: Sendable {
    /// Every finding, each once.
    public var diagnostics: [Diagnostic]
    /// The most tokens any permutation resolved.
    public var tokenCount: Int
    /// The themes the checked permutations built (those without errors).
    public var themes: [SPTheme] = []
  }

  /// Everything wrong with the brand: its files, and every permutation of its modifiers, with
  /// the roles checked for each; the same finding from several permutations is listed once.
  /// - Parameter inputs: the modifier choices to check; `nil` checks every permutation.
  public func check(inputs requested: [[String: String]]? = nil) -> CheckReport {
    var findings = loadDiagnostics
    var tokenCount = 0
    var themes: [SPTheme] = []
    if case .resolver(let resolver) = source, resolver.items.isEmpty, resolver.hasErrors {
      return CheckReport(diagnostics: findings, tokenCount: 0)
    }
    let inputs: [[String: String]]
    if let requested {
      inputs = requested
    } else if case .resolver(let resolver) = source {
      inputs = resolver.permutations()
    } else {
      inputs = [[:]]
    }
    var seen = Set<String>()
    for diagnostic in findings { seen.insert(Self.key(diagnostic)) }
    for input in inputs {
      let label = input.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
      let result = theme(input: input)
      tokenCount = max(tokenCount, result.tokenCount)
      if let theme = result.theme { themes.append(theme) }
      for var diagnostic in result.diagnostics where seen.insert(Self.key(diagnostic)).inserted {
        if inputs.count > 1, diagnostic.rule.hasPrefix("theme/") { diagnostic.message += " (\(label))" }
        findings.append(diagnostic)
      }
    }
    return CheckReport(diagnostics: findings, tokenCount: tokenCount, themes: themes)
  }

  /// The code frame (the line and a caret) for a location in a file.
  public static func codeFrame(at location: SourceLocation) -> String? {
    SourceFile(path: location.file)?.codeFrame(at: location)
  }

  private static func key(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.location?.description ?? "")|\(diagnostic.rule)|\(diagnostic.message)"
  }

  /// Turns a brand reference into the path of its resolver or token file.
  static func locate(_ reference: String, tokensFolder: String) throws(BrandError) -> String {
    let kind = FileSystem.kind(of: reference)
    if kind.exists && !kind.isFolder { return reference }
    let folder: String
    if kind.isFolder {
      folder = reference
    } else if !reference.contains("/"), FileSystem.kind(of: tokensFolder + "/" + reference).isFolder {
      folder = tokensFolder + "/" + reference
    } else {
      throw BrandError.notFound(reference, known: names(in: tokensFolder))
    }
    let name = String(folder.split(separator: "/").last ?? Substring(folder))
    let preferred = folder + "/" + name + ".resolver.json"
    if FileSystem.kind(of: preferred).exists { return preferred }
    let resolvers = ((try? FileSystem.contents(ofFolder: folder)) ?? []).filter { $0.hasSuffix(".resolver.json") }
    if resolvers.count == 1 { return folder + "/" + resolvers[0] }
    throw BrandError.noResolver(folder, candidates: resolvers)
  }
}

/// Why a brand reference could not be used.
public enum BrandError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing by that name or path.
  case notFound(String, known: [String])
  /// A folder without exactly one `.resolver.json`.
  case noResolver(String, candidates: [String])

  public var description: String {
    switch self {
    case .notFound(let reference, let known):
      "no brand '\(reference)'\(Suggestion.hint(for: reference, in: known)): not a file, a folder, or a brand in tokens/"
        + (known.isEmpty ? "" : " (brands: \(known.joined(separator: ", ")))")
    case .noResolver(let folder, let candidates):
      candidates.isEmpty
        ? "\(folder) has no .resolver.json: a brand folder needs one (name it after the folder)"
        : "\(folder) has several resolvers (\(candidates.joined(separator: ", "))): name the one to use"
    }
  }
}
