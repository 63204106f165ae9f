import Testing
import Theme

@testable import Render

/// A brand's fonts fall back to a system stack of their own kind: a serif brand to serif, a
/// mono one to monospace, rounded to rounded, anything else to sans-serif; a list that ends in
/// a generic family of its own is left as the brand wrote it.
@Suite struct FontFallbackTests {
  static let cases: [(names: [String], tokens: [String], kind: FontFallback.Kind)] = [
    (["New York"], [], .serif),
    (["Iowan Old Style", "Georgia"], [], .serif),
    (["Noto Serif"], [], .serif),
    (["Roboto Slab"], [], .serif),
    (["Source Sans 3"], [], .sansSerif),
    (["PT Sans Serif"], [], .sansSerif),
    (["JetBrains Mono"], [], .monospace),
    (["Fira Code"], [], .monospace),
    (["SF Pro Rounded"], [], .rounded),
    (["Nunito"], [], .rounded),
    (["Inter"], [], .sansSerif),
    (["Acme Display"], ["font.display", "text.fonts.serif"], .serif),
    (["Acme"], ["font.text", "typography.family.mono"], .monospace),
    (["Acme"], ["font.text", "brand.type"], .sansSerif),
    (["Menlo", "ui-monospace"], [], .monospace),
    (["Acme", "ui-serif"], [], .serif),
  ]

  @Test(arguments: cases.indices)
  func kindFollowsTheNamesThenTheTokens(_ index: Int) {
    let (names, tokens, kind) = Self.cases[index]
    #expect(FontFallback.kind(of: names, tokens: tokens) == kind, "\(names) \(tokens)")
  }

  @Test(arguments: FontFallback.Kind.allCases)
  func everyStackEndsInAGenericEveryBrowserDraws(_ kind: FontFallback.Kind) {
    let stack = FontFallback.stack(kind)
    #expect(FontFallback.universal.contains(stack.last ?? ""))
    #expect(FontFallback.kind(of: stack) == kind, "the stack reads as its own kind")
  }

  @Test func aListWithItsOwnGenericIsKept() {
    let folio = ["New York", "Iowan Old Style", "Charter", "Georgia", "Times New Roman", "serif"]
    #expect(FontFallback.completed(folio) == folio)
    #expect(
      HTMLEscape.fontFamily(["Menlo", "ui-monospace"])
        == #""SPTheme Mono", "Menlo", ui-monospace, "SF Mono", "SFMono-Regular", "Consolas", "Liberation Mono", monospace"#
    )
    #expect(
      HTMLEscape.fontFamily(["New York"]).hasSuffix(#""Times New Roman", serif"#),
      "a serif brand never falls back to sans-serif")
  }
}
