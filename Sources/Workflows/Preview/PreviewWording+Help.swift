extension PreviewWording {
  /// What `sptheme preview --help` says it does, between its usage and its options.
  public static let about = """
    Draws a block of the component catalogue in a brand's theme: every part in the colors, type
    and shapes its roles resolve to. Light and dark are drawn side by side when the terminal is
    wide enough, stacked otherwise.
    """

  /// What `sptheme preview --help` says after its options.
  public static let notes = """
    Color follows NO_COLOR, FORCE_COLOR, CLICOLOR_FORCE, COLORTERM and TERM unless --color says
    otherwise. Without color (NO_COLOR, --color none) bold, dim, underline and reverse stay:
    errors are bold, links underlined, disabled text dim, filled buttons reversed. Output that is
    not a terminal gets plain text.
    """
}
