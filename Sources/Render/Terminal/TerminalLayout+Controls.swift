import Components
import Theme

extension TerminalLayout {
  /// The card (and toasts, alerts): a filled area with rounded ends and its padding.
  func card(_ node: SceneNode, width: Int, ground: CellColor?, opacity: Double) -> CellCanvas {
    let fill = cellColor(node.background, over: ground, opacity: opacity) ?? ground
    let padding = TerminalGrid.columns(node.padding?.horizontal ?? 16)
    let innerWidth = max(1, width - 2 * padding)
    let content: CellCanvas
    if case .toast = node.kind {
      // A toast is one line: its symbol beside its message, as the HTML draws it.
      var line = node
      line.spacing = 10
      content = row(line, width: innerWidth, ground: fill, opacity: opacity)
    } else {
      content = column(
        node.children, width: innerWidth, gap: TerminalGrid.rows(node.spacing ?? 16), ground: fill,
        opacity: opacity,
        alignment: .fill)
    }
    var canvas = CellCanvas(
      width: width, height: content.height + 2, fill: Cell(character: " ", background: ground))
    if let border = node.border, !node.isRedacted {
      // A toast or alert with an edge: outlined on its fill, so it parts from a dark screen.
      canvas.box(
        column: 0, row: 0, width: width, height: content.height + 2,
        color: cellColor(border, over: ground, opacity: opacity), inside: fill)
    } else {
      canvas.roundedFill(
        column: 0, row: 0, width: width, height: content.height + 2, color: fill, ground: ground)
    }
    canvas.place(content, column: padding, row: 1)
    return canvas
  }

  /// A field: an outlined box on `fill` (separator, textPrimary when focused, danger on error)
  /// with the input or its prompt, and the reveal eye at the end.
  func field(_ node: SceneNode, width: Int, ground: CellColor?, opacity: Double) -> CellCanvas {
    let inside = cellColor(node.background, over: ground, opacity: opacity)
    let height = max(3, controlRows(node, node.metrics.height))
    var canvas = CellCanvas(
      width: width, height: height, fill: Cell(character: " ", background: ground))
    if node.isRedacted {
      canvas.roundedFill(
        column: 0, row: 0, width: width, height: height, color: redactedColor(node, ground: ground),
        ground: ground)
      return canvas
    }
    canvas.box(
      column: 0, row: 0, width: width, height: height,
      color: cellColor(node.border, over: ground, opacity: opacity),
      inside: inside)
    let accessory = node.children.isEmpty ? 0 : 3
    let room = max(1, width - 4 - accessory)
    let middle = height / 2
    let value = node.text ?? ""
    if value.isEmpty {
      canvas.write(
        node.placeholder ?? "", column: 2, row: middle,
        style: CellStyle(foreground: cellColor(node.prompt, over: inside, opacity: opacity)),
        limit: room)
    } else {
      let shown =
        node.flags.contains(.secure)
        ? String(repeating: TerminalGlyphs.secureDot, count: value.count) : value
      let textStyle = CellStyle(
        foreground: cellColor(node.foreground, over: inside, opacity: opacity))
      let written = canvas.write(
        TerminalText.tail(shown, width: room), column: 2, row: middle, style: textStyle, limit: room
      )
      if node.flags.contains(.focused) {
        canvas.put("▏", column: 2 + written, row: middle, foreground: textStyle.foreground)
      }
    }
    if let eye = node.children.first {
      let drawn = draw(eye, width: 1, ground: inside, opacity: opacity, alignment: .leading)
      canvas.place(drawn, column: width - 3, row: middle)
    }
    return canvas
  }

  /// A button: filled with its color and rounded ends, its content centered (provider buttons
  /// lay their own row out); plain and icon buttons are just their content.
  func button(
    _ node: SceneNode, style: Part.ButtonStyle, width: Int, ground: CellColor?, opacity: Double
  )
    -> CellCanvas
  {
    if style == .plain || style == .icon {
      return column(
        node.children, width: width, gap: 0, ground: ground, opacity: opacity, alignment: .leading)
    }
    let fill =
      node.isRedacted
      ? redactedColor(node, ground: ground)
      : cellColor(node.background, over: ground, opacity: opacity)
    let padding = style == .provider ? TerminalGrid.columns(node.padding?.horizontal ?? 16) : 2
    let innerWidth = max(1, width - 2 * padding)
    let content: CellCanvas
    if node.isRedacted {
      content = CellCanvas(
        width: innerWidth, height: 1, fill: Cell(character: " ", background: fill))
    } else if style == .provider {
      content = column(
        node.children, width: innerWidth, gap: 0, ground: fill, opacity: opacity, alignment: .fill)
    } else {
      content = column(
        node.children, width: innerWidth, gap: 0, ground: fill, opacity: opacity, alignment: .center
      )
    }
    let minimum = controlRows(node, node.metrics.height ?? node.metrics.minHeight)
    let height = max(minimum, content.height + 2)
    var canvas = CellCanvas(
      width: width, height: height, fill: Cell(character: " ", background: ground))
    canvas.roundedFill(column: 0, row: 0, width: width, height: height, color: fill, ground: ground)
    canvas.place(content, column: padding, row: (height - content.height) / 2)
    return canvas
  }

  /// The "or" hairline: a rule in the separator color with its word in the middle.
  func divider(_ node: SceneNode, width: Int, ground: CellColor?, opacity: Double) -> CellCanvas {
    var canvas = CellCanvas(width: width, height: 1, fill: Cell(character: " ", background: ground))
    let line = cellColor(node.border, over: ground, opacity: opacity)
    let rule = CellGlyph("─" as Unicode.Scalar)
    for x in 0..<width { canvas.put(rule, column: x, row: 0, foreground: line) }
    if let word = node.text, !word.isEmpty {
      let label = " \(word) "
      let start = max(0, (width - TerminalText.width(label)) / 2)
      if node.isRedacted {
        // The word as a placeholder bar between spaces, as a redacted text run draws it.
        let bar = String(repeating: " ", count: TerminalText.width(label))
        canvas.write(bar, column: start, row: 0, style: CellStyle())
        let shape = String(
          repeating: TerminalGlyphs.redactedBlock, count: TerminalText.width(word))
        canvas.write(
          shape, column: start + 1, row: 0,
          style: CellStyle(foreground: redactedColor(node, ground: ground)))
      } else {
        canvas.write(
          label, column: start, row: 0,
          style: CellStyle(foreground: cellColor(node.foreground, over: ground, opacity: opacity)))
      }
    }
    return canvas
  }

  /// Code boxes: one outlined box per digit across the width, the typed digits in them.
  func codeBoxes(_ node: SceneNode, length: Int, width: Int, ground: CellColor?, opacity: Double)
    -> CellCanvas
  {
    let count = max(1, length)
    let boxWidth = max(3, min(7, (width - (count - 1)) / count))
    let total = count * boxWidth + (count - 1)
    let start = max(0, (width - total) / 2)
    var canvas = CellCanvas(width: width, height: 3, fill: Cell(character: " ", background: ground))
    let inside = cellColor(node.background, over: ground, opacity: opacity)
    let border = cellColor(node.border, over: ground, opacity: opacity)
    let digits = Array(node.text ?? "")
    for index in 0..<count {
      let x = start + index * (boxWidth + 1)
      if node.isRedacted {
        // A grey shape per box, no digits.
        canvas.roundedFill(
          column: x, row: 0, width: boxWidth, height: 3, color: redactedColor(node, ground: ground),
          ground: ground)
        continue
      }
      let focusedBox = node.flags.contains(.focused) && index == min(digits.count, count - 1)
      let color =
        focusedBox && !node.flags.contains(.error)
        ? cellColor(node.foreground, over: ground, opacity: opacity) : border
      canvas.box(column: x, row: 0, width: boxWidth, height: 3, color: color, inside: inside)
      if index < digits.count {
        canvas.write(
          String(digits[index]), column: x + boxWidth / 2, row: 1,
          style: CellStyle(
            foreground: cellColor(node.foreground, over: inside, opacity: opacity), bold: true))
      }
    }
    return canvas
  }

  /// A password rule: its mark (a check when met, a circle when not) and its title.
  func rule(_ node: SceneNode, width: Int, ground: CellColor?, opacity: Double) -> CellCanvas {
    var canvas = CellCanvas(width: width, height: 1, fill: Cell(character: " ", background: ground))
    if let icon = node.children.first {
      canvas.place(
        draw(icon, width: 1, ground: ground, opacity: opacity, alignment: .leading), column: 0,
        row: 0)
    }
    let title = text(
      node.withoutChildren, width: max(1, width - 2), ground: ground, opacity: opacity,
      alignment: .leading)
    canvas.grow(toHeight: title.height, fill: Cell(character: " ", background: ground))
    canvas.place(title, column: 2, row: 0)
    return canvas
  }

  /// The step track: a capsule per step, filled up to the current one. The steps done and the
  /// current one are heavy rules, the steps to come light ones, so the track reads without
  /// color (`--color none`) too.
  func track(_ node: SceneNode, ground: CellColor?, opacity: Double) -> CellCanvas {
    let capsules = node.kind == .capsule ? [node] : node.children
    let current: Int
    if case .stepTrack(let step, _) = node.kind { current = step } else { current = capsules.count }
    let width = capsules.map(capsuleWidth).reduce(0, +) + max(0, capsules.count - 1)
    var canvas = CellCanvas(
      width: max(1, width), height: 1, fill: Cell(character: " ", background: ground))
    let heavyRule = CellGlyph("━" as Unicode.Scalar)
    let lightRule = CellGlyph("─" as Unicode.Scalar)
    var x = 0
    for (index, capsule) in capsules.enumerated() {
      let rule = index < current || capsule.isRedacted ? heavyRule : lightRule
      let color =
        capsule.isRedacted
        ? redactedColor(capsule, ground: ground)
        : cellColor(capsule.background ?? capsule.foreground, over: ground, opacity: opacity)
      for offset in 0..<capsuleWidth(capsule) {
        canvas.put(rule, column: x + offset, row: 0, foreground: color)
      }
      x += capsuleWidth(capsule) + 1
    }
    return canvas
  }

  /// The rows of a control `points` tall (52 pt when `nil`). Terminal text does not grow with
  /// Dynamic Type, so a height the scene grew with a text style is taken back to Large first:
  /// a field is three rows at every text size, and grows only with its content.
  func controlRows(_ node: SceneNode, _ points: Double?) -> Int {
    let scale = node.metrics.scalesWith.map {
      DynamicType.scale(of: $0, at: scene.environment.contentSize)
    }
    return TerminalGrid.controlRows((points ?? Metrics.controlHeight) / (scale ?? 1))
  }

  func capsuleWidth(_ node: SceneNode) -> Int {
    TerminalGrid.columns(node.metrics.width ?? 20)
  }
}

extension SceneNode {
  var withoutChildren: SceneNode {
    var copy = self
    copy.children = []
    return copy
  }
}

extension TerminalText {
  /// The end of a string that fits `width` columns (a long input shows its end, as a field does).
  static func tail(_ text: String, width: Int) -> String {
    var result: [Character] = []
    var used = 0
    for character in text.reversed() {
      let size = Self.width(character)
      guard used + size <= width else { break }
      result.append(character)
      used += size
    }
    return String(result.reversed())
  }
}
