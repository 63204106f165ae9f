/// The templates of the package's `Templates/` folder, compiled into the binary, so `snapshot`,
/// `docs` and `diff --html` work from any folder and from an installed `sptheme`.
///
/// The sources are generated from `Templates/` by `.ci/embed-resources` (`make resources`)
/// into `BuiltInTemplates+Sources.swift`; a test fails while the two differ, so the embedded
/// copy cannot go stale silently. `--templates DIR` still replaces them.
public enum BuiltInTemplates {
  /// The snapshot templates (`Templates/*.mustache`): pages, parts, the gallery and the report.
  ///
  /// - Throws: ``TemplateError`` if a built-in template does not parse (a test keeps them
  ///   parsing).
  public static func snapshots() throws(TemplateError) -> TemplateLibrary {
    try library(prefix: "")
  }

  /// The style-docs templates (`Templates/docs/*.mustache`), named without `docs/`.
  ///
  /// - Throws: ``TemplateError`` if a built-in template does not parse.
  public static func docs() throws(TemplateError) -> TemplateLibrary {
    try library(prefix: "docs/")
  }

  /// The names of the embedded templates, as paths below `Templates/` without `.mustache`
  /// (`page`, `docs/layout`).
  public static var names: [String] { sources.keys.sorted() }

  /// The embedded source of a template (`page`, `docs/layout`).
  public static func source(of name: String) -> String? { sources[name] }

  private static func library(prefix: String) throws(TemplateError) -> TemplateLibrary {
    var chosen: [String: String] = [:]
    for (name, source) in sources where name.hasPrefix(prefix) {
      let short = String(name.dropFirst(prefix.count))
      if !short.contains("/") { chosen[short] = source }
    }
    var templates: [String: Template] = [:]
    for name in chosen.keys.sorted() {
      templates[name] = try Template(
        parsing: chosen[name] ?? "", name: "built-in Templates/\(prefix)\(name).mustache")
    }
    return TemplateLibrary(templates)
  }
}
