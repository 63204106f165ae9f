import Theme

/// One node of a parsed template.
///
/// Text nodes hold at most one line: a newline, if any, is their last character, so the
/// renderer can indent lines of partials and blocks as it writes them.
indirect enum TemplateNode: Sendable, Equatable {
  /// Literal text; `atLineStart` when it begins a line of the source.
  case text(String, atLineStart: Bool)
  /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not escaped).
  case variable(TemplateName, escaped: Bool)
  /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
  case section(TemplateName, inverted: Bool, [TemplateNode])
  /// `{{>name}}`; `indent` is set when the tag stands alone on its line.
  case partial(PartialReference)
  /// `{{<name}}…{{/name}}` with the blocks it passes.
  case parent(PartialReference, arguments: [String: TemplateBlock])
  /// `{{$name}}…{{/name}}`: a parameter with default content.
  case block(TemplateBlock)
}

/// A dotted name such as `user.name`; no parts means the implicit iterator `.`.
struct TemplateName: Sendable, Equatable, CustomStringConvertible {
  var parts: [String]
  /// The parts as keys, for looking them up in records.
  var keys: [TemplateKey]

  init(parsing text: String) {
    if text == "." {
      parts = []
    } else {
      parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
    keys = parts.map(TemplateKey.init)
  }

  var description: String { parts.isEmpty ? "." : parts.joined(separator: ".") }
}

/// The target of a partial or parent tag.
struct PartialReference: Sendable, Equatable {
  /// A fixed name, or a dynamic name (`{{>*name}}`) looked up in the context.
  enum Target: Sendable, Equatable {
    case fixed(String)
    case dynamic(TemplateName)
  }

  var target: Target
  /// The whitespace before a standalone tag, prepended to every line of the included template.
  var indent: String?
  var location: SourceLocation
}

/// A `{{$name}}` block: content plus the indentation it was written with.
struct TemplateBlock: Sendable, Equatable {
  var name: String
  var nodes: [TemplateNode]
  /// The indentation removed from the block's lines where it is defined and added back
  /// where it is expanded; `nil` when the block sits inline.
  var indentation: String?
}
