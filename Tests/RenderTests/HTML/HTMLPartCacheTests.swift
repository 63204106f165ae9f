import Testing

@testable import Render

/// Parts rendered once per distinct template, context and children.
@Suite struct HTMLPartCacheTests {
  /// A cache of this suite's own, which other suites running beside it do not fill.
  let cache = HTMLPartCache()

  func part(_ text: String, children: HTMLChildren? = nil, renders: inout Int) throws
    -> HTMLPart
  {
    let template = try Template(parsing: "<p>{{text}}</p>{{{children}}}", name: "cached-part")
    let library = TemplateLibrary(["cached-part": template])
    var context = TemplateRecord()
    context[.text] = .string(text)
    return try cache.part(
      template: "cached-part", context: context, children: children, library: library
    ) {
      (context) throws(HTMLError) in
      renders += 1
      do throws(TemplateError) {
        return try template.render(.record(context))
      } catch {
        throw .template(error)
      }
    }
  }

  @Test func aRepeatedPartIsRenderedOnceAndKeepsItsNumber() throws {
    var renders = 0
    let text = "cache test \(#line)"
    let first = try part(text, renders: &renders)
    let again = try part(text, renders: &renders)
    #expect(renders == 1)
    #expect(again.number == first.number)
    #expect(again.html == "<p>\(text)</p>")
    let other = try part(text + "!", renders: &renders)
    #expect(renders == 2)
    #expect(other.number != first.number)
  }

  @Test func childrenAreNamedByNumberAndJoinedForTheTemplate() throws {
    var renders = 0
    let leaf = try part("leaf \(#line)", renders: &renders)
    let other = try part("other \(#line)", renders: &renders)
    let lines = HTMLChildren(parts: [leaf, other], phrasing: false)
    let run = HTMLChildren(parts: [leaf, other], phrasing: true)
    let parent = try part("parent", children: lines, renders: &renders)
    #expect(parent.html == "<p>parent</p>" + leaf.html + "\n" + other.html)
    let inline = try part("parent", children: run, renders: &renders)
    #expect(inline.html == "<p>parent</p>" + leaf.html + other.html)
    #expect(try part("parent", children: lines, renders: &renders).number == parent.number)
    #expect(renders == 4)
  }

  /// Part numbers name a text in every library: a parent keyed by its children's numbers can
  /// never take a child from another library, or from a table emptied since, for its own.
  @Test func numbersAreNeverGivenTwiceAcrossLibraries() throws {
    var numbers: [Int] = []
    for name in ["first", "second"] {
      let template = try Template(parsing: "<i>{{text}}</i>", name: name)
      let library = TemplateLibrary([name: template])
      var context = TemplateRecord()
      context[.text] = .string("same text")
      let part = try cache.part(template: name, context: context, children: nil, library: library) {
        (context) throws(HTMLError) in
        do throws(TemplateError) {
          return try template.render(.record(context))
        } catch {
          throw .template(error)
        }
      }
      numbers.append(part.number)
    }
    #expect(numbers.count == 2)
    #expect(numbers[0] != numbers[1])
  }
}
