extension DocsWording {
  /// What `sptheme docs --help` says it does, between its usage and its options.
  public static let about = """
    Writes a static site for each brand: DIR/index.html shows every brand side by side (its
    sign-in block and key colors), and DIR/<brand>/ holds the brand's pages: Overview, Colors
    (swatches in light and dark, hex and original color space, out-of-gamut flag, alias chain
    with file:line, $description, deprecation, the parts and states that use each role and the
    contrast of each real partner), Typography (a specimen per text style and its sizes across
    Dynamic Type), Radius, space & stroke (drawn to scale), Motion (easing curves and springs),
    Components (every catalogue state, light and dark, at Large and AX3, each linking to its
    snapshot in DIR/<brand>/snapshots/), Accessibility (the findings of sptheme check) and, with
    --against, Changes. Pages are self-contained (inline CSS and SVG, no scripts, no network) and
    open from file://; the same brands give the same bytes. Files are written atomically.
    """

  /// What `sptheme docs --help` says after its options.
  public static let notes = """
    EXIT STATUS: 0 written, 1 a brand has errors (run sptheme check), 2 usage or unwritable output.
    """
}
