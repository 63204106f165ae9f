import Foundation
import TestSupport
import Testing

/// `sptheme docs`: the site it writes, its templates folder with fallbacks, `--against` and usage.
@Suite struct DocsCommandTests {
  @Test func writesTheSiteAndSaysWhere() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try CLIRunner.run(["docs", "--brand", "folio", "--out", folder + "/site"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "wrote the docs of 1 brand (folio) to \(folder)/site/: 13 pages and 396 component snapshots\nopen \(folder)/site/index.html\n"
    )
    #expect(result.stderr.isEmpty)
    for page in [
      "index.html", "folio/index.html", "folio/colors.html", "folio/motion.html",
      "folio/components-sign-in.html",
    ] {
      #expect(FileManager.default.fileExists(atPath: folder + "/site/" + page), "missing \(page)")
    }
    #expect(
      FileManager.default.fileExists(
        atPath: folder + "/site/folio/snapshots/sign-in.invalid.folio.dark.ax3.html"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder + "/site/folio")
      .filter { $0.contains(".tmp-") }
    #expect(leftovers.isEmpty, "atomic writes leave no temporary files")
  }

  @Test func ownTemplatesReplaceTheirNamesAndTheRestFallBack() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let own = folder + "/brand-templates"
    try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
    try
      "{{<layout}}{{$content}}<p class=\"ours\">Our own colors page for {{brandName}}</p>{{/content}}{{/layout}}\n"
      .write(toFile: own + "/colors.mustache", atomically: true, encoding: .utf8)
    let result = try CLIRunner.run([
      "docs", "--brand", "studio", "--out", folder + "/site", "--templates", own,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let colors = try String(contentsOfFile: folder + "/site/studio/colors.html", encoding: .utf8)
    #expect(colors.contains("<p class=\"ours\">Our own colors page for Studio</p>"))
    #expect(
      colors.contains("<nav class=\"nav\" aria-label=\"Pages\">"),
      "the built-in layout still frames it")
    let typography = try String(
      contentsOfFile: folder + "/site/studio/typography.html", encoding: .utf8)
    #expect(
      typography.contains("class=\"type-style\""),
      "a template left out falls back to the built-in one")
  }

  @Test func againstAddsAChangesPage() throws {
    let copy = try CLIRunner.copyOfBrand("studio", as: "studio")
    let parent = (copy as NSString).deletingLastPathComponent
    defer { try? FileManager.default.removeItem(atPath: parent) }
    try CLIRunner.edit(
      copy + "/light.tokens.json", replacing: "\"$ref\": \"#/palette/blue/700\"",
      with: "\"$ref\": \"#/palette/blue/400\"")
    let result = try CLIRunner.run([
      "docs", "--brand", "studio", "--out", parent + "/site", "--against", parent,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let changes = try String(contentsOfFile: parent + "/site/studio/changes.html", encoding: .utf8)
    #expect(changes.contains("<code>color.accent</code>"))
    #expect(changes.contains("palette.blue.400"), "the other version's chain")
    #expect(changes.contains("palette.blue.700"), "this version's chain")
    #expect(changes.contains("Now fails") || changes.contains("Now passes"))
    #expect(changes.contains("href=\"snapshots/sign-in.rest.studio.light.large.html\""))
    let overview = try String(contentsOfFile: parent + "/site/studio/index.html", encoding: .utf8)
    #expect(overview.contains("href=\"changes.html\""))
  }

  @Test func helpSaysHowTemplatesFallBack() throws {
    let result = try CLIRunner.run(["docs", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: sptheme docs [--brand B…] --out DIR [--templates DIR]"))
    #expect(result.stdout.contains("falls back to the"))
    let list = try CLIRunner.run(["--help"])
    #expect(list.stdout.contains("  docs "))
  }

  @Test(arguments: [
    (["docs"], "give --out DIR"),
    (["docs", "--out", "/tmp/x", "studio"], "give brands with --brand"),
    (["docs", "--out", "/tmp/x", "--brand", "nosuch"], "nosuch"),
    (["docs", "--out", "/tmp/x", "--templates", "/nonexistent-templates"], "is not a folder"),
  ])
  func usage(arguments: [String], message: String) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}
