import Components
import Theme

extension TerminalLayout {
  /// Wrapped text in its color and weight; child parts style the ranges of their own text
  /// (the legal line's links, the address in a sent line).
  func text(_ node: SceneNode, width: Int, ground: CellColor?, opacity: Double, alignment: Part.Alignment)
    -> CellCanvas
  {
    let characters = Array(TerminalText.printable(node.text ?? ""))
    var styles = Array(repeating: style(node, ground: ground, opacity: opacity), count: characters.count)
    for child in node.children {
      guard let piece = child.text, !piece.isEmpty else { continue }
      let needle = Array(TerminalText.printable(piece))
      let childStyle = style(child, ground: ground, opacity: opacity)
      var start = 0
      while let found = Self.index(of: needle, in: characters, from: start) {
        for offset in found..<(found + needle.count) { styles[offset] = childStyle }
        start = found + needle.count
      }
    }
    let widths = characters.map(TerminalText.width)
    let lines = Self.wrap(characters, widths: widths, width: width)
    let redactedStyle = node.isRedacted ? CellStyle(foreground: redactedColor(node, ground: ground)) : nil
    var canvas = CellCanvas(width: width, height: max(1, lines.count), fill: Cell(character: " ", background: ground))
    for (y, line) in lines.enumerated() {
      let lineWidth = line.reduce(0) { $0 + widths[$1] }
      var x =
        switch alignment {
        case .center: (width - lineWidth) / 2
        case .trailing: width - lineWidth
        default: 0
        }
      for index in line {
        var cellStyle = styles[index]
        var character = characters[index]
        if let redactedStyle {
          cellStyle = redactedStyle
          if character != " " { character = TerminalGlyphs.redactedBlock }
        }
        x += canvas.write(printable: character, column: x, row: y, style: cellStyle, limit: width - x)
      }
    }
    return canvas
  }

  /// The cell style of a text part.
  func style(_ node: SceneNode, ground: CellColor?, opacity: Double) -> CellStyle {
    CellStyle(
      foreground: cellColor(node.foreground, over: ground, opacity: opacity),
      bold: (node.font?.weight ?? 400) >= 600, dim: node.flags.contains(.disabled),
      underline: node.font?.underline ?? false)
  }

  /// Lines of character indices, broken at spaces to fit `width` columns; `widths` holds the
  /// columns of each character.
  static func wrap(_ characters: [Character], widths: [Int], width: Int) -> [[Int]] {
    guard width > 0 else { return [] }
    var lines: [[Int]] = []
    var line: [Int] = []
    var lineWidth = 0
    var index = 0
    while index < characters.count {
      if characters[index] == " " {
        index += 1
        continue
      }
      var end = index
      var wordWidth = 0
      while end < characters.count, characters[end] != " " {
        wordWidth += widths[end]
        end += 1
      }
      if !line.isEmpty, lineWidth + 1 + wordWidth <= width {
        line.append(index - 1)
        line += Array(index..<end)
        lineWidth += 1 + wordWidth
      } else {
        if !line.isEmpty { lines.append(line) }
        line = []
        lineWidth = 0
        for position in index..<end {
          let size = widths[position]
          if lineWidth + size > width, !line.isEmpty {
            lines.append(line)
            line = []
            lineWidth = 0
          }
          line.append(position)
          lineWidth += size
        }
      }
      index = end
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  static func index(of needle: [Character], in haystack: [Character], from start: Int) -> Int? {
    guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
    for position in start...(haystack.count - needle.count)
    where haystack[position..<(position + needle.count)].elementsEqual(needle) {
      return position
    }
    return nil
  }

  /// A single glyph in the part's color.
  func glyph(_ character: Character, _ node: SceneNode, ground: CellColor?, opacity: Double) -> CellCanvas {
    var canvas = CellCanvas(width: 1, height: 1, fill: Cell(character: " ", background: ground))
    let color = node.isRedacted ? redactedColor(node, ground: ground) : cellColor(node.foreground, over: ground, opacity: opacity)
    canvas.put(node.isRedacted ? TerminalGlyphs.redactedBlock : character, column: 0, row: 0, foreground: color)
    return canvas
  }
}
