import Platform
import Theme

/// `sptheme build` as a value: a project's `sptheme.json`, the brands its outputs can name,
/// and which outputs to build; ``run(progress:)`` checks, renders and (when nothing failed)
/// writes them and returns a ``BuildReport``.
///
/// A run is all or nothing: every output and every brand it uses is checked and every output
/// rendered in memory first; only when nothing failed is anything written. As `export` does,
/// a brand is stopped by errors in the tokens its roles use (and by errors in no token), not by
/// errors in tokens no role and no output uses: those are reported beside the outputs
/// (``BuildReport/unusedErrors``) unless ``strict``, where any error stops the build. Every relative path
/// is relative to the working folder, which the caller makes the project's folder; outputs must
/// land inside ``projectFolder`` (the working folder unless told otherwise).
public struct BuildRun: Sendable {
  /// What the run says as it works.
  public enum Event: Sendable {
    /// A brand loaded and checked, clean or not.
    case checked(brand: String, clean: Bool)
    /// An output written (or left as it was, or not writable).
    case written(BuildReport.Written)
  }

  /// The project file.
  public var project: ProjectFile
  /// The brands the outputs can name (the project's, then `tokens/` beside it).
  public var catalog: BrandCatalog
  /// `--input` choices, applied to every brand.
  public var input: [String: String]
  /// Whether outputs may land outside the project (`--allow-outside-outputs`).
  public var allowOutside: Bool
  /// The outputs to build, by index in the project's `"outputs"`; `nil` for every one.
  public var outputs: [Int]?
  /// The folder provenance paths are relative to.
  public var sourceRoot: String?
  /// The folder outputs must land in unless ``allowOutside``: the project's folder (`"."`, the
  /// working folder, for a caller that has entered it).
  public var projectFolder: String
  /// Whether any error of a brand stops the build (`--strict`), even one in a token no role
  /// and no output uses.
  public var strict: Bool

  /// Creates a run.
  public init(
    project: ProjectFile, catalog: BrandCatalog, input: [String: String] = [:],
    allowOutside: Bool = false, outputs: [Int]? = nil, sourceRoot: String? = nil,
    projectFolder: String = ".", strict: Bool = false
  ) {
    self.strict = strict
    self.project = project
    self.catalog = catalog
    self.input = input
    self.allowOutside = allowOutside
    self.outputs = outputs
    self.sourceRoot = sourceRoot
    self.projectFolder = projectFolder
  }

  /// Every output of the project, by index.
  public var allOutputs: [Int] { Array((project.outputs ?? []).indices) }

  /// Checks, renders and (when nothing failed) writes the outputs.
  public func run(progress: (Event) -> Void = { _ in }) -> BuildReport {
    let every = project.outputs ?? []
    let chosen = (outputs ?? allOutputs).map { every[$0] }
    var report = BuildReport()
    var findings: [Diagnostic] = chosen.flatMap(\.diagnostics)
    let brands = checkBrands(of: chosen, report: &report, findings: &findings, progress: progress)
    // Several brands' catalogs are likely to meet in one app target, where colorsets of the same
    // name clash: their colorsets get namespaces unless an entry says otherwise. Decided over
    // every output, so a watch that rebuilds a few writes the same bytes as a whole build.
    let namespaceByDefault = OutputRenderer.namespaceByDefault(every)
    var rendered: [(output: OutputEntry, artifact: OutputRenderer.Artifact)] = []
    for output in chosen where !output.hasErrors {
      let used = output.brands.compactMap { brands.themes[$0] }
      guard used.count == output.brands.count else { continue }
      if output.format != .json, let name = output.brands.first(where: brands.flat.contains) {
        findings.append(
          OutputProblem(
            BuildWording.lacksDark(name), member: output.brandsAsList ? "brands" : "brand",
            hint: BuildWording.lacksDarkHint
          ).diagnostic(at: output))
        continue
      }
      do {
        let artifact: OutputRenderer.Artifact
        if output.format == .json, output.allTokens, let name = output.brands.first,
          let brand = try? catalog.brand(name).choosing(input)
        {
          artifact = try OutputRenderer.renderAllTokens(
            output, brand: brand, sourceRoot: sourceRoot)
        } else {
          artifact = try OutputRenderer.render(
            output, themes: used, sourceRoot: sourceRoot, namespaceByDefault: namespaceByDefault)
        }
        rendered.append((output, artifact))
      } catch {
        findings.append(error.diagnostic(at: output))
      }
    }
    findings += placeProblems(chosen)
    let errors = findings.filter { $0.severity == .error }.count
    guard errors == 0, report.failedBrands == 0 else {
      report.findings = Self.inFileOrder(findings)
      report.stopped = true
      return report
    }
    for (output, artifact) in rendered {
      let written = write(artifact, of: output)
      report.written.append(written)
      progress(.written(written))
    }
    return report
  }

  /// The brands the outputs use, each loaded and checked once: their themes, those without a
  /// dark context, and (in the report) the files each is made of and why any failed.
  private func checkBrands(
    of chosen: [OutputEntry], report: inout BuildReport, findings: inout [Diagnostic],
    progress: (Event) -> Void
  ) -> (themes: [String: BrandThemes], flat: Set<String>) {
    var themes: [String: BrandThemes] = [:]
    var flat: Set<String> = []
    let known = catalog.names
    for output in chosen {
      for (index, name) in output.brands.enumerated() where report.files[name] == nil {
        guard known.contains(name) || name.contains("/") else {
          report.files[name] = [catalog.project?.path ?? ProjectFile.fileName]
          findings.append(
            Diagnostic(
              .error, rule: .configUnknownBrand, message: BuildWording.noBrand(name),
              location: output.brandLocation(index),
              hint: BuildWording.brandHint(name, known: known)))
          continue
        }
        let checked = check(name)
        report.files[name] = checked.files
        if let built = checked.themes {
          themes[name] = built
          if checked.lacksDark { flat.insert(name) }
          if !checked.unused.isEmpty {
            report.unusedErrors.append(.init(brand: name, findings: checked.unused))
          }
        } else {
          report.failedBrands += 1
          if let problem = checked.problem { report.brandProblems.append(problem) }
        }
        progress(.checked(brand: name, clean: checked.themes != nil))
      }
    }
    return (themes, flat)
  }

  /// One brand loaded and checked: its themes (`nil` when errors stop it), the errors in
  /// tokens its outputs do not use (which do not), the files to watch for a fix, and what went
  /// wrong.
  private func check(_ name: String) -> (
    themes: BrandThemes?, lacksDark: Bool, files: [String], problem: BuildReport.BrandProblem?,
    unused: [Diagnostic]
  ) {
    let brand: Brand
    do {
      brand = try catalog.brand(name).choosing(input)
    } catch {
      let entry = project.brand(named: name)
      let files =
        [project.path] + [entry?.source ?? catalog.tokensFolder + "/" + name + "/"]
      return (nil, false, files, .notLoaded(error), [])
    }
    let errors = project.rules.apply(to: brand.check().diagnostics).filter { $0.severity == .error }
    if let built = try? BrandThemes(brand: brand) {
      if errors.isEmpty { return (built, brand.lacksDark, brand.files, nil, []) }
      let used = built.usedTokens
      let blocking = errors.contains { $0.tokenPath.map(used.contains) ?? true }
      if !strict, !blocking { return (built, brand.lacksDark, brand.files, nil, errors) }
    }
    return (nil, false, brand.files, .errors(brand: name, findings: errors), [])
  }

  /// Where each output lands, checked before anything is written.
  private func placeProblems(_ chosen: [OutputEntry]) -> [Diagnostic] {
    let policy = outputPolicy()
    return chosen.filter { !$0.out.isEmpty }.compactMap { output in
      guard let why = policy.refusal(output.out, isFolder: output.format == .xcassets) else {
        return nil
      }
      var problem = OutputProblem(BuildWording.refused(output.out, why: why), member: "out")
      problem.rule = .buildOutputPlace
      return problem.diagnostic(at: output)
    }
  }

  /// Where this build may write: inside ``projectFolder``, over no input of any of its brands.
  public func outputPolicy() -> OutputPolicy {
    var inputs = [project.path]
    for name in catalog.ownNames {
      if let brand = try? catalog.brand(name) { inputs += brand.files }
    }
    return OutputPolicy(project: projectFolder, inputs: inputs, allowOutside: allowOutside)
  }

  /// Writes an artifact unless the file holds it already.
  private func write(_ artifact: OutputRenderer.Artifact, of output: OutputEntry)
    -> BuildReport.Written
  {
    var written = BuildReport.Written(
      out: output.out, brands: output.brands.count, notes: artifact.notes, outcome: .unchanged)
    do {
      switch artifact {
      case .file(let text), .swift(let text, _):
        let folder = Self.folder(of: output.out)
        let fence = fence(of: output.out)
        try FileSystem.confine(output.out, within: fence)
        if !folder.isEmpty { try FileSystem.createFolder(folder) }
        let changed = try FileSystem.writeIfChanged(text, to: output.out, within: fence)
        written.outcome = changed ? .wrote : .unchanged
        written.size = .lines(text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) })
      case .catalog(let catalog):
        try FileSystem.confine(output.out, within: fence(of: output.out))
        let changed = try XCAssetsExporter.write(catalog, to: output.out)
        written.outcome = changed ? .wrote : .unchanged
        written.size = .colorsets(ColorRole.allCases.count, namespace: catalog.namespace)
      }
    } catch {
      written.outcome = .failed(error.reason)
    }
    return written
  }

  /// The folder a write of `out` is confined to (``FileSystem/confine(_:within:)``): the
  /// project's folder (that of `sptheme.json`) when `out` is inside it as written, so no link
  /// on the way can lead it out; `nil` for an output that `--allow-outside-outputs` puts
  /// outside, which is written where it is named.
  func fence(of out: String) -> String? {
    let folder = Self.folder(of: project.path)
    let root = folder.isEmpty ? "." : String(folder.dropLast())
    let absolute = { (path: String) in
      FileSystem.normalizedPath(
        path.hasPrefix("/") ? path : (FileSystem.workingFolder() ?? ".") + "/" + path)
    }
    let rootPath = absolute(root)
    let outPath = absolute(out)
    return outPath.hasPrefix(rootPath == "/" ? "/" : rootPath + "/") ? root : nil
  }

  /// Findings in the order of their files' lines, whichever step found them (files in the order
  /// they first appear).
  public static func inFileOrder(_ findings: [Diagnostic]) -> [Diagnostic] {
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

  /// The folder part of a path, with its slash (`App/Theme/`), or `""`.
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }
}
