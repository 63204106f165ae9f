import Foundation
import Render
import Testing
import Theme

extension Templates {
  @Suite("Template rendering")
  struct TemplateRenderingTests {
    @Test(
      "numbers render deterministically",
      arguments: [
        (3, "3"), (1.21, "1.21"), (-2, "-2"), (0.5, "0.5"),
        (-0.0, "0"), (1e15, "1000000000000000"), (1e21, "1e+21"), (123_456_789_012, "123456789012"),
        (.number(0.1 + 0.2), "0.30000000000000004"),
      ] as [(TemplateValue, String)])
    func numbers(_ value: TemplateValue, _ expected: String) throws {
      #expect(try Template(parsing: "{{n}}").render(["n": value]) == expected)
    }

    @Test("interpolation escapes HTML, triple mustache and ampersand do not")
    func escaping() throws {
      let template = try Template(parsing: "{{v}}|{{{v}}}|{{&v}}")
      #expect(
        try template.render(["v": "<a href=\"x\">Tom & Jerry's</a>"])
          == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;|"
          + "<a href=\"x\">Tom & Jerry's</a>|<a href=\"x\">Tom & Jerry's</a>")
    }

    @Test("interpolation replaces control characters, so no escape sequence reaches a page")
    func controlCharacters() throws {
      let template = try Template(parsing: "{{v}}")
      #expect(
        try template.render(["v": "a\u{1B}]52;c;aGk=\u{07}b\u{9B}31m\u{7F}\u{0}\tc\nd\u{E9}"])
          == "a\u{FFFD}]52;c;aGk=\u{FFFD}b\u{FFFD}31m\u{FFFD}\u{FFFD}\tc\nd\u{E9}")
    }

    @Test("ASCII and non-ASCII values and text mix in one page, escaped alike")
    func mixedText() throws {
      let template = try Template(parsing: "<p>{{a}} · {{b}}</p>\n  {{>p}}\n{{{a}}}")
      let partials = TemplateLibrary(["p": try Template(parsing: "— {{a}}\n{{b}}\n")])
      let rendered = try template.render(
        ["a": "x<\u{1}>&'", "b": "é\u{85}\"…"], partials: partials)
      #expect(
        rendered
          == "<p>x&lt;\u{FFFD}&gt;&amp;&#39; · é\u{FFFD}&quot;…</p>\n  — x&lt;\u{FFFD}&gt;&amp;&#39;\n  é\u{FFFD}&quot;…\n"
          + "x<\u{1}>&'")
      #expect("x<\u{1}>&'".htmlEscaped == "x&lt;\u{FFFD}&gt;&amp;&#39;")
      #expect("plain".htmlEscaped == "plain")
    }

    @Test("truthiness: null, false, empty lists and empty strings are falsey")
    func truthiness() throws {
      let template = try Template(parsing: "{{#v}}yes{{/v}}{{^v}}no{{/v}}")
      let cases: [(TemplateValue, String)] = [
        (nil, "no"), (false, "no"), ([], "no"), ("", "no"), (true, "yes"), (0, "yes"),
        ("x", "yes"), ([:], "yes"),
      ]
      for (value, expected) in cases {
        #expect(try template.render(["v": value]) == expected, "\(value)")
      }
    }

    @Test("contexts from literals and from JSON values render alike")
    func contexts() throws {
      let template = try Template(
        parsing: "{{#fields}}{{label}}={{value}};{{/fields}}{{fields.1.label}}")
      let literal: TemplateValue = [
        "fields": [["label": "Email", "value": "a@b.c"], ["label": "Code", "value": 42]]
      ]
      let json = JSONValue.object(
        JSONObject([
          .init(
            key: "fields",
            value: .array([
              .object(
                JSONObject([
                  .init(key: "label", value: .string("Email")),
                  .init(key: "value", value: .string("a@b.c")),
                ])),
              .object(
                JSONObject([
                  .init(key: "label", value: .string("Code")),
                  .init(key: "value", value: .number(42)),
                ])),
            ]))
        ]))
      #expect(try template.render(literal) == "Email=a@b.c;Code=42;Code")
      #expect(TemplateValue(json) == literal)
    }

    @Test("a page layout fills its blocks and keeps indentation")
    func layout() throws {
      let library = try TemplateLibrary(sources: [
        "layout": """
        <html lang="{{lang}}">
          <head><title>{{$title}}SPTheme{{/title}}</title></head>
          <body>
            {{$body}}
            <p>empty</p>
            {{/body}}
          </body>
        </html>

        """,
        "field": "<label>{{label}}</label>\n<input aria-invalid=\"{{invalid}}\">\n",
      ])
      let page = try Template(
        parsing: """
          {{<layout}}
          {{$title}}Sign in{{/title}}
          {{$body}}
          <form>
            {{#fields}}
            {{>field}}
            {{/fields}}
          </form>
          {{/body}}
          {{/layout}}

          """, name: "page")
      let html = try page.render(
        ["lang": "en", "fields": [["label": "Email", "invalid": false]]], partials: library)
      #expect(
        html == """
          <html lang="en">
            <head><title>Sign in</title></head>
            <body>
              <form>
                <label>Email</label>
                <input aria-invalid="false">
              </form>
            </body>
          </html>

          """)
    }

    @Test("a library loads a folder of .mustache files and names errors by path")
    func libraryFromFolder() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "sptheme-templates-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      try "Hello {{>name}}!".write(
        to: folder.appendingPathComponent("page.mustache"), atomically: true, encoding: .utf8)
      try "<b>{{who}}</b>".write(
        to: folder.appendingPathComponent("name.mustache"), atomically: true, encoding: .utf8)
      try "ignored".write(
        to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)

      let library = try TemplateLibrary(directory: folder.path)
      #expect(library.templates.keys.sorted() == ["name", "page"])
      let page = try #require(library["page"])
      #expect(try page.render(["who": "you"], partials: library) == "Hello <b>you</b>!")

      try "{{#open}}".write(
        to: folder.appendingPathComponent("broken.mustache"), atomically: true, encoding: .utf8)
      let error = #expect(throws: TemplateError.self) {
        try TemplateLibrary(directory: folder.path)
      }
      #expect(error?.location?.file == folder.appendingPathComponent("broken.mustache").path)
      #expect(error?.location?.line == 1)
    }

    @Test("a template renders the same bytes every time")
    func deterministic() throws {
      let template = try Template(parsing: "{{#m}}{{a}}{{b}}{{c}}{{/m}}")
      let context: TemplateValue = ["m": ["a": 1, "b": 2.5, "c": "x"]]
      let first = try template.render(context)
      for _ in 0..<5 { #expect(try template.render(context) == first) }
      #expect(first == "12.5x")
    }
  }
}
