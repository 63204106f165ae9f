import Testing

@testable import Render

/// Docs pages print the paths of token files relative to the project, never absolute.
@Suite struct DocsPathsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var path: String
    var root: String
    var relative: String
    var testDescription: String { "\(path) from \(root)" }
  }

  static let cases = [
    Case(path: "/home/ana/app/tokens", root: "/home/ana/app", relative: "tokens"),
    Case(path: "/home/ana/app", root: "/home/ana/app", relative: ""),
    Case(path: "/home/ana/shared/tokens", root: "/home/ana/app", relative: "../shared/tokens"),
    Case(path: "/srv/tokens", root: "/home/ana/app", relative: "../../../srv/tokens"),
  ]

  @Test(arguments: cases)
  func relativeToTheProject(_ item: Case) {
    #expect(DocsPaths.relative(item.path, from: item.root) == item.relative)
  }

  @Test func aPageLosesEveryAbsoluteFolderOfItsBrands() {
    let brand = DocsBrand(
      id: "studio", name: "Studio", path: "/home/ana/app/tokens/studio/studio.resolver.json",
      themes: [])
    let paths = DocsPaths(root: "/home/ana/app", brands: [brand])
    let page =
      "<span class=\"loc\">/home/ana/app/tokens/studio/base.tokens.json:92:5</span>"
      + "<code>/home/ana/app/tokens/studio/studio.resolver.json</code>"
    #expect(
      paths.rewrite(page)
        == "<span class=\"loc\">tokens/studio/base.tokens.json:92:5</span>"
        + "<code>tokens/studio/studio.resolver.json</code>")
  }
}
