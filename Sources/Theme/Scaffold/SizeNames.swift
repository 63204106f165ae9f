/// What the names of sized tokens say: which group a token belongs to (spacing, radii, the
/// hairline, text styles), and how well it names a role of that group.
enum SizeNames {
  /// How much a name that says the role (`radius-small` for `radius.sm`, `body` for
  /// `type.body`) lowers a candidate's cost: a size 1.5 times the role's is as good as the
  /// role's own size without the name.
  static let roleWordBonus = 0.5
  /// How much a size word that says the role (`small` for `sm`) lowers the cost: twice the
  /// role's size.
  static let sizeWordBonus = 1.0
  /// How much belonging to the group's main family (`spacing-100`, `spacing-200`, …) lowers it.
  static let familyBonus = 0.3

  private static let spaceWords: Set = [
    "space", "spacing", "spacer", "spacers", "gap", "gutter", "padding", "margin", "inset",
  ]
  private static let radiusWords: Set = [
    "radius", "radii", "corner", "corners", "rounded", "rounding", "borderradius",
  ]
  /// Words that alone say a stroke width.
  private static let strokeWords: Set = [
    "hairline", "stroke", "borderwidth", "strokewidth", "divider", "separator",
  ]
  /// Words that say a stroke width only beside `width` or `thickness`.
  private static let lineWords: Set = ["border", "outline", "line", "rule"]
  private static let widthWords: Set = ["width", "thickness", "weight"]
  /// Words of sizes that are never one of the group's roles.
  private static let notSpace: Set = [
    "letter", "line", "word", "paragraph", "dash", "negative", "neg", "minus",
  ]
  private static let notStroke: Set = [
    "radius", "radii", "corner", "rounded", "rounding", "letter", "spacing", "gap", "offset",
    "negative",
  ]
  private static let notText: Set = ["code", "mono", "monospace", "monospaced"]

  /// A spacing step by its name (`spacing-100`, `size.space.300`; never `letter-spacing`).
  static func isSpace(_ words: [String]) -> Bool {
    words.contains(where: spaceWords.contains) && plain(words, without: notSpace)
  }

  /// A corner radius by its name.
  static func isRadius(_ words: [String]) -> Bool {
    words.contains(where: radiusWords.contains) && plain(words, without: ["negative"])
  }

  /// A stroke width by its name: `hairline`, `stroke`, `border-width`; a bare `width` too
  /// (weakly), so a breakpoint's width is a candidate that the bounds refuse, with the reason.
  static func isStroke(_ words: [String]) -> Bool {
    (words.contains(where: strokeWords.contains) || words.contains(where: lineWords.contains)
      || words.contains(where: widthWords.contains)) && plain(words, without: notStroke)
  }

  /// A text style for the roles (not a code style).
  static func isText(_ words: [String]) -> Bool {
    plain(words, without: notText)
  }

  /// Without state words and without any of `excluded`.
  private static func plain(_ words: [String], without excluded: Set<String>) -> Bool {
    !words.contains { RoleGuesser.stateWords.contains($0) || excluded.contains($0) }
  }

  /// The size a name says (`xs` … `xxl`): `small`, `sm`, `extra-large`, `2xl`, ….
  static func sizeWord(in words: [String]) -> String? {
    for (index, word) in words.enumerated() {
      let next = index + 1 < words.count ? words[index + 1] : nil
      switch word {
      case "xs", "xsmall", "extrasmall": return "xs"
      case "sm", "small", "s": return "sm"
      case "md", "medium", "m": return "md"
      case "lg", "large", "l": return "lg"
      case "xl", "xlarge", "extralarge": return "xl"
      case "xxl", "2xl", "xxlarge": return "xxl"
      case "extra", "x":
        if next == "small" { return "xs" }
        if next == "large" { return "xl" }
      case "xx":
        if next == "large" { return "xxl" }
      default: continue
      }
    }
    return nil
  }

  /// The size as the name writes it: `small`, `extra large`.
  static func sizePhrase(in words: [String]) -> String? {
    for (index, word) in words.enumerated() {
      let next = index + 1 < words.count ? words[index + 1] : nil
      if ["extra", "x", "xx"].contains(word), let next, next == "small" || next == "large" {
        return "\(word) \(next)"
      }
      if sizeWord(in: [word]) != nil { return word }
    }
    return nil
  }

  /// The sizes in order, for how far apart two are.
  private static let sizeOrder = ["xs", "sm", "md", "lg", "xl", "xxl"]

  /// Whether a spacing or radius token's name says a size two or more steps from the role's
  /// (`radius.lg` for `radius.sm`); one step apart is a team's scale starting elsewhere.
  static func namesAnotherSize(_ role: String, _ words: [String]) -> Bool {
    guard role.hasPrefix("space.") || role.hasPrefix("radius."),
      words.filter({ sizeWord(in: [$0]) != nil }).count == 1,
      let said = sizeWord(in: words).flatMap({ sizeOrder.firstIndex(of: $0) }),
      let wanted = role.split(separator: ".").last.flatMap({ sizeOrder.firstIndex(of: String($0)) })
    else { return false }
    return abs(said - wanted) >= 2
  }

  /// The words up to the first number or size word: the family a scale token belongs to
  /// (`corner radius` for `corner-radius-small-default` and `corner-radius-100`).
  static func family(of words: [String]) -> String {
    var prefix: [String] = []
    for word in words {
      if word.first?.isNumber == true || sizeWord(in: [word]) != nil { break }
      prefix.append(word)
    }
    return prefix.joined(separator: " ")
  }

  /// The bonus of a spacing or radius candidate: its size word, and its family when it is the
  /// group's largest.
  static func scaleBonus(in candidates: [RoleGuesser.Sized]) -> RoleGuesser.Bonus {
    var counts: [String: Int] = [:]
    var order: [String] = []
    for candidate in candidates {
      let name = family(of: candidate.words)
      if counts[name] == nil { order.append(name) }
      counts[name, default: 0] += 1
    }
    // The largest family; the first in document order among equals.
    let main = order.max { (counts[$0] ?? 0) < (counts[$1] ?? 0) }.flatMap {
      (counts[$0] ?? 0) > 1 ? $0 : nil
    }
    return { role, candidate in
      var amount = 0.0
      var because: String?
      let size = role.split(separator: ".").last.map(String.init)
      // A name with two sizes (`radius-small-size-large`: the small radius of large
      // components) says neither for sure.
      let sizes = candidate.words.filter { sizeWord(in: [$0]) != nil }.count
      if sizes == 1, let word = sizeWord(in: candidate.words), word == size {
        amount += sizeWordBonus
        because = sizePhrase(in: candidate.words) ?? word
      }
      if let main, family(of: candidate.words) == main { amount += familyBonus }
      return (amount, because)
    }
  }

  /// The words that name each text style.
  private static let textWords: [String: [String]] = [
    "type.largeTitle": ["largetitle", "display", "hero", "title", "heading"],
    "type.title1": ["title1", "title", "heading", "h1"],
    "type.title2": ["title2", "title", "heading", "h2"],
    "type.title3": ["title3", "title", "heading", "h3"],
    "type.headline": ["headline"],
    "type.body": ["body", "paragraph"],
    "type.callout": ["callout"],
    "type.subhead": ["subhead", "subheadline", "subheading", "subtitle"],
    "type.footnote": ["footnote"],
    "type.caption1": ["caption1", "caption"],
    "type.caption2": ["caption2", "caption"],
  ]

  /// Words that name a title, and the title roles.
  private static let titleWords: Set = [
    "title", "heading", "display", "hero", "largetitle", "h1", "h2", "h3",
  ]
  private static let titleRoles: Set = [
    "type.largeTitle", "type.title1", "type.title2", "type.title3",
  ]
  /// Words that name running text or its small print.
  private static let textStyleWords: Set = [
    "body", "paragraph", "callout", "subhead", "subheadline", "footnote", "caption", "caption1",
    "caption2",
  ]

  /// Whether a text style's name contradicts a role: a title never sets running text, and a
  /// body or caption style never sets a title.
  static func contradicts(_ role: String, _ words: [String]) -> Bool {
    let saysTitle = words.contains(where: titleWords.contains)
    let saysText = words.contains(where: textStyleWords.contains)
    guard saysTitle != saysText else { return false }
    return titleRoles.contains(role) ? saysText : saysTitle
  }

  /// The bonus of a text style whose name says the role (`body` for `type.body`).
  static func textBonus(_ role: String, _ candidate: RoleGuesser.Sized) -> (Double, String?) {
    let wanted = textWords[role] ?? []
    let joined = candidate.words.joined()
    if let word = candidate.words.first(where: wanted.contains)
      ?? (role == "type.largeTitle" && joined.contains("largetitle") ? "large title" : nil)
    {
      return (roleWordBonus, word)
    }
    return (0, nil)
  }

  /// The bonus of a stroke whose name says a stroke width (`border-width`), more for one that
  /// says the role (`hairline`), none for one that says only a width.
  static func strokeBonus(_ role: String, _ candidate: RoleGuesser.Sized) -> (Double, String?) {
    let words = candidate.words
    if words.contains("hairline") { return (sizeWordBonus, "hairline") }
    if let word = words.first(where: strokeWords.contains) { return (roleWordBonus, word) }
    if let line = words.first(where: lineWords.contains),
      let width = words.first(where: widthWords.contains)
    {
      return (roleWordBonus, "\(line), \(width)")
    }
    return (0, nil)
  }
}
