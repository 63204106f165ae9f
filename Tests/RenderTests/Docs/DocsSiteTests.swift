import Components
import Foundation
import Render
import TestSupport
import Testing
import Theme

/// The docs site: its pages, links that resolve inside it, the same bytes every time, escaping of
/// hostile token text, and a golden page.
@Suite struct DocsSiteTests {
  static let root = TestPaths.packageRoot
  static let docsTemplates = try? TemplateLibrary(directory: root + "/Templates/docs")
  static let snapshotTemplates = try? TemplateLibrary(directory: root + "/Templates")

  /// A brand as the docs command loads it.
  static func brand(_ reference: String, tokens: String = Fixtures.tokens) throws -> DocsBrand {
    let brand = try Brand(reference, tokensFolder: tokens)
    let themes = brand.appearances.compactMap { brand.theme(appearance: $0).theme }
    try #require(themes.count == brand.appearances.count, "\(reference) has errors")
    return DocsBrand(
      id: brand.id, name: brand.name, path: brand.path, themes: themes,
      findings: brand.check().diagnostics)
  }

  static func site(sizes: [ContentSize] = [.large, .ax3]) throws -> DocsSite {
    DocsSite(
      templates: try #require(docsTemplates), snapshotTemplates: try #require(snapshotTemplates),
      sizes: sizes)
  }

  /// The studio site, rendered once for the tests that only read it.
  static let studio: [DocsSite.File]? = {
    guard let brand = try? brand("studio"), let site = try? site() else { return nil }
    return try? site.render([brand])
  }()

  static func studioFiles() throws -> [DocsSite.File] {
    try #require(studio, "the studio site did not render")
  }

  static func studioPage(_ path: String) throws -> String {
    let files = pages(try studioFiles())
    return try #require(files[path], "no \(path)")
  }

  static func pages(_ files: [DocsSite.File]) -> [String: String] {
    Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
  }

  @Test func everyPageIsWritten() throws {
    let files = try Self.studioFiles()
    let paths = Set(files.map(\.path))
    let expected = [
      "index.html", "studio/index.html", "studio/colors.html", "studio/typography.html",
      "studio/dimensions.html",
      "studio/motion.html", "studio/components.html", "studio/components-sign-in.html",
      "studio/components-magic-link.html", "studio/components-reset-password.html",
      "studio/components-provider-stack.html", "studio/components-login.html",
      "studio/accessibility.html",
    ]
    for path in expected { #expect(paths.contains(path), "missing \(path)") }
    #expect(!paths.contains("studio/changes.html"), "Changes only with --against")
    let states = BlockKind.allCases.reduce(0) { $0 + $1.catalogue.count }
    #expect(files.filter { $0.path.hasPrefix("studio/snapshots/") }.count == states * 4)
    #expect(paths.contains("studio/snapshots/sign-in.rest.studio.dark.ax3.html"))
  }

  @Test func linksResolveInsideTheSite() throws {
    let files = Self.pages(try Self.studioFiles())
    var checked = 0
    for (path, html) in files where !path.contains("/snapshots/") {
      let folder = (path as NSString).deletingLastPathComponent
      for link in Self.links(in: html) {
        #expect(!link.contains(":"), "\(path): \(link) leaves the site")
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(
          String.init)
        let target =
          parts[0].isEmpty
          ? path : Self.normalize(folder.isEmpty ? parts[0] : folder + "/" + parts[0])
        guard let page = files[target] else {
          Issue.record("\(path): \(link) points at \(target), which the site does not have")
          continue
        }
        if parts.count == 2 {
          #expect(
            page.contains("id=\"\(parts[1])\""),
            "\(path): \(link) has no element with id \(parts[1])")
        }
        checked += 1
      }
    }
    #expect(checked > 1000)
  }

  @Test func sameBrandsGiveTheSameBytes() throws {
    let first = try Self.studioFiles()
    let again = try Self.site().render([try Self.brand("studio")])
    #expect(first.count == again.count)
    for (a, b) in zip(first, again) where a != b {
      Issue.record("\(a.path) differs between two runs")
    }
  }

  @Test func pagesAreSelfContained() throws {
    for file in try Self.studioFiles() where !file.path.contains("/snapshots/") {
      #expect(!file.contents.contains("<script"), "\(file.path) has a script")
      #expect(
        !file.contents.contains("http://") && !file.contents.contains("https://"),
        "\(file.path) names a network address")
      #expect(file.contents.contains("<style>"), "\(file.path) has no inline stylesheet")
    }
  }

  @Test func colorsPageShowsRolesWithProvenanceUsageAndContrast() throws {
    let colors = try Self.studioPage("studio/colors.html")
    let accent = try #require(Fixtures.studioLight).color(.accent).value.srgbHex
    #expect(colors.contains("data-role=\"accent\" data-appearance=\"light\""))
    #expect(colors.contains("background-color: \(accent)"))
    #expect(colors.contains("tokens/studio/light.tokens.json:"), "alias chain with file:line")
    #expect(colors.contains("The one accent: the Sign in button."), "$description")
    #expect(colors.contains("accentOn on accent"), "a real partner")
    #expect(colors.contains("Used by"), "where the role is used")
    #expect(colors.contains("<code>submit</code>"), "the submit button binds accent")
  }

  @Test func hostileTokenTextIsEscapedForItsContext() throws {
    let folder = try Self.copyOfStudio(as: "hostile")
    defer {
      try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
    }
    let hostile = #"</p><script>alert(1)</script><img src=x onerror=alert(2)> {{lead}} \"q\" & 'a'"#
    try Self.edit(folder + "/light.tokens.json", "The one accent: the Sign in button.", hostile)
    try Self.edit(
      folder + "/base.tokens.json", #""SF Pro Text""#, #""Evil</style><script>x()</script>\"Face""#)
    let brand = try Self.brand(folder)
    let files = try Self.site(sizes: [.large]).render([brand])
    let pages = Self.pages(files)
    let colors = try #require(pages["hostile/colors.html"])
    #expect(
      colors.contains(
        "&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;"))
    #expect(
      colors.contains("{{lead}} &quot;q&quot; &amp; &#39;a&#39;"),
      "token text is never read as a template")
    for file in files {
      #expect(!file.contents.contains("<script"), "\(file.path) lets a script through")
      #expect(!file.contents.contains("<img src=x"), "\(file.path) lets markup through")
    }
    let typography = try #require(pages["hostile/typography.html"])
    #expect(
      typography.contains(
        #"font-family: &quot;SPTheme Sans&quot;, &quot;Evil\3c /style\3e \3c script\3e x()\3c /script\3e \&quot;Face&quot;"#
      ))
  }

  @Test func dimensionsPageMatchesGolden() throws {
    let page = try Self.studioPage("studio/dimensions.html")
    // Paths print as the tests gave them; the golden file keeps them relative to the package.
    Golden.check(
      page.replacingOccurrences(of: TestPaths.packageRoot + "/", with: ""), name: "studio",
      ext: "html"
    )
  }

  // MARK: - Helpers

  /// Every `href` and `src` value of a page.
  static func links(in html: String) -> [String] {
    var result: [String] = []
    for attribute in ["href=\"", "src=\""] {
      var rest = html[...]
      while let start = rest.range(of: attribute) {
        rest = rest[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { break }
        result.append(String(rest[..<end]))
        rest = rest[end...]
      }
    }
    return result
  }

  /// `studio/../index.html` → `index.html`.
  static func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
    }
    return parts.joined(separator: "/")
  }

  static func copyOfStudio(as name: String) throws -> String {
    let base = NSTemporaryDirectory() + "sptheme-docs-\(UUID().uuidString)"
    let folder = base + "/" + name
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Fixtures.tokens + "/studio", toPath: folder)
    try FileManager.default.moveItem(
      atPath: folder + "/studio.resolver.json", toPath: folder + "/\(name).resolver.json")
    return folder
  }

  static func edit(_ path: String, _ old: String, _ new: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try #require(text.contains(old), "\(old) not in \(path)")
    try text.replacingOccurrences(of: old, with: new).write(
      toFile: path, atomically: true, encoding: .utf8)
  }
}
