import ArgumentParsing
import Platform
import Theme

/// One project's build: its `sptheme.json`, the brands it can name, and how a set of its
/// outputs is checked, rendered and written.
///
/// A run is all or nothing: every output and every brand it uses is checked and every output
/// rendered in memory first; only when nothing failed is anything written. The process runs in
/// the project's folder (``BuildCommand`` enters it), so every path here is relative to it.
struct ProjectBuild {
  /// The project file, read afresh for each build of a watch that saw it change.
  let project: ProjectFile
  /// The brands the outputs can name (the project's, then `tokens/` beside it).
  let brands: BrandArguments
  /// Whether outputs may land outside the project (`--allow-outside-outputs`).
  var allowOutside = false

  /// What a run did, for the watch that decides what to rebuild next.
  struct Outcome {
    var status: ExitStatus
    /// The files each brand the run used is made of, by brand name (for a brand that could
    /// not be loaded: where it was looked for).
    var files: [String: [String]]
  }

  /// A rendered output, ready to be written.
  enum Artifact {
    /// One text file.
    case file(String)
    /// A Swift file, and what a person should know about it (a text style's family changed).
    case swift(String, notes: [String])
    /// An asset catalog folder.
    case catalog(XCAssetsExporter.Catalog)

    /// The notes printed before it is written, as `sptheme export` prints them.
    var notes: [String] {
      switch self {
      case .file: []
      case .swift(_, let notes): notes
      case .catalog(let catalog): catalog.notes
      }
    }
  }

  /// Reads the project file in the working folder and the brand options.
  ///
  /// - Throws: ``UsageError`` when the project file has errors outside its outputs.
  static func load(
    _ arguments: Arguments<BuildCommand.Options>, project path: String, tokensFolder: String?,
    console: Console
  ) throws(UsageError) -> ProjectBuild {
    let brands = try BrandArguments(
      arguments, console: console, projectPath: path, tokensFolder: tokensFolder)
    return ProjectBuild(
      project: brands.catalog.project ?? ProjectFile(contentsOf: path), brands: brands,
      allowOutside: arguments[\.allowOutsideOutputs])
  }

  /// Where this build may write: inside the project folder (the working folder, which
  /// ``BuildCommand`` entered), over no input of any of its brands.
  func outputPolicy() -> OutputPolicy {
    var inputs = [project.path]
    for name in brands.catalog.ownNames {
      if let brand = try? brands.catalog.brand(name) { inputs += brand.files }
    }
    return OutputPolicy(project: ".", inputs: inputs, allowOutside: allowOutside)
  }

  /// Checks, renders and (when nothing failed) writes the outputs at `indices`.
  func run(_ indices: some Sequence<Int>, console: Console) -> Outcome {
    let outputs = (project.outputs ?? [])
    let chosen = indices.map { outputs[$0] }
    var findings: [Diagnostic] = chosen.flatMap(\.diagnostics)
    var outcome = Outcome(status: .ok, files: [:])
    let known = brands.catalog.names

    // Each brand once: loaded, checked, its themes built.
    var themes: [String: BrandThemes] = [:]
    var flat: Set<String> = []
    var failedBrands = 0
    for output in chosen {
      for (index, name) in output.brands.enumerated() where outcome.files[name] == nil {
        guard known.contains(name) || name.contains("/") else {
          outcome.files[name] = [brands.catalog.project?.path ?? ProjectFile.fileName]
          findings.append(
            Diagnostic(
              .error, rule: .configUnknownBrand, message: "no brand '\(name)'",
              location: output.brandLocation(index),
              hint: Suggestion.closest(to: name, in: known).map { "did you mean '\($0)'?" }
                ?? "the brands are \(known.joined(separator: ", "))"))
          continue
        }
        switch check(name, console: console) {
        case .success(let (brand, built)):
          outcome.files[name] = brand.files
          themes[name] = built
          if brand.lacksDark { flat.insert(name) }
        case .failure(let failed):
          outcome.files[name] = failed.files
          failedBrands += 1
        }
      }
    }

    // Several brands' catalogs are likely to meet in one app target, where colorsets of the same
    // name clash: their colorsets get namespaces unless an entry says otherwise. Decided over
    // every output, so a watch that rebuilds a few writes the same bytes as a whole build.
    let namespaceByDefault = Self.namespaceByDefault(outputs)

    // Every output rendered in memory, each problem located at its entry.
    var rendered: [(output: OutputEntry, artifact: Artifact)] = []
    for output in chosen where !output.hasErrors {
      let used = output.brands.compactMap { themes[$0] }
      guard used.count == output.brands.count else { continue }
      if output.format != .json, let name = output.brands.first(where: flat.contains) {
        findings.append(
          OutputProblem(
            "brand '\(name)' has modifiers but no dark context, so its dark values would only copy light",
            member: output.brandsAsList ? "brands" : "brand",
            hint:
              "say which contexts are light and dark in sptheme.json (\"appearance\"), or write it as json"
          ).diagnostic(at: output))
        continue
      }
      do {
        rendered.append(
          (output, try Self.render(output, themes: used, namespaceByDefault: namespaceByDefault)))
      } catch {
        findings.append(error.diagnostic(at: output))
      }
    }

    // Where each output lands is checked before anything is written.
    let policy = outputPolicy()
    for output in chosen where !output.out.isEmpty {
      guard let why = policy.refusal(output.out, isFolder: output.format == .xcassets) else {
        continue
      }
      var problem = OutputProblem("refused to write \(output.out): \(why)", member: "out")
      problem.rule = .buildOutputPlace
      findings.append(problem.diagnostic(at: output))
    }

    let errors = findings.filter { $0.severity == .error }.count
    guard errors == 0, failedBrands == 0 else {
      BrandArguments.printFindings(Self.inFileOrder(findings), console: console)
      var parts: [String] = []
      if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s") in the outputs") }
      if failedBrands > 0 {
        parts.append("\(failedBrands) brand\(failedBrands == 1 ? "" : "s") with errors")
      }
      console.error(
        "error: build stopped: \(parts.joined(separator: " and ")); nothing was written")
      outcome.status = .findings
      return outcome
    }
    // Every output is written before a line is printed: a reader that goes away early
    // (`sptheme build | head -1`) ends the process at its next line, which must not leave
    // later outputs old.
    var lines: [String] = []
    for (output, artifact) in rendered {
      for note in artifact.notes {
        console.error("note: \(Sanitize.terminal(output.out)): \(Sanitize.terminal(note))")
      }
      guard let line = write(artifact, of: output, console: console) else {
        outcome.status = .usage
        continue
      }
      lines.append(line)
    }
    for line in lines { console.out(line) }
    return outcome
  }

  /// Findings in the order of their files' lines, whichever step found them (files in the order
  /// they first appear).
  static func inFileOrder(_ findings: [Diagnostic]) -> [Diagnostic] {
    var rank: [String: Int] = [:]
    for file in findings.compactMap(\.location?.file) where rank[file] == nil {
      rank[file] = rank.count
    }
    func key(_ item: (offset: Int, element: Diagnostic)) -> (Int, Int, Int, Int) {
      let place = item.element.location
      return (
        place.flatMap { rank[$0.file] } ?? .max, place?.line ?? 0, place?.column ?? 0, item.offset
      )
    }
    return findings.enumerated().sorted { key($0) < key($1) }.map(\.element)
  }

  /// Whether xcassets outputs that do not say `namespace` get one: when the project's outputs
  /// write catalogs of more than one brand.
  static func namespaceByDefault(_ outputs: [OutputEntry]) -> Bool {
    Set(outputs.filter { $0.format == .xcassets }.flatMap(\.brands)).count > 1
  }

  /// The one place that turns an output into bytes: one case per format, each calling its
  /// exporter with the entry's options, as `sptheme export` does.
  ///
  /// - Parameter namespaceByDefault: Whether an xcassets output that does not say `namespace`
  ///   gets one (see ``namespaceByDefault(_:)``).
  static func render(
    _ output: OutputEntry, themes: [BrandThemes], namespaceByDefault: Bool = false
  ) throws(OutputProblem) -> Artifact {
    let options = ExportOptions(sourceRoot: ExportCommand.currentDirectory())
    guard let format = output.format, let first = themes.first else {
      throw OutputProblem("the output has no format or brand", member: "format")
    }
    switch format {
    case .swift:
      var shape = SwiftExporter.Options(
        access: output.access == .internal ? .internal : .public, valuesOnly: output.valuesOnly,
        export: options)
      do {
        if let name = output.typeName {
          shape.typeName = try SwiftExporter.Options.validTypeName(name)
        }
        return .swift(
          try SwiftExporter.render(themes, options: shape), notes: SwiftExporter.notes(themes))
      } catch {
        switch error {
        case .invalidTypeName(let name, let reason):
          throw OutputProblem(
            "typeName '\(name)' cannot name a Swift type: \(reason)", member: "typeName",
            hint: "use ASCII letters, digits and '_', such as \"AcmeTheme\"")
        case .noBrands, .sameIdentifier:
          throw OutputProblem(error.description, member: "brands")
        }
      }
    case .xcassets:
      return .catalog(
        XCAssetsExporter.render(first, namespaced: output.namespace ?? namespaceByDefault))
    case .css:
      do {
        let selector = try output.selector.map(CSSSelector.init) ?? .root
        let modes = try output.modeSelector.map(CSSModeSelector.init)
        let prefix = try output.prefix.map(CSSExporter.validPrefix) ?? CSSExporter.defaultPrefix
        return .file(
          CSSExporter.render(
            first, selector: selector, modes: modes, prefix: prefix, options: options))
      } catch {
        let member =
          switch error.option {
          case "--mode-selector": "modeSelector"
          case "--prefix": "prefix"
          default: "selector"
          }
        throw OutputProblem(
          "\(member) '\(error.selector)' \(error.reason.replacing("--prefix acme", with: "\"prefix\": \"acme\""))",
          member: member)
      }
    case .json:
      let appearance = output.appearance ?? first.themes[0].appearance
      guard let theme = first.theme(appearance: appearance) else {
        throw OutputProblem(
          "brand '\(first.id)' has no appearance '\(appearance)'", member: "appearance",
          hint: "its appearances are \(first.themes.map(\.appearance).joined(separator: ", "))")
      }
      return .file(JSONExporter.render(theme, of: first, options: options))
    }
  }

  /// Loads and checks one brand; on errors prints them as `check` does and returns the files
  /// to watch for a fix.
  private func check(_ name: String, console: Console) -> Result<
    (Brand, BrandThemes), FilesToWatch
  > {
    let brand: Brand
    do {
      brand = try brands.brand(name)
    } catch {
      BrandArguments.printFindings(error.diagnostics, console: console)
      console.fail(Sanitize.terminal(error.description))
      let entry = project.brand(named: name)
      return .failure(
        FilesToWatch(
          files: [project.path]
            + [entry?.source ?? brands.catalog.tokensFolder + "/" + name + "/"]))
    }
    let errors = project.rules.apply(to: brand.check().diagnostics).filter { $0.severity == .error }
    if errors.isEmpty, let built = try? BrandThemes(brand: brand) {
      return .success((brand, built))
    }
    BrandArguments.printFindings(errors, console: console)
    console.error(
      "error: brand '\(Sanitize.terminal(name))' has \(errors.count) error\(errors.count == 1 ? "" : "s"), so no output of it is written (run 'sptheme check \(Sanitize.terminal(name))')"
    )
    return .failure(FilesToWatch(files: brand.files))
  }

  /// The files of a brand that did not build, watched for its fix.
  struct FilesToWatch: Error {
    var files: [String]
  }

  /// Writes an artifact unless the file holds it already; the line to print, or `nil` after
  /// printing why it could not be written.
  private func write(_ artifact: Artifact, of output: OutputEntry, console: Console) -> String? {
    let brandCount = "\(output.brands.count) brand\(output.brands.count == 1 ? "" : "s")"
    switch artifact {
    case .file(let text), .swift(let text, _):
      let folder = Self.folder(of: output.out)
      do {
        if !folder.isEmpty { try FileSystem.createFolder(folder) }
        let written = try FileSystem.writeIfChanged(text, to: output.out)
        let lines = text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return
          "\(written ? "wrote" : "unchanged") \(Sanitize.terminal(output.out)) (\(brandCount), \(lines) line\(lines == 1 ? "" : "s"))"
      } catch {
        console.error(
          "error: cannot write \(Sanitize.terminal(output.out)): \(Sanitize.terminal(error.reason))"
        )
        return nil
      }
    case .catalog(let catalog):
      do {
        let written = try XCAssetsExporter.write(catalog, to: output.out)
        return
          "\(written ? "wrote" : "unchanged") \(Sanitize.terminal(output.out)) (\(brandCount), \(ColorRole.allCases.count) colorsets\(catalog.namespace.map { " in namespace \($0)" } ?? ""))"
      } catch {
        console.error(
          "error: cannot write \(Sanitize.terminal(output.out)): \(Sanitize.terminal(error.reason))"
        )
        return nil
      }
    }
  }

  /// The folder part of a path, with its slash (`App/Theme/`), or `""`.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }
}

/// Why an output cannot be rendered, located at one of its entry's members.
struct OutputProblem: Error {
  var message: String
  var member: String
  var hint: String?
  var rule: Rule = .buildOutput

  init(_ message: String, member: String, hint: String? = nil) {
    self.message = message
    self.member = member
    self.hint = hint
  }

  /// The finding, at the member of the entry (else the entry).
  func diagnostic(at output: OutputEntry) -> Diagnostic {
    Diagnostic(
      .error, rule: rule, message: message,
      location: output.places[member] ?? output.location, hint: hint)
  }
}
