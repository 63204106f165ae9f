import ArgumentParsing
import Render
import Theme

/// `--config FILE` and `--tokens DIR`: where a command finds the project and its brands.
struct ProjectOptions: OptionDeclarations {
  var config = Option<String>.value(
    "config", "FILE",
    help: "The project file (default: the nearest sptheme.json from here up)", completion: .file)
  var tokens = Option<String>.value(
    "tokens", "DIR", help: "Where brand names are looked up (default: tokens)",
    completion: .folder)
}

/// `--legacy`, the reading limits and `--allow-outside-sources`: how token files are read. The
/// defaults are the library's own (``TokenOptions``).
struct TokenLimitOptions: OptionDeclarations {
  static let defaults = TokenOptions()

  var legacy = Option<Bool>.flag(
    "legacy",
    help: "Accept legacy shapes (\"#ff0000\", \"16px\", Tokens Studio types) as warnings")
  var maxDepth = Option<Int>.number(
    "max-depth", help: "Deepest JSON nesting accepted", default: JSONDocument.defaultMaxDepth,
    ceiling: TokenOptions.depthCeiling)
  var maxFileSize = Option<Int>.number(
    "max-file-size", help: "Largest token file accepted, in bytes",
    default: defaults.maxFileBytes)
  var maxTokens = Option<Int>.number(
    "max-tokens", help: "Most tokens in one resolution", default: defaults.maxTokens)
  var maxAliasChain = Option<Int>.number(
    "max-alias-chain", help: "Longest alias chain followed", default: defaults.maxAliasChain)
  var maxExtendsDepth = Option<Int>.number(
    "max-extends-depth", help: "Deepest chain of $extends", default: defaults.maxExtendsDepth)
  var maxResolverDepth = Option<Int>.number(
    "max-resolver-depth", help: "Deepest chain of set references in a resolver",
    default: defaults.maxResolverDepth)
  var maxValueSize = Option<Int>.number(
    "max-value-size", help: "Most values in one resolved token value",
    default: defaults.maxValueSize)
  var maxResolvedValues = Option<Int>.number(
    "max-resolved-values", help: "Most values references make in one resolution",
    default: defaults.maxResolvedValues)
  var allowOutsideSources = Option<Bool>.flag(
    "allow-outside-sources",
    help: "Let resolver $refs read files outside the project or not named .json")
}

/// `--templates DIR` and `--max-output-size N`: rendering with one's own Mustache templates.
struct TemplateOptions: OptionDeclarations {
  var templates: Option<String>
  var maxOutputSize = Option<Int>.number(
    "max-output-size",
    help: "With --templates: the most bytes all pages of the run may take together",
    default: OutputSizeArgument.defaultLimit)

  init(
    templatesHelp: String =
      "A folder of Mustache templates to use instead of the built-in ones (copy Templates/ from the package to start)"
  ) {
    templates = .value("templates", "DIR", help: templatesHelp, completion: .folder)
  }
}

/// The options that read tokens: `--legacy` and the limits.
protocol ReadsTokens: CommandOptions {
  var limits: TokenLimitOptions { get }
}

/// The options that find a project: `--config` and `--tokens`, and the token options.
protocol InProject: ReadsTokens {
  var project: ProjectOptions { get }
}

/// The options of a command that loads brands: the project, the token options and
/// `--input NAME=CONTEXT`.
protocol TakesBrands: InProject {
  var input: Option<[String]> { get }
}

/// The options of a command that renders templates.
protocol TakesTemplates: CommandOptions {
  var rendering: TemplateOptions { get }
}

extension Option where Value == [String] {
  /// `--brand B` (repeatable): the brands a command draws; `defaultText` says which it takes
  /// when none is given.
  static func brands(
    default defaultText: String = "every brand in the tokens folder"
  ) -> Self {
    .list(
      "brand", "B",
      help:
        "A brand name, folder, .resolver.json or .tokens.json (repeatable; default: \(defaultText))",
      completion: .entries(of: "tokens"))
  }

  /// `--input NAME=CONTEXT`, repeatable.
  static func input(
    help: String =
      "Choose a context of one of the brand's modifiers (repeatable), e.g. --input size=mobile; an unknown one lists the valid ones"
  ) -> Self {
    .list("input", "NAME=CONTEXT", help: help)
  }
}

extension Option where Value == String {
  /// `--color MODE`: the color depth of terminal drawing.
  static let color = Option.choice(
    "color", TerminalDetection.flagValues, default: "auto", "MODE",
    help: "auto (default), truecolor, 256, 16 or none")
}
