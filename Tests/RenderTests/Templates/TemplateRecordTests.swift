import Render
import Testing

extension Templates {
  @Suite("Template records")
  struct TemplateRecordTests {
    @Test("a record renders like an object with the same members")
    func rendersLikeAnObject() throws {
      let template = try Template(
        parsing:
          "{{title}}|{{#item}}{{name}}={{value}} {{title}}{{/item}}|{{item.name}}|{{^missing}}none{{/missing}}"
          + "|{{#list}}{{.}},{{/list}}|{{#item}}{{#value}}[{{.}}]{{/value}}{{/item}}")
      var item = TemplateRecord()
      item[TemplateKey("name")] = "a"
      item[TemplateKey("value")] = 1
      var record = TemplateRecord(capacity: 3)
      record[TemplateKey("title")] = "T"
      record[TemplateKey("item")] = .record(item)
      record[TemplateKey("list")] = [1, 2]
      let object: TemplateValue = [
        "title": "T", "item": ["name": "a", "value": 1], "list": [1, 2],
      ]
      #expect(try template.render(.record(record)) == "T|a=1 T|a|none|1,2,|[1]")
      #expect(try template.render(.record(record)) == template.render(object))
    }

    @Test("a present null member hides the member of an outer context")
    func nullMembersShadow() throws {
      let template = try Template(parsing: "{{#inner}}<{{name}}>{{/inner}}")
      var inner = TemplateRecord()
      inner[TemplateKey("name")] = .null
      inner[TemplateKey("other")] = "x"
      var outer = TemplateRecord()
      outer[TemplateKey("name")] = "outer"
      outer[TemplateKey("inner")] = .record(inner)
      #expect(try template.render(.record(outer)) == "<>")
    }

    @Test("records are equal whatever the order of their members; nil removes a member")
    func equalityAndRemoval() {
      var first = TemplateRecord()
      first[TemplateKey("a")] = 1
      first[TemplateKey("b")] = "x"
      var second = TemplateRecord()
      second[TemplateKey("b")] = "x"
      second[TemplateKey("a")] = 1
      #expect(first == second)
      #expect(TemplateValue.record(first)["b"] == "x")
      second[TemplateKey("a")] = nil
      #expect(second.count == 1)
      #expect(second[TemplateKey("a")] == nil)
      #expect(first != second)
      #expect(TemplateKey("a") == TemplateKey("a"))
      #expect(TemplateKey("a").name == "a")
    }

    @Test("records hash alike whatever the order of their members, as they compare")
    func hashing() {
      var first = TemplateRecord()
      first[TemplateKey("a")] = 1
      first[TemplateKey("b")] = ["x", .record(TemplateRecord())]
      var second = TemplateRecord()
      second[TemplateKey("b")] = ["x", .record(TemplateRecord())]
      second[TemplateKey("a")] = 1
      #expect(first.hashValue == second.hashValue)
      #expect(Set([TemplateValue.record(first), .record(second)]).count == 1)
      var third = second
      third[TemplateKey("a")] = 2
      #expect(Set([first, second, third]).count == 2)
    }
  }
}
