import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// A team's own tokens made a brand of `sptheme.json` by `InitRun`, then checked, built,
/// exported and listed in process as the commands do in the project's folder.
@Suite struct TeamTokensTests {
  @Test func initFromTokensOnSDSGivesABrandWithEveryRole() throws {
    let project = try SDSProject.make()
    defer { try? FileManager.default.removeItem(atPath: project.folder) }
    let made = ProjectCheck.lines(project.made)
    #expect(made.contains("appearance: modifier theme, light = light, dark = dark"), "\(made)")
    #expect(made.contains("color.surface"))
    #expect(made.contains("wrote brand 'sds' into \(project.projectPath)"))
    // Read with --legacy (Figma's em letter spacing): the entry says so, and every command
    // reads the brand that way without the flag.
    #expect(made.contains("\"legacy\": true"), "\(made)")
    #expect(made.contains("check: 0 errors"), "\(made)")

    try BuildFixture.absoluteOutputs(in: project.folder)
    let build = BuildFixture.run(project.folder).run()
    #expect(build.exitCode == 0, "\(BuildFixture.text(build, .error))")
    #expect(
      !build.written.isEmpty
        && build.written.allSatisfy { $0.outcome == BuildReport.Written.Outcome.wrote })

    let formatOnly = ProjectCheck.run(["sds"], catalog: project.catalog(), checkingRoles: false)
    let formatText = ProjectCheck.text(formatOnly)
    #expect(formatOnly.exitCode() == 0, "\(formatText)")
    #expect(formatText.contains("0 errors, 19 warnings"), "\(formatText)")

    let again = project.initRun("sds", tokens: project.folder + "/design/figma-sds").run()
    #expect(again.exitCode == 2)
    #expect(ProjectCheck.lines(again).contains("already has a brand 'sds'"))

    let check = ProjectCheck.text(ProjectCheck.run(["sds"], catalog: project.catalog(legacy: true)))
    #expect(!check.contains("theme/missing-role"), "\(check)")
    #expect(!check.contains("[config/"), "\(check)")
    #expect(check.contains("appearances light, dark (modifier theme, from sptheme.json)"))
    for format in [ExportRun.Format.css, .swift, .json] {
      let export = ExportFixture.run(format, ["sds"], catalog: project.catalog(legacy: true))
        .run()
      #expect(!ExportFixture.text(export).isEmpty, "\(format)")
    }
    let list = ListTextWriter.text(ListRun(catalog: project.catalog()).run())
    #expect(list.contains("brands in \(project.projectPath): sds"), "\(list)")
  }

  /// Tokens outside the project's folder (and its git work tree) are refused before anything
  /// is written, with the way out named.
  @Test func initRefusesTokensOutsideTheProject() throws {
    let sds = try ExportFixture.realworld("figma-sds")
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let project = SDSProject(folder: folder, made: InitReport())
    let refused = project.initRun("sds", tokens: sds, legacy: true).run()
    #expect(refused.exitCode == 2)
    let said = ProjectCheck.lines(refused)
    #expect(
      said.contains("cannot be a brand of \(project.projectPath): it is outside the project"),
      "\(said)")
    #expect(said.contains("pass --allow-outside-sources"))
    #expect(!FileManager.default.fileExists(atPath: project.projectPath))
    let allowed = project.initRun("sds", tokens: sds, legacy: true, sourcesAnywhere: true).run()
    #expect(allowed.exitCode == 0, "\(ProjectCheck.lines(allowed))")
    let check = ProjectCheck.run(
      ["sds"], catalog: project.catalog(sourcesAnywhere: true), contrast: false)
    #expect(check.exitCode() == 0, "\(ProjectCheck.text(check))")
  }

  /// A device is never a brand, whatever flag is given: `/dev/zero` would otherwise make an
  /// entry that no command can read.
  @Test func initRefusesADevice() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let project = SDSProject(folder: folder, made: InitReport())
    let refused = project.initRun("z", tokens: "/dev/zero", sourcesAnywhere: true).run()
    #expect(refused.exitCode == 2)
    #expect(
      ProjectCheck.lines(refused).contains("error: /dev/zero is not a file or folder of tokens"),
      "\(ProjectCheck.lines(refused))")
    #expect(!FileManager.default.fileExists(atPath: project.projectPath))
  }

  @Test func initFromTokensOnFluentNamesTheOneEditItNeeds() throws {
    let fluent = try ExportFixture.realworld("microsoft-fluent")
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.copyItem(atPath: ExportFixture.tokens, toPath: folder + "/tokens")
    try FileManager.default.copyItem(atPath: fluent, toPath: folder + "/design/fluent")
    let project = SDSProject(folder: folder, made: InitReport())
    let made = project.initRun("fluent", tokens: folder + "/design/fluent", legacy: true).run()
    let said = ProjectCheck.lines(made)
    #expect(made.exitCode == 0, "\(said)")
    // Fluent's contexts are default and inverted, with the same backgrounds: never guessed.
    #expect(said.contains("appearance: not found"), "\(said)")
    #expect(said.contains("write \"appearance\" yourself"))
    // The edit it names: say which context is light and which dark.
    try ExportFixture.edit(
      project.projectPath, replacing: "\"resolver\"",
      with:
        "\"appearance\": { \"modifier\": \"theme\", \"light\": \"default\", \"dark\": \"inverted\" },\n      \"resolver\""
    )
    let check = ProjectCheck.text(
      ProjectCheck.run(["fluent"], catalog: project.catalog(legacy: true)))
    #expect(!check.contains("theme/missing-role"), "\(check)")
    #expect(
      check.contains("appearances light, dark (modifier theme, from sptheme.json)"), "\(check)")
  }

  /// A project file with a syntax error has an error at its place, which the shell refuses
  /// before any brand is read (its exit status: `ProjectBrandTests`).
  @Test func aProjectFileWithASyntaxErrorHasItsPlace() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "{ \"brands\": { ,} }".write(
      toFile: folder + "/sptheme.json", atomically: true, encoding: .utf8)
    let project = ProjectFile(contentsOf: folder + "/sptheme.json")
    #expect(project.hasErrors)
    let syntax = project.diagnostics.first { $0.rule.id == "json/syntax" }
    #expect(syntax?.location?.file == folder + "/sptheme.json")
    #expect(syntax?.location?.line == 1)
  }

  /// A copied brand is never overwritten, and another tokens folder holds a brand that
  /// exports right away.
  @Test func aCopiedBrandIsNeverOverwrittenAndExportsRightAway() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.copyItem(atPath: ExportFixture.tokens, toPath: folder + "/tokens")
    // A git work tree, as a team's project is: fieldnote's `../studio/` is read inside it.
    try FileManager.default.createDirectory(
      atPath: folder + "/.git", withIntermediateDirectories: true)
    let copy = InitRun(
      name: "harbor", source: .brand("fieldnote", tokensFolder: folder + "/tokens"),
      workingFolder: folder)
    #expect(copy.run().exitCode == 0)
    let check = ProjectCheck.run(["harbor"], catalog: ProjectCheck.catalog(folder: folder))
    #expect(check.exitCode() == 0, "\(ProjectCheck.text(check))")
    #expect(
      ProjectCheck.text(check).contains("harbor (harbor): ok: 0 errors, 0 warnings"),
      "\(ProjectCheck.text(check))")
    let again = copy.run()
    #expect(again.exitCode == 2)
    #expect(
      ProjectCheck.lines(again).contains(
        "\(folder)/tokens/harbor already exists: sptheme init never overwrites"),
      "\(ProjectCheck.lines(again))")
    let shipped = InitRun(
      name: "studio", source: .brand("studio", tokensFolder: ExportFixture.tokens),
      workingFolder: TestPaths.packageRoot
    ).run()
    #expect(shipped.exitCode == 2)
    #expect(
      ProjectCheck.lines(shipped).contains(
        "tokens/studio already exists: sptheme init never overwrites"))
    let elsewhere = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: elsewhere) }
    let dock = InitRun(
      name: "dock", source: .brand("studio", tokensFolder: elsewhere + "/tokens"),
      workingFolder: TestPaths.packageRoot
    ).run()
    #expect(dock.exitCode == 0, "\(ProjectCheck.lines(dock))")
    let export = ExportFixture.run(.swift, [elsewhere + "/tokens/dock"]).run()
    #expect(export.exitCode == 0, "\(ExportFixture.lines(export))")
  }
}
