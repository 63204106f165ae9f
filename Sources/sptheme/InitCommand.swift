import ArgumentParsing
import Platform
import Theme

/// `sptheme init BRAND [--from studio]`: scaffolds a new brand folder that checks clean.
enum InitCommand: Subcommand {
  static let name = "init"
  static let summary = "Start a new brand folder from an existing brand"
  static let usage = [
    "BRAND [--from SOURCE] [--tokens DIR]",
    "BRAND --from-tokens PATH [--config FILE]",
  ]
  static let about = """
    Creates tokens/BRAND/ from an existing brand (default: studio):

      BRAND.resolver.json   the resolver: palette and base sets, and an appearance modifier
                            with light and dark contexts
      palette.tokens.json   the colors the roles use, copied from the source brand
      base.tokens.json      fonts, text styles, radii, spacing, strokes and motion
      light.tokens.json     the color roles for the light appearance, as aliases into the palette
      dark.tokens.json      the same for dark

    Every SPTheme role is present with a $description that says what it is for, so the new
    brand checks clean from the start. Never overwrites: an existing folder is an error.
    Where no sptheme.json is found (here or above), it also writes one with a starter
    "outputs" (the brand's Swift and CSS), so 'sptheme build' works at once.

    With --from-tokens, nothing is copied: it adds an entry for your own tokens (a resolver,
    a token file or a folder) to sptheme.json (the nearest one from here up, else a new one
    here; --config names another), written atomically and never replacing an entry. It picks
    the appearance modifier (by its contexts' names, else by which context's background is
    dark), holds modifiers without a default at their first context, guesses a role map from
    your tokens' names, types and values, and fills in the rest from studio. It prints each
    guess with its reason and what it could not map, then checks the new brand.
    """
  static let operands = [
    Operand(name: "BRAND", help: "The new brand's name: letters, digits, '-' and '_'")
  ]
  static let notes = """
    EXIT STATUS: 0 created, 1 the source brand has errors, 2 usage, an existing folder, or unwritable.
    """

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    guard arguments.positionals.count == 1, let brand = arguments.positionals.first else {
      throw UsageError(
        message: arguments.positionals.isEmpty
          ? "name the new brand: sptheme init BRAND" : "init makes one brand at a time")
    }
    if let problem = BrandScaffold.nameProblem(brand) {
      throw UsageError(message: "cannot name a brand '\(brand)': \(problem)")
    }
    if let path = arguments[\.fromTokens] {
      guard arguments[\.from] == nil else {
        throw UsageError(message: "give --from or --from-tokens, not both")
      }
      return try RoleMapStarter.run(
        brand: brand, tokens: path, arguments: arguments, console: console)
    }
    let tokens = arguments[\.project.tokens] ?? "tokens"
    let folder = tokens + "/" + brand
    if FileSystem.kind(of: folder).exists {
      console.error(
        "error: \(Sanitize.terminal(folder)) already exists: sptheme init never overwrites a brand; choose another name or remove the folder first"
      )
      return .usage
    }
    let source: Brand
    do {
      source = try Brand(arguments[\.from] ?? "studio", tokensFolder: tokens)
    } catch {
      console.error("error: \(Sanitize.terminal(error.description))")
      return .usage
    }
    let themes: BrandThemes
    do {
      themes = try BrandThemes(brand: source)
    } catch {
      console.error("error: \(Sanitize.terminal(error.description))")
      return .findings
    }
    let files = BrandScaffold.files(brand: brand, from: themes)
    do {
      try FileSystem.createFolder(folder)
      for file in files { try FileSystem.write(file.text, to: folder + "/" + file.name) }
    } catch {
      console.error("error: cannot write \(Sanitize.terminal(error.description))")
      return .usage
    }
    let origin = BuiltInBrands.isBuiltIn(source.path) ? " (built in)" : ""
    var lines = [
      "created \(Sanitize.terminal(folder))/ from \(Sanitize.terminal(source.id))\(origin):"
    ]
    lines += files.map { "  \(Sanitize.terminal(folder))/\(Sanitize.terminal($0.name))" }
    let reference = tokens == "tokens" ? brand : folder
    let report = (try? Brand(folder + "/" + brand + ".resolver.json"))?.check()
    let errors = report?.diagnostics.filter { $0.severity == .error }.count ?? 0
    if tokens == "tokens", let cwd = ExportCommand.currentDirectory(),
      ProjectFile.find(from: cwd) == nil
    {
      var root = JSONObject()
      root["outputs"] = OutputEntry.starter(brand: brand)
      do {
        try FileSystem.write(JSONValue.object(root).serialized() + "\n", to: ProjectFile.fileName)
        lines.append(
          "wrote \(ProjectFile.fileName) with a starter \"outputs\" (Swift and CSS of \(Sanitize.terminal(brand))): 'sptheme build' writes them"
        )
      } catch {
        console.error("error: cannot write \(Sanitize.terminal(error.description))")
        return .usage
      }
    }
    lines.append(
      errors == 0
        ? "checks clean. Next: edit the palette, then run 'sptheme check \(Sanitize.terminal(reference))'"
        : "\(errors) errors: run 'sptheme check \(Sanitize.terminal(reference))'")
    console.out(lines.joined(separator: "\n"))
    return errors == 0 ? .ok : .findings
  }
}
