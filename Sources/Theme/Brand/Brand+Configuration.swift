/// A brand whose roles fill in what another brand's role map leaves out, with where the
/// `extends` that names it is written.
final class FillInBrand: Sendable {
  let brand: Brand
  let location: SourceLocation?

  init(brand: Brand, location: SourceLocation?) {
    self.brand = brand
    self.location = location
  }
}

extension Brand {
  /// A brand defined in `sptheme.json`: its tokens, with the entry's appearance, inputs, role
  /// map and fill-in brand.
  ///
  /// - Throws: ``BrandError/invalidEntry(_:_:)`` when the entry names no tokens that can be read.
  init(entry: ProjectFile.BrandEntry, tokensFolder: String, options: TokenOptions, fillIn: Brand?)
    throws(BrandError)
  {
    guard !entry.source.isEmpty else { throw .invalidEntry(entry.name, entry.diagnostics) }
    var options = options
    if entry.legacy { options.legacy = true }
    do {
      self = try Brand(
        entry.source, tokensFolder: tokensFolder, options: options, modes: entry.modes)
    } catch {
      let place = entry.places["resolver"] ?? entry.location
      throw .invalidEntry(
        entry.name,
        entry.diagnostics + [
          Diagnostic(
            .error, rule: .configResolver, message: "brand '\(entry.name)': \(error.description)",
            location: place,
            hint: "paths in sptheme.json are relative to its folder")
        ])
    }
    id = entry.name
    configLocation = entry.location
    roles = entry.roles
    var findings = entry.diagnostics
    if let map = entry.modes {
      findings += map.guessFindings(brand: entry.name, at: entry.places["modes"])
    }
    let modifiers: [ResolverDocument.Modifier]
    if case .resolver(let resolver) = source {
      modifiers = resolver.modifiers
    } else {
      modifiers = []
    }
    if let configured = entry.appearance {
      // The entry says it: the detection's warning no longer applies.
      configDiagnostics.removeAll { $0.rule == .configAppearance }
      let place = entry.places["appearance"] ?? entry.location
      if let modifier = modifiers.first(where: {
        $0.name.lowercased() == configured.modifier.lowercased()
      }) {
        var contexts: [(context: String, appearance: String)] = []
        for (context, appearance) in configured.contexts {
          if let known = modifier.contexts.first(where: { $0.lowercased() == context.lowercased() })
          {
            contexts.append((known, appearance))
          } else {
            findings.append(
              Diagnostic(
                .error, rule: .configAppearance,
                message: "modifier \(modifier.name) has no context '\(context)' for \(appearance)",
                location: place,
                hint: "its contexts are \(modifier.contexts.joined(separator: ", "))"))
          }
        }
        appearanceMap = AppearanceMap(
          modifier: modifier.name, contexts: contexts, origin: .configured)
      } else {
        findings.append(
          Diagnostic(
            .error, rule: .configAppearance,
            message: "the brand has no modifier '\(configured.modifier)'", location: place,
            hint: modifiers.isEmpty
              ? "its tokens have no modifiers: leave \"appearance\" out"
              : "its modifiers are \(modifiers.map(\.name).joined(separator: ", "))"))
      }
    }
    let inputProblems = problems(with: entry.inputs)
    findings += inputProblems.map {
      Diagnostic(
        .error, rule: .configInputs, message: $0.message,
        location: entry.places["inputs"] ?? entry.location, hint: $0.hint)
    }
    if inputProblems.isEmpty { defaultInput = entry.inputs }
    configDiagnostics += findings
    if let fillIn { self.fillIn = FillInBrand(brand: fillIn, location: entry.places["extends"]) }
  }

  /// This brand with contexts for some of its modifiers chosen (`--input size=mobile`).
  ///
  /// - Throws: ``BrandError/invalidInput(_:)`` naming an unknown modifier or context with the
  ///   valid ones, or an input that picks the appearance (which `--appearance` does).
  public func choosing(_ input: [String: String]) throws(BrandError) -> Brand {
    guard !input.isEmpty else { return self }
    if let map = appearanceMap,
      let key = input.keys.first(where: { $0.lowercased() == map.modifier.lowercased() })
    {
      throw .invalidInput(
        "--input \(key)=\(input[key] ?? "") picks an appearance: use --appearance (\(appearances.joined(separator: ", "))) instead"
      )
    }
    if let problem = problems(with: input).first {
      throw .invalidInput("\(problem.message); \(problem.hint)")
    }
    var brand = self
    brand.defaultInput.merge(input) { $1 }
    return brand
  }

  /// What is wrong with an input, each as `message; hint`: modifiers the brand does not have,
  /// contexts they do not have. Unlike ``choosing(_:)`` an input may name the appearance.
  public func inputProblems(_ input: [String: String]) -> [String] {
    problems(with: input).map { "\($0.message); \($0.hint)" }
  }

  /// What is wrong with an input: modifiers the brand does not have, contexts they do not have.
  private func problems(with input: [String: String]) -> [(message: String, hint: String)] {
    let modifiers: [ResolverDocument.Modifier]
    if case .resolver(let resolver) = source {
      modifiers = resolver.modifiers
    } else {
      modifiers = []
    }
    var result: [(String, String)] = []
    for (key, value) in input.sorted(by: { $0.key < $1.key }) {
      guard let modifier = modifiers.first(where: { $0.name.lowercased() == key.lowercased() })
      else {
        result.append(
          (
            "brand \(id) has no modifier '\(key)'",
            modifiers.isEmpty
              ? "it has no modifiers"
              : "its modifiers are \(modifiers.map { "\($0.name) (\($0.contexts.joined(separator: ", ")))" }.joined(separator: ", "))"
          ))
        continue
      }
      if !modifier.contexts.contains(where: { $0.lowercased() == value.lowercased() }) {
        result.append(
          (
            "modifier \(modifier.name) has no context '\(value)'",
            "its contexts are \(modifier.contexts.joined(separator: ", "))"
          ))
      }
    }
    return result
  }
}

/// Every brand a project can name: those in `sptheme.json`, then the folders of `tokens/`.
public struct BrandCatalog: Sendable {
  /// The project file, if one was found or given.
  public let project: ProjectFile?
  /// Where brand names are looked up when the project file does not define them.
  public let tokensFolder: String
  /// Options used to read every brand's tokens.
  public let options: TokenOptions

  /// Creates a catalog.
  public init(
    project: ProjectFile?, tokensFolder: String = "tokens", options: TokenOptions = TokenOptions()
  ) {
    self.project = project
    self.tokensFolder = tokensFolder
    self.options = options
  }

  /// The brand names: the project's, then those of the tokens folder it does not shadow, then
  /// the built-in brands neither shadows.
  public var names: [String] { ownNames + builtInNames }

  /// The severities the project file gives rules; none without a project file.
  public var rules: RuleSettings { project?.rules ?? RuleSettings() }

  /// The project's own brand names: those of `sptheme.json`, then those of the tokens folder it
  /// does not shadow.
  public var ownNames: [String] {
    let own = project?.brands.map(\.name) ?? []
    return own + Brand.names(in: tokensFolder).filter { !own.contains($0) }
  }

  /// The built-in brands no brand of the project shadows.
  public var builtInNames: [String] {
    let own = ownNames
    return BuiltInBrands.names.filter { !own.contains($0) }
  }

  /// The brands a command works on when none is named: the project's own, or the built-in
  /// brands where the project has none.
  public var defaultNames: [String] {
    let own = ownNames
    return own.isEmpty ? BuiltInBrands.names : own
  }

  /// Loads a brand: a name from the project file, else a name in the tokens folder, a folder,
  /// a resolver or a token file.
  public func brand(_ reference: String) throws(BrandError) -> Brand {
    try brand(reference, chain: [])
  }

  private func brand(_ reference: String, chain: [String]) throws(BrandError) -> Brand {
    guard let entry = project?.brand(named: reference) else {
      do {
        var brand = try Brand(reference, tokensFolder: tokensFolder, options: options)
        if !reference.contains("/"), BuiltInBrands.resolver(of: reference) != nil,
          !BuiltInBrands.isBuiltIn(brand.path),
          !BuiltInBrands.holds(brand: reference, at: brand.path)
        {
          brand.configDiagnostics.append(
            shadowing(reference, at: SourceLocation(file: brand.path, line: 1, column: 1)))
        }
        return brand
      } catch .notFound(let name, _) {
        throw .notFound(name, known: names)
      }
    }
    if !options.sourcesAnywhere, let project,
      let why = SourcePolicy.refusal(brandSource: entry.source, projectFile: project.path)
    {
      throw .invalidEntry(
        reference,
        entry.diagnostics + [
          Diagnostic(
            .error, rule: .resolverFile,
            message: "refused to read \(entry.source) for brand '\(reference)': \(why)",
            location: entry.places["resolver"] ?? entry.location, hint: SourcePolicy.hint)
        ])
    }
    var fillIn: Brand?
    if let other = entry.extends {
      if chain.contains(other) || other == reference {
        throw .invalidEntry(
          reference,
          [
            Diagnostic(
              .error, rule: .configExtends,
              message:
                "brands extend each other in a circle: \((chain + [reference, other]).joined(separator: " → "))",
              location: entry.places["extends"] ?? entry.location,
              hint: "let one of them extend a shipped brand, or none")
          ])
      }
      do {
        fillIn = try brand(other, chain: chain + [reference])
      } catch .notFound {
        throw .invalidEntry(
          reference,
          entry.diagnostics + [
            Diagnostic(
              .error, rule: .configExtends,
              message: "brand '\(reference)' extends '\(other)', which is not a brand",
              location: entry.places["extends"] ?? entry.location,
              hint: Suggestion.closest(to: other, in: names).map { "did you mean '\($0)'?" }
                ?? "brands: \(names.joined(separator: ", "))")
          ])
      }
    }
    var brand = try Brand(
      entry: entry, tokensFolder: tokensFolder, options: options, fillIn: fillIn)
    if BuiltInBrands.resolver(of: reference) != nil, !BuiltInBrands.isBuiltIn(brand.path) {
      brand.configDiagnostics.append(shadowing(reference, at: entry.location))
    }
    let folder = DocumentStore.normalized(tokensFolder + "/" + reference)
    if Brand.names(in: tokensFolder).contains(reference),
      DocumentStore.normalized(brand.path) != folder,
      !DocumentStore.normalized(brand.path).hasPrefix(folder + "/")
    {
      brand.configDiagnostics.append(
        Diagnostic(
          .warning, rule: .configShadowsFolder,
          message:
            "the project's brand '\(reference)' hides the folder \(folder); every command uses the brand of sptheme.json (\(brand.path))",
          location: entry.location,
          hint:
            "rename one of them, or point the entry's \"resolver\" at \(folder) if that is the brand meant"
        ))
    }
    return brand
  }

  /// The warning for a project brand named like a built-in one (and not the same files).
  private func shadowing(_ name: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .warning, rule: .configShadowsBuiltIn,
      message:
        "the project's brand '\(name)' (\(location.file)) hides the built-in brand '\(name)' (\(BuiltInBrands.pathPrefix)\(name)); every command uses the project's",
      location: location,
      hint:
        "rename the project's brand to use both, or name the built-in one as '\(BuiltInBrands.pathPrefix)\(name)'"
    )
  }
}
