/// The selectors a page uses to choose light or dark itself, beside `prefers-color-scheme`: a
/// pattern with `{mode}` where `light` or `dark` goes, such as `[data-theme="{mode}"]` or
/// `.theme-{mode}` (as Terrazzo's `modeSelectors` name a selector per mode).
///
/// A CSS export with one writes a rule per appearance that matches an element with the mode's
/// selector, or one inside it, within the export's scope, with plain values and `color-scheme`,
/// so a toggle works without `light-dark()`:
///
/// ```swift
/// let modes = try CSSModeSelector(#"[data-theme="{mode}"]"#)
/// let css = CSSExporter.render(themes, modes: modes)
/// // <html data-theme="dark"> shows the dark values whatever the system prefers.
/// ```
public struct CSSModeSelector: Sendable, Equatable, CustomStringConvertible {
  /// The pattern as given.
  public let pattern: String
  /// The selector of the light appearance (`[data-theme="light"]`), checked as a selector.
  public let light: CSSSelector
  /// The selector of the dark appearance (`[data-theme="dark"]`), checked as a selector.
  public let dark: CSSSelector

  /// The placeholder the appearance's name replaces.
  public static let placeholder = "{mode}"

  /// Checks a pattern: it holds `{mode}`, and with `light` and `dark` in its place it is a
  /// selector that cannot break out of its rule (see ``CSSSelector``).
  ///
  /// - Throws: ``CSSSelector/Invalid`` (for `--mode-selector`) saying what to write instead.
  public init(_ pattern: String) throws(CSSSelector.Invalid) {
    func refuse(_ reason: String) -> CSSSelector.Invalid {
      CSSSelector.Invalid(selector: pattern, reason: reason, option: "--mode-selector")
    }
    guard pattern.contains(Self.placeholder) else {
      throw refuse(
        "has no {mode}; write where light or dark goes, such as '[data-theme=\"{mode}\"]' or '.theme-{mode}'"
      )
    }
    do {
      light = try CSSSelector(pattern.replacing(Self.placeholder, with: "light"))
      dark = try CSSSelector(pattern.replacing(Self.placeholder, with: "dark"))
    } catch {
      throw refuse(error.reason)
    }
    self.pattern = pattern
  }

  public var description: String { pattern }

  /// The selector of a mode rule in a scope: the scope's elements that have the mode's selector
  /// or sit inside one that has it (`:is(:root):is([data-theme="dark"]), :is([data-theme="dark"]) :is(:root)`).
  func rule(_ mode: CSSSelector, in scope: CSSSelector) -> String {
    ":is(\(scope.text)):is(\(mode.text)), :is(\(mode.text)) :is(\(scope.text))"
  }
}
