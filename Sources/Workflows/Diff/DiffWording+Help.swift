extension DiffWording {
  /// What `sptheme diff --help` says it does, between its usage and its options.
  public static let about = """
    Compares two brands (or a brand with another version of its folder) appearance by
    appearance: every role whose value changes, old and new with their alias chains and
    file:line:col; the parts and states each change reaches; the contrast verdicts that flip;
    and the snapshots that will change.
    """

  /// What `sptheme diff --help` says after its options.
  public static let notes = """
    EXIT STATUS: 0 nothing differs, 1 differences, 2 usage or unreadable input.
    """
}
