extension Rule {
  /// A deprecated role that parts still use.
  public static let coverageDeprecatedRole = Rule(
    .coverage, "coverage/deprecated-role", .warning, "A deprecated role that parts still use",
    explanation: "A role token is $deprecated but parts of the blocks still use it.",
    fix: "Give the role a value that is not deprecated.")
  /// A role no part uses.
  public static let coverageUnusedRole = Rule(
    .coverage, "coverage/unused-role", .info, "A role no part of any block uses",
    explanation: "The brand defines a role that no part of any block uses.",
    fix: "Keep it for your app's own screens, or leave it out.")

  static let coverageCatalogue = [coverageDeprecatedRole, coverageUnusedRole]
}
