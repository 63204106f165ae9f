import Theme

/// What SARIF says about each rule: a short and a full description and the fix, for the rule
/// list of `tool.driver.rules` that code-scanning tools show beside an alert.
///
/// Each rule family (`alias/`, `contrast/`, …) has a text, so every rule id has one; the rules a
/// reader meets most often have their own.
enum SARIFRules {
  /// The texts of one rule.
  struct Text {
    var short: String
    var full: String
    var fix: String
  }

  /// The texts for a rule id.
  static func text(for rule: String) -> Text {
    if let own = rules[rule] { return own }
    let family = rule.split(separator: "/").first.map(String.init) ?? rule
    let base =
      families[family]
      ?? Text(
        short: "sptheme finding", full: "A finding of sptheme check.",
        fix: "Run `sptheme check` locally for the code frame and hint.")
    return Text(short: "\(base.short) (\(rule))", full: base.full, fix: base.fix)
  }

  private static let families: [String: Text] = [
    "alias": Text(
      short: "Alias problem",
      full:
        "An alias ({a.b} or a $ref JSON Pointer) cannot be followed to a token of the right type.",
      fix:
        "Point the alias at a token that exists and has the expected $type, or give a literal value."
    ),
    "contrast": Text(
      short: "Contrast of a pair the components show",
      full:
        "A foreground and the background really behind it, in a state of a block, are too close.",
      fix: "Darken or lighten the named token (or its background) until the pair reaches the ratio."
    ),
    "coverage": Text(
      short: "Role coverage",
      full: "A role token is unused by every block, or deprecated while parts still use it.",
      fix: "Give the role a value that is not deprecated, or leave an unused role out."),
    "extends": Text(
      short: "$extends problem",
      full: "A group's $extends reference is malformed, missing, cyclic or points at a token.",
      fix: "Make $extends point at an existing group, without cycles."),
    "file": Text(
      short: "Unreadable file",
      full: "A token or resolver file cannot be read, or changed while it was being read.",
      fix: "Check the path and permissions, then run again."),
    "json": Text(
      short: "JSON problem",
      full: "A token file is not valid JSON (RFC 8259), or an object names a key twice.",
      fix: "Fix the JSON at the position shown; keep each key once per object."),
    "limit": Text(
      short: "Limit reached",
      full: "Reading the brand went past one of sptheme's safety limits.",
      fix: "Simplify the tokens, or raise the limit with the flag the message names."),
    "resolver": Text(
      short: "Resolver Module problem",
      full: "The .resolver.json document does not follow the DTCG Resolver Module.",
      fix:
        "Fix the resolver member named in the message (sets, modifiers, resolutionOrder, sources)."),
    "template": Text(
      short: "Template problem",
      full: "A Mustache template cannot be parsed or rendered.",
      fix: "Fix the tag at the position shown."),
    "theme": Text(
      short: "SPTheme role problem",
      full: "A role the components read is missing or has the wrong token type.",
      fix: "Add the role token with the type the message names, or alias it to one."),
    "tokens": Text(
      short: "Token tree problem",
      full: "A token or group does not follow the DTCG 2025.10 Format module.",
      fix: "Fix the member named in the message; see the DTCG 2025.10 Format module."),
    "value": Text(
      short: "Token value problem",
      full: "A token's $value does not match what its $type requires in DTCG 2025.10.",
      fix: "Write the value in the form its $type requires (the message names the member)."),
  ]

  private static let rules: [String: Text] = [
    "alias/cycle": Text(
      short: "Alias cycle",
      full: "Aliases that point at each other in a circle, so no value can be found.",
      fix: "Give one of the tokens in the cycle a literal value instead of an alias."),
    "alias/missing": Text(
      short: "Alias to a token that does not exist",
      full: "An alias names a token path that no file defines.",
      fix: "Correct the path (the message suggests the closest name) or define the token."),
    "alias/outside-tree": Text(
      short: "$ref into what is not read as tokens",
      full:
        "A JSON Pointer leads into a $ member that is neither a token, a group nor a group's $type, $description, $deprecated or $extensions (such as $defs).",
      fix: "Keep the tokens it points at in a group of their own and point there."),
    "extends/group-ref": Text(
      short: "$ref on a group read as $extends",
      full:
        "A group with its own members has a $ref: the Format module calls it functionally identical to $extends, the 2025.10 JSON schema allows only $extends.",
      fix: "Write $extends with the group's path in braces."),
    "resolver/name-member": Text(
      short: "\"name\" on a set or modifier of the maps",
      full:
        "A set of \"sets\" or a modifier of \"modifiers\" has a \"name\": its key names it, and only the 2025.10 JSON schema forbids the member.",
      fix: "Remove \"name\"; rename the key to rename the set or modifier."),
    "value/font-name": Text(
      short: "Empty font name",
      full: "A fontFamily value (or an entry of its list) is empty or blank, so it names no font.",
      fix: "Write the font's name, or leave the entry out."),
    "alias/deprecated": Text(
      short: "Alias to a deprecated token",
      full: "An alias points at a token marked $deprecated.",
      fix: "Point the alias at the token that replaces the deprecated one."),
    "contrast/text": Text(
      short: "Text contrast below WCAG",
      full:
        "Text in a block state is below 4.5:1 (large text 3:1; AAA 7:1 and 4.5:1) on its background.",
      fix: "Darken or lighten the text token (or its background) until the pair reaches the ratio."),
    "contrast/large-text": Text(
      short: "Large text contrast below WCAG",
      full: "Large text in a block state is below 3:1 (AAA 4.5:1) on its background.",
      fix: "Darken or lighten the text token (or its background) until the pair reaches the ratio."),
    "contrast/non-text": Text(
      short: "Field edge or icon contrast below 3:1",
      full: "A field's edge or an icon is below 3:1 against what surrounds it (WCAG 1.4.11).",
      fix: "Give the field a fill or border, or the icon a color, that reaches 3:1."),
    "contrast/inactive": Text(
      short: "Inactive control below text contrast",
      full: "A waiting or disabled button is below 4.5:1; WCAG exempts inactive controls.",
      fix: "Nothing is required; raise the contrast if the label must stay readable."),
    "contrast/disabled": Text(
      short: "Disabled label below 3:1",
      full:
        "A disabled button's label or symbol is below 3:1 on its fill: WCAG exempts disabled controls, SPTheme asks that they stay readable.",
      fix: "Move textSecondary and fill further apart (the disabled look draws one on the other)."),
    "contrast/host-colors": Text(
      short: "Host colors below WCAG",
      full:
        "Colors the host app passes to a block (not the brand's tokens) fail the contrast check.",
      fix: "Pass colors that reach the ratio where the app configures the block."),
    "contrast/terminal-256": Text(
      short: "Pair indistinct in 256 colors",
      full: "The terminal preview maps two colors of a text pair to the same 256-color entry.",
      fix: "Move the two colors further apart in lightness."),
    "contrast/terminal-16": Text(
      short: "Pair indistinct in 16 colors",
      full: "The terminal preview maps two colors of a text pair to the same 16-color entry.",
      fix: "Move the two colors further apart in lightness."),
    "coverage/unused-role": Text(
      short: "Role no part uses",
      full: "The brand defines a role that no part of any block uses.",
      fix: "Keep it for your app's own screens, or leave it out."),
    "coverage/deprecated-role": Text(
      short: "Deprecated role still used",
      full: "A role token is $deprecated but parts of the blocks still use it.",
      fix: "Give the role a value that is not deprecated."),
    "json/syntax": Text(
      short: "JSON syntax error",
      full: "A token file is not valid JSON (RFC 8259).",
      fix: "Fix the JSON at the position shown."),
    "json/duplicate-key": Text(
      short: "Key written twice",
      full: "An object names the same key twice; JSON parsers would keep one silently.",
      fix: "Keep one of the two members (both places are listed)."),
    "theme/missing-role": Text(
      short: "Missing SPTheme role",
      full: "A role the components read is not defined by the brand.",
      fix: "Add the role token, or alias it to one of the brand's tokens."),
    "theme/role-bounds": Text(
      short: "Role size a UI cannot use",
      full:
        "A sized role is outside what a UI can use (a hairline of 0.5–4 pt, spacing steps of 2–64 pt rising xs < sm < … < xxl, radii of 0–48 pt rising sm ≤ … ≤ xl, text sizes of 9–60 pt from largeTitle down to caption2).",
      fix: "Map the role to a token within the bounds, or change the token's value."),
    "theme/role-type": Text(
      short: "Role of the wrong type",
      full: "A role token has another $type than the components need.",
      fix: "Give the role a value of the type the message names."),
  ]
}
