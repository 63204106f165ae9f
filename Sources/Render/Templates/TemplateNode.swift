import Theme

/// One node of a parsed template.
///
/// The parser makes text nodes of at most one line (a newline, if any, is their last
/// character), as it needs them to find standalone tags; ``mergingText(_:)`` then joins the
/// text nodes that follow one another, and the renderer indents each line of them as it
/// writes them.
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

extension TemplateNode {
  /// The nodes with each run of text nodes joined into one (at every depth), so that a long
  /// stretch of literal text is written at once.
  static func mergingText(_ nodes: [TemplateNode]) -> [TemplateNode] {
    var merged: [TemplateNode] = []
    merged.reserveCapacity(nodes.count)
    for node in nodes {
      switch node {
      case .text(let text, _):
        if case .text(let previous, let atLineStart)? = merged.last {
          merged[merged.count - 1] = .text(previous + text, atLineStart: atLineStart)
        } else {
          merged.append(node)
        }
      case .variable, .partial:
        merged.append(node)
      case .section(let name, let inverted, let children):
        merged.append(.section(name, inverted: inverted, mergingText(children)))
      case .parent(let reference, let arguments):
        merged.append(.parent(reference, arguments: arguments.mapValues { $0.mergingText() }))
      case .block(let block):
        merged.append(.block(block.mergingText()))
      }
    }
    return merged
  }
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

  /// The block with its runs of text joined (``TemplateNode/mergingText(_:)``).
  func mergingText() -> TemplateBlock {
    var block = self
    block.nodes = TemplateNode.mergingText(nodes)
    return block
  }
}
