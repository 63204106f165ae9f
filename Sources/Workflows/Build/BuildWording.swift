import Theme

/// Every message `sptheme build` prints, in one place, `--watch`'s lines among them. Text from
/// files is made terminal-safe here.
public enum BuildWording {
  private static func safe(_ text: String) -> String { SafeText.terminal(text) }

  /// A positional argument.
  public static func unexpected(_ argument: String) -> String {
    "unexpected argument '\(argument)': build reads sptheme.json"
  }

  /// `--config` naming no file.
  public static func noConfig(_ path: String) -> String { "--config \(path): no such file" }

  /// The project's folder cannot be entered.
  public static func cannotEnter(_ folder: String, project: String) -> String {
    "cannot enter \(folder), the folder of \(project)"
  }

  /// No project file, and how to start one.
  public static func noProject(example: String) -> String {
    """
    no sptheme.json here or in a folder above; build reads its "outputs". Start one with:
    \(example)
    """
  }

  /// A project with no outputs, and what to add.
  public static func missingOutputs(_ project: ProjectFile) -> String {
    let brand = project.brands.first?.name ?? "studio"
    let starter = OutputEntry.starter(brand: brand).serialized(indent: 2)
      .split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
    return """
      error: \(safe(project.path)) has no "outputs", so there is nothing to build
      hint: add a list of what to write, for example:
        "outputs": \(starter)
      (each entry: "format" swift, css or json, "brand" or "brands", "out" relative to sptheme.json)
      """
  }

  /// A project file that starts with a starter `"outputs"`.
  public static func starterProject(brand: String) -> String {
    var root = JSONObject()
    root["outputs"] = OutputEntry.starter(brand: brand)
    return JSONValue.object(root).serialized()
  }

  static let noFormatOrBrand = "the output has no format or brand"

  static func noBrand(_ name: String) -> String { "no brand '\(name)'" }

  static func brandHint(_ name: String, known: [String]) -> String {
    Suggestion.closest(to: name, in: known).map { "did you mean '\($0)'?" }
      ?? "the brands are \(known.joined(separator: ", "))"
  }

  static func lacksDark(_ brand: String) -> String {
    "brand '\(brand)' has modifiers but no dark context, so its dark values would only copy light"
  }

  static let lacksDarkHint =
    "say which contexts are light and dark in sptheme.json (\"appearance\"), or write it as json"

  static func refused(_ out: String, why: String) -> String { "refused to write \(out): \(why)" }

  static func noAppearance(_ brand: String, _ appearance: String) -> String {
    "brand '\(brand)' has no appearance '\(appearance)'"
  }

  static func appearances(_ names: [String]) -> String {
    "its appearances are \(names.joined(separator: ", "))"
  }

  static func badTypeName(_ name: String, reason: String) -> String {
    "typeName '\(name)' cannot name a Swift type: \(reason)"
  }

  static let typeNameHint = "use ASCII letters, digits and '_', such as \"AcmeTheme\""

  static func badCSS(_ member: String, value: String, reason: String) -> String {
    "\(member) '\(value)' \(reason.replacing("--prefix acme", with: "\"prefix\": \"acme\""))"
  }

  static func brandErrors(_ brand: String, count: Int) -> String {
    "error: brand '\(safe(brand))' has \(plural(count, "error")), so no output of it is written (run 'sptheme check \(safe(brand))')"
  }

  /// Errors in tokens no role and no output uses, which do not stop the build (`written`:
  /// the build was not stopped by anything else either).
  static func unusedErrors(_ brand: String, count: Int, written: Bool) -> String {
    let outcome = written ? "its outputs are written without them" : "they do not stop the build"
    return
      "warning: brand '\(safe(brand))' has \(plural(count, "error")) in tokens no role and no output uses; \(outcome) (--strict stops the build; run 'sptheme check \(safe(brand))')"
  }

  static func stopped(errors: Int, failedBrands: Int) -> String {
    var parts: [String] = []
    if errors > 0 { parts.append("\(plural(errors, "error")) in the outputs") }
    if failedBrands > 0 { parts.append("\(plural(failedBrands, "brand")) with errors") }
    return "error: build stopped: \(parts.joined(separator: " and ")); nothing was written"
  }

  static func note(_ out: String, _ note: String) -> String { "note: \(safe(out)): \(safe(note))" }

  static func cannotWrite(_ out: String, reason: String) -> String {
    "error: cannot write \(safe(out)): \(safe(reason))"
  }

  static func written(_ written: BuildReport.Written) -> String {
    let verb = written.outcome == .wrote ? "wrote" : "unchanged"
    let size =
      switch written.size {
      case .lines(let lines): plural(lines, "line")
      case .colorsets(let count, let namespace):
        "\(count) colorsets\(namespace.map { " in namespace \($0)" } ?? "")"
      case nil: ""
      }
    return "\(verb) \(safe(written.out)) (\(plural(written.brands, "brand")), \(size))"
  }

  /// `--watch`: the folders it watches.
  public static func watching(folders: Int) -> String {
    "watching \(folders) folders for changes (Ctrl-C stops)"
  }

  /// `--watch`: a signal stopped it.
  public static let watchStopped = "stopped"

  /// `--watch`: files changed that no output reads.
  public static func nothingReads(_ paths: [String]) -> String {
    "\(paths.map(safe).joined(separator: ", ")) changed: no output reads it"
  }

  /// `--watch`: files changed, and the outputs built again.
  public static func rebuilding(_ paths: [String], outputs: [String]) -> String {
    "\(paths.map(safe).joined(separator: ", ")) changed: building \(outputs.map(safe).joined(separator: ", "))"
  }

  /// `--watch`: how a rebuild ended.
  public static func rebuilt(ok: Bool, milliseconds: Int) -> String {
    ok
      ? "built in \(milliseconds) ms; watching"
      : "not built (fix the errors above and save again); watching"
  }
}
