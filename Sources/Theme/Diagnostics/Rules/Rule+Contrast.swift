extension Rule {
  /// A disabled label below 3:1.
  public static let contrastDisabled = Rule(
    .contrast, "contrast/disabled", .error, "A disabled button's label below 3:1",
    explanation:
      "A disabled button's label or symbol is below 3:1 on its fill: WCAG exempts disabled controls, SPTheme asks that they stay readable.",
    fix: "Move textSecondary and fill further apart (the disabled look draws one on the other).",
    tuning: .any)
  /// Colors of the host app below WCAG.
  public static let contrastHostColors = Rule(
    .contrast, "contrast/host-colors", .info, "Colors the host app passes below WCAG",
    explanation:
      "Colors the host app passes to a block (not the brand's tokens) fail the contrast check.",
    fix: "Pass colors that reach the ratio where the app configures the block.")
  /// An inactive control below text contrast.
  public static let contrastInactive = Rule(
    .contrast, "contrast/inactive", .info, "An inactive button below text contrast (exempt)",
    explanation: "A waiting or disabled button is below 4.5:1; WCAG exempts inactive controls.",
    fix: "Nothing is required; raise the contrast if the label must stay readable.")
  /// Large text below WCAG.
  public static let contrastLargeText = Rule(
    .contrast, "contrast/large-text", .error, "Large text below 3:1 (AAA 4.5:1)",
    explanation: "Large text in a block state is below 3:1 (AAA 4.5:1) on its background.",
    fix: "Darken or lighten the text token (or its background) until the pair reaches the ratio.",
    tuning: .any)
  /// A field edge or icon below 3:1.
  public static let contrastNonText = Rule(
    .contrast, "contrast/non-text", .error, "A field's edge or an icon below 3:1",
    explanation: "A field's edge or an icon is below 3:1 against what surrounds it (WCAG 1.4.11).",
    fix: "Give the field a fill or border, or the icon a color, that reaches 3:1.", tuning: .any)
  /// The component checks did not run.
  public static let contrastNotChecked = Rule(
    .contrast, "contrast/not-checked", .warning,
    "The component checks could not run in a permutation (no theme was built)",
    explanation:
      "No theme could be built in a permutation (its errors are listed), so no pair of it was checked.",
    fix: "Fix the errors that stop the theme; the pairs are checked once it builds.",
    tuning: Tuning.none)
  /// A pair indistinct in 16 colors.
  public static let contrastTerminal16 = Rule(
    .contrast, "contrast/terminal-16", .warning, "A text pair the 16-color preview shows as one",
    explanation: "The terminal preview maps two colors of a text pair to the same 16-color entry.",
    fix: "Move the two colors further apart in lightness.")
  /// A pair indistinct in 256 colors.
  public static let contrastTerminal256 = Rule(
    .contrast, "contrast/terminal-256", .warning,
    "A text pair the 256-color preview shows as one",
    explanation: "The terminal preview maps two colors of a text pair to the same 256-color entry.",
    fix: "Move the two colors further apart in lightness.")
  /// Text below WCAG.
  public static let contrastText = Rule(
    .contrast, "contrast/text", .error, "Text below 4.5:1 (AAA 7:1)",
    explanation:
      "Text in a block state is below 4.5:1 (large text 3:1; AAA 7:1 and 4.5:1) on its background.",
    fix: "Darken or lighten the text token (or its background) until the pair reaches the ratio.",
    tuning: .any)

  static let contrastCatalogue = [
    contrastDisabled, contrastHostColors, contrastInactive, contrastLargeText, contrastNonText,
    contrastNotChecked, contrastTerminal16, contrastTerminal256, contrastText,
  ]
}
