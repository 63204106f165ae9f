import Platform
import Theme
import Workflows

/// The options every command that takes a brand accepts, and the one way brands are loaded:
/// `--config FILE` (else the nearest `sptheme.json` from the working folder up), `--tokens DIR`,
/// `--input NAME=CONTEXT` (repeatable) and the token-reading options.
struct BrandArguments {
  /// Option names taking a value.
  static let options: Set<String> = ["config", "tokens", "input"]

  /// Lines for a command's help, each indented two spaces.
  static let help = """
      --input NAME=CONTEXT     Choose a context of one of the brand's modifiers (repeatable),
                               e.g. --input size=mobile; an unknown one lists the valid ones
      --config FILE            The project file (default: the nearest sptheme.json from here up)
      --tokens DIR             Where brand names are looked up (default: tokens)
    """

  /// The brands the command can name.
  let catalog: BrandCatalog
  /// The `--input` choices, applied to every brand loaded.
  let input: [String: String]
  let console: Console

  /// Reads the options; a project file with errors of its own is printed and refused.
  ///
  /// `projectPath` and `tokensFolder`, when given, stand for `--config` and `--tokens` (for a
  /// command that has already found them and runs in the project's folder).
  init(
    _ arguments: Arguments, console: Console, inputs: Bool = true, projectPath: String? = nil,
    tokensFolder: String? = nil
  ) throws(UsageError) {
    self.console = console
    let options = try TokenOptionArguments.parse(arguments)
    self.input = inputs ? try ModifierInput.parse(arguments, includingAppearance: false) : [:]
    let project: ProjectFile?
    if let path = projectPath ?? arguments.value("config") {
      let kind = FileSystem.kind(of: path)
      guard kind.exists, !kind.isFolder else {
        throw UsageError(message: "--config \(path): no such file")
      }
      project = ProjectFile(contentsOf: path)
    } else if let cwd = ExportCommand.currentDirectory(), let path = ProjectFile.find(from: cwd) {
      project = ProjectFile(contentsOf: path)
      // One found above the working folder decides brands and outputs from afar: say which.
      if path != ProjectFile.fileName {
        console.error(
          "note: using the project file \(Sanitize.terminal(path)) (found above this folder)")
      }
    } else {
      project = nil
    }
    if let project, project.hasErrors {
      Self.printFindings(project.diagnostics, console: console)
      throw UsageError(message: "\(project.path) has errors; fix them first")
    }
    self.catalog = BrandCatalog(
      project: project, tokensFolder: tokensFolder ?? arguments.value("tokens") ?? "tokens",
      options: options)
    for warning in Brand.unreadableEntries(in: catalog.tokensFolder) {
      console.error("warning: " + warning)
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
      throw UsageError(
        message: "no brands in sptheme.json or \(catalog.tokensFolder)/; give --brand")
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
      console.fail(Sanitize.terminal(error.description))
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

extension Arguments.Spec {
  /// This spec plus the brand options (`--config`, `--tokens`, `--input`) and the token options.
  var takingBrands: Arguments.Spec {
    Arguments.Spec(
      options: options.union(BrandArguments.options), flags: flags, repeatable: repeatable
    ).readingTokens
  }
}
