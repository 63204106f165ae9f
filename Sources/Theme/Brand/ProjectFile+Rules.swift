extension ProjectFile.Reader {
  /// Reads `rules`: each member a rule id and a level (`error`, `warning`, `info` or `note`,
  /// `off`). Every problem is a finding at its place, all of them in one reading: an unknown
  /// rule or level (with the closest known one), a level that is not a string, a rule that
  /// cannot be lowered.
  mutating func readRules() -> RuleSettings {
    guard case .object(let root) = document.root, let value = root["rules"] else {
      return RuleSettings()
    }
    guard case .object(let entries) = value else {
      error(
        .configRulesMember, "rules must be an object of rule ids and severities", at: ["rules"],
        hint: "write { \"contrast/text\": \"warning\", \"tokens/legacy-type\": \"off\" }")
      return RuleSettings()
    }
    let ids = Rule.all.map(\.id)
    let words = RuleSettings.Level.configValues.joined(separator: ", ")
    var settings = RuleSettings()
    for member in entries.members {
      let place = ["rules", member.key]
      guard let rule = Rule.named(member.key) else {
        error(
          .configUnknownRuleID, "'\(member.key)' is not a rule", at: place, key: true,
          hint: Suggestion.closest(to: member.key, in: ids).map { "did you mean '\($0)'?" }
            ?? "the rules are listed in \(Rule.documentPath) and by 'sptheme help --rules'")
        continue
      }
      guard case .string(let word) = member.value else {
        error(
          .configRuleSetting, "the setting of \(rule.id) must be a string: one of \(words)",
          at: place, hint: "write \"\(rule.id)\": \"warning\"")
        continue
      }
      guard let level = RuleSettings.Level(configValue: word) else {
        error(
          .configRuleSetting, "'\(word)' is not a severity; the severities are \(words)",
          at: place,
          hint: (Suggestion.closest(to: word, in: RuleSettings.Level.configValues)
            ?? RuleSettings.Level.configValues.first { !word.isEmpty && $0.hasPrefix(word) })
            .map { "did you mean '\($0)'?" } ?? "write \"error\", \"warning\", \"info\" or \"off\"")
        continue
      }
      guard RuleSettings.allows(level, for: rule) else {
        error(
          .configRuleSetting,
          "\(rule.id) cannot be set to \(word): its findings mean a file could not be read, a value was refused or a check did not run, so they can be raised but not lowered",
          at: place, hint: "remove the entry, or fix what the findings name")
        continue
      }
      settings.levels[rule] = level
    }
    return settings
  }
}
