import Foundation
import TestSupport
import Testing

/// `make dist`: the tarball to download, `dist/sptheme-VERSION-OS-ARCH.tar.gz` and its `.sha256`.
/// The tests pack the debug build through the same rule (`BUILT=`; `make dist` alone builds for
/// release first, which takes minutes), check the checksum as a downloader does, and unpack it
/// into an empty folder outside the checkout, where its binary runs and its man page and
/// completions are what the binary prints. Serialized: they share the checkout's `dist/`.
@Suite(.tags(.install), .fullTier, .serialized) struct DistTests {
  static var dist: String { TestPaths.packageRoot + "/dist" }

  /// The OS and architecture in a tarball's name.
  static var platform: String {
    #if os(macOS)
      let os = "macos"
    #else
      let os = "linux"
    #endif
    #if arch(arm64)
      return os + "-arm64"
    #else
      return os + "-x86_64"
    #endif
  }

  /// Runs a tool found on the pinned PATH (`/usr/bin:/bin`).
  static func tool(_ name: String, _ arguments: [String], in folder: String = TestPaths.packageRoot)
    throws -> ToolRun
  {
    try CLIRunner.run([name] + arguments, in: folder, executable: "/usr/bin/env")
  }

  /// A version no real `make dist` gives, so a test never meets (or removes) a real tarball.
  static func testVersion() -> String { "0.0.0-test.\(UInt32.random(in: 0...UInt32.max))" }

  /// What is in `dist/` now (nothing when it does not exist).
  static func contents() -> Set<String> {
    Set((try? FileManager.default.contentsOfDirectory(atPath: dist)) ?? [])
  }

  @Test func theTarballUnpacksAndRunsOutsideTheCheckout() throws {
    let built = URL(fileURLWithPath: CLIRunner.binary).deletingLastPathComponent().path
    let version = Self.testVersion()
    let name = "sptheme-\(version)-\(Self.platform)"
    let tarball = Self.dist + "/\(name).tar.gz"
    defer {
      try? FileManager.default.removeItem(atPath: tarball)
      try? FileManager.default.removeItem(atPath: tarball + ".sha256")
    }
    let make = try InstallTests.make(["dist", "BUILT=\(built)", "VERSION=\(version)"])
    #expect(make.status == 0, "\(make.stdout)\(make.stderr)")
    #expect(make.stdout.hasPrefix("wrote dist/\(name).tar.gz ("), "\(make.stdout)")
    #expect(!Self.contents().contains { $0.hasPrefix(".stage") }, "a temporary folder is left")

    // The checksum, as a downloader checks it.
    let check = try Self.tool("sha256sum", ["-c", "\(name).tar.gz.sha256"], in: Self.dist)
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout == "\(name).tar.gz: OK\n")

    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(!folder.hasPrefix(TestPaths.packageRoot))
    let extract = try Self.tool("tar", ["-xzf", tarball, "-C", folder])
    #expect(extract.status == 0, "\(extract.stderr)")
    // One top folder, named after the version.
    let top = "sptheme-\(version)"
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [top])
    let root = folder + "/" + top
    #expect(FileManager.default.isExecutableFile(atPath: root + "/bin/sptheme"))
    for file in ["LICENSE", "README.md"] {
      let copied = try? String(contentsOfFile: root + "/" + file, encoding: .utf8)
      let original = try String(
        contentsOfFile: TestPaths.packageRoot + "/" + file, encoding: .utf8)
      #expect(copied == original, "\(file)")
    }
    // The man page and the completions, laid out as `make install` lays them out.
    for (path, arguments) in InstallTests.shared {
      let printed = try CLIRunner.run(arguments)
      let packed = try? String(contentsOfFile: root + "/" + path, encoding: .utf8)
      #expect(packed == printed.stdout, "\(path)")
    }

    // The unpacked binary runs from an empty folder, with no checkout in sight.
    let empty = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: empty) }
    let binary = root + "/bin/sptheme"
    let versionRun = try CLIRunner.run(["--version"], in: empty, executable: binary)
    #expect(versionRun.status == 0, "\(versionRun.stderr)")
    #expect(versionRun.stdout.hasPrefix("sptheme "), "\(versionRun.stdout)")
    let list = try CLIRunner.run(["list"], in: empty, executable: binary)
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdout.hasPrefix("sign-in (Sign in): "), "\(list.stdout)")
  }

  /// `make dist` builds for release, statically linked, with the version compiled in; with
  /// BUILT it packs that binary and builds nothing.
  @Test func makeDistBuildsForReleaseStatically() throws {
    let plan = try InstallTests.make(["-n", "dist", "VERSION=1.2.3"])
    #expect(plan.status == 0, "\(plan.stderr)")
    #if os(macOS)
      let build = "SPTHEME_VERSION='1.2.3' swift build -c release --product sptheme"
    #else
      let build =
        "SPTHEME_VERSION='1.2.3' swift build -c release --static-swift-stdlib --product sptheme"
    #endif
    #expect(plan.stdout.contains(build), "\(plan.stdout)")
    #expect(plan.stdout.contains(".ci/dist \".build/release\" \"1.2.3\""), "\(plan.stdout)")
    let packOnly = try InstallTests.make(["-n", "dist", "BUILT=somewhere", "VERSION=1.2.3"])
    #expect(!packOnly.stdout.contains("swift build"), "\(packOnly.stdout)")
    #expect(packOnly.stdout.contains(".ci/dist \"somewhere\" \"1.2.3\""), "\(packOnly.stdout)")
    // The version it names the tarball after is the one .ci/version gives.
    let named = try InstallTests.make(["-s", "version"])
    let script = try CLIRunner.run([], executable: TestPaths.packageRoot + "/.ci/version")
    #expect(named.stdout == script.stdout && !script.stdout.isEmpty)
  }

  /// A binary that fails half-way (here when asked for its man page) leaves no tarball, no
  /// checksum and no temporary folder in dist/.
  @Test func aFailedPackLeavesNothingBehind() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "#!/bin/sh\n[ \"$1\" = help ] && exit 3\nexit 0\n".write(
      toFile: folder + "/sptheme", atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: folder + "/sptheme")
    let before = Self.contents()
    let make = try InstallTests.make(["dist", "BUILT=\(folder)", "VERSION=\(Self.testVersion())"])
    #expect(make.status != 0)
    #expect(Self.contents() == before, "\(make.stdout)\(make.stderr)")
  }
}
