import Testing

@testable import Render

extension Terminal {
  /// Numbered values, told apart by their exact bytes.
  @Suite("Intern tables")
  struct InternTableTests {
    @Test("strings are the same only with the very same bytes")
    func sameBytes() {
      #expect(String.sameUTF8("accent", "accent"))
      #expect(String.sameUTF8("", ""))
      #expect(!String.sameUTF8("café", "cafe\u{301}"))
      #expect(!String.sameUTF8("fill", "fills"))
      #expect(!String.sameUTF8("fill", "film"))
      #expect(
        String.sameUTF8(
          String(repeating: "long role ", count: 8), String(repeating: "long role ", count: 8)))
    }

    @Test("equivalent spellings get numbers of their own")
    func spellings() {
      let table = InternTable<String>(seed: ["café"], same: String.sameUTF8)
      let composed = table.number(of: "café")
      let decomposed = table.number(of: "cafe\u{301}")
      #expect(composed == 0)
      #expect(decomposed != composed)
      #expect(table.value(decomposed).unicodeScalars.count == 5)
      #expect(table.number(of: "cafe\u{301}") == decomposed)
    }

    @Test("a role's UTF-8 is its name's, known or added, and empty for none")
    func roleBytes() {
      for name in ["accent", "redacted", "literal", "brand.role.\u{E9}", "cafe\u{301}", ""] {
        #expect(CellRoles.utf8(CellRoles.number(of: name)) == Array(name.utf8))
      }
      #expect(CellRoles.utf8(CellRoles.number(of: nil)).isEmpty)
    }
  }
}
