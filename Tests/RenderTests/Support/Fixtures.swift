import TestSupport
import Theme

/// The shipped brands' themes, loaded once.
enum Fixtures {
  static let tokens = TestPaths.packageRoot + "/tokens"

  static func theme(_ brand: String, _ appearance: String) -> SPTheme? {
    (try? Brand(brand, tokensFolder: tokens))?.theme(appearance: appearance).theme
  }

  static let studioLight = theme("studio", "light")
  static let studioDark = theme("studio", "dark")
}
