import Components
import Theme

/// The full-screen picture of an interactive mode (`sptheme play`, `sptheme preview --watch`): a
/// title bar, the content (a rendered block, or diagnostics), a status line and a help footer,
/// all on the brand's background.
public struct PlayScreen: Sendable {
  /// One key of the help footer.
  public struct HelpItem: Sendable, Equatable {
    /// How the key is written (`Tab`, `Esc q`).
    public var key: String
    /// What it does.
    public var label: String

    /// Creates a help item.
    public init(_ key: String, _ label: String) {
      self.key = key
      self.label = label
    }
  }

  /// The colors of the chrome, from a theme's roles; `nil` colors are the terminal's defaults.
  public struct Colors: Sendable, Equatable {
    /// The screen (`background`).
    var ground: CellColor?
    /// The title bar and footer (`fill`).
    var bar: CellColor?
    /// Titles and keys (`textPrimary`).
    var primary: CellColor?
    /// Labels (`textSecondary`).
    var secondary: CellColor?
    /// The status line's label (`accent`).
    var accent: CellColor?
    /// Errors (`danger`).
    var danger: CellColor?

    /// The terminal's own colors, for when no theme could be built.
    public static let plain = Colors()

    /// The chrome colors of a theme.
    public init(theme: SPTheme) {
      let resolver = SceneResolver(theme: theme, environment: SceneEnvironment())
      func cell(_ role: ColorRole, over: CellColor?) -> CellColor? {
        Self.cellColor(resolver.color(.role(role)), over: over)
      }
      ground = cell(.background, over: nil)
      bar = cell(.fill, over: ground)
      primary = cell(.textPrimary, over: bar)
      secondary = cell(.textSecondary, over: bar)
      accent = cell(.accent, over: ground)
      danger = cell(.danger, over: ground)
    }

    init() {}

    static func cellColor(_ color: SceneColor, over ground: CellColor?) -> CellColor {
      func channel(_ value: Double, _ under: UInt8?) -> UInt8 {
        let base = Double(under ?? 0) / 255
        let mixed = color.alpha >= 1 ? value : value * color.alpha + base * (1 - color.alpha)
        return UInt8(max(0, min(255, (mixed * 255).rounded())))
      }
      return CellColor(
        red: channel(color.red, ground?.red), green: channel(color.green, ground?.green),
        blue: channel(color.blue, ground?.blue), role: CellRole(source: color.source))
    }
  }

  /// Left of the title bar (`sptheme play · Sign in`).
  public var title: String
  /// Right of the title bar (`Studio · light`).
  public var detail: String
  /// The status line's items, joined with ` · `; the newest are kept when they do not fit.
  public var status: [String]
  /// The keys of the footer.
  public var help: [HelpItem]
  /// The chrome's colors.
  public var colors: Colors

  /// Creates a screen.
  public init(title: String, detail: String, status: [String], help: [HelpItem], colors: Colors) {
    self.title = title
    self.detail = detail
    self.status = status
    self.help = help
    self.colors = colors
  }

  /// The rows the content gets on a screen `rows` tall with `columns` columns.
  public func contentRows(columns: Int, rows: Int) -> Int {
    max(0, rows - 1 - statusLines(columns: columns).count - helpLines(columns: columns).count)
  }

  /// The whole screen, `columns` × `rows`, with `content` centered across and drawn from its
  /// row `scroll` down (rows that do not fit are cut).
  public func render(content: CellCanvas, columns: Int, rows: Int, scroll: Int = 0) -> CellCanvas {
    let blank = Cell(character: " ", background: colors.ground)
    var canvas = CellCanvas(width: columns, height: rows, fill: blank)
    guard columns > 0, rows > 0 else { return canvas }
    // Title bar.
    canvas.fill(column: 0, row: 0, width: columns, height: 1, color: colors.bar)
    let detailWidth = TerminalText.width(TerminalText.printable(detail))
    let titleRoom = max(0, columns - 2 - (detailWidth > 0 ? detailWidth + 2 : 0))
    canvas.write(
      title, column: 1, row: 0, style: CellStyle(foreground: colors.primary, bold: true),
      limit: titleRoom)
    if detailWidth > 0, detailWidth + 2 <= columns {
      canvas.write(
        detail, column: columns - 1 - detailWidth, row: 0,
        style: CellStyle(foreground: colors.secondary))
    }
    // Content.
    let status = statusLines(columns: columns)
    let help = helpLines(columns: columns)
    let room = contentRows(columns: columns, rows: rows)
    let left = max(0, (columns - content.width) / 2)
    let top = max(0, min(scroll, content.height - room))
    for y in 0..<min(room, max(0, content.height - top)) {
      for (x, cell) in content.row(top + y).enumerated() where left + x < columns {
        canvas[left + x, 1 + y] = cell
      }
    }
    // Status line, just over the footer.
    var row = rows - help.count - status.count
    for line in status {
      var x = 1
      if line.label {
        x += canvas.write(
          "status ", column: x, row: row, style: CellStyle(foreground: colors.accent, bold: true))
      }
      canvas.write(
        line.text, column: x, row: row, style: CellStyle(foreground: colors.accent),
        limit: columns - x - 1)
      row += 1
    }
    // Help footer.
    for line in help {
      canvas.fill(column: 0, row: row, width: columns, height: 1, color: colors.bar)
      var x = 1
      for (index, item) in line.enumerated() {
        if index > 0 { x += canvas.write("  ", column: x, row: row, style: CellStyle()) }
        x += canvas.write(
          item.key, column: x, row: row, style: CellStyle(foreground: colors.primary, bold: true))
        x += canvas.write(
          " " + item.label, column: x, row: row, style: CellStyle(foreground: colors.secondary))
      }
      row += 1
    }
    return canvas
  }

  /// The status text in at most two lines, the newest items kept.
  func statusLines(columns: Int) -> [(label: Bool, text: String)] {
    guard !status.isEmpty, columns > 10 else { return [] }
    let room = columns - 2 - 7
    var lines: [[String]] = [[]]
    // Fill from the newest backwards; older items that do not fit are dropped.
    for item in status.reversed() {
      let candidate = ([item] + lines[0]).joined(separator: " · ")
      if TerminalText.width(candidate) <= room || lines[0].isEmpty {
        lines[0].insert(item, at: 0)
      } else if lines.count < 2 {
        lines.insert([item], at: 0)
      } else {
        break
      }
    }
    return lines.enumerated().map {
      (
        label: $0.offset == 0,
        text: ($0.offset == 0 ? "" : "       ") + $0.element.joined(separator: " · ")
      )
    }
  }

  /// The help items wrapped into lines that fit.
  func helpLines(columns: Int) -> [[HelpItem]] {
    guard !help.isEmpty else { return [] }
    var lines: [[HelpItem]] = [[]]
    var used = 1
    for item in help {
      let size = TerminalText.width(item.key) + 1 + TerminalText.width(item.label)
      let needed = lines[lines.count - 1].isEmpty ? size : size + 2
      if used + needed > columns - 1, !lines[lines.count - 1].isEmpty {
        lines.append([item])
        used = 1 + size
      } else {
        lines[lines.count - 1].append(item)
        used += needed
      }
    }
    return lines
  }

  /// Whether a line is part of a code frame (`  37 |     "accent": …` or `     |   ^`).
  static func isCodeFrame(_ line: String) -> Bool {
    var rest = Substring(line)
    while rest.first == " " { rest = rest.dropFirst() }
    while let first = rest.first, first.isNumber { rest = rest.dropFirst() }
    while rest.first == " " { rest = rest.dropFirst() }
    return rest.first == "|"
  }

  /// The row of a canvas that holds a field's caret, if one is focused (to keep it in view).
  public static func caretRow(in canvas: CellCanvas) -> Int? {
    (0..<canvas.height).first { row in canvas.row(row).contains { $0.character == "▏" } }
  }

  /// Lines of plain text (diagnostics) as content `columns` wide, long lines wrapped; lines that
  /// start with `error:` or hold `: error:` are drawn bold in `danger`.
  public func textContent(_ lines: [String], columns: Int) -> CellCanvas {
    let room = max(10, columns - 2)
    var drawn: [(text: String, isError: Bool)] = []
    for line in lines {
      let isError = line.hasPrefix("error:") || line.contains(": error:")
      let printable = TerminalText.printable(line)
      // Code frames keep their columns: cut them rather than wrap them.
      let afterNumber = Self.isCodeFrame(line)
      let pieces = afterNumber ? [printable] : TerminalText.wrap(printable, width: room)
      for piece in pieces.isEmpty ? [""] : pieces { drawn.append((piece, isError)) }
    }
    var canvas = CellCanvas(
      width: columns, height: drawn.count + 1, fill: Cell(character: " ", background: colors.ground)
    )
    for (index, line) in drawn.enumerated() {
      let color = line.isError ? colors.danger : colors.primary
      canvas.write(
        line.text, column: 1, row: index + 1,
        style: CellStyle(foreground: color, bold: line.isError), limit: room)
    }
    return canvas
  }
}
