import Components
import Theme

/// Lays a scene out in terminal cells: stacks with their spacing, the card as a filled area
/// with rounded ends, fields as outlined boxes on `fill`, filled buttons, wrapped text, code
/// boxes, rule lists and the step track — each in the colors its roles resolved to.
public struct TerminalLayout {
  let scene: Scene
  /// Which of ``spinnerFrameCount`` frames spinners show.
  var spinnerFrame = TerminalLayout.stillSpinnerFrame

  /// How many frames a spinner animates through.
  public static var spinnerFrameCount: Int { TerminalGlyphs.spinnerFrames.count }
  /// The frame a still picture (preview, snapshots) shows.
  public static let stillSpinnerFrame = 2

  /// Lays a scene out `columns` wide: the block in the spec's column (20 pt a side) on the
  /// screen's `background`, with a row above and below.
  ///
  /// - Parameters:
  ///   - scene: The scene to draw.
  ///   - columns: The width in cells.
  ///   - spinnerFrame: The frame spinners show (taken modulo ``spinnerFrameCount``); the default
  ///     is the still frame of previews and snapshots, an animation counts up.
  public static func render(_ scene: Scene, columns: Int, spinnerFrame: Int = stillSpinnerFrame)
    -> CellCanvas
  {
    let count = spinnerFrameCount
    let layout = TerminalLayout(
      scene: scene, spinnerFrame: ((spinnerFrame % count) + count) % count)
    let ground = layout.cellColor(scene.background, over: nil, opacity: 1)
    let side = min(TerminalGrid.columns(20), max(0, (columns - 10) / 2))
    let content = layout.draw(
      scene.root, width: max(1, columns - 2 * side), ground: ground, opacity: 1, alignment: .fill)
    var canvas = CellCanvas(
      width: columns, height: content.height + 2, fill: Cell(character: " ", background: ground))
    canvas.place(content, column: side, row: 1)
    return canvas
  }

  /// Draws a node `width` columns wide on `ground`; its height is what it needs.
  func draw(
    _ node: SceneNode, width: Int, ground: CellColor?, opacity: Double, alignment: Part.Alignment
  )
    -> CellCanvas
  {
    var drawing = TerminalDrawing(
      layout: self, width: width, ground: ground, opacity: opacity * node.opacity,
      alignment: alignment)
    return drawing.visit(node)
  }

  // MARK: - Stacks

  func column(
    _ children: [SceneNode], width: Int, gap: Int, ground: CellColor?, opacity: Double,
    alignment: Part.Alignment
  ) -> CellCanvas {
    // Each child is drawn first, so the column's canvas is made once at its full height.
    var pieces: [(canvas: CellCanvas, column: Int, row: Int)] = []
    var height = 0
    for index in children.indices {
      let child = children[index]
      // In a filling column, a row without a spacer and a link keep their size and sit in the
      // middle, as an HStack does in SwiftUI and as the HTML centres links; everything else
      // stretches.
      let centered = alignment == .fill && (child.isCompactRow || child.kind == .link)
      let childWidth =
        alignment == .fill && !centered ? width : min(width, naturalWidth(child, limit: width))
      let drawn = draw(
        child, width: childWidth, ground: ground, opacity: opacity, alignment: alignment)
      guard drawn.height > 0 else { continue }
      let top = height == 0 ? 0 : height + gap
      height = top + drawn.height
      let x =
        switch alignment {
        case .center: (width - drawn.width) / 2
        case .trailing: width - drawn.width
        case .fill: centered ? (width - drawn.width) / 2 : 0
        case .leading: 0
        }
      pieces.append((drawn, x, top))
    }
    var canvas = CellCanvas(
      width: width, height: height, fill: Cell(character: " ", background: ground))
    for piece in pieces { canvas.place(piece.canvas, column: piece.column, row: piece.row) }
    return canvas
  }

  func row(_ node: SceneNode, width: Int, ground: CellColor?, opacity: Double) -> CellCanvas {
    let gap = TerminalGrid.columns(node.spacing ?? 0)
    let children = node.children
    var widths = children.map { $0.kind == .spacer ? 0 : naturalWidth($0, limit: width) }
    let spacers = children.indices.filter { children[$0].kind == .spacer }
    let used = widths.reduce(0, +) + gap * max(0, children.count - 1 - spacers.count)
    if used > width, RowLayout.adapts(in: scene.environment) {
      // The parts do not fit side by side: stacked, each on a line of its own (RowLayout).
      return column(
        children.filter { $0.kind != .spacer }, width: width, gap: 0, ground: ground,
        opacity: opacity, alignment: RowLayout.stackedAlignment(of: node))
    }
    if used < width, !spacers.isEmpty {
      let extra = width - used
      for (offset, index) in spacers.enumerated() {
        widths[index] = extra / spacers.count + (offset < extra % spacers.count ? 1 : 0)
      }
    } else if used > width,
      let last = children.indices.last(where: {
        children[$0].kind == .text || children[$0].kind == .link
      })
    {
      widths[last] = max(1, widths[last] - (used - width))
    }
    let drawn = children.indices.map { index in
      draw(
        children[index], width: widths[index], ground: ground, opacity: opacity, alignment: .leading
      )
    }
    let height = drawn.map(\.height).max() ?? 0
    var canvas = CellCanvas(
      width: width, height: height, fill: Cell(character: " ", background: ground))
    var x = 0
    for (index, piece) in drawn.enumerated() {
      canvas.place(piece, column: x, row: (height - piece.height) / 2)
      x += widths[index]
      if children[index].kind != .spacer, index + 1 < children.count,
        children[index + 1].kind != .spacer
      {
        x += gap
      }
    }
    return canvas
  }

  /// The columns a node wants when it need not fill the width.
  func naturalWidth(_ node: SceneNode, limit: Int) -> Int {
    var measure = TerminalNaturalWidth(layout: self, limit: limit)
    return measure.visit(node)
  }

  // MARK: - Colors

  /// A scene color as a cell color, composited over the ground when it is translucent.
  func cellColor(_ color: SceneColor?, over ground: CellColor?, opacity: Double) -> CellColor? {
    guard let color else { return nil }
    let alpha = color.alpha * opacity
    func channel(_ value: Double, _ under: UInt8?) -> UInt8 {
      let base = Double(under ?? 0) / 255
      let mixed = alpha >= 1 ? value : value * alpha + base * (1 - alpha)
      return UInt8(max(0, min(255, (mixed * 255).rounded())))
    }
    return CellColor(
      red: channel(color.red, ground?.red), green: channel(color.green, ground?.green),
      blue: channel(color.blue, ground?.blue), role: CellRole(source: color.source))
  }

  /// How strongly placeholder shapes show: the scene's placeholder color at this opacity over
  /// what is behind the shape (the HTML's `--sp-redacted` mixes the same amount).
  static let placeholderOpacity = 0.2

  /// The grey of placeholder shapes: the scene's placeholder color faded into the ground, the
  /// same for every part (a filled button's shape included).
  func redactedColor(_ node: SceneNode, ground: CellColor?) -> CellColor? {
    var color = scene.placeholder
    color.alpha = Self.placeholderOpacity
    var cell = cellColor(color, over: ground, opacity: 1)
    cell?.role = .redacted
    return cell
  }
}

extension SceneNode {
  /// A horizontal stack with no flexible space: it keeps its natural width.
  var isCompactRow: Bool {
    guard case .stack(.horizontal, _, _) = kind else { return false }
    return !children.contains { $0.kind == .spacer }
  }
}
