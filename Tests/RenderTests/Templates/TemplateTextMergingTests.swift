import Testing

@testable import Render

extension Templates {
  /// Runs of literal text are joined once a template is parsed, and still indented line by line.
  @Suite("Template text merging")
  struct TemplateTextMergingTests {
    @Test("lines of text that follow one another become one node")
    func linesAreJoined() throws {
      let template = try Template(parsing: "a\nb\n{{x}}\nc\n{{#s}}d\ne\n{{/s}}")
      #expect(
        template.nodes == [
          .text("a\nb\n", atLineStart: true), .variable(TemplateName(parsing: "x"), escaped: true),
          .text("\nc\n", atLineStart: false),
          .section(
            TemplateName(parsing: "s"), inverted: false, [.text("d\ne\n", atLineStart: false)]),
        ])
    }

    @Test("every line of joined text in an indented partial is indented")
    func joinedLinesAreIndented() throws {
      let library = try TemplateLibrary(sources: ["lines": "one\ntwo {{x}}\nthree\nfour"])
      let template = try Template(parsing: "<div>\n  {{>lines}}\n</div>\n")
      let output = try template.render(["x": "X\nY"], partials: library)
      #expect(output == "<div>\n  one\n  two X\nY\n  three\n  four</div>\n")
    }
  }
}
