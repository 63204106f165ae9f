import ArgumentParsing
import Platform
import Theme
import Workflows

/// The one way brands are loaded from a command's options (``TakesBrands``): `--config FILE`
/// (else the nearest `sptheme.json` from the working folder up), `--tokens DIR`,
/// `--input NAME=CONTEXT` (repeatable) and the token-reading options.
struct BrandArguments {
  /// The brands the command can name.
  let catalog: BrandCatalog
  /// The `--input` choices, applied to every brand loaded.
  let input: [String: String]
  let console: Console

  /// Reads the options; a project file with errors of its own is printed and refused.
  ///
  /// `projectPath` and `tokensFolder`, when given, stand for `--config` and `--tokens` (for a
  /// command that has already found them and runs in the project's folder).
  init<O: TakesBrands>(
    _ arguments: Arguments<O>, console: Console, inputs: Bool = true, projectPath: String? = nil,
    tokensFolder: String? = nil
  ) throws(UsageError) {
    try self.init(
      config: projectPath ?? arguments[\.project.config],
      tokensFolder: tokensFolder ?? arguments[\.project.tokens],
      options: try TokenOptionArguments.parse(arguments),
      input: inputs ? try ModifierInput.parse(arguments) : [:], console: console)
  }

  /// Reads the project and token options of a command that takes no `--input`.
  init<O: InProject>(withoutInput arguments: Arguments<O>, console: Console) throws(UsageError) {
    try self.init(
      config: arguments[\.project.config], tokensFolder: arguments[\.project.tokens],
      options: try TokenOptionArguments.parse(arguments), input: [:], console: console)
  }

  /// Finds the project (`config`, else the nearest `sptheme.json`) and the brands.
  init(
    config: String?, tokensFolder: String?, options: TokenOptions, input: [String: String],
    console: Console
  ) throws(UsageError) {
    self.console = console
    self.input = input
    let project: ProjectFile?
    if let path = config {
      let kind = FileSystem.kind(of: path)
      guard kind.exists, !kind.isFolder else {
        throw UsageError(message: ShellWording.noProjectFile(path))
      }
      project = ProjectFile(contentsOf: path)
    } else if let cwd = ExportCommand.currentDirectory(), let path = ProjectFile.find(from: cwd) {
      project = ProjectFile(contentsOf: path)
      // One found above the working folder decides brands and outputs from afar: say which.
      if path != ProjectFile.fileName {
        console.error(ShellWording.projectFileFoundAbove(path))
      }
    } else {
      project = nil
    }
    if let project, project.hasErrors {
      Self.printFindings(project.diagnostics, console: console)
      throw UsageError(message: ShellWording.projectFileHasErrors(project.path))
    }
    self.catalog = BrandCatalog(
      project: project, tokensFolder: tokensFolder ?? "tokens",
      options: options)
    for warning in Brand.unreadableEntries(in: catalog.tokensFolder) {
      console.error(ShellWording.unreadableEntry(warning))
    }
  }

  /// The project's rule settings (`"rules"` of `sptheme.json`); none without a project file.
  var rules: RuleSettings { catalog.rules }

  /// Loads a brand with the `--input` choices.
  func brand(_ reference: String) throws(BrandError) -> Brand {
    try catalog.brand(reference).choosing(input)
  }

  /// The brand names to use when none is given: the project's and the tokens folder's, or the
  /// built-in brands where the project has none.
  func allNames() throws(UsageError) -> [String] {
    let names = catalog.defaultNames
    guard !names.isEmpty else {
      throw UsageError(message: ShellWording.noBrands(tokensFolder: catalog.tokensFolder))
    }
    return names
  }

  /// Loads a brand with the `--input` choices (or without them, for a command that holds
  /// them itself); prints why not and returns `nil` when it cannot.
  func load(_ reference: String, applyingInput: Bool = true) -> Brand? {
    do {
      return applyingInput ? try brand(reference) : try catalog.brand(reference)
    } catch {
      Self.printFindings(error.diagnostics, console: console)
      console.fail(SafeText.terminal(error.description))
      return nil
    }
  }

  /// Findings with their code frames, on standard error.
  static func printFindings(_ findings: [Diagnostic], console: Console) {
    guard !findings.isEmpty else { return }
    let formatter = DiagnosticFormatter(format: .text, styled: false, codeFrame: CodeFrames().frame)
    for finding in findings { console.error(formatter.text(finding)) }
  }
}
