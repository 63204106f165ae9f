extension Rule {
  /// Roles taken from the brand the project's brand extends.
  public static let themeFilledRole = Rule(
    .theme, "theme/filled-role", .info, "Roles the brand takes from the brand it extends",
    fix: "Map them in sptheme.json's roles to use your own tokens.")
  /// A role the brand does not define.
  public static let themeMissingRole = Rule(
    .theme, "theme/missing-role", .error,
    "A role the components read that the brand does not define",
    explanation: "A role the components read is not defined by the brand.",
    fix: "Add the role token, or alias it to one of the brand's tokens.")
  /// A value outside what a UI can draw.
  public static let themeOutOfRange = Rule(
    .theme, "theme/out-of-range", .error,
    "A length, duration or color outside what a UI can draw (1e20 px)")
  /// A role size a UI cannot use.
  public static let themeRoleBounds = Rule(
    .theme, "theme/role-bounds", .warning, "A role size a UI cannot use",
    explanation:
      "A sized role is outside what a UI can use (a hairline of 0.5–4 pt, spacing steps of 2–64 pt rising xs < sm < … < xxl, radii of 0–48 pt rising sm ≤ … ≤ xl, text sizes of 9–60 pt from largeTitle down to caption2).",
    fix: "Map the role to a token within the bounds, or change the token's value.",
    tuning: .any)
  /// A role of the wrong type.
  public static let themeRoleType = Rule(
    .theme, "theme/role-type", .error, "A role of the wrong $type",
    explanation: "A role token has another $type than the components need.",
    fix: "Give the role a value of the type the message names.")

  static let themeCatalogue = [
    themeFilledRole, themeMissingRole, themeOutOfRange, themeRoleBounds, themeRoleType,
  ]
}
