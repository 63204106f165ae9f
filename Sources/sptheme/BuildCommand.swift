import ArgumentParsing
import Platform
import Theme
import Workflows

/// `sptheme build [--watch]`: writes every output that `outputs` in `sptheme.json` lists.
enum BuildCommand: Subcommand {
  static let name = "build"
  static let summary = "Write every output that sptheme.json lists (--watch: on every save)"
  static let usage = [
    "[--watch] [--strict] [--allow-outside-outputs] [--config FILE]"
  ]
  static let about = BuildWording.about
  static let notes = BuildWording.notes

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    if let extra = arguments.positionals.first {
      throw UsageError(message: BuildWording.unexpected(extra))
    }
    let watcher = arguments[\.watch] ? try FileWatcher.chosen(by: console) : nil
    let project = try projectPath(arguments)
    // Every path in the build is relative to the project's folder: brand files, outputs and
    // provenance comments are the same wherever the command was started.
    let tokens = arguments[\.project.tokens].map { absolute($0) }
    let folder = BuildRun.folder(of: project)
    if !folder.isEmpty {
      do {
        try FileSystem.changeWorkingFolder(to: folder)
      } catch {
        throw UsageError(message: BuildWording.cannotEnter(folder, project: project))
      }
    }
    let fileName = String(String(project.dropFirst(folder.count)).drop { $0 == "/" })
    let build = try load(arguments, project: fileName, tokensFolder: tokens, console: console)
    guard let outputs = build.project.outputs, !outputs.isEmpty else {
      console.error(BuildWording.missingOutputs(build.project))
      return .usage
    }
    if let watcher {
      return BuildWatch.run(
        build, watcher: watcher, arguments: arguments, tokensFolder: tokens, console: console)
    }
    return perform(build, console: console).status
  }

  /// The run over the project file in the working folder, with the brand options.
  ///
  /// - Throws: ``UsageError`` when the project file has errors outside its outputs.
  static func load(
    _ arguments: Arguments<Options>, project path: String, tokensFolder: String?,
    console: Console
  ) throws(UsageError) -> BuildRun {
    let brands = try BrandArguments(
      arguments, console: console, projectPath: path, tokensFolder: tokensFolder)
    return BuildRun(
      project: brands.catalog.project ?? ProjectFile(contentsOf: path), catalog: brands.catalog,
      input: brands.input, allowOutside: arguments[\.allowOutsideOutputs],
      sourceRoot: ExportCommand.currentDirectory(), strict: arguments[\.strict])
  }

  /// Runs the build, prints its report and returns it with its status.
  static func perform(_ build: BuildRun, console: Console) -> (
    status: ExitStatus, report: BuildReport
  ) {
    let report = build.run()
    console.print(BuildTextWriter(codeFrame: CodeFrames().frame).lines(report))
    return (ExitStatus(rawValue: report.exitCode) ?? .usage, report)
  }

  /// The project file: `--config`, else the nearest `sptheme.json` from here up.
  static func projectPath(_ arguments: Arguments<Options>) throws(UsageError) -> String {
    if let path = arguments[\.project.config] {
      let kind = FileSystem.kind(of: path)
      guard kind.exists, !kind.isFolder else {
        throw UsageError(message: BuildWording.noConfig(path))
      }
      return absolute(path)
    }
    guard let cwd = ExportCommand.currentDirectory(), let path = ProjectFile.find(from: cwd) else {
      throw UsageError(
        message: BuildWording.noProject(example: BuildWording.starterProject(brand: "studio")))
    }
    return absolute(path)
  }

  /// A path made absolute against the working folder (before the build enters its folder).
  static func absolute(_ path: String) -> String {
    guard !path.hasPrefix("/"), let cwd = ExportCommand.currentDirectory() else { return path }
    return cwd + "/" + path
  }
}
