import Components

/// How tall a scene's HTML snapshot draws at the app's width, estimated from the scene, so a
/// docs frame can be sized to its block (the pages have no scripts to measure it).
///
/// It lays the scene out as the snapshot style sheet does, roughly: stacks add their children
/// and spacing, text wraps as measured with the advance widths of the bundled font the page
/// draws it in (``BundledFonts``, the same on every machine), controls keep their fixed and
/// minimum heights, and the screen adds its padding. The estimate leans tall (a cut-off block is
/// worse than a little background below it); the browser tier of `make test` measures every
/// frame of the studio docs against its snapshot.
enum DocsFrameHeight {
  /// The screen's padding above and below the block (`.sp-screen` in `snapshot-css`).
  static let screenPadding = (top: 44.0, bottom: 40.0, sides: 20.0)
  /// The width of a run of text in a node's font: the bundled font's advances, plus the
  /// font's tracking after every character.
  static func width(_ text: Substring, _ font: SceneFont) -> Double {
    let family = BundledFonts.family(for: FontFallback.kind(of: font.family))
    return BundledFonts.width(of: text, family: family, weight: font.weight, size: font.size)
      + Double(text.count) * font.letterSpacing
  }
  /// Added to every estimate, and the share of it added on top, so that no block is cut off.
  static let margin = (points: 24.0, share: 0.09)

  /// The frame height for a scene at `width` points.
  static func of(_ scene: Scene, width: Double = 390) -> Double {
    let inner = width - 2 * screenPadding.sides
    let adapts = RowLayout.adapts(in: scene.environment)
    let block = height(scene.root, width: inner, adapts: adapts)
    let overlay =
      scene.root.allNodes.filter { $0.kind == .alert }.map {
        height($0, width: min(270, inner), adapts: adapts) + 40
      }.max() ?? 0
    let content = max(block + screenPadding.top + screenPadding.bottom, overlay)
    return (content * (1 + margin.share) + margin.points).rounded(.up)
  }

  /// A line of text in a node's font.
  static func line(_ node: SceneNode) -> Double {
    guard let font = node.font else { return 20 }
    return font.size * font.lineHeight
  }

  /// How many lines a text takes at a width: words laid greedily, a word wider than the line
  /// broken inside (as `overflow-wrap: anywhere` does).
  static func lines(_ text: String, _ node: SceneNode, width: Double) -> Double {
    guard let font = node.font, width > 0 else { return 1 }
    let space = self.width(" ", font)
    var lines = 1.0
    var used = 0.0
    for word in text.split(separator: " ") {
      let length = self.width(word, font)
      if used == 0 {
        if length > width {
          lines += (length / width).rounded(.up) - 1
          used = length.truncatingRemainder(dividingBy: width)
        } else {
          used = length
        }
      } else if used + space + length <= width {
        used += space + length
      } else {
        lines += 1
        used = 0
        if length > width {
          lines += (length / width).rounded(.up) - 1
          used = length.truncatingRemainder(dividingBy: width)
        } else {
          used = length
        }
      }
    }
    return lines
  }

  /// A node's natural width on one line (for horizontal stacks).
  static func naturalWidth(_ node: SceneNode) -> Double {
    if let width = node.metrics.width { return width }
    if let text = node.text, let font = node.font {
      return self.width(Substring(text), font) + 8
    }
    if case .stack(.horizontal, _, _) = node.kind {
      return node.children.map(naturalWidth).reduce(0, +) + (node.spacing ?? 8)
        * Double(max(0, node.children.count - 1))
    }
    return node.children.map(naturalWidth).max() ?? 24
  }

  /// The height of a node at a width; `adapts` when rows whose parts do not fit stack them
  /// (``RowLayout``, at accessibility sizes).
  static func height(
    _ node: SceneNode, width: Double, inButton: Bool = false, adapts: Bool = false
  ) -> Double {
    let padding = node.padding ?? ScenePadding(horizontal: 0, vertical: 0)
    let inner = width - 2 * padding.horizontal
    let fixed = node.metrics.height ?? 0
    // A link whose target reaches into the space around it takes only its line.
    let target = node.metrics.targetReachesAround ? 0 : (node.metrics.minimumTarget ?? 0)
    let least = max(node.metrics.minHeight ?? 0, target)
    let own: Double
    switch node.kind {
    case .stack(.vertical, _, _), .card, .toast, .alert, .ruleList:
      own = column(
        node.children, spacing: node.spacing ?? (node.kind == .ruleList ? 6 : 0), width: inner,
        adapts: adapts)
    case .stack(.horizontal, _, _):
      let widths = node.children.map(naturalWidth)
      let total = widths.reduce(0, +) + (node.spacing ?? 8) * Double(max(0, widths.count - 1))
      let spacing = (node.spacing ?? 8) * Double(max(0, widths.count - 1))
      if total <= inner {
        own = zip(node.children, widths).map { height($0, width: $1, adapts: adapts) }.max() ?? 0
      } else if adapts && RowLayout.isRow(node) {
        // The row stacks its parts, each on a line of its own at the row's full width (a
        // spacer takes no line).
        own = column(
          node.children.filter { $0.kind != .spacer }, spacing: node.spacing ?? 8, width: inner,
          adapts: adapts)
      } else if inButton {
        // A button's row never wraps: parts of a fixed width keep it, the rest share what is left.
        let fixed = node.children.compactMap(\.metrics.width).reduce(0, +)
        let flexible = max(
          1, node.children.filter { $0.metrics.width == nil && $0.kind != .spacer }.count)
        let share = max(24, (inner - fixed - spacing) / Double(flexible))
        own =
          node.children.map { height($0, width: $0.metrics.width ?? share, adapts: adapts) }.max()
          ?? 0
      } else {
        own = column(node.children, spacing: node.spacing ?? 8, width: inner, adapts: adapts)
      }
    case .text:
      own = lines(node.text ?? "", node, width: inner) * line(node)
    case .field, .codeBoxes:
      own = max(
        line(node) + 16, column(node.children, spacing: 0, width: inner - 32, adapts: adapts))
    case .button:
      // The style sheet pads a button with a minimum height 10 pt above and below, unless the
      // part gives its own padding.
      let label = node.text.map { lines($0, node, width: inner - 32) * line(node) }
      let content = max(
        label ?? 0,
        column(node.children, spacing: 0, width: inner, inButton: true, adapts: adapts))
      own = content + (least > 0 && node.padding == nil ? 20 : 0)
    case .link:
      own = max(
        lines(node.text ?? "", node, width: inner) * line(node),
        column(node.children, spacing: 0, width: inner, adapts: adapts))
    case .divider:
      own = node.text == nil ? 1 : line(node)
    case .rule:
      own = max(lines(node.text ?? "", node, width: inner - 30) * line(node), 18)
    case .icon, .spinner, .check:
      own = node.font.map { $0.size * 1.25 } ?? 24
    case .stepTrack, .capsule:
      own = 6
    case .spacer:
      own = 0
    }
    return max(fixed, least, own + 2 * padding.vertical)
  }

  /// Children stacked in a column.
  static func column(
    _ children: [SceneNode], spacing: Double, width: Double, inButton: Bool = false,
    adapts: Bool = false
  ) -> Double {
    // Hidden parts are not drawn; an alert floats over the block (``of(_:width:)`` counts it).
    let shown = children.filter { !$0.flags.contains(.hidden) && $0.kind != .alert }
    return shown.map { height($0, width: width, inButton: inButton, adapts: adapts) }.reduce(0, +)
      + spacing * Double(max(0, shown.count - 1))
  }
}
