extension Rule {
  /// `access` of a Swift output.
  public static let configAccess = Rule(
    .config, "config/access", .error, "An output's access is not public or internal")
  /// The appearance map, or a brand without one.
  public static let configAppearance = Rule(
    .config, "config/appearance", .error,
    "A brand's appearance member is malformed, or no modifier says which contexts are light and dark (a warning)",
    tuning: .nonErrors)
  /// A brand entry, or an output's brand, that cannot be used.
  public static let configBrand = Rule(
    .config, "config/brand", .error,
    "A brand entry that is not an object, or an output's brand that is not a name")
  /// A name that cannot name a brand.
  public static let configBrandName = Rule(
    .config, "config/brand-name", .error,
    "A name that cannot name a brand (empty, with / or a leading .)")
  /// `brands` that cannot be used.
  public static let configBrands = Rule(
    .config, "config/brands", .error,
    "brands is not an object, or an output's brands list is malformed")
  /// A key written twice.
  public static let configDuplicateKey = Rule(
    .config, "config/duplicate-key", .error, "A key written twice in one object of sptheme.json")
  /// `extends` that cannot be used.
  public static let configExtends = Rule(
    .config, "config/extends", .error, "extends names no brand, or a brand with errors")
  /// An output's format.
  public static let configFormat = Rule(
    .config, "config/format", .error, "An output without a format sptheme build knows")
  /// A brand's inputs.
  public static let configInputs = Rule(
    .config, "config/inputs", .error,
    "A brand's inputs are malformed or name no modifier or context")
  /// `legacy` that is not a boolean.
  public static let configLegacy = Rule(
    .config, "config/legacy", .error, "legacy is not true or false")
  /// A brand's mode map that cannot be read.
  public static let configModes = Rule(
    .config, "config/modes", .error, "A brand's \"modes\" is not a mode map",
    fix:
      "Write { \"sets\": [\"global\"], \"modifiers\": [{ \"name\": \"appearance\", \"contexts\": { \"light\": [\"light\"], \"dark\": [\"dark\"] } }] }, or run 'sptheme modes' to see the one it proposes."
  )
  /// An xcassets namespace.
  public static let configNamespace = Rule(
    .config, "config/namespace", .error, "An xcassets output's namespace is not a boolean")
  /// A member its format does not take.
  public static let configNotForFormat = Rule(
    .config, "config/not-for-format", .error, "An output member its format does not take")
  /// A project file that is not an object.
  public static let configNotObject = Rule(
    .config, "config/not-object", .error, "sptheme.json is not a JSON object")
  /// An output of one brand given several.
  public static let configOneBrand = Rule(
    .config, "config/one-brand", .error, "An output that takes one brand names several")
  /// An output's out.
  public static let configOut = Rule(
    .config, "config/out", .error, "An output without a usable out path")
  /// An output that is not an object.
  public static let configOutput = Rule(
    .config, "config/output", .error, "An output entry that is not an object")
  /// An output member that is not a string.
  public static let configOutputMember = Rule(
    .config, "config/output-member", .error,
    "An output member that must be a non-empty string is not")
  /// Two outputs writing one file.
  public static let configOutputTwice = Rule(
    .config, "config/output-twice", .error, "Two outputs that write the same file")
  /// `outputs` that is not a list.
  public static let configOutputs = Rule(
    .config, "config/outputs", .error, "outputs is not a list of output entries")
  /// A brand's resolver.
  public static let configResolver = Rule(
    .config, "config/resolver", .error, "A brand without a resolver, or one that cannot be read")
  /// A role mapped to what is not an alias.
  public static let configRoleAlias = Rule(
    .config, "config/role-alias", .error, "A role mapped to something other than an alias {a.b}")
  /// A role map in a circle.
  public static let configRoleCycle = Rule(
    .config, "config/role-cycle", .error, "A role map that goes in a circle")
  /// A role mapped to a token with an error.
  public static let configRoleTarget = Rule(
    .config, "config/role-target", .error,
    "A role mapped to a token that is missing or has an error")
  /// `roles` that is not an object.
  public static let configRoles = Rule(
    .config, "config/roles", .error, "roles is not an object of role names and aliases")
  /// A rule's setting that cannot be used.
  public static let configRuleSetting = Rule(
    .config, "config/rule-setting", .error,
    "A rules entry whose severity is unknown, or that lowers a rule that cannot be tuned")
  /// `rules` that is not an object.
  public static let configRulesMember = Rule(
    .config, "config/rules", .error, "rules is not an object of rule ids and severities")
  /// A project brand that hides a built-in one.
  public static let configShadowsBuiltIn = Rule(
    .config, "config/shadows-built-in", .warning,
    "A project brand that hides a built-in brand of the same name")
  /// A project brand that hides a brand folder of the same name.
  public static let configShadowsFolder = Rule(
    .config, "config/shadows-folder", .warning,
    "A project brand that hides a brand folder of tokens/ of the same name")
  /// A Swift output's type name.
  public static let configTypeName = Rule(
    .config, "config/type-name", .error, "A Swift output's typeName is not a Swift type name")
  /// An output's brand that does not exist.
  public static let configUnknownBrand = Rule(
    .config, "config/unknown-brand", .error, "An output names a brand that does not exist")
  /// A member sptheme.json does not know.
  public static let configUnknownMember = Rule(
    .config, "config/unknown-member", .error, "A member sptheme.json does not know")
  /// A role that does not exist.
  public static let configUnknownRole = Rule(
    .config, "config/unknown-role", .error, "A role map entry that names no SPTheme role")
  /// A rule id that does not exist.
  public static let configUnknownRuleID = Rule(
    .config, "config/unknown-rule", .error, "A rules entry that names no rule",
    fix: "Write a rule id of docs/rules.md (the hint names the closest one).")
  /// `allTokens` that is not a boolean.
  public static let configAllTokens = Rule(
    .config, "config/all-tokens", .error, "A JSON output's allTokens is not true or false")
  /// `valuesOnly` that is not a boolean.
  public static let configValuesOnly = Rule(
    .config, "config/values-only", .error, "A Swift output's valuesOnly is not true or false")

  static let configCatalogue = [
    configAccess, configAllTokens, configAppearance, configBrand, configBrandName, configBrands,
    configDuplicateKey, configExtends, configFormat, configInputs, configLegacy, configModes,
    configNamespace,
    configNotForFormat, configNotObject, configOneBrand, configOut, configOutput,
    configOutputMember, configOutputTwice, configOutputs, configResolver, configRoleAlias,
    configRoleCycle, configRoleTarget, configRoles, configRuleSetting, configRulesMember,
    configShadowsBuiltIn, configShadowsFolder, configTypeName, configUnknownBrand,
    configUnknownMember,
    configUnknownRole, configUnknownRuleID, configValuesOnly,
  ]
}
