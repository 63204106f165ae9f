import Theme

/// Every message `sptheme export` prints, in one place: what it refuses among the options,
/// what it says about the brands, and what it wrote. Text from files is made terminal-safe
/// here.
public enum ExportWording {
  private static func safe(_ text: String) -> String { SafeText.terminal(text) }

  /// No format given.
  public static let noFormat = "say what to export: swift, xcassets, css or json"

  /// A format that does not exist.
  public static func unknownFormat(_ name: String) -> String {
    "cannot export '\(name)': the formats are swift, xcassets, css and json"
  }

  /// A second positional argument.
  public static func unexpected(_ argument: String) -> String {
    "unexpected argument '\(argument)' (give the brand with --brand)"
  }

  /// `--appearance` for a format that carries every appearance.
  public static func appearanceIsForJSON(_ format: ExportRun.Format, appearance: String) -> String {
    "--appearance is for json: \(everyAppearance(format, picked: "--appearance \(appearance)"))"
  }

  /// A CSS option for another format.
  public static func cssOnly(_ option: String, format: ExportRun.Format) -> String {
    "--\(option) is for css: \(format.rawValue) has no custom properties or selectors"
  }

  /// `--all-tokens` for another format.
  public static func allTokensIsForJSON(_ format: ExportRun.Format) -> String {
    "--all-tokens is for json; \(format.rawValue) writes the roles"
  }

  /// A Swift option for another format.
  public static func swiftOnly(_ option: String, format: ExportRun.Format) -> String {
    "--\(option) is for swift; \(format.rawValue) has no such choice"
  }

  /// `--namespace` for another format.
  public static let namespaceIsForCatalogs =
    "--namespace is for xcassets: it puts a brand's colorsets in a folder of their own"

  /// xcassets with no `--out`.
  public static let catalogNeedsOut =
    "xcassets writes a folder: give it with --out (for example --out Theme.xcassets)"

  /// Several brands for a format that holds one.
  public static func oneBrandAtATime(_ format: ExportRun.Format, brands: [String]) -> String {
    "\(format.rawValue) exports one brand at a time, but --brand names \(brands.count) (\(brands.joined(separator: ", "))); only swift holds several"
  }

  /// An appearance the brand does not have.
  public static func noAppearance(_ brand: String, _ appearance: String, names: String) -> String {
    "brand '\(brand)' has no appearance '\(appearance)' (appearances: \(names))"
  }

  /// Why one appearance cannot be picked for a format that carries every appearance, and what
  /// to do instead (`picked` is the option as given: `--appearance light-hc`).
  public static func everyAppearance(_ format: ExportRun.Format, picked: String) -> String {
    let json = "to write one appearance, use 'sptheme export json --appearance NAME'"
    switch format {
    case .css:
      return
        "\(picked) picks one appearance, but css carries every one (dark through prefers-color-scheme, increased contrast through prefers-contrast: more); "
        + "to let the page choose light or dark, give --mode-selector '[data-theme=\"{mode}\"]'; \(json)"
    case .swift, .xcassets, .json:
      return
        "\(picked) picks one appearance, but \(format.rawValue) carries every one (its colors follow the system's appearance and Increase Contrast); \(json)"
    }
  }

  /// A brand with modifiers but no dark context.
  static func lacksDark(_ brand: String) -> String {
    "error: brand '\(safe(brand))' has modifiers but no dark context, so its dark values would only copy light; "
      + "say which contexts are light and dark in sptheme.json (\"appearance\": { \"modifier\": …, \"light\": …, \"dark\": … }), "
      + "or export one context as json"
  }

  /// A brand file that could not be read.
  static func unreadable(_ place: String) -> String { "error: \(safe(place))" }

  /// Why `json --all-tokens` wrote nothing: errors in the tokens of the appearance.
  static func tokensHaveErrors(_ brand: String, appearance: String, errors: [Diagnostic])
    -> String
  {
    let first = errors[0]
    let place = first.location.map { "\($0): " } ?? ""
    let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
    return
      "brand '\(safe(brand))' has \(plural(errors.count, "error")) in its tokens in \(safe(appearance)), so they cannot all be exported: \(place)\(first.message)\(more); run 'sptheme check \(safe(brand))'"
  }

  /// Errors in tokens no role uses.
  static func errorsElsewhere(_ brand: String, count: Int) -> String {
    "warning: \(safe(brand)) has \(plural(count, "error")) in tokens no role uses; they are left out (run 'sptheme check \(safe(brand))')"
  }

  /// An exporter's note.
  static func note(_ text: String) -> String { "note: \(safe(text))" }

  /// A file that could not be written (`path: reason`).
  static func cannotWrite(_ description: String) -> String {
    "error: cannot write \(safe(description))"
  }

  /// A file written.
  static func wrote(_ path: String, format: ExportRun.Format, brands: [String]) -> String {
    let ids = brands.map(safe)
    return
      "wrote \(safe(path)) (\(format.rawValue), brand\(ids.count == 1 ? "" : "s") \(ids.joined(separator: ", ")))"
  }

  /// A catalog written or left as it was.
  static func catalog(_ catalog: ExportReport.CatalogWritten) -> String {
    let namespace = catalog.namespace.map { " in namespace \($0)" } ?? ""
    return
      "\(catalog.written ? "wrote" : "unchanged") \(safe(catalog.path)) (xcassets, brand \(safe(catalog.brand)): \(catalog.colorsets) colorsets\(namespace), each \(catalog.appearances.joined(separator: ", ")))"
  }
}
