extension BuildWording {
  /// What `sptheme build --help` says it does, between its usage and its options.
  public static let about = """
    Reads "outputs" in sptheme.json (the nearest one from here up, or --config) and writes each
    of them, as `sptheme export` would:

      { "outputs": [
          { "format": "swift", "brand": "studio", "out": "App/Theme/SPTheme.swift" },
          { "format": "css", "brand": "folio", "out": "web/folio.css" },
          { "format": "json", "brand": "folio", "appearance": "dark", "out": "dist/folio-dark.json" } ] }

    Paths (out, brand folders, and every path printed) are relative to the folder of
    sptheme.json, wherever the command runs. Each output has "format" (swift, xcassets, css or
    json), "brand" (or "brands", a list, for swift), "out", and the options of its format:
    "appearance" and "allTokens" (json: every token of the appearance, as export json
    --all-tokens writes them), "selector" (css), "typeName", "access" and "valuesOnly" (swift).

    First every output and every brand it uses is checked, as `sptheme check --no-contrast` does
    (tokens against DTCG 2025.10, every SPTheme role present). An error in an output, in a
    token a role reads or in no token is printed with its file:line:col, and then nothing at all
    is written. Errors in tokens no role and no output uses are printed too, but do not change
    what is written (export writes the same bytes); --strict makes any error stop the build.
    Otherwise each output is written
    atomically (a temporary file renamed over it), one line per file; an output whose bytes are
    already in the file is left untouched (not even its time stamp) and printed as unchanged.
    Every "out" must land inside the folder of sptheme.json (symbolic links followed), outside
    .git/, on no file a brand reads and on no executable file; one that does not is an error at
    its "out", and nothing is written.
    """

  /// What `sptheme build --help` says after its options.
  public static let notes = """
    EXIT STATUS: 0 built, 1 errors in an output or a brand (nothing written), 2 usage, no
    sptheme.json or no outputs in it, or an unwritable output.
    """
}
