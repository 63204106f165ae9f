import Components
import Theme

/// The attributes every part element gets: `data-part`, an id, classes, a style and more.
struct HTMLElement {
  var part: String?
  var id: String?
  var classes: [String] = []
  var style: HTMLStyle
  /// Extra attributes in order; a `nil` value writes a bare boolean attribute.
  var attributes: [(name: String, value: String?)] = []

  init(part: String? = nil, id: String? = nil, fonts: HTMLStyle.Fonts = .init()) {
    self.part = part
    self.id = id
    style = HTMLStyle(fonts: fonts)
  }

  /// Adds an attribute.
  mutating func set(_ name: String, _ value: String? = nil) {
    attributes.append((name, value))
  }

  /// The element as template values; every key is present so that nested sections never
  /// read a parent's value.
  var context: TemplateRecord {
    var context = TemplateRecord(capacity: 5)
    add(to: &context)
    return context
  }

  /// Sets the element's template values in a context (as ``context`` gives them).
  func add(to context: inout TemplateRecord) {
    context[.part] = part.map(TemplateValue.string) ?? .null
    context[.id] = id.map(TemplateValue.string) ?? .null
    context[.class] = classes.isEmpty ? .null : .string(classes.joined(separator: " "))
    context[.style] = style.text.map(TemplateValue.string) ?? .null
    context[.attrs] = .array(
      attributes.map { attribute in
        var item = TemplateRecord(capacity: 2)
        item[.name] = .string(attribute.name)
        item[.value] = attribute.value.map(TemplateValue.string) ?? .null
        return .record(item)
      })
  }
}

extension HTMLWriter {
  /// The HTML of a node and its children.
  func html(_ node: SceneNode, in place: Place) throws(HTMLError) -> String {
    var part = HTMLPart(writer: self, part: node.id, place: place)
    let template = try part.visit(node)
    part.element.add(to: &part.context)
    if let children = part.children { part.context[.children] = .string(children.text) }
    var html = try render(template, .record(part.context))
    html.trimTrailingNewlines()
    return html
  }

  /// A stack's or card's gap, colors, shape and size.
  func stackStyle(_ node: SceneNode, _ element: inout HTMLElement) {
    element.style.paint(node)
    if let spacing = node.spacing { element.style.add("gap", HTMLEscape.px(spacing)) }
    element.style.metrics(node.metrics)
  }

  /// A run of text: a paragraph, a heading, a field's `<label>`, or a span inside a control.
  /// Child links and texts are placed where their words appear in the text.
  func text(
    _ node: SceneNode, in place: Place, _ element: inout HTMLElement,
    _ context: inout TemplateRecord
  ) throws(HTMLError) -> String {
    element.id = HTMLEscape.identifier(node.id)
    element.classes.insert("sp-text", at: 0)
    element.style.paint(node)
    element.style.metrics(node.metrics)
    if node.metrics.wraps { element.classes.append("sp-wraps") }
    let template: String
    if let target = labels.input(labelledBy: node) {
      template = "part-label"
      element.set("for", target)
      context[.tag] = "label"
    } else {
      template = "part-text"
      if node.accessibility.traits.contains(.header) && !place.phrasing {
        context[.tag] = place.inAlert ? "h2" : "h1"
      } else {
        context[.tag] = place.phrasing || place.inRow ? "span" : "p"
        if node.accessibility.isHidden { element.set("aria-hidden", "true") }
      }
      if let danger = node.foreground, danger.source == ColorRole.danger.rawValue,
        !labels.describesAField(node)
      {
        element.set("role", "status")
      }
      if node.accessibility.traits.contains(.updatesFrequently) { element.set("aria-live", "off") }
    }
    context[.text] = .string(node.text ?? "")
    context[.segments] = .array(try segments(node))
    return template
  }

  /// The text split around its children's words: plain runs, links and styled spans, and the
  /// words that may break after an `@` (``HTMLWriter/breakableWords(_:)``).
  func segments(_ node: SceneNode) throws(HTMLError) -> [TemplateValue] {
    guard let text = node.text else { return [] }
    guard !node.children.isEmpty || Self.hasBreakableWord(text) else { return [] }
    var rest = Substring(text)
    var result: [TemplateValue] = []
    func segment(
      plain: TemplateValue = .null, anchor: TemplateValue = .null, inline: TemplateValue = .null,
      word: TemplateValue = .null
    )
      -> TemplateValue
    {
      var segment = TemplateRecord(capacity: 4)
      segment[.plain] = plain
      segment[.anchor] = anchor
      segment[.inline] = inline
      segment[.word] = word
      return .record(segment)
    }
    /// A word kept whole unless it is wider than a line (``HTMLWriter/wordParts(_:tail:)``): its
    /// text, in a styled span when `inline` is given, and the punctuation that follows it.
    func word(_ text: String, inline: HTMLElement? = nil, tail: Substring = "") -> TemplateValue {
      let parts = Self.wordParts(text, tail: tail)
      var word = TemplateRecord(capacity: 5)
      word[.head] = .string(parts.head)
      word[.last] = .string(parts.last)
      word[.tail] = .string(parts.tail)
      word[.inline] = inline.map { .record($0.context) } ?? .null
      // The last letter's span repeats the styled span's look without its id.
      word[.lastInline] =
        inline.map { element in
          var copy = element
          copy.id = nil
          copy.part = nil
          return .record(copy.context)
        } ?? .null
      return segment(word: .record(word))
    }
    func plain(_ text: Substring) {
      for run in Self.breakableWords(text) {
        switch run {
        case .plain(let words): result.append(segment(plain: .string(String(words))))
        case .word(let text): result.append(word(text))
        }
      }
    }
    for child in node.children {
      let words = child.text ?? ""
      var element = HTMLElement(part: child.id, fonts: fonts)
      element.style.paint(child)
      var item = TemplateRecord(capacity: 7)
      item[.text] = .string(words)
      if !words.isEmpty, let range = rest.firstRange(of: words) {
        plain(rest[..<range.lowerBound])
        rest = rest[range.upperBound...]
      }
      if child.kind == .link {
        let address = try child.accessibility.value.map { (url: String) throws(HTMLError) in
          try HTMLEscape.url(url, part: child.id)
        }
        element.classes.insert("sp-inline-link", at: 0)
        item[.href] = address.map(TemplateValue.string) ?? .null
        element.add(to: &item)
        result.append(segment(anchor: .record(item)))
      } else if Self.hasBreakableWord(words) {
        // An address in a styled span: one word with the punctuation after it, so a "." never
        // sits alone at the start of a line.
        element.id = HTMLEscape.identifier(child.id)
        let tail = rest.prefix { $0 != " " }
        rest = rest.dropFirst(tail.count)
        result.append(word(words, inline: element, tail: tail))
      } else {
        element.id = HTMLEscape.identifier(child.id)
        element.add(to: &item)
        result.append(segment(inline: .record(item)))
      }
    }
    plain(rest)
    return result
  }

  /// A text field: the box (fill, border, radius, 52 pt) around a real `<input>`, with its
  /// accessories (the reveal eye) at the trailing end.
  func field(
    _ node: SceneNode, spec: Part.FieldSpec, place: Place, _ element: inout HTMLElement,
    _ context: inout TemplateRecord
  ) throws(HTMLError) -> HTMLChildren {
    element.classes.insert("sp-field", at: 0)
    if node.flags.contains(.focused) { element.classes.append("sp-focused") }
    element.style.paint(node, foreground: true)
    element.style.metrics(node.metrics)
    var input = HTMLElement(id: Self.inputID(node))
    input.classes = ["sp-input"]
    input.set("name", node.id.split(separator: ".").first.map(String.init) ?? node.id)
    let secure = node.flags.contains(.secure)
    input.set("type", secure ? "password" : spec.contentType == .emailAddress ? "email" : "text")
    input.set("value", node.text ?? "")
    if let prompt = node.placeholder { input.set("placeholder", prompt) }
    input.set("autocomplete", Self.autocomplete(spec.contentType))
    switch spec.keyboard {
    case .email: input.set("inputmode", "email")
    case .numberPad: input.set("inputmode", "numeric")
    case .standard: break
    }
    input.set("enterkeyhint", Self.enterKey(spec.returnKey))
    if spec.keyboard == .email || secure {
      input.set("autocapitalize", "none")
      input.set("spellcheck", "false")
    }
    if !labels.hasLabel(node), let label = node.accessibility.label {
      input.set("aria-label", label)
    }
    describe(node, &input, &context)
    if node.flags.contains(.disabled) { input.set("disabled") }
    var inner = place
    inner.phrasing = false
    context[.input] = .record(input.context)
    return try children(node, in: inner)
  }

  /// `aria-invalid` and `aria-describedby` for a field in error; a hidden description when no
  /// text on the page says the error.
  func describe(_ node: SceneNode, _ input: inout HTMLElement, _ context: inout TemplateRecord) {
    context[.hint] = .null
    if node.flags.contains(.error) { input.set("aria-invalid", "true") }
    guard let hint = node.accessibility.hint else { return }
    if let described = labels.description(of: node) {
      input.set("aria-describedby", described)
    } else {
      let id = HTMLEscape.identifier(node.id) + "-hint"
      input.set("aria-describedby", id)
      var item = TemplateRecord(capacity: 2)
      item[.id] = .string(id)
      item[.text] = .string(hint)
      context[.hint] = .record(item)
    }
  }

  /// Code boxes: one real one-time-code `<input>` over boxes that show its digits.
  func code(
    _ node: SceneNode, length: Int, _ element: inout HTMLElement, _ context: inout TemplateRecord
  ) {
    element.classes.insert("sp-code", at: 0)
    if node.metrics.sharesWidth { element.classes.append("sp-shares-width") }
    var boxStyle = HTMLStyle(fonts: fonts)
    boxStyle.paint(node)
    boxStyle.metrics(node.metrics)
    let digits = Array(node.text ?? "")
    var boxes: [TemplateValue] = []
    for index in 0..<max(length, 0) {
      var classes = ["sp-code-box"]
      if node.flags.contains(.focused) && index == digits.count { classes.append("sp-caret") }
      var box = TemplateRecord(capacity: 4)
      box[.digit] = .string(index < digits.count ? String(digits[index]) : "")
      box[.class] = .string(classes.joined(separator: " "))
      box[.style] = boxStyle.text.map(TemplateValue.string) ?? .null
      box[.paint] = .string(index == 0 ? node.id : "")
      boxes.append(.record(box))
    }
    context[.boxes] = .array(boxes)
    if let height = node.metrics.height { element.style.add("height", HTMLEscape.px(height)) }
    var input = HTMLElement(id: Self.inputID(node))
    input.classes = ["sp-code-input"]
    input.set("name", "code")
    input.set("type", "text")
    input.set("value", node.text ?? "")
    input.set("inputmode", "numeric")
    input.set("autocomplete", "one-time-code")
    input.set("maxlength", String(length))
    input.set("pattern", "[0-9]*")
    if !labels.hasLabel(node), let label = node.accessibility.label {
      input.set("aria-label", label)
    }
    describe(node, &input, &context)
    context[.input] = .record(input.context)
  }

  /// A button: its colors, 52 pt (or at least 52 pt) tall, its state in ARIA.
  func button(_ node: SceneNode, style: Part.ButtonStyle, _ element: inout HTMLElement) {
    element.classes.insert(contentsOf: ["sp-button", "sp-button-\(style.rawValue)"], at: 0)
    element.style.paint(node)
    element.style.metrics(node.metrics)
    if let spacing = node.spacing { element.style.add("gap", HTMLEscape.px(spacing)) }
    var texts: [String] = []
    var busy = false
    node.forEachNode { part in
      if case .text = part.kind, !part.isRedacted, let text = part.text { texts.append(text) }
      if case .spinner = part.kind { busy = true }
    }
    let visible = texts.joined(separator: " ")
    if let label = node.accessibility.label {
      let spoken = node.accessibility.value.map { "\(label), \($0)" } ?? label
      if spoken != visible { element.set("aria-label", spoken) }
    }
    if busy { element.set("aria-busy", "true") }
    if node.flags.contains(.disabled) || node.accessibility.traits.contains(.notEnabled) {
      element.set("disabled")
    } else if node.flags.contains(.notTappable) || node.flags.contains(.dimmed) {
      element.set("aria-disabled", "true")
    }
  }

  /// A text link: an `<a>` when it opens an address, else a text button; at least 44 pt tall.
  func link(_ node: SceneNode, _ element: inout HTMLElement, _ context: inout TemplateRecord)
    throws(HTMLError)
  {
    element.classes.insert("sp-link", at: 0)
    element.style.paint(node)
    element.style.metrics(node.metrics)
    if node.metrics.targetReachesAround { element.classes.append("sp-reaches-around") }
    context[.text] = .string(node.text ?? "")
    if node.accessibility.traits.contains(.link), let value = node.accessibility.value {
      context[.href] = .string(try HTMLEscape.url(value, part: node.id))
    } else {
      context[.href] = .null
      if node.flags.contains(.disabled) || node.accessibility.traits.contains(.notEnabled) {
        element.set("disabled")
      }
    }
    if let label = node.accessibility.label, label != node.text || node.isRedacted {
      element.set("aria-label", label)
    }
  }

  static func autocomplete(_ type: Part.FieldSpec.ContentType) -> String {
    switch type {
    case .username: "username"
    case .emailAddress: "email"
    case .password: "current-password"
    case .newPassword: "new-password"
    case .name: "name"
    case .oneTimeCode: "one-time-code"
    }
  }

  static func enterKey(_ key: Part.FieldSpec.ReturnKey) -> String {
    switch key {
    case .next: "next"
    case .go, .continue: "go"
    case .send: "send"
    case .done: "done"
    }
  }
}
