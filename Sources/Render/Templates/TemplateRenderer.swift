import Theme

/// Walks a template's nodes against a context stack and writes the output.
///
/// Indentation of standalone partials and blocks is added to every line of template text as
/// it is written, never inside interpolated values.
struct TemplateRenderer {
  private let loader: any TemplateLoader
  private let options: RenderOptions
  private var stack: [TemplateValue]
  private var output = ""
  private var indent = ""
  /// The next template text starts a line, so it takes the current indentation first.
  private var atLineStart = true
  /// The partial and parent tags being expanded, outermost first.
  private var includes: [SourceLocation] = []

  init(context: TemplateValue, loader: any TemplateLoader, options: RenderOptions) {
    self.loader = loader
    self.options = options
    stack = [context]
  }

  /// Renders `nodes` and returns the output.
  static func render(
    _ nodes: [TemplateNode], context: TemplateValue, loader: any TemplateLoader,
    options: RenderOptions
  ) throws(TemplateError) -> String {
    var renderer = TemplateRenderer(context: context, loader: loader, options: options)
    try renderer.render(nodes, overrides: [:])
    return renderer.output
  }

  private mutating func render(_ nodes: [TemplateNode], overrides: [String: TemplateBlock])
    throws(TemplateError)
  {
    for node in nodes {
      switch node {
      case .text(let text, _):
        write(text, isTemplateText: true)
      case .variable(let name, let escaped):
        let text = lookup(name)?.renderedText ?? ""
        write(escaped ? text.htmlEscaped : text, isTemplateText: false)
      case .section(let name, let inverted, let children):
        let value = lookup(name) ?? .null
        if inverted {
          if !value.isTruthy { try render(children, overrides: overrides) }
        } else if case .array(let elements) = value {
          for element in elements {
            stack.append(element)
            try render(children, overrides: overrides)
            stack.removeLast()
          }
        } else if value.isTruthy {
          stack.append(value)
          try render(children, overrides: overrides)
          stack.removeLast()
        }
      case .partial(let reference):
        guard let template = try resolve(reference) else { continue }
        try include(template, reference: reference, overrides: overrides)
      case .parent(let reference, let arguments):
        guard let template = try resolve(reference) else { continue }
        // The outermost template's blocks win: the ones already passed down override these.
        let merged = arguments.merging(overrides) { _, outer in outer }
        try include(template, reference: reference, overrides: merged)
      case .block(let block):
        let content = overrides[block.name]?.nodes ?? block.nodes
        let saved = indent
        if let indentation = block.indentation { indent += indentation }
        try render(content, overrides: overrides)
        indent = saved
      }
    }
  }

  private mutating func include(
    _ template: Template, reference: PartialReference, overrides: [String: TemplateBlock]
  ) throws(TemplateError) {
    guard includes.count < options.maxPartialDepth else {
      throw TemplateError(
        .partialDepthExceeded(name: template.name, limit: options.maxPartialDepth),
        at: reference.location, includedFrom: includes)
    }
    includes.append(reference.location)
    let saved = indent
    if let extra = reference.indent { indent += extra }
    try render(template.nodes, overrides: overrides)
    indent = saved
    includes.removeLast()
  }

  /// The template a partial or parent tag names, or `nil` when it is missing and missing
  /// partials render empty.
  private func resolve(_ reference: PartialReference) throws(TemplateError) -> Template? {
    let name: String
    switch reference.target {
    case .fixed(let fixed):
      name = fixed
    case .dynamic(let dynamic):
      guard case .string(let resolved)? = lookup(dynamic) else {
        return try missing("*\(dynamic)", at: reference)
      }
      name = resolved
    }
    let template: Template?
    do {
      template = try loader.template(named: name)
    } catch {
      var error = error
      error.includedFrom = includes + [reference.location] + error.includedFrom
      throw error
    }
    guard let template else { return try missing(name, at: reference) }
    return template
  }

  private func missing(_ name: String, at reference: PartialReference) throws(TemplateError)
    -> Template?
  {
    switch options.missingPartials {
    case .renderEmpty: return nil
    case .error:
      throw TemplateError(
        .unknownPartial(name: name), at: reference.location, includedFrom: includes)
    }
  }

  /// Looks a name up the context stack: the first part in the innermost context that has it,
  /// the other parts inside that value only.
  private func lookup(_ name: TemplateName) -> TemplateValue? {
    guard !name.parts.isEmpty else { return stack.last }
    for frame in stack.reversed() {
      guard var value = Self.member(name, 0, of: frame) else { continue }
      var position = 1
      while position < name.parts.count {
        if case .array(let elements) = value {
          guard let index = Int(name.parts[position]), elements.indices.contains(index) else { return nil }
          value = elements[index]
        } else {
          guard let next = Self.member(name, position, of: value) else { return nil }
          value = next
        }
        position += 1
      }
      return value
    }
    return nil
  }

  /// The member a part of a name picks from an object or a record (`nil` for other values).
  private static func member(_ name: TemplateName, _ position: Int, of value: TemplateValue) -> TemplateValue? {
    switch value {
    case .record(let record): record[name.keys[position]]
    case .object(let members): members[name.parts[position]]
    default: nil
    }
  }


  private mutating func write(_ text: String, isTemplateText: Bool) {
    guard !text.isEmpty else { return }
    if atLineStart && !indent.isEmpty { output += indent }
    output += text
    atLineStart = isTemplateText && Self.endsWithNewline(text)
  }

  /// Whether the last byte of a text is a line feed, read from its UTF-8 storage when it has one.
  private static func endsWithNewline(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { $0.last == .newline } ?? (text.utf8.last == .newline)
  }
}

extension String {
  /// The text with `&`, `<`, `>`, `"` and `'` replaced by character references, and control
  /// characters HTML does not allow in text (C0 but tab, line feed, form feed and carriage return;
  /// DEL; C1) replaced by U+FFFD, so a page never carries an escape sequence (`ESC ]52;…`) that a
  /// terminal showing the file would act on.
  public var htmlEscaped: String {
    // 0xC2 leads every C1 control in UTF-8 (and other Latin-1 letters, checked below).
    // Bits 34 ("), 38 (&), 39 (') and 60 (<), 62 (>) of the bytes below 64.
    let special: UInt64 = 1 << 34 | 1 << 38 | 1 << 39 | 1 << 60 | 1 << 62
    var text = self
    let clean = text.withUTF8 { bytes in
      for byte in bytes {
        if byte < 64 {
          if byte < 0x20 || special & (1 << UInt64(byte)) != 0 { return false }
        } else if byte == 0x7F || byte == 0xC2 {
          return false
        }
      }
      return true
    }
    guard !clean else { return self }
    var result = ""
    result.reserveCapacity(utf8.count + 16)
    for scalar in unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\u{0C}", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
