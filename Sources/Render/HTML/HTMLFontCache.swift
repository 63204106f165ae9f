import Theme

/// The `font-*` declarations already written, by font and the custom property its family list
/// is written as: every snapshot of a theme at one text size uses the same few fonts, so each is
/// written once for the process, not once per page.
enum HTMLFontCache {
  private struct Key: Equatable, Sendable {
    var font: SceneFont
    var variable: String?
  }

  private static let cache = ProcessCache<Key, String>(capacity: 256)

  /// The declarations of a font whose family list is written as `variable` (or spelled out when
  /// `nil`), made by `write` on first use.
  static func declarations(_ font: SceneFont, variable: String?, write: () -> String) -> String {
    cache.value(for: Key(font: font, variable: variable), make: write)
  }
}
