import Components
import Theme

/// Writes a scene as one self-contained HTML page: the block in the app's column on the
/// `background` color, inline CSS with the theme's custom properties, inline SVG icons, no
/// scripts and no network.
///
/// The markup comes from the Mustache templates of `Templates/`: `snapshot` (the page, which
/// inherits `page`) and one `part-<kind>` template per part kind. The writer walks the scene and
/// gives each template its node's values; text and attributes are escaped by the templates,
/// CSS values and link addresses by the writer. 1 pt is 1 CSS px, text sizes are those of the
/// scene's Dynamic Type size, and the same scene always gives the same bytes.
///
/// ```swift
/// let templates = try TemplateLibrary(directory: "Templates")
/// let html = try HTMLWriter.render(scene, templates: templates)
/// ```
public struct HTMLWriter {
  /// The templates the writer needs.
  public static let templateNames = [
    "page", "snapshot", "part-stack", "part-card", "part-text", "part-label", "part-field",
    "part-code", "part-button",
    "part-link", "part-divider", "part-icon", "part-rules", "part-rule", "part-steps",
    "part-capsule", "part-toast",
    "part-alert", "part-spacer",
  ]

  /// Renders a scene as an HTML page.
  ///
  /// - Parameters:
  ///   - scene: The resolved block state.
  ///   - templates: The templates of `Templates/`.
  /// - Returns: The page, ending with a newline.
  /// - Throws: ``HTMLError`` for a link address that is not http, https or mailto, a missing
  ///   template, or a template that fails to render.
  public static func render(_ scene: Scene, templates: TemplateLibrary)
    throws(HTMLError) -> String
  {
    let fonts = HTMLStyle.Fonts(variables: scene.style.fonts.map { ($0.family, $0.variable) })
    let writer = HTMLWriter(scene: scene, templates: templates, fonts: fonts)
    let block = try writer.html(scene.root, in: Place())
    let environment = scene.environment
    let state = scene.state.flatMap(BlockKind.state)
    let stateTitle = state.map { "\($0.block.displayName) · \($0.title)" } ?? scene.root.id
    let sizeName =
      environment.contentSize.rawValue.prefix(1).uppercased()
      + environment.contentSize.rawValue.dropFirst()
    var context = TemplateRecord(capacity: 8)
    context[.lang] = "en"
    context[.title] = .string(
      "\(stateTitle) — \(scene.brand), \(environment.appearance.rawValue), \(sizeName)")
    context[.description] = .string(state?.note ?? "")
    let rootCSS = scene.style.rootRule
    context[.rootCSS] = .string(rootCSS)
    context[.fontFaces] = .string(BundledFonts.allFaceCSS)
    context[.appearance] = .string(environment.appearance.rawValue)
    context[.columnWidth] = .string(HTMLEscape.px(environment.width))
    context[.screenWidth] = .string(HTMLEscape.px(environment.width + 40))
    context[.block] = .string(block)
    // Room for the block, the theme's rule and the fixed markup and CSS around them.
    let expectedSize = block.utf8.count + rootCSS.utf8.count + 100 * 1024
    var page = try writer.render("snapshot", .record(context), expectedSize: expectedSize)
    page.trimTrailingNewlines()
    page.append("\n")
    return page
  }

  /// Where in the page a node sits.
  struct Place: Hashable, Sendable {
    /// Inside a button, link or label: only phrasing content (`span`s) is allowed.
    var phrasing = false
    /// Inside an alert.
    var inAlert = false
    /// The parent is a horizontal stack.
    var inRow = false
  }

  let templates: TemplateLibrary
  /// Which texts label and describe which fields.
  let labels: HTMLLabels
  /// The theme's font properties.
  let fonts: HTMLStyle.Fonts
  /// Whether rows stack the parts that do not fit side by side (``RowLayout``).
  let adaptsRows: Bool

  init(scene: Scene, templates: TemplateLibrary, fonts: HTMLStyle.Fonts = .init()) {
    self.templates = templates
    self.fonts = fonts
    labels = HTMLLabels(scene.root)
    adaptsRows = RowLayout.adapts(in: scene.environment)
  }

  /// Marks a row that stacks its parts when they do not fit (``RowLayout``): the browser
  /// measures, the CSS of `sp-adapts` wraps each part that does not fit onto a line of its own,
  /// lined up as the row's stacked alignment says.
  func adapt(_ node: SceneNode, _ element: inout HTMLElement) {
    guard adaptsRows, RowLayout.isRow(node) else { return }
    element.classes.append("sp-adapts")
    element.classes.append("sp-stacks-\(RowLayout.stackedAlignment(of: node).rawValue)")
    // A toast's gap is its CSS rule's 10 px.
    let gap: Double =
      switch node.kind {
      case .toast: 10
      default: node.spacing ?? 0
      }
    element.style.add("--sp-gap", HTMLEscape.px(gap))
  }

  /// The id of a field's `<input>`.
  static func inputID(_ node: SceneNode) -> String {
    HTMLEscape.identifier(node.id) + "-input"
  }

  /// Renders a template by name, with room made at once for `expectedSize` bytes.
  func render(_ name: String, _ context: TemplateValue, expectedSize: Int = 1024) throws(HTMLError)
    -> String
  {
    guard let template = templates[name] else { throw .missingTemplate(name) }
    var options = RenderOptions.strict
    options.expectedSize = expectedSize
    do {
      return try template.render(context, partials: templates, options: options)
    } catch {
      throw .template(error)
    }
  }

  /// The children of a node, each on its own line (or run together inside phrasing content).
  func children(_ node: SceneNode, in place: Place) throws(HTMLError) -> HTMLChildren {
    var parts: [String] = []
    for child in node.children where !child.flags.contains(.hidden) {
      let html = try self.html(child, in: place)
      if !html.isEmpty { parts.append(html) }
    }
    return HTMLChildren(parts: parts, phrasing: place.phrasing)
  }
}

extension String {
  /// The text without the line feeds at its end.
  func trimmingTrailingNewlines() -> String {
    var text = self
    text.trimTrailingNewlines()
    return text
  }

  /// Removes the line feeds at the end, in place. A line feed after a carriage return stays:
  /// the two make one character, which is not a line feed.
  mutating func trimTrailingNewlines() {
    let bytes = utf8
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "\n") {
      end = bytes.index(before: end)
    }
    guard end < bytes.endIndex else { return }
    if end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "\r") {
      end = bytes.index(after: end)
    }
    removeSubrange(end...)
  }
}
