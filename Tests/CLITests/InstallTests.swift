import Foundation
import Testing

/// `make install`: the binary installed into a prefix runs from an empty folder outside the
/// checkout, with the templates it carries, and its man page and completions are installed
/// beside it. (The test installs the debug build through the same install rule; `make install`
/// builds for release first, which takes minutes.)
@Suite(.tags(.install), .fullTier) struct InstallTests {
  /// Runs make in the package folder.
  static func make(_ arguments: [String]) throws -> CLIRunner.Result {
    try CLIRunner.run(["--no-print-directory"] + arguments, executable: "/usr/bin/make")
  }

  /// What `make install` writes under PREFIX/share, and the arguments that print each file.
  static let shared = [
    ("share/man/man1/sptheme.1", ["help", "--man"]),
    ("share/bash-completion/completions/sptheme", ["completions", "bash"]),
    ("share/zsh/site-functions/_sptheme", ["completions", "zsh"]),
    ("share/fish/vendor_completions.d/sptheme.fish", ["completions", "fish"]),
  ]

  @Test func theInstalledBinaryWorksFromAnEmptyFolder() throws {
    let stage = try CLIRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: stage) }
    // The rule `make install` ends with, honouring PREFIX and DESTDIR.
    let built = URL(fileURLWithPath: CLIRunner.binary).deletingLastPathComponent().path
    let install = try Self.make([
      "install-binary", "BUILT=\(built)", "PREFIX=/opt/sp", "DESTDIR=\(stage)",
    ])
    #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
    let binary = stage + "/opt/sp/bin/sptheme"
    #expect(FileManager.default.isExecutableFile(atPath: binary))
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

    let empty = try CLIRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: empty) }
    #expect(!empty.hasPrefix(CLIRunner.packageRoot))
    let tokens = CLIRunner.packageRoot + "/tokens"
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
}
