import Foundation
import Render
import Testing
import Theme

extension Templates {
  @Suite("Template errors")
  struct TemplateErrorTests {
    struct ParseCase: Sendable, CustomTestStringConvertible {
      var id: String
      var source: String
      var reason: TemplateError.Reason
      var line: Int
      var column: Int
      var description: String
      var testDescription: String { id }
    }

    static let parseCases: [ParseCase] = [
      ParseCase(
        id: "unclosed section", source: "<ul>\n  {{#items}}\n  <li>{{name}}</li>\n",
        reason: .unclosedSection(name: "items"), line: 2, column: 3,
        description: """
          list.mustache:2:3: error: section 'items' is never closed
            hint: add {{/items}} after the section's content
          """),
      ParseCase(
        id: "unclosed inverted section in a set-delimiter region",
        source: "{{=<% %>=}}\nfirst\n<%^empty%>\n",
        reason: .unclosedSection(name: "empty"), line: 3, column: 1,
        description: """
          list.mustache:3:1: error: section 'empty' is never closed
            hint: add {{/empty}} after the section's content
          """),
      ParseCase(
        id: "mismatched closing tag", source: "{{#a}}\n  {{#b}}\n  {{/a}}\n{{/b}}",
        reason: .mismatchedClosingTag(
          name: "a", open: "b", openedAt: SourceLocation(file: "list.mustache", line: 2, column: 3)),
        line: 3, column: 3,
        description: """
          list.mustache:3:3: error: closing tag 'a' does not match the open section 'b' \
          (opened at list.mustache:2:3)
            hint: close 'b' first with {{/b}}
          """),
      ParseCase(
        id: "closing tag without a section", source: "text {{/a}}",
        reason: .unexpectedClosingTag(name: "a"), line: 1, column: 6,
        description: """
          list.mustache:1:6: error: closing tag 'a' has no open section
            hint: remove the tag or add the opening tag
          """),
      ParseCase(
        id: "unclosed block inside a parent", source: "{{<layout}}\n{{$body}}\nHi\n{{/layout}}",
        reason: .mismatchedClosingTag(
          name: "layout", open: "body",
          openedAt: SourceLocation(file: "list.mustache", line: 2, column: 1)),
        line: 4, column: 1,
        description: """
          list.mustache:4:1: error: closing tag 'layout' does not match the open section 'body' \
          (opened at list.mustache:2:1)
            hint: close 'body' first with {{/body}}
          """),
      ParseCase(
        id: "unclosed tag", source: "Hello,\nmy name is {{name",
        reason: .unclosedTag(
          opening: "{{", closing: "}}"), line: 2, column: 12,
        description: """
          list.mustache:2:12: error: tag opened with '{{' is never closed with '}}'
            hint: add the closing delimiter, or escape the text with a set-delimiter tag
          """),
      ParseCase(
        id: "columns count Unicode scalars", source: "été {{#a}}",
        reason: .unclosedSection(
          name: "a"), line: 1, column: 5,
        description: """
          list.mustache:1:5: error: section 'a' is never closed
            hint: add {{/a}} after the section's content
          """),
      ParseCase(
        id: "three delimiters", source: "\n  {{=<% %> ]]=}}",
        reason: .invalidDelimiters(
          "=<% %> ]]="), line: 2, column: 3,
        description: """
          list.mustache:2:3: error: invalid set-delimiter tag '=<% %> ]]=': expected two \
          delimiters separated by a space
            hint: write it as {{=<% %>=}}
          """),
      ParseCase(
        id: "delimiter with an equals sign", source: "{{=<= =>=}}",
        reason: .invalidDelimiters(
          "=<= =>="), line: 1, column: 1,
        description: """
          list.mustache:1:1: error: invalid set-delimiter tag '=<= =>=': expected two \
          delimiters separated by a space
            hint: write it as {{=<% %>=}}
          """),
      ParseCase(
        id: "empty tag", source: "a {{ }} b", reason: .invalidTagName(""), line: 1, column: 3,
        description: """
          list.mustache:1:3: error: tag has no name
            hint: write a name such as {{title}} or {{user.name}}
          """),
      ParseCase(
        id: "name with a space", source: "{{#first name}}{{/first name}}",
        reason: .invalidTagName("first name"), line: 1, column: 1,
        description: """
          list.mustache:1:1: error: tag name 'first name' contains whitespace
            hint: write a name such as {{title}} or {{user.name}}
          """),
    ]

    @Test("parse errors name the template, line and column", arguments: parseCases)
    func parseError(_ testCase: ParseCase) {
      #expect {
        _ = try Template(parsing: testCase.source, name: "list.mustache")
      } throws: { error in
        guard let error = error as? TemplateError else { return false }
        #expect(error.reason == testCase.reason)
        #expect(
          error.location
            == SourceLocation(file: "list.mustache", line: testCase.line, column: testCase.column))
        #expect(error.description == testCase.description)
        return true
      }
    }

    @Test("an unknown partial is an error by default and empty in spec mode")
    func unknownPartial() throws {
      let page = try Template(parsing: "<main>\n  {{>card}}\n</main>\n", name: "page.mustache")
      let error = #expect(throws: TemplateError.self) { try page.render([:]) }
      #expect(error?.reason == .unknownPartial(name: "card"))
      #expect(error?.location == SourceLocation(file: "page.mustache", line: 2, column: 3))
      #expect(
        error?.description == """
          page.mustache:2:3: error: unknown partial 'card'
            hint: add the template to the partials, or set RenderOptions.missingPartials to \
          .renderEmpty
          """)
      #expect(error?.diagnostic.rule.id == "template/unknown-partial")
      #expect(try page.render([:], options: .spec) == "<main>\n</main>\n")
    }

    @Test("an unknown partial inside a partial names the chain of includes")
    func unknownNestedPartial() throws {
      let partials = ["card": "<div>\n{{#items}}\n{{>row}}\n{{/items}}\n</div>\n"]
      let page = try Template(parsing: "{{>card}}", name: "page")
      let error = #expect(throws: TemplateError.self) {
        try page.render(["items": [1]], partials: partials)
      }
      #expect(error?.location == SourceLocation(file: "card", line: 3, column: 1))
      #expect(error?.includedFrom == [SourceLocation(file: "page", line: 1, column: 1)])
      #expect(
        error?.description.hasPrefix(
          "card:3:1: error: unknown partial 'row'\n  included from page:1:1\n") == true)
    }

    @Test("a dynamic partial name that does not resolve is an unknown partial")
    func unresolvedDynamicName() throws {
      let page = try Template(parsing: "{{>*kind}}", name: "page")
      let error = #expect(throws: TemplateError.self) { try page.render([:]) }
      #expect(error?.reason == .unknownPartial(name: "*kind"))
      #expect(try page.render([:], options: .spec) == "")
    }

    @Test("an unknown parent is an error by default")
    func unknownParent() throws {
      let page = try Template(parsing: "{{<layout}}{{$body}}x{{/body}}{{/layout}}", name: "page")
      let error = #expect(throws: TemplateError.self) { try page.render() }
      #expect(error?.reason == .unknownPartial(name: "layout"))
    }

    @Test("partials that include themselves stop at the depth limit")
    func recursionLimit() throws {
      let partials = ["node": "[{{>node}}]"]
      let page = try Template(parsing: "{{>node}}", name: "page")
      let error = #expect(throws: TemplateError.self) { try page.render(partials: partials) }
      #expect(error?.reason == .partialDepthExceeded(name: "node", limit: 64))
      #expect(error?.includedFrom.count == 64)
      let description = error?.description ?? ""
      #expect(
        description.hasPrefix("node:1:2: error: partials nest deeper than 64 levels at 'node'"))
      #expect(description.contains("RenderOptions.maxPartialDepth"))

      let shallow = RenderOptions(maxPartialDepth: 3)
      let limited = #expect(throws: TemplateError.self) {
        try page.render(partials: partials, options: shallow)
      }
      #expect(limited?.reason == .partialDepthExceeded(name: "node", limit: 3))
    }

    @Test("partials that fan out stop at the output limit")
    func fanOutLimit() throws {
      // Tests/Fixtures/hostile/template-fan-out: 22 files of some 15 bytes, each including the
      // next twice, write 2^21 × 16 bytes and more (36 MB); a few levels more, gigabytes.
      var url = URL(fileURLWithPath: #filePath)
      while url.lastPathComponent != "Tests" { url.deleteLastPathComponent() }
      let library = try TemplateLibrary(directory: url.path + "/Fixtures/hostile/template-fan-out")
      let page = try #require(library["p0"])
      let small = RenderOptions(maxOutputBytes: 1 << 20)
      let error = #expect(throws: TemplateError.self) {
        try page.render(partials: library, options: small)
      }
      guard case .outputTooLarge(_, let limit)? = error?.reason else {
        Issue.record("not outputTooLarge: \(String(describing: error))")
        return
      }
      #expect(limit == 1 << 20)
      #expect(error?.rule.id == "template/output-size")
      #expect(
        error?.description.contains("the output grew past 1048576 bytes") == true,
        "\(String(describing: error))")
    }

    @Test("pages of one run share the library's budget, on any thread")
    func runBudget() throws {
      var library = try TemplateLibrary(sources: ["page": "{{text}}"])
      library.outputBudget = OutputBudget(limit: 100)
      let page = try #require(library["page"])
      // Four pages of 20 bytes fit (80); the fifth would pass 100 with its 30.
      for _ in 0..<4 {
        #expect(
          try page.render(["text": .string(String(repeating: "x", count: 20))], partials: library)
            .count == 20)
      }
      let error = #expect(throws: TemplateError.self) {
        try page.render(["text": .string(String(repeating: "y", count: 30))], partials: library)
      }
      #expect(error?.reason == .runOutputTooLarge(name: "page", limit: 100))
      #expect(error?.rule.id == "template/run-output-size")
      #expect(error?.description.contains("raise it with --max-output-size") == true)
      #expect(library.outputBudget?.total == 80, "a refused page is not charged")
      // Without a budget, as the built-in templates render, nothing is counted.
      library.outputBudget = nil
      #expect(
        try page.render(["text": .string(String(repeating: "z", count: 300))], partials: library)
          .count == 300)
    }

    @Test("recursion the data ends is fine below the limit")
    func boundedRecursion() throws {
      // Leaves need their own empty `children`: a missing one is looked up in the parent.
      let partials = ["node": "{{name}}{{#children}}({{>node}}){{/children}}"]
      let tree: TemplateValue = [
        "name": "a", "children": [["name": "b", "children": [["name": "c", "children": []]]]],
      ]
      let page = try Template(parsing: "{{>node}}", name: "page")
      #expect(try page.render(tree, partials: partials) == "a(b(c))")
      #expect(throws: TemplateError.self) {
        try page.render(tree, partials: partials, options: RenderOptions(maxPartialDepth: 2))
      }
    }

    @Test("a partial that does not parse reports its own name and the include")
    func brokenPartial() throws {
      let page = try Template(parsing: "\n{{>card}}", name: "page")
      let error = #expect(throws: TemplateError.self) {
        try page.render(partials: ["card": "{{#a}}"])
      }
      #expect(error?.reason == .unclosedSection(name: "a"))
      #expect(error?.location == SourceLocation(file: "card", line: 1, column: 1))
      #expect(error?.includedFrom == [SourceLocation(file: "page", line: 2, column: 1)])
    }
  }
}
