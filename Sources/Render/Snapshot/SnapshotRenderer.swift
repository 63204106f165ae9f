import Components
import Theme

/// One rendered snapshot: its name and its three files' text.
public struct Snapshot: Sendable, Equatable {
  /// The name the files share.
  public var name: SnapshotName
  /// The catalogue state's title ("Refused submit").
  public var title: String
  /// File extension → contents (`html`, `ansi.txt`, `scene.json`).
  public var files: [String: String]
}

/// Renders catalogue states into snapshots: the HTML page, the readable ANSI text at 52
/// columns, and the scene as JSON.
public struct SnapshotRenderer: Sendable {
  /// The terminal width of the `.ansi.txt` files.
  public static let columns = 52

  /// The templates the HTML pages are written with.
  public let templates: TemplateLibrary

  /// Creates a renderer over the templates of `Templates/`.
  public init(templates: TemplateLibrary) {
    self.templates = templates
  }

  /// The name the snapshot of a state in a theme and text size has, without rendering it.
  public static func name(
    of state: CatalogueState, theme: SPTheme, brand: String, size: ContentSize
  ) -> SnapshotName {
    SnapshotName(
      block: state.block.id, state: state.name, brand: brand,
      appearance: theme.appearance,
      size: size.flagName)
  }

  /// Renders one state in one theme and text size.
  ///
  /// - Parameters:
  ///   - state: The catalogue state.
  ///   - theme: The brand's theme for one appearance, styled once for the run.
  ///   - brand: The brand id used in the file names.
  ///   - size: The Dynamic Type size (a state may ask for an accessibility size itself).
  /// - Throws: ``HTMLError`` when the page cannot be written.
  public func render(
    _ state: CatalogueState, theme styled: StyledTheme, brand: String, size: ContentSize
  )
    throws(HTMLError)
    -> Snapshot
  {
    let theme = styled.theme
    let appearance: PartsEnvironment.Appearance = theme.isDark ? .dark : .light
    let scene = Scene(
      state: state, theme: styled,
      environment: SceneEnvironment(appearance: appearance, contentSize: size))
    let name = Self.name(of: state, theme: theme, brand: brand, size: size)
    let html = try HTMLWriter.render(scene, templates: templates)
    let ansi = ANSISnapshotWriter.render(TerminalLayout.render(scene, columns: Self.columns))
    return Snapshot(
      name: name, title: state.title,
      files: [
        "html": html, "ansi.txt": ansi,
        "scene.json": scene.jsonText(paths: ReferencePaths(theme)),
      ])
  }
}
