import Render
import Testing

extension Templates {
  @Suite("Template robustness")
  struct TemplateRobustnessTests {
    /// A small deterministic generator, so failures reproduce.
    struct Generator {
      var state: UInt64
      mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
      }
    }

    @Test("random tag soup parses or fails with a located error, never traps")
    func tagSoup() {
      let pieces = [
        "{{", "}}", "{{{", "}}}", "#", "^", "/", "!", ">", "<", "$", "&", "=", "*", ".", "a", "b",
        " ", "\n", "\r\n", "\t", "{{#a}}", "{{/a}}", "{{$b}}", "{{/b}}", "{{<p}}", "{{/p}}",
        "{{>p}}", "{{=<% %>=}}", "<%", "%>", "é", "x",
      ]
      var generator = Generator(state: 42)
      let partials = ["p": "{{$b}}\n  d\n{{/b}}{{a}}\n", "a": "{{>p}}"]
      let context: TemplateValue = ["a": [["b": "<x>"], true], "p": "p"]
      var parsed = 0
      for _ in 0..<3000 {
        var source = ""
        for _ in 0..<generator.next(24) { source += pieces[generator.next(pieces.count)] }
        do {
          let template = try Template(parsing: source, name: "soup")
          parsed += 1
          _ = try? template.render(context, partials: partials, options: .spec)
        } catch {
          #expect(error.location?.file == "soup", "\(source.debugDescription)")
          #expect((error.location?.line ?? 0) >= 1)
        }
      }
      #expect(parsed > 100)
    }
  }
}
