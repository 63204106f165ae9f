extension ReviewWording {
  /// What `sptheme serve --help` says it does, between its usage and its options.
  public static let about = """
    Serves a review site on this machine: a gallery per brand of every block and state, each
    drawn as `sptheme snapshot` writes it (the same HTML CI compares). Switchers, kept in the
    address so a link shows a reviewer the same view, choose the brand, the appearance (light,
    dark and the brand's increased-contrast ones), the text size (xSmall to AX5), each other
    modifier's context, the blocks, and what to draw beside each state (another appearance,
    AX5 or another brand). A part that fails contrast is outlined with its ratio; pointing at
    or focusing a part shows each of its colors' role, token and file:line:col; the brand's
    findings are listed beside the gallery, linked to the states they name. Saving a token
    file reloads the page (the brand is read again; a save that breaks it shows the error above
    the last good rendering). The style docs are served at /docs/.

    Only the pages it makes are served: no file is read through it, nothing is fetched from the
    network, a request with another Host than the bound address or localhost gets 421, and
    anything but GET and HEAD needs this run's token.
    """

  /// What `sptheme serve --help` says after its options.
  public static let notes = """
    Ctrl-C (or SIGTERM, SIGHUP) stops it.
    EXIT STATUS: 128 + the signal when stopped, 2 usage or a port in use.
    """
}
