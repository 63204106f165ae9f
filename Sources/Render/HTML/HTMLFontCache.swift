import Theme

/// The `font-*` declarations already written, by font and the custom property its family list
/// is written as: every snapshot of a theme at one text size uses the same few fonts, so each is
/// written once for the process, not once per page.
///
/// The cache holds a few hundred entries and starts over when it fills.
final class HTMLFontCache: Sendable {
  /// The cache the HTML writer uses.
  static let shared = HTMLFontCache()

  private struct Entry {
    var font: SceneFont
    var variable: String?
    var declarations: String
  }

  private let entries = Locked<[Entry]>([])
  private static let capacity = 256

  /// The declarations of a font whose family list is written as `variable` (or spelled out when
  /// `nil`), made by `write` on first use.
  func declarations(_ font: SceneFont, variable: String?, write: () -> String) -> String {
    let known = entries.withLock { entries in
      entries.first { $0.font == font && $0.variable == variable }?.declarations
    }
    if let known { return known }
    let declarations = write()
    entries.withLock { entries in
      if entries.count >= Self.capacity { entries.removeAll() }
      entries.append(Entry(font: font, variable: variable, declarations: declarations))
    }
    return declarations
  }
}
