extension PlayWording {
  /// What `sptheme play --help` says it does, between its usage and its options.
  public static let about = """
    Runs a block full screen with its real reducer: type into the fields, press Return as the
    spec's Return order says, and watch the stand-in auth of the spec's example answer (spinner,
    check, errors, countdowns) in real time. Effects a terminal cannot perform (haptics,
    VoiceOver announcements, host calls) show in the status line.
    """

  /// What `sptheme play --help` says after its options.
  public static let notes = """
    KEYS:
      typing                     goes into the focused field (the first one is focused at start)
      Tab, Shift-Tab, ↓ ↑        next / previous field
      Return                     the field's Return key (Next, then Go), or the main button
      Backspace                  deletes the last character
      Esc                        leaves the field; letters are then commands (Alt+letter works
                                 inside a field too)
      r f a p c …                the block's links and secondary buttons, listed in the footer
      ] [                        next / previous brand in the tokens folder
      d                          light / dark
      q, Ctrl-C, Ctrl-Q          quit (q outside a field)

    Needs a terminal: standard input and output must not be redirected.
    """
}
