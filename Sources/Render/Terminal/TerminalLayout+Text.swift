import Components
import Theme

extension TerminalLayout {
  /// Wrapped text in its color and weight; child parts style the ranges of their own text
  /// (the legal line's links, the address in a sent line).
  func text(
    _ node: SceneNode, width: Int, ground: CellColor?, opacity: Double, alignment: Part.Alignment
  )
    -> CellCanvas
  {
    let glyphs = TerminalText.glyphs(node.text ?? "")
    var styles = Array(
      repeating: style(node, ground: ground, opacity: opacity), count: glyphs.count)
    for child in node.children {
      guard let piece = child.text, !piece.isEmpty else { continue }
      let needle = TerminalText.glyphs(piece)
      let childStyle = style(child, ground: ground, opacity: opacity)
      var start = 0
      while let found = Self.index(of: needle, in: glyphs, from: start) {
        for offset in found..<(found + needle.count) { styles[offset] = childStyle }
        start = found + needle.count
      }
    }
    let lines = Self.wrap(glyphs, width: width)
    let redactedStyle =
      node.isRedacted ? CellStyle(foreground: redactedColor(node, ground: ground)) : nil
    let block = TerminalText.Glyph(
      glyph: CellGlyph(TerminalGlyphs.redactedBlock),
      width: TerminalText.width(TerminalGlyphs.redactedBlock))
    var canvas = CellCanvas(
      width: width, height: max(1, lines.count), fill: Cell(character: " ", background: ground))
    for (y, line) in lines.enumerated() {
      let lineWidth = line.reduce(0) { $0 + glyphs[$1].width }
      var x =
        switch alignment {
        case .center: (width - lineWidth) / 2
        case .trailing: width - lineWidth
        default: 0
        }
      for index in line {
        var cellStyle = styles[index]
        var glyph = glyphs[index]
        if let redactedStyle {
          cellStyle = redactedStyle
          if !glyph.isSpace { glyph = block }
        }
        x += canvas.write(printable: glyph, column: x, row: y, style: cellStyle, limit: width - x)
      }
    }
    return canvas
  }

  /// The cell style of a text part.
  func style(_ node: SceneNode, ground: CellColor?, opacity: Double) -> CellStyle {
    CellStyle(
      foreground: cellColor(node.foreground, over: ground, opacity: opacity),
      bold: (node.font?.weight ?? 400) >= 600, dim: node.flags.contains(.disabled),
      underline: node.font?.underline ?? false, link: node.kind == .link)
  }

  /// Lines of glyph indices, broken at spaces to fit `width` columns; a word wider than the
  /// whole line breaks after an `@`, `/` or hyphen, else between characters.
  static func wrap(_ glyphs: [TerminalText.Glyph], width: Int) -> [[Int]] {
    guard width > 0 else { return [] }
    var lines: [[Int]] = []
    var line: [Int] = []
    var lineWidth = 0
    var index = 0
    while index < glyphs.count {
      if glyphs[index].isSpace {
        index += 1
        continue
      }
      var end = index
      var wordWidth = 0
      while end < glyphs.count, !glyphs[end].isSpace {
        wordWidth += glyphs[end].width
        end += 1
      }
      if !line.isEmpty, lineWidth + 1 + wordWidth <= width {
        line.append(index - 1)
        line += index..<end
        lineWidth += 1 + wordWidth
      } else {
        if !line.isEmpty { lines.append(line) }
        line = []
        lineWidth = 0
        // The word starts a line. Wider than the line, it breaks after its last `@`, `/` or
        // hyphen that fits, else between characters (RowLayout's rule for text).
        var start = index
        while start < end {
          let rest = glyphs[start..<end].reduce(0) { $0 + $1.width }
          if rest <= width {
            line += start..<end
            lineWidth = rest
            break
          }
          var position = start
          var used = 0
          var cut: Int?
          while position < end, used + glyphs[position].width <= width {
            used += glyphs[position].width
            if let scalar = glyphs[position].glyph.scalar,
              RowLayout.breaksAfter.contains(Character(scalar))
            {
              cut = position + 1
            }
            position += 1
          }
          let stop = cut ?? max(position, start + 1)
          lines.append(Array(start..<stop))
          start = stop
        }
      }
      index = end
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// Where `needle` first appears in `haystack` from `start`, comparing characters as
  /// `Character` does.
  static func index(
    of needle: [TerminalText.Glyph], in haystack: [TerminalText.Glyph], from start: Int
  ) -> Int? {
    guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count
    else { return nil }
    for position in start...(haystack.count - needle.count)
    where haystack[position..<(position + needle.count)].elementsEqual(
      needle, by: { $0.glyph.isEquivalent(to: $1.glyph) })
    {
      return position
    }
    return nil
  }

  /// A single glyph in the part's color.
  func glyph(_ character: Character, _ node: SceneNode, ground: CellColor?, opacity: Double)
    -> CellCanvas
  {
    var canvas = CellCanvas(width: 1, height: 1, fill: Cell(character: " ", background: ground))
    let color =
      node.isRedacted
      ? redactedColor(node, ground: ground)
      : cellColor(node.foreground, over: ground, opacity: opacity)
    canvas.put(
      node.isRedacted ? TerminalGlyphs.redactedBlock : character, column: 0, row: 0,
      foreground: color)
    return canvas
  }
}
