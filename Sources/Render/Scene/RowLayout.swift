import Components

/// The layout rule every renderer follows for a row: a horizontal stack, or a toast's symbol
/// beside its message.
///
/// At accessibility sizes a row whose parts do not fit side by side stacks them, one under the
/// other, as a SwiftUI layout does with `ViewThatFits` or `dynamicTypeSize.isAccessibilitySize`:
///
/// - a row that pushes its last part to the trailing edge (it holds a spacer) stacks along its
///   leading edge: a provider button's icon above its title, "Forgot password?" under the
///   Password label and aligned with it;
/// - any other row stacks its parts centred, each on a line of its own: "New here?" above
///   "Create account", a toast's symbol above its message.
///
/// Whether the parts fit is for each renderer to measure in its own units (the browser in CSS
/// pixels, the terminal in cells). The rule holds at accessibility sizes only: at the other
/// sizes a row keeps its parts side by side, as an `HStack` does.
///
/// Text follows one rule with it: a line breaks only between words (and after `@`, `/` or a
/// hyphen inside one), and breaks inside a word only when that word alone is wider than the
/// whole line it is given, as UIKit's word wrapping does. A stacked row gives every part the
/// row's full width, so a word is cut only when it is wider than the card.
enum RowLayout {
  /// Whether rows in a scene of this environment stack the parts that do not fit.
  static func adapts(in environment: SceneEnvironment) -> Bool {
    environment.contentSize.isAccessibilitySize
  }

  /// Whether a node is a row the rule applies to.
  static func isRow(_ node: SceneNode) -> Bool {
    switch node.kind {
    case .stack(.horizontal, _, _), .toast: true
    default: false
    }
  }

  /// How a row lines its parts up once they are stacked: `.leading` for a row that holds a
  /// spacer, `.center` for any other.
  static func stackedAlignment(of row: SceneNode) -> Part.Alignment {
    row.children.contains { $0.kind == .spacer } ? .leading : .center
  }

  /// The characters after which a line may break inside a word: a break there splits no word.
  static let breaksAfter: Set<Character> = ["@", "/", "-", "\u{2010}", "\u{2013}", "\u{2014}"]
}
