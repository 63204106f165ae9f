import Theme

/// One brand as the docs site shows it: its themes, what `sptheme check` found in its files,
/// and optionally the changes from another version of it.
public struct DocsBrand: Sendable {
  /// The brand's id, used in paths and snapshot names (`folio`).
  public var id: String
  /// The name people read (the resolver's `name`).
  public var name: String
  /// The brand's resolver or token file.
  public var path: String
  /// One theme per appearance, light first.
  public var themes: [SPTheme]
  /// What the token checks found (errors, warnings and information), shown on the
  /// Accessibility page beside the component checks.
  public var findings: [Diagnostic]
  /// The brand diff from another version, for the Changes page.
  public var changes: Changes?

  /// The differences between another version of the brand and this one.
  public struct Changes: Sendable {
    /// The other version's brand path, as the user gave it.
    public var against: String
    /// The diff, with the other version as `before`.
    public var diff: BrandDiff

    /// Creates the changes.
    public init(against: String, diff: BrandDiff) {
      self.against = against
      self.diff = diff
    }
  }

  /// Creates a brand for the docs.
  public init(
    id: String, name: String, path: String, themes: [SPTheme], findings: [Diagnostic] = [],
    changes: Changes? = nil
  ) {
    self.id = id
    self.name = name
    self.path = path
    self.themes = themes
    self.findings = findings
    self.changes = changes
  }

  /// The light theme (or the first one).
  var light: SPTheme? { themes.first { $0.appearance == "light" } ?? themes.first }
  /// The dark theme, when the brand has one.
  var dark: SPTheme? { themes.first { $0.appearance == "dark" } }
  /// The themes the pages show side by side: light then dark, else what there is.
  var shown: [SPTheme] {
    let pair = [light, dark].compactMap { $0 }
    return pair.isEmpty ? themes : pair
  }
}
