extension InitWording {
  /// What `sptheme init --help` says it does, between its usage and its options.
  public static let about = """
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

  /// What `sptheme init --help` says after its options.
  public static let notes = """
    EXIT STATUS: 0 created, 1 the source brand has errors, 2 usage, an existing folder, or unwritable.
    """
}
