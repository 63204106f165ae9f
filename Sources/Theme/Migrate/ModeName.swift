/// What the name of a file, folder, set or theme says about the mode it holds: light, dark, or
/// an increased-contrast variant of either; and the helpers that turn such names into the
/// names of a resolver's modifiers and contexts.
enum ModeName {
  /// The appearance a name says.
  enum Appearance: String, Sendable, CaseIterable, Comparable {
    case light
    case dark
    case lightIncreasedContrast = "light-increased-contrast"
    case darkIncreasedContrast = "dark-increased-contrast"

    /// The appearance this one falls back to for what it does not define itself: light for
    /// dark, the base appearance for an increased-contrast one, nothing for light.
    var fallback: Appearance? {
      switch self {
      case .light: nil
      case .dark: .light
      case .lightIncreasedContrast: .light
      case .darkIncreasedContrast: .dark
      }
    }

    /// Whether the appearance is dark.
    var isDark: Bool { self == .dark || self == .darkIncreasedContrast }

    private var rank: Int {
      switch self {
      case .light: 0
      case .dark: 1
      case .lightIncreasedContrast: 2
      case .darkIncreasedContrast: 3
      }
    }

    static func < (lhs: Appearance, rhs: Appearance) -> Bool { lhs.rank < rhs.rank }
  }

  /// Words that say nothing about which mode: `light-mode`, `theme-dark`, `Dark.tokens`.
  static let filler: Set = [
    "mode", "modes", "theme", "themes", "appearance", "color", "colors", "colour", "colours",
    "scheme", "tokens", "token", "json",
  ]

  /// The ways a name says "increased contrast", once light and dark are taken out.
  static let contrastWords: [[String]] = [
    ["hc"], ["ax"], ["highcontrast"], ["high", "contrast"], ["increased", "contrast"],
    ["contrast"], ["more", "contrast"],
  ]

  /// The lowercased words of a name: split at anything not a letter or digit, and where a
  /// lower-case letter meets an upper-case one (`lightHighContrast`).
  static func words(_ name: String) -> [String] {
    var result: [String] = []
    var current = ""
    var previousIsLower = false
    for character in name {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { result.append(current) }
        current = ""
        previousIsLower = false
        continue
      }
      if character.isUppercase, previousIsLower, !current.isEmpty {
        result.append(current)
        current = ""
      }
      current += character.lowercased()
      previousIsLower = character.isLowercase
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// The appearance a name says, or `nil`: `light`, `Dark`, `dark-mode`, `Light HC`,
  /// `highcontrast` (increased contrast, light since it does not say dark),
  /// `highcontrast-dark`. A name with any other word (`glass-dark`, `dim`) says none.
  static func appearance(of name: String) -> Appearance? {
    let all = words(name).filter { !filler.contains($0) }
    let light = all.contains("light")
    let dark = all.contains("dark")
    guard !(light && dark) else { return nil }
    let rest = all.filter { $0 != "light" && $0 != "dark" }
    if rest.isEmpty {
      return light ? .light : dark ? .dark : nil
    }
    guard contrastWords.contains(rest) else { return nil }
    return dark ? .darkIncreasedContrast : .lightIncreasedContrast
  }

  /// The name a context of the appearance modifier gets: the team's own name when the
  /// brand's appearance detection reads it as `appearance` (``AppearanceMap/appearance(named:)``),
  /// else the same words led by `light` or `dark` (`highcontrast` → `light-highcontrast`,
  /// `highcontrast-dark` → `dark-highcontrast`).
  static func contextName(_ name: String, for appearance: Appearance) -> String {
    if AppearanceMap.appearance(named: name) == appearance.rawValue { return name }
    let base = appearance.isDark ? "dark" : "light"
    let rest = words(name).filter { !filler.contains($0) && $0 != "light" && $0 != "dark" }
    return ([base] + rest).joined(separator: "-")
  }

  /// The part of each name that tells it from the others: the words all of them start or end
  /// with are taken off (`theme-light`, `theme-dark` → `light`, `dark`; `Light.tokens`,
  /// `Dark.tokens` → `Light`, `Dark`), keeping the rest as written. A name that would be left
  /// empty keeps its whole text.
  static func distinguishing(_ names: [String]) -> [String] {
    guard names.count > 1 else { return names }
    let split = names.map(wordRanges)
    let shortest = split.map(\.count).min() ?? 0
    var leading = 0
    while leading < shortest - 1,
      Set(split.map { $0[leading].word }).count == 1
    {
      leading += 1
    }
    var trailing = 0
    while trailing < shortest - 1 - leading,
      Set(split.map { $0[$0.count - 1 - trailing].word }).count == 1
    {
      trailing += 1
    }
    return names.map { stripped($0, leading: leading, trailing: trailing) }
  }

  /// The words every name starts with, joined by `-` (`platform-android`, `platform-ios` →
  /// `platform`), or `nil`.
  static func commonLead(_ names: [String]) -> String? {
    guard names.count > 1 else { return nil }
    let split = names.map { wordRanges($0).map(\.word) }
    let shortest = split.map(\.count).min() ?? 0
    var lead: [String] = []
    for index in 0..<max(0, shortest - 1) {
      guard Set(split.map { $0[index] }).count == 1 else { break }
      lead.append(split[0][index])
    }
    let meaningful = lead.filter { !filler.contains($0) }
    return meaningful.isEmpty ? nil : meaningful.joined(separator: "-")
  }

  /// The words of a name with where each is written (split only at characters that are not
  /// letters or digits, so that the text kept is the team's own).
  private static func wordRanges(_ name: String) -> [(word: String, range: Range<String.Index>)] {
    var result: [(String, Range<String.Index>)] = []
    var start: String.Index?
    var index = name.startIndex
    while index < name.endIndex {
      let character = name[index]
      if character.isLetter || character.isNumber {
        if start == nil { start = index }
      } else if let first = start {
        result.append((name[first..<index].lowercased(), first..<index))
        start = nil
      }
      index = name.index(after: index)
    }
    if let first = start {
      result.append((name[first...].lowercased(), first..<name.endIndex))
    }
    return result
  }

  private static func stripped(_ name: String, leading: Int, trailing: Int) -> String {
    let ranges = wordRanges(name)
    guard ranges.count > leading + trailing, leading + trailing > 0 else { return name }
    let first = ranges[leading].range.lowerBound
    let last = ranges[ranges.count - 1 - trailing].range.upperBound
    return String(name[first..<last])
  }
}
