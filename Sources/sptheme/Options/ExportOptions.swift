import ArgumentParsing
import Theme

extension ExportCommand {
  /// The options of `sptheme export`.
  struct Options: TakesBrands {
    var brand = Option<[String]>.list(
      "brand", "BRAND",
      help:
        "A brand name from tokens/, a brand folder, a .resolver.json or a .tokens.json file (default: studio); swift takes several (repeat it or give a comma list: --brand studio,folio), each written once",
      completion: .entries(of: "tokens"))
    var out = Option<String>.value(
      "out", short: "o", "FILE",
      help:
        "Write to FILE (replaced atomically) instead of standard output; xcassets needs it: the catalog folder, ending in .xcassets",
      completion: .file)
    var appearance = Option<String>.value(
      "appearance", "NAME",
      help:
        "json only: the appearance to write (default: the brand's first), or an increased-contrast one by its context (light-hc)"
    )
    var allTokens = Option<Bool>.flag(
      "all-tokens",
      help:
        "json only: every token of the appearance (and of the --inputs) resolved, grouped by path, not only the roles"
    )
    var selector = Option<String>.value(
      "selector", "SELECTOR",
      help:
        "css only: the selector of the rules (default :root), such as '[data-brand=\"folio\"]'; light and dark still follow the color scheme"
    )
    var modeSelector = Option<String>.value(
      "mode-selector", "PATTERN",
      help:
        "css only: a selector with {mode} where light or dark goes, such as '[data-theme=\"{mode}\"]': an element with it (or inside one) shows that appearance whatever the system prefers, without light-dark()"
    )
    var prefix = Option<String>.value(
      "prefix", "PREFIX",
      help:
        "css only: the custom properties' prefix (default sp: --sp-color-accent; --prefix acme gives --acme-color-accent)"
    )
    var typeName = Option<String>.value(
      "type-name", "NAME",
      help:
        "swift only: the theme type's name (default SPTheme); the glue follows it (AcmeTheme: \\.acmeTheme, .acmeTheme(_:), AcmeHairline, .acmeFont)"
    )
    var access = Option<String>.choice(
      "access", SwiftExporter.Options.Access.allCases.map(\.rawValue), default: "public", "LEVEL",
      help: "swift only: public (default) or internal")
    var valuesOnly = Option<Bool>.flag(
      "values-only",
      help:
        "swift only: the brands' values without the type and the glue, for a file beside one exported without it (in the same module)"
    )
    var namespace = Option<Bool>.flag(
      "namespace",
      help:
        "xcassets only: colorsets in a folder named after the brand (Folio/) with Xcode's Provides Namespace, read as Color(\"Folio/accent\")"
    )
    var input = Option<[String]>.input()
    var project = ProjectOptions()
    var limits = TokenLimitOptions()
  }
}
