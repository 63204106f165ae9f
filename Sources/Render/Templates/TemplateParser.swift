import Theme

/// Builds the node tree of a template: standalone lines, sections, partials, parents and blocks.
struct TemplateParser {
  private typealias Tag = TemplateScanner.Tag

  private struct Frame {
    var tag: Tag
    var nodes: [TemplateNode] = []
  }

  private let scanner: TemplateScanner

  init(source: String, name: String) {
    scanner = TemplateScanner(source: source, name: name)
  }

  /// Parses the source into nodes.
  func parse() throws(TemplateError) -> [TemplateNode] {
    let tokens = markStandaloneLines(try scanner.scan())
    var root: [TemplateNode] = []
    var stack: [Frame] = []

    func append(_ node: TemplateNode) {
      if stack.isEmpty { root.append(node) } else { stack[stack.count - 1].nodes.append(node) }
    }

    for token in tokens {
      switch token {
      case .text(let range):
        let atLineStart = range.lowerBound == 0 || scanner.bytes[range.lowerBound - 1] == .newline
        append(.text(scanner.string(range), atLineStart: atLineStart))
      case .tag(let tag):
        switch tag.kind {
        case .comment, .delimiters:
          break
        case .variable, .unescaped:
          append(.variable(TemplateName(parsing: tag.content), escaped: tag.kind == .variable))
        case .partial:
          append(.partial(reference(tag)))
        case .section, .inverted, .parent, .block:
          stack.append(Frame(tag: tag))
        case .close:
          guard let frame = stack.popLast() else {
            throw TemplateError(
              .unexpectedClosingTag(name: tag.content), at: scanner.location(of: tag.start))
          }
          guard frame.tag.content == tag.content else {
            throw TemplateError(
              .mismatchedClosingTag(
                name: tag.content, open: frame.tag.content,
                openedAt: scanner.location(of: frame.tag.start)),
              at: scanner.location(of: tag.start))
          }
          let insideParent = stack.last?.tag.kind == .parent
          append(node(closing: frame, with: tag, insideParent: insideParent))
        }
      }
    }
    if let open = stack.last {
      throw TemplateError(
        .unclosedSection(name: open.tag.content), at: scanner.location(of: open.tag.start))
    }
    return root
  }

  private func reference(_ tag: Tag) -> PartialReference {
    let target: PartialReference.Target =
      tag.content.hasPrefix("*")
      ? .dynamic(TemplateName(parsing: String(tag.content.dropFirst()))) : .fixed(tag.content)
    return PartialReference(
      target: target, indent: tag.standaloneIndent, location: scanner.location(of: tag.start))
  }

  private func node(closing frame: Frame, with close: Tag, insideParent: Bool) -> TemplateNode {
    let name = TemplateName(parsing: frame.tag.content)
    switch frame.tag.kind {
    case .section: return .section(name, inverted: false, frame.nodes)
    case .inverted: return .section(name, inverted: true, frame.nodes)
    case .parent:
      var arguments: [String: TemplateBlock] = [:]
      for case .block(let block) in frame.nodes where arguments[block.name] == nil {
        arguments[block.name] = block
      }
      return .parent(reference(frame.tag), arguments: arguments)
    default:
      return .block(block(frame, close: close, isArgument: insideParent))
    }
  }

  /// A block's indentation, after the inheritance spec: intrinsic indentation (the first
  /// line's, when the opening tag ends its line) wins; a parameter block whose opening tag
  /// stands alone and whose closing tag ends its line takes the opening line's indentation.
  /// The indentation is removed from the block's lines here and added back where the block
  /// is expanded.
  private func block(_ frame: Frame, close: Tag, isArgument: Bool) -> TemplateBlock {
    let open = frame.tag
    var nodes = frame.nodes
    var indentation: String?
    if isArgument {
      if open.endsLine {
        indentation = open.nextLineIndent
        if open.standaloneIndent == nil, case .text(let text, _)? = nodes.first,
          text.unicodeScalars.allSatisfy(\.isTemplateWhitespace)
        {
          nodes.removeFirst()
        }
        // The line break after a closing tag that ends a content line belongs to the block.
        if close.clearsLineEnd, close.standaloneIndent == nil,
          let terminator = close.lineTerminator,
          !nodes.endsWithLineBreak
        {
          nodes.append(.text(terminator, atLineStart: false))
        }
      }
    } else if let standaloneIndent = open.standaloneIndent {
      if open.endsLine {
        indentation = open.nextLineIndent
      } else if close.clearsLineEnd {
        indentation = standaloneIndent
      }
    }
    if let indentation, !indentation.isEmpty { nodes = nodes.dedented(by: indentation) }
    return TemplateBlock(name: open.content, nodes: nodes, indentation: indentation)
  }

  /// Drops the whitespace and line break of every line that holds only standalone-capable tags
  /// (sections, comments, partials, parents, blocks, set-delimiter tags) and whitespace, and
  /// records on each tag what its line looks like.
  private func markStandaloneLines(_ tokens: [TemplateScanner.Token]) -> [TemplateScanner.Token] {
    var result: [TemplateScanner.Token] = []
    result.reserveCapacity(tokens.count)
    var line: [TemplateScanner.Token] = []
    for token in tokens {
      line.append(token)
      if case .text(let range) = token, scanner.bytes[range.upperBound - 1] == .newline {
        result += processLine(line)
        line = []
      }
    }
    result += processLine(line)
    return result
  }

  private func processLine(_ line: [TemplateScanner.Token]) -> [TemplateScanner.Token] {
    guard line.contains(where: { if case .tag = $0 { true } else { false } }) else { return line }
    var terminator: String?
    var lineEnd = scanner.bytes.count
    if case .text(let range)? = line.last, scanner.bytes[range.upperBound - 1] == .newline {
      lineEnd = range.upperBound
      let crlf = range.count >= 2 && scanner.bytes[range.upperBound - 2] == .carriageReturn
      terminator = crlf ? "\r\n" : "\n"
    }
    var nextIndentEnd = lineEnd
    while nextIndentEnd < scanner.bytes.count,
      scanner.bytes[nextIndentEnd] == .space || scanner.bytes[nextIndentEnd] == .tab
    {
      nextIndentEnd += 1
    }
    let nextLineIndent = scanner.string(lineEnd..<nextIndentEnd)

    func isBlank(_ token: TemplateScanner.Token) -> Bool {
      guard case .text(let range) = token else { return false }
      return scanner.bytes[range].allSatisfy {
        $0 == .space || $0 == .tab || $0 == .newline || $0 == .carriageReturn
      }
    }
    func isStandaloneCapable(_ token: TemplateScanner.Token) -> Bool {
      if case .tag(let tag) = token { return tag.kind.canStandAlone }
      return isBlank(token)
    }

    let standalone = line.allSatisfy(isStandaloneCapable)
    var indent = ""
    if standalone, case .text(let range)? = line.first { indent = scanner.string(range) }
    var output: [TemplateScanner.Token] = []
    for (index, token) in line.enumerated() {
      guard case .tag(var tag) = token else {
        if !standalone { output.append(token) }
        continue
      }
      let rest = line[(index + 1)...]
      tag.endsLine = rest.allSatisfy(isBlank)
      tag.clearsLineEnd = rest.allSatisfy(isStandaloneCapable)
      tag.lineTerminator = terminator
      tag.nextLineIndent = nextLineIndent
      if standalone { tag.standaloneIndent = indent }
      output.append(.tag(tag))
    }
    return output
  }
}

extension [TemplateNode] {
  /// Whether the last node is text that ends with a line break.
  var endsWithLineBreak: Bool {
    if case .text(let text, _)? = last { return text.utf8.last == .newline }
    return false
  }

  /// Removes `prefix` (or as much of it as a line starts with) from the start of every line.
  ///
  /// Blocks with their own indentation keep their (already relative) content and lose the
  /// prefix from their indentation; partial and parent tags lose it from theirs.
  func dedented(by prefix: String) -> [TemplateNode] {
    compactMap { node -> TemplateNode? in
      switch node {
      case .text(let text, true):
        let rest = text.droppingCommonPrefix(with: prefix)
        return rest.isEmpty ? nil : .text(rest, atLineStart: true)
      case .text, .variable:
        return node
      case .section(let name, let inverted, let nodes):
        return .section(name, inverted: inverted, nodes.dedented(by: prefix))
      case .partial(var reference):
        reference.indent = reference.indent?.droppingCommonPrefix(with: prefix)
        return .partial(reference)
      case .parent(var reference, let arguments):
        reference.indent = reference.indent?.droppingCommonPrefix(with: prefix)
        return .parent(reference, arguments: arguments.mapValues { $0.dedented(by: prefix) })
      case .block(let block):
        return .block(block.dedented(by: prefix))
      }
    }
  }
}

extension TemplateBlock {
  func dedented(by prefix: String) -> TemplateBlock {
    var block = self
    if let indentation {
      block.indentation = indentation.droppingCommonPrefix(with: prefix)
    } else {
      block.nodes = nodes.dedented(by: prefix)
    }
    return block
  }
}

extension String {
  func droppingCommonPrefix(with prefix: String) -> String {
    var rest = Substring(self)
    for character in prefix {
      guard rest.first == character else { break }
      rest = rest.dropFirst()
    }
    return String(rest)
  }
}
