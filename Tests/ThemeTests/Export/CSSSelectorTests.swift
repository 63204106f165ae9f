import Foundation
import Testing

@testable import Theme

/// `CSSSelector` and the scoped CSS export: a selector cannot break out of its rule, and every
/// rule of the sheet, the dark ones too, sits under it.
@Suite struct CSSSelectorTests {
  @Test(arguments: [
    #"[data-brand="folio"]"#, ".folio", "#app .brand-folio", ":root", #"[data-brand='a{b}c;']"#,
    "html[data-theme=folio], .folio", ":is(.a, .b) > .c", #".a\{"#, "  .padded  ",
  ])
  func acceptsSelectors(_ text: String) throws {
    let selector = try CSSSelector(text)
    #expect(selector.text == text.trimmingCharacters(in: .whitespaces))
  }

  @Test(arguments: [
    ("", "is empty"),
    ("   ", "is empty"),
    (".a { color: red", "holds '{', which would end the rule"),
    (".a}", "holds '}'"),
    (".a; .b", "holds ';'"),
    (".a /* x */", "holds a comment"),
    (".a */", "holds a comment"),
    (".a\n.b", "holds a control character (U+000A)"),
    (".a\u{1B}[31m", "holds a control character (U+001B)"),
    (".a\u{202E}", "holds a control character (U+202E)"),
    (#"[data-brand="folio]"#, "has a string without its closing quote"),
    ("[data-brand=folio", "has '[' without its closing bracket"),
    (":is(.a", "has '(' without its closing bracket"),
    (".a]", "has ']' without its opening bracket"),
    ("[a)", "has ')' without its opening bracket"),
    (".a\\", "ends with a lone backslash"),
    ("</style><script>", "holds '<'"),
    ("@media print", "starts with '@', which makes an at-rule"),
    (#"[title="</style>"]"#, "holds '<'"),
  ])
  func refusesSelectorsThatBreakOut(_ text: String, _ reason: String) {
    #expect {
      _ = try CSSSelector(text)
    } throws: { error in
      (error as? CSSSelector.Invalid)?.description.contains(reason) == true
    }
  }

  @Test func everyRuleOfAScopedSheetIsUnderTheSelector() throws {
    let themes = try ExportFixtures.shipped("folio")
    let selector = try CSSSelector(#"[data-brand="folio"]"#)
    let scoped = CSSExporter.render(themes, selector: selector, options: ExportFixtures.options)
    let plain = CSSExporter.render(themes, options: ExportFixtures.options)
    #expect(!scoped.contains(":root"))
    // The same declarations in the same blocks: only the selector and one comment line differ.
    let unscoped = scoped.replacingOccurrences(of: selector.text + " {", with: ":root {")
      .split(separator: "\n").filter { !$0.hasPrefix(" * Scoped to") }
    #expect(unscoped == plain.split(separator: "\n"))
    #expect(scoped.contains("@media (prefers-color-scheme: dark) {\n  [data-brand=\"folio\"] {"))
    #expect(
      scoped.contains("@supports (color: light-dark(#000, #fff)) {\n  [data-brand=\"folio\"] {"))
    #expect(CSSExporter.render(themes, selector: .root, options: ExportFixtures.options) == plain)
  }
}
