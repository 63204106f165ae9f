import Theme

/// Walks a template's nodes against a context stack and writes the output.
///
/// Indentation of standalone partials and blocks is added to every line of template text as
/// it is written, never inside interpolated values.
struct TemplateRenderer {
  private let loader: any TemplateLoader
  private let options: RenderOptions
  private var stack: [TemplateValue]
  /// The output so far: finished text, then ASCII bytes not yet made into text (made into text
  /// at once, as ASCII needs no checking).
  private var output = ""
  private var pending: [UInt8] = []
  private var indent = ""
  /// The next template text starts a line, so it takes the current indentation first.
  private var atLineStart = true
  /// The partial and parent tags being expanded, outermost first.
  private var includes: [SourceLocation] = []

  init(context: TemplateValue, loader: any TemplateLoader, options: RenderOptions) {
    self.loader = loader
    self.options = options
    stack = [context]
    pending.reserveCapacity(options.expectedSize)
  }

  /// Renders `nodes` and returns the output.
  static func render(
    _ nodes: [TemplateNode], context: TemplateValue, loader: any TemplateLoader,
    options: RenderOptions
  ) throws(TemplateError) -> String {
    var renderer = TemplateRenderer(context: context, loader: loader, options: options)
    try renderer.render(nodes, overrides: [:])
    renderer.flush()
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
        write(text, isTemplateText: false, escaped: escaped)
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
    guard output.utf8.count + pending.count <= options.maxOutputBytes else {
      throw TemplateError(
        .outputTooLarge(name: template.name, limit: options.maxOutputBytes),
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
          guard let index = Int(name.parts[position]), elements.indices.contains(index) else {
            return nil
          }
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
  private static func member(_ name: TemplateName, _ position: Int, of value: TemplateValue)
    -> TemplateValue?
  {
    switch value {
    case .record(let record): record[name.keys[position]]
    case .object(let members): members[name.parts[position]]
    default: nil
    }
  }

  /// Writes template text or a value (HTML-escaped when `escaped`), indenting a line it starts
  /// and, for template text, every line that starts inside it.
  private mutating func write(_ text: String, isTemplateText: Bool, escaped: Bool = false) {
    guard isTemplateText && !indent.isEmpty else {
      return writeLine(text, isTemplateText: isTemplateText, escaped: escaped)
    }
    // Line by line, each with its newline, so each line that starts takes the indentation.
    let bytes = text.utf8
    var start = bytes.startIndex
    while let newline = bytes[start...].firstIndex(of: .newline) {
      let end = bytes.index(after: newline)
      writeLine(String(text[start..<end]), isTemplateText: true)
      start = end
    }
    if start < bytes.endIndex { writeLine(String(text[start...]), isTemplateText: true) }
  }

  /// Writes a value, or template text of at most one line, indenting the line it starts.
  private mutating func writeLine(_ text: String, isTemplateText: Bool, escaped: Bool = false) {
    var text = text
    text.withUTF8 { bytes in
      guard !bytes.isEmpty else { return }
      if atLineStart && !indent.isEmpty { pending.append(contentsOf: indent.utf8) }
      if String.isASCII(bytes) {
        if escaped {
          String.appendHTMLEscaped(bytes, to: &pending)
        } else {
          pending.append(contentsOf: bytes)
        }
      } else {
        flush()
        output +=
          escaped
          ? String(decoding: bytes, as: UTF8.self).htmlEscaped
          : String(decoding: bytes, as: UTF8.self)
      }
      atLineStart = isTemplateText && bytes.last == .newline
    }
  }

  /// Moves the pending ASCII bytes to the output.
  private mutating func flush() {
    guard !pending.isEmpty else { return }
    output += String(decoding: pending, as: UTF8.self)
    pending.removeAll(keepingCapacity: true)
  }
}

extension String {
  /// The text with `&`, `<`, `>`, `"` and `'` replaced by character references, and control
  /// characters HTML does not allow in text (C0 but tab, line feed, form feed and carriage return;
  /// DEL; C1) replaced by U+FFFD, so a page never carries an escape sequence (`ESC ]52;…`) that a
  /// terminal showing the file would act on.
  public var htmlEscaped: String {
    var text = self
    return text.withUTF8 { bytes in
      guard !Self.isHTMLClean(bytes) else { return self }
      var escaped: [UInt8] = []
      escaped.reserveCapacity(bytes.count + 16)
      Self.appendHTMLEscaped(bytes, to: &escaped)
      return String(decoding: escaped, as: UTF8.self)
    }
  }

  /// Appends UTF-8 text to `output` escaped as ``htmlEscaped`` escapes it: runs of bytes that
  /// need nothing are copied whole.
  static func appendHTMLEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    var run = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let isC1 = byte == 0xC2 && index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1])
      guard isC1 || (byte < 64 && escapedBelow64 & (1 << UInt64(byte)) != 0) || byte == 0x7F else {
        index += 1
        continue
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
      switch byte {
      case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
      case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
      // C0 controls but tab, line feed, form feed and carriage return; DEL; C1 (0xC2 0x80…0x9F).
      default: output.append(contentsOf: [0xEF, 0xBF, 0xBD])  // U+FFFD
      }
      index += isC1 ? 2 : 1
      run = index
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
  }

  /// The bytes below 64 that escaping changes, as bits: C0 controls but tab, line feed, form
  /// feed and carriage return, and `"` (34), `&` (38), `'` (39), `<` (60), `>` (62).
  private static var escapedBelow64: UInt64 {
    (1 << 0x20 - 1) & ~(1 << 0x09 | 1 << 0x0A | 1 << 0x0C | 1 << 0x0D) | 1 << 34 | 1 << 38 | 1 << 39
      | 1 << 60 | 1 << 62
  }

  /// Whether UTF-8 text is all ASCII.
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var all: UInt8 = 0
    for byte in bytes { all |= byte }
    return all < 0x80
  }

  /// Whether UTF-8 text has nothing ``htmlEscaped`` would change.
  private static func isHTMLClean(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    // 0xC2 leads every C1 control in UTF-8 (and other Latin-1 letters, checked when escaping).
    // Bits 34 ("), 38 (&), 39 (') and 60 (<), 62 (>) of the bytes below 64.
    let special: UInt64 = 1 << 34 | 1 << 38 | 1 << 39 | 1 << 60 | 1 << 62
    for byte in bytes {
      if byte < 64 {
        if byte < 0x20 || special & (1 << UInt64(byte)) != 0 { return false }
      } else if byte == 0x7F || byte == 0xC2 {
        return false
      }
    }
    return true
  }
}
