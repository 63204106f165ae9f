import Testing

@testable import Theme

/// Light and dark found under any modifier name, from the contexts' names, never guessed.
@Suite struct AppearanceDetectionTests {
  static let names: [(String, String?)] = [
    ("light", "light"), ("Dark", "dark"), ("light-mode", "light"), ("dark_mode", "dark"),
    ("LightTheme", nil),
    ("light-hc", "light-increased-contrast"), ("dark_ax", "dark-increased-contrast"),
    ("dark-high-contrast", "dark-increased-contrast"),
    ("light high contrast", "light-increased-contrast"),
    ("default", nil), ("inverted", nil), ("orange", nil), ("lighter", nil), ("dark-blue", nil),
    // Style Dictionary theme folders: the contrast words before the base, or alone for light.
    ("highcontrast", "light-increased-contrast"), ("highcontrast-dark", "dark-increased-contrast"),
    ("hc-dark", "dark-increased-contrast"), ("dark-mode-hc", "dark-increased-contrast"),
    ("light-dark", nil), ("mode", nil), ("glass-dark", nil),
  ]

  @Test(arguments: names)
  func contextNames(_ name: String, _ expected: String?) {
    #expect(AppearanceMap.appearance(named: name) == expected)
  }

  static let modifierSets: [(String, [(String, [String])], String?, [String])] = [
    ("named appearance", [("appearance", ["light", "dark"])], "appearance", ["light", "dark"]),
    (
      "theme", [("size", ["desktop", "mobile"]), ("theme", ["light", "dark"])], "theme",
      ["light", "dark"]
    ),
    (
      "mode with contrast", [("mode", ["Light", "Dark", "Light-HC", "Dark-HC"])], "mode",
      ["light", "dark", "light-increased-contrast", "dark-increased-contrast"]
    ),
    ("not said", [("theme", ["default", "inverted"])], nil, []),
    ("only light", [("theme", ["light", "sepia"])], nil, []),
    ("light, dark and more", [("theme", ["light", "dark", "sepia"])], "theme", ["light", "dark"]),
    ("two darks", [("theme", ["light", "dark", "Dark-Mode"])], nil, []),
    (
      "appearance with other names", [("appearance", ["day", "night"])], "appearance",
      ["day", "night"]
    ),
  ]

  @Test(arguments: modifierSets)
  func modifiers(
    _ label: String, _ modifiers: [(String, [String])], _ modifier: String?, _ appearances: [String]
  ) {
    let map = AppearanceMap.detect(
      in: modifiers.map { ResolverDocument.Modifier(name: $0.0, contexts: $0.1) })
    #expect(map?.modifier == modifier, "\(label)")
    #expect((map?.appearances ?? []) == appearances, "\(label)")
  }
}
