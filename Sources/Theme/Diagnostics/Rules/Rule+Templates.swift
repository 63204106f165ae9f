extension Rule {
  /// Set delimiters that are malformed.
  public static let templateDelimiters = Rule(
    .template, "template/delimiters", .error, "A set-delimiter tag that is malformed")
  /// A closing tag for another section.
  public static let templateMismatchedClose = Rule(
    .template, "template/mismatched-close", .error, "A closing tag that closes another section")
  /// Output past the size limit.
  public static let templateOutputSize = Rule(
    .template, "template/output-size", .error, "A template whose output passes the size limit")
  /// The pages of a run past their shared size budget.
  public static let templateRunOutputSize = Rule(
    .template, "template/run-output-size", .error,
    "The pages of a run that together pass --max-output-size")
  /// Partials nested past the limit.
  public static let templatePartialDepth = Rule(
    .template, "template/partial-depth", .error, "Partials that include each other too deep")
  /// A tag name that is malformed.
  public static let templateTagName = Rule(
    .template, "template/tag-name", .error, "A tag name that is malformed")
  /// A section never closed.
  public static let templateUnclosedSection = Rule(
    .template, "template/unclosed-section", .error, "A section that is never closed")
  /// A tag never closed.
  public static let templateUnclosedTag = Rule(
    .template, "template/unclosed-tag", .error, "A tag that is never closed")
  /// A closing tag with no section.
  public static let templateUnexpectedClose = Rule(
    .template, "template/unexpected-close", .error, "A closing tag with no open section")
  /// A partial that does not exist.
  public static let templateUnknownPartial = Rule(
    .template, "template/unknown-partial", .error, "A partial that does not exist")
  /// A template that cannot be read.
  public static let templateUnreadable = Rule(
    .template, "template/unreadable", .error, "A template file that cannot be read")

  static let templateCatalogue = [
    templateDelimiters, templateMismatchedClose, templateOutputSize, templatePartialDepth,
    templateRunOutputSize,
    templateTagName, templateUnclosedSection, templateUnclosedTag, templateUnexpectedClose,
    templateUnknownPartial, templateUnreadable,
  ]
}
