extension MigrateWording {
  /// What `sptheme migrate --help` says it does, between its usage and its options.
  public static let about = """
    Rewrites token files from an older format into DTCG 2025.10: Tokens Studio's classic form
    ("value" and "type" without $) and its type names (spacing, borderRadius, boxShadow,
    fontFamilies, …), Style Dictionary's "comment", colors written as "#0a84ff", "rgb(…)" or
    "hsl(…)", dimensions and durations written as "16px", "8" or "200ms", font weight keywords
    such as "Semi Bold", line heights in percent, CSS easings and Tokens Studio's shadow shape.
    Key order, $description, $extensions and aliases are kept; members 2025.10 has no place for
    move to $extensions.studio.tokens. The files are re-indented with two spaces.

    A FOLDER (a Tokens Studio folder with $themes.json and $metadata.json, or any folder of
    token files) is migrated whole: each FILE.json with something to change becomes
    FILE.tokens.json beside it (a file with nothing to change is named as it is, and a file
    that would be written as it already is is not rewritten), and a Resolver Module document
    FOLDER/<folder>.resolver.json says how the files combine, so that sptheme check FOLDER
    reads it as a brand:
      - Tokens Studio themes: each theme group a modifier, each theme a context, the sets
        every theme uses merged first; a group of one theme is merged as sets, and themes
        without a group are split by what their sets define (Light, Dark → appearance);
      - otherwise the files say it: files that define the same tokens are alternatives, the
        contexts of a modifier, never sets merged in order. One file per mode (light.json and
        dark.json; Figma's Light.tokens.json and Dark.tokens.json), one folder per mode
        (light/, dark/, highcontrast/, …; a mode folder without a file of another takes it
        from the mode it falls back to), one folder per brand holding the same mode folders
        (the first brand is FOLDER's resolver; a brand that overrides it gets
        <brand>.resolver.json), and modifiers/<modifier>/<context>.tokens.json. Modes named
        light and dark (or high contrast: light-hc, highcontrast, highcontrast-dark) become
        the modifier appearance; other modes a modifier named after their Figma collection,
        their names or their folder; files no other file is an alternative to are sets.
    What cannot be read one way only (files that share some tokens but are not modes, two
    modes named light, modes whose backgrounds say light and dark but whose names do not) is
    listed with the sptheme.json or resolver edit to make, and the status is 1.
    A Tokens Studio single-file export (a FILE with $themes or $metadata beside its sets, or
    whose top-level groups are sets named like modes: global, light, dark) is migrated the
    same way, into FILE's folder.

    Every change is listed on standard error as path:line:col: token: old → new, and so is
    every member left as it is (math expressions, color modifiers, values this tool cannot
    read, anything still not 2025.10 after the rewrite).
    """

  /// What `sptheme migrate --help` says after its options.
  public static let notes = """
    Then check it: sptheme check FILE or FOLDER (sptheme check --legacy FILE reads the old form
    as is, with a warning).

    EXIT STATUS: 0 everything converted, 1 something was left as it is or is ambiguous
    (listed, with the edit to make), 2 usage, unreadable input, or a file that exists
    without --force.
    """
}
