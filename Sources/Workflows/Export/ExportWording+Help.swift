extension ExportWording {
  /// What `sptheme export --help` says it does, between its usage and its options.
  public static let about = """
    Writes brands' SPTheme roles for an app or a web page. The same brands always give the
    same bytes.

      swift   One Swift file for SwiftUI holding every brand given: the SPTheme type once
              (nested Colors, Fonts, TextStyles, Radii, Spacing, Strokes and Motion), each brand
              as `extension SPTheme { public static let folio = … }`, and the SwiftUI glue:
              EnvironmentValues.spTheme (default .studio, else the first brand), .spTheme(_:),
              SPHairline, .spTextStyle(_:), .spLineHeight(_:), .spFont(_:size:weight:relativeTo:).
              Each color carries its light and dark value and the brand's increased-contrast
              variants; text styles scale with Dynamic Type; motion roles are Animations.
      xcassets
              An Xcode asset catalog folder (--out Theme.xcassets): one colorset per color role
              with Any, Dark and High Contrast appearances (the brand's increased-contrast
              contexts), for Color("accent") and UIColor(named:); sRGB, or Display P3 for a
              color outside sRGB. An existing catalog is replaced only if this export wrote it.
              --namespace puts the colorsets in a folder that provides a namespace
              (Color("Folio/accent")), so several brands' catalogs share one app target.
      css     Custom properties (--sp-color-surface, --sp-type-body, …): light and dark through
              prefers-color-scheme and light-dark(), the brand's increased-contrast contexts
              through prefers-contrast: more, fonts as font shorthands, sizes in px, motion as
              transition values; wide-gamut colors keep their original in @supports.
              --selector scopes the rules so several brands share a page; --mode-selector adds
              rules a page's own light/dark toggle sets; --prefix renames --sp-.
      json    One appearance as flat DTCG 2025.10 tokens: values resolved, each alias chain
              kept in $extensions (org.sptheme.alias); `sptheme check` reads it back.
              --all-tokens writes every token of the appearance (and of the --inputs), not only
              the roles, grouped by path in path order; an error in any of them stops it.

    Colors outside sRGB are gamut mapped (CSS Color 4) wherever an sRGB value is needed.
    """

  /// What `sptheme export --help` says after its options.
  public static let notes = """
    EXIT STATUS: 0 written, 1 a brand has errors (run sptheme check), 2 usage or unreadable input.
    """
}
