import Platform
import Theme

/// `sptheme init` as a value: a new brand's name and where it comes from; ``run()`` makes it
/// and returns an ``InitReport``.
///
/// From a brand, it writes a brand folder that checks clean (and a starter `sptheme.json`
/// where none is found); from a team's own tokens, it adds an entry to `sptheme.json` with
/// the appearance modifier picked and a role map guessed (see ``RoleMapStarter``).
public struct InitRun: Sendable {
  /// Where the new brand comes from.
  public enum Source: Sendable {
    /// A copy of a brand (`--from`, default studio), made in `tokensFolder`.
    case brand(String, tokensFolder: String)
    /// A team's own tokens (`--from-tokens`), added to the project file at `configPath`,
    /// with brands looked up in `catalog`.
    case tokens(String, catalog: BrandCatalog, configPath: String)
  }

  /// The new brand's name (checked by the caller with `BrandScaffold.nameProblem`).
  public var name: String
  /// Where it comes from.
  public var source: Source
  /// The working folder, where a project file is looked for and paths are relative to.
  public var workingFolder: String?

  /// Creates a run.
  public init(name: String, source: Source, workingFolder: String?) {
    self.name = name
    self.source = source
    self.workingFolder = workingFolder
  }

  /// Makes the brand.
  public func run() -> InitReport {
    switch source {
    case .brand(let reference, let tokens):
      return copy(reference, into: tokens)
    case .tokens(let path, let catalog, let configPath):
      let starter = RoleMapStarter(
        name: name, tokens: path, catalog: catalog, configPath: configPath,
        workingFolder: workingFolder ?? ".")
      return starter.run()
    }
  }

  /// A new brand folder copied from `reference`, and a starter project file where none is.
  private func copy(_ reference: String, into tokens: String) -> InitReport {
    let folder = tokens + "/" + name
    if FileSystem.kind(of: folder).exists { return InitReport(failure: .folderExists(folder)) }
    let source: Brand
    do {
      source = try Brand(reference, tokensFolder: tokens)
    } catch {
      return InitReport(failure: .sourceNotLoaded(error.description))
    }
    let themes: BrandThemes
    do {
      themes = try BrandThemes(brand: source)
    } catch {
      return InitReport(failure: .sourceNotBuilt(error.description))
    }
    let files = BrandScaffold.files(brand: name, from: themes)
    do {
      try FileSystem.createFolder(folder)
      for file in files { try FileSystem.write(file.text, to: folder + "/" + file.name) }
    } catch {
      return InitReport(failure: .cannotWrite(error.description))
    }
    let report = (try? Brand(folder + "/" + name + ".resolver.json"))?.check()
    var copied = InitReport.Copied(
      folder: folder, source: source.id, builtIn: BuiltInBrands.isBuiltIn(source.path),
      files: files.map(\.name), wroteProject: false, brand: name,
      reference: tokens == "tokens" ? name : folder,
      errors: report?.diagnostics.filter { $0.severity == .error }.count ?? 0)
    if tokens == "tokens", let cwd = workingFolder, ProjectFile.find(from: cwd) == nil {
      var root = JSONObject()
      root["outputs"] = OutputEntry.starter(brand: name)
      do {
        try FileSystem.write(JSONValue.object(root).serialized() + "\n", to: ProjectFile.fileName)
      } catch {
        return InitReport(failure: .cannotWrite(error.description))
      }
      copied.wroteProject = true
    }
    return InitReport(copied: copied)
  }
}
