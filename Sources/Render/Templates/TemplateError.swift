import Theme

/// A template that cannot be parsed or rendered, with the place it concerns.
///
/// All wording lives here: ``message`` says what is wrong, ``hint`` what to do, and
/// ``description`` prints both as `name:line:col: error: message`.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable, Equatable {
    /// A tag opened with `opening` has no `closing` delimiter after it.
    case unclosedTag(opening: String, closing: String)
    /// A tag has no name (`{{}}`, `{{#}}`) or a name with spaces inside (`{{a b}}`).
    case invalidTagName(String)
    /// A set-delimiter tag (`{{=<% %>=}}`) does not hold exactly two delimiters without spaces
    /// or `=`.
    case invalidDelimiters(String)
    /// A section, inverted section, parent or block is never closed.
    case unclosedSection(name: String)
    /// A closing tag names another section than the one that is open.
    case mismatchedClosingTag(name: String, open: String, openedAt: SourceLocation)
    /// A closing tag with no open section.
    case unexpectedClosingTag(name: String)
    /// A partial or parent that the loader does not know (or a dynamic name that did not
    /// resolve to a string).
    case unknownPartial(name: String)
    /// Partials and parents nest deeper than ``RenderOptions/maxPartialDepth``.
    case partialDepthExceeded(name: String, limit: Int)
    /// The output grew past ``RenderOptions/maxOutputBytes`` (partials that each include
    /// others several times multiply: twenty small files can write gigabytes).
    case outputTooLarge(name: String, limit: Int)
    /// The pages of one run together grew past their ``OutputBudget``.
    case runOutputTooLarge(name: String, limit: Int)
    /// A template file could not be read.
    case unreadable(path: String, message: String)
  }

  /// What went wrong.
  public var reason: Reason
  /// Where: the template name as `file`, 1-based line and column (in Unicode scalars).
  public var location: SourceLocation?
  /// The partial and parent tags that led to ``location``, outermost first.
  public var includedFrom: [SourceLocation]

  /// Creates an error.
  public init(_ reason: Reason, at location: SourceLocation?, includedFrom: [SourceLocation] = []) {
    self.reason = reason
    self.location = location
    self.includedFrom = includedFrom
  }

  /// What is wrong, in the template author's words.
  public var message: String {
    switch reason {
    case .unclosedTag(let opening, let closing):
      "tag opened with '\(opening)' is never closed with '\(closing)'"
    case .invalidTagName(let name):
      name.isEmpty ? "tag has no name" : "tag name '\(name)' contains whitespace"
    case .invalidDelimiters(let content):
      "invalid set-delimiter tag '\(content)': expected two delimiters separated by a space"
    case .unclosedSection(let name):
      "section '\(name)' is never closed"
    case .mismatchedClosingTag(let name, let open, let openedAt):
      "closing tag '\(name)' does not match the open section '\(open)' (opened at \(openedAt))"
    case .unexpectedClosingTag(let name):
      "closing tag '\(name)' has no open section"
    case .unknownPartial(let name):
      "unknown partial '\(name)'"
    case .partialDepthExceeded(let name, let limit):
      "partials nest deeper than \(limit) levels at '\(name)'"
    case .outputTooLarge(let name, let limit):
      "the output grew past \(limit) bytes at '\(name)'"
    case .runOutputTooLarge(let name, let limit):
      "the pages of this run grew past \(limit) bytes in all at '\(name)'"
    case .unreadable(let path, let message):
      "cannot read template '\(path)': \(message)"
    }
  }

  /// What to do about it, when there is something to say.
  public var hint: String? {
    switch reason {
    case .unclosedTag: "add the closing delimiter, or escape the text with a set-delimiter tag"
    case .invalidTagName: "write a name such as {{title}} or {{user.name}}"
    case .invalidDelimiters: "write it as {{=<% %>=}}"
    case .unclosedSection(let name): "add {{/\(name)}} after the section's content"
    case .mismatchedClosingTag(_, let open, _): "close '\(open)' first with {{/\(open)}}"
    case .unexpectedClosingTag: "remove the tag or add the opening tag"
    case .unknownPartial:
      "add the template to the partials, or set RenderOptions.missingPartials to .renderEmpty"
    case .partialDepthExceeded:
      "a partial probably includes itself without end; raise RenderOptions.maxPartialDepth "
        + "if the nesting is intended"
    case .outputTooLarge:
      "partials that include each other several times multiply; include fewer, or raise "
        + "RenderOptions.maxOutputBytes"
    case .runOutputTooLarge:
      "your templates write more than the run's budget; write less per page, or raise it with "
        + "--max-output-size"
    case .unreadable: nil
    }
  }

  /// The rule of its diagnostic, such as `template/unclosed-section`.
  public var rule: Rule {
    switch reason {
    case .unclosedTag: .templateUnclosedTag
    case .invalidTagName: .templateTagName
    case .invalidDelimiters: .templateDelimiters
    case .unclosedSection: .templateUnclosedSection
    case .mismatchedClosingTag: .templateMismatchedClose
    case .unexpectedClosingTag: .templateUnexpectedClose
    case .unknownPartial: .templateUnknownPartial
    case .partialDepthExceeded: .templatePartialDepth
    case .outputTooLarge: .templateOutputSize
    case .runOutputTooLarge: .templateRunOutputSize
    case .unreadable: .templateUnreadable
    }
  }

  /// `name:line:col: error: message`, then the include chain (innermost first, at most eight
  /// places) and the hint.
  public var description: String {
    var text = location.map { "\($0): error: " } ?? "error: "
    text += message
    let shown = 8
    for place in includedFrom.reversed().prefix(shown) { text += "\n  included from \(place)" }
    if includedFrom.count > shown {
      text += "\n  … and \(includedFrom.count - shown) more includes"
    }
    if let hint { text += "\n  hint: \(hint)" }
    return text
  }

  /// The error as a ``Diagnostic`` for the command line's printers.
  public var diagnostic: Diagnostic {
    Diagnostic(
      .error, rule: rule, message: message, location: location, hint: hint,
      notes: includedFrom.reversed().map { Diagnostic.Note("included from here", at: $0) })
  }
}
