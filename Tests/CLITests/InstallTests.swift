import Foundation
import TestSupport
import Testing

/// `make install`: the binary installed into a prefix runs from an empty folder outside the
/// checkout, with the templates it carries, and its man page and completions are installed
/// beside it. (The test installs the debug build through the same install rule; `make install`
/// builds for release first, which takes minutes.)
@Suite(.tags(.install), .fullTier) struct InstallTests {
  /// Runs make in the package folder.
  static func make(_ arguments: [String]) throws -> ToolRun {
    try CLIRunner.run(["--no-print-directory"] + arguments, executable: "/usr/bin/make")
  }

  /// What `make install` writes under PREFIX/share, and the arguments that print each file.
  static let shared = [
    ("share/man/man1/sptheme.1", ["help", "--man"]),
    ("share/bash-completion/completions/sptheme", ["completions", "bash"]),
    ("share/zsh/site-functions/_sptheme", ["completions", "zsh"]),
    ("share/fish/vendor_completions.d/sptheme.fish", ["completions", "fish"]),
  ]

  /// Installs the built binary into a fresh `DESTDIR` through the rule `make install` ends
  /// with (honouring PREFIX and DESTDIR); returns the stage folder and the installed binary.
  static func installed() throws -> (stage: String, binary: String) {
    let stage = try TestPaths.temporaryFolder()
    let built = URL(fileURLWithPath: CLIRunner.binary).deletingLastPathComponent().path
    let install = try Self.make([
      "install-binary", "BUILT=\(built)", "PREFIX=/opt/sp", "DESTDIR=\(stage)",
    ])
    #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
    let binary = stage + "/opt/sp/bin/sptheme"
    #expect(FileManager.default.isExecutableFile(atPath: binary))
    return (stage, binary)
  }

  /// A new folder outside the checkout, with nothing in it.
  static func emptyFolder() throws -> String {
    let empty = try TestPaths.temporaryFolder()
    #expect(!empty.hasPrefix(TestPaths.packageRoot))
    return empty
  }

  @Test func theInstalledBinaryWorksFromAnEmptyFolder() throws {
    let (stage, binary) = try Self.installed()
    defer { try? FileManager.default.removeItem(atPath: stage) }
    // The man page and the completions, each what the binary prints.
    for (path, arguments) in Self.shared {
      let printed = try CLIRunner.run(arguments)
      let installed = try? String(contentsOfFile: stage + "/opt/sp/" + path, encoding: .utf8)
      #expect(installed == printed.stdout, "\(path)")
    }
    // `make install` itself builds for release, statically linked, then installs the same way.
    let plan = try Self.make(["-n", "install", "PREFIX=/usr/local", "DESTDIR=/stage"])
    #expect(plan.stdout.contains("build -c release --static-swift-stdlib --product sptheme"))
    #expect(plan.stdout.contains("\"/stage/usr/local/bin/sptheme\""), "\(plan.stdout)")

    let empty = try Self.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: empty) }
    let tokens = TestPaths.packageRoot + "/tokens"
    let snapshot = try CLIRunner.run(
      ["snapshot", "--brand", tokens + "/studio", "--block", "sign-in", "--out", "snaps"],
      in: empty, executable: binary)
    #expect(snapshot.status == 0, "\(snapshot.stderr)")
    #expect(!snapshot.stderr.contains("error"), "\(snapshot.stderr)")
    let page = try String(
      contentsOfFile: empty + "/snaps/sign-in.rest.studio.light.large.html", encoding: .utf8)
    #expect(page.contains("<html"))

    let docs = try CLIRunner.run(
      ["docs", "--brand", tokens + "/folio", "--out", "site"], in: empty, executable: binary)
    #expect(docs.status == 0, "\(docs.stderr)")
    #expect(FileManager.default.fileExists(atPath: empty + "/site/index.html"))

    try """
    { "outputs": [ { "format": "css", "brand": "folio", "out": "web/folio.css" } ] }
    """.write(toFile: empty + "/sptheme.json", atomically: true, encoding: .utf8)
    let build = try CLIRunner.run(["build", "--tokens", tokens], in: empty, executable: binary)
    #expect(build.status == 0, "\(build.stderr)")
    #expect(build.stdout.hasPrefix("wrote web/folio.css (1 brand, "), "\(build.stdout)")

    // No doubled "error: error:" from a missing template folder.
    let missing = try CLIRunner.run(
      ["snapshot", "--templates", "nowhere", "--out", "x"], in: empty, executable: binary)
    #expect(missing.status == 2)
    #expect(missing.stderr.hasPrefix("error: cannot read template 'nowhere'"), "\(missing.stderr)")
    #expect(!missing.stderr.contains("error: error:"))
  }

  /// A team's first hour with nothing but the installed binary: no checkout, no `tokens/`; the
  /// built-in brands answer every name.
  @Test func aTeamStartsFromAnEmptyFolderWithTheBuiltInBrands() throws {
    let (stage, binary) = try Self.installed()
    defer { try? FileManager.default.removeItem(atPath: stage) }
    let empty = try Self.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: empty) }
    func run(_ arguments: [String]) throws -> ToolRun {
      try CLIRunner.run(arguments, in: empty, executable: binary)
    }

    let list = try run(["list"])
    #expect(list.stdout.hasSuffix("built-in brands: fieldnote, folio, studio\n"), "\(list.stdout)")

    let initialised = try run(["init", "acme"])
    #expect(initialised.status == 0, "\(initialised.stderr)")
    #expect(initialised.stdout.hasPrefix("created tokens/acme/ from studio (built in):"))
    #expect(initialised.stdout.contains("checks clean"), "\(initialised.stdout)")
    let checked = try run(["check", "acme"])
    #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")

    let preview = try run(["preview", "--color", "none", "--width", "100"])
    #expect(preview.status == 0, "\(preview.stderr)")
    #expect(preview.stdout.contains("Studio · light · sign-in/rest"), "\(preview.stdout)")
    #expect(preview.stdout.contains("Sign in"))

    // A real design system, mapped with the roles guessed and filled in from studio.
    let sds = TestPaths.packageRoot + "/../shared/realworld/figma-sds"
    try #require(
      FileManager.default.fileExists(atPath: sds),
      "missing \(sds): ../shared/realworld/ must sit beside the package")
    try FileManager.default.copyItem(atPath: sds, toPath: empty + "/figma-sds")
    let mapped = try run([
      "init", "sds", "--from-tokens", "figma-sds/figma-sds.resolver.json", "--legacy",
    ])
    #expect(mapped.status == 0, "\(mapped.stderr)")
    #expect(
      mapped.stdout.contains("roles (34 of 37 guessed: 25 high, 9 medium, 0 low; review each)"),
      "\(mapped.stdout)")
    #expect(mapped.stdout.contains("not mapped (filled in from studio): motion.standard"))
    let project = try String(contentsOfFile: empty + "/sptheme.json", encoding: .utf8)
    #expect(project.contains("\"extends\": \"studio\""), "\(project)")
    let sdsCheck = try run(["check", "sds"])
    #expect(sdsCheck.status == 1, "the set's own contrast findings: \(sdsCheck.stderr)")
    #expect(!sdsCheck.stdout.contains("no brand"))
    #expect(sdsCheck.stdout.contains("sds (Figma Simple Design System): failed: 13 errors"))
    #expect(sdsCheck.stderr.isEmpty, "\(sdsCheck.stderr)")

    // Outputs that name the built-in brands beside the team's.
    let builds = try Self.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: builds) }
    try """
    { "outputs": [
      { "format": "swift", "brands": ["studio", "folio"], "out": "App/SPTheme.swift" },
      { "format": "css", "brand": "fieldnote", "out": "web/fieldnote.css" } ] }
    """.write(toFile: builds + "/sptheme.json", atomically: true, encoding: .utf8)
    let build = try CLIRunner.run(["build"], in: builds, executable: binary)
    #expect(build.status == 0, "\(build.stderr)")
    #expect(build.stdout.contains("wrote App/SPTheme.swift (2 brands, "), "\(build.stdout)")
    #expect(build.stdout.contains("wrote web/fieldnote.css (1 brand, "))
    let swift = try String(contentsOfFile: builds + "/App/SPTheme.swift", encoding: .utf8)
    #expect(swift.contains("static let folio"), "\(swift.prefix(400))")
  }

  @Test(.tags(.tmux)) func theInstalledBinaryPlaysFromAnEmptyFolder() throws {
    guard TmuxSession.isAvailable else {
      Issue.record(
        "tmux is not installed: run `make test` (or `.ci/setup --tests`), which installs it")
      return
    }
    let (stage, binary) = try Self.installed()
    defer { try? FileManager.default.removeItem(atPath: stage) }
    let empty = try Self.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: empty) }
    let session = try TmuxSession(columns: 100, rows: 50, directory: empty)
    defer { session.kill() }
    try session.run("\(binary) play sign-in --brand folio --color truecolor; echo exited=$?")
    let first = try session.wait(forText: "Forgot password?")
    #expect(first?.contains("Folio") == true, "\(first ?? "")")
    // Escape leaves the focused field; then q quits.
    try session.press("Escape")
    try session.type("q")
    let screen = try session.wait(forText: "exited=0")
    #expect(screen?.contains("no brand") == false)
  }
}
