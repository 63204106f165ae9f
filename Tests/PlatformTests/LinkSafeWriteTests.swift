import Foundation
import Platform
import Testing

/// The one writer, attacked: links planted where its temporary file or its target go, links on
/// the way out of the folder it writes into, failures half-way, and what a killed run left.
@Suite struct LinkSafeWriteTests {
  /// A fresh folder holding `inside/` (where writes go) and `outside/secret.txt` (what a
  /// planted link points at).
  struct Place {
    var root: String
    var inside: String { root + "/inside" }
    var secret: String { root + "/outside/secret.txt" }

    init() throws {
      root =
        FileManager.default.temporaryDirectory.appendingPathComponent(
          "sptheme-write-\(UUID())"
        ).path
      try FileManager.default.createDirectory(
        atPath: root + "/inside", withIntermediateDirectories: true)
      try FileManager.default.createDirectory(
        atPath: root + "/outside", withIntermediateDirectories: true)
      try "secret\n".write(toFile: root + "/outside/secret.txt", atomically: false, encoding: .utf8)
    }

    /// The secret's text, which no write may change.
    var secretText: String? { try? String(contentsOfFile: secret, encoding: .utf8) }

    /// The names in `inside/`.
    func names() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: inside).sorted()
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
  }

  /// Names a temporary file could have been guessed to take: the `<path>.tmp-<pid>` of earlier
  /// versions, and the new pattern with this process's id.
  static let plantedNames: [String] = [
    "Theme.swift.tmp-PID", ".Theme.swift.tmp-PID", "Theme.swift.new-PID",
    ".Theme.swift.tmp-PID-0000000000000000", "Theme.swift.tmp",
  ]

  @Test(arguments: plantedNames)
  func aLinkPlantedAtATemporaryNameIsNeverFollowed(_ planted: String) throws {
    let place = try Place()
    defer { place.remove() }
    let name = planted.replacingOccurrences(of: "PID", with: "\(getpid())")
    #expect(symlink(place.secret, place.inside + "/" + name) == 0)
    try FileSystem.write("new\n", to: place.inside + "/Theme.swift")
    #expect(place.secretText == "secret\n")
    let written = try String(contentsOfFile: place.inside + "/Theme.swift", encoding: .utf8)
    #expect(written == "new\n")
    #expect(try place.names() == [name, "Theme.swift"].sorted(), "no temporary file is left")
    try FileSystem.writeNew("again\n", to: place.inside + "/Other.swift")
    #expect(place.secretText == "secret\n")
  }

  /// A link at the target that leads out of its folder, or a folder on the way that is a link
  /// out of the folder the write is confined to: refused, the secret unchanged, nothing left.
  struct Redirect: CustomTestStringConvertible, Sendable {
    var name: String
    /// The link to plant (relative to `inside/`) and where it leads (`SECRET`, `OUTSIDE`).
    var link: String
    var leadsTo: String
    /// The path written, relative to `inside/`.
    var write: String
    /// Whether the write is confined to `inside/` (otherwise to the target's own folder).
    var confined: Bool
    var message: String
    var testDescription: String { name }
  }

  static let redirects: [Redirect] = [
    Redirect(
      name: "target links out", link: "Theme.swift", leadsTo: "SECRET", write: "Theme.swift",
      confined: false, message: "is a symbolic link to"),
    Redirect(
      name: "target links out, confined", link: "Theme.swift", leadsTo: "SECRET",
      write: "Theme.swift", confined: true, message: "is a symbolic link to"),
    Redirect(
      name: "target links up and out", link: "Theme.swift", leadsTo: "../outside/secret.txt",
      write: "Theme.swift", confined: true, message: "outside"),
    Redirect(
      name: "folder links out", link: "gen", leadsTo: "OUTSIDE", write: "gen/secret.txt",
      confined: true, message: "is reached through a symbolic link to"),
    Redirect(
      name: "folder links out, deeper", link: "gen", leadsTo: "OUTSIDE",
      write: "gen/sub/Theme.swift", confined: true, message: "is reached through a symbolic link"),
  ]

  @Test(arguments: redirects)
  func aLinkOutOfTheFolderIsRefused(_ redirect: Redirect) throws {
    let place = try Place()
    defer { place.remove() }
    let destination =
      switch redirect.leadsTo {
      case "SECRET": place.secret
      case "OUTSIDE": place.root + "/outside"
      default: redirect.leadsTo
      }
    #expect(symlink(destination, place.inside + "/" + redirect.link) == 0)
    let before = try place.names()
    do {
      try FileSystem.write(
        "overwritten\n", to: place.inside + "/" + redirect.write,
        within: redirect.confined ? place.inside : nil)
      Issue.record("the write went through")
    } catch {
      #expect(error.reason.contains(redirect.message), "\(error)")
      #expect(error.reason.contains("remove the link"), "\(error)")
      #expect(error.path == place.inside + "/" + redirect.write)
    }
    #expect(place.secretText == "secret\n")
    #expect(try place.names() == before, "nothing is left beside the target")
    let outside = try FileManager.default.contentsOfDirectory(atPath: place.root + "/outside")
    #expect(outside == ["secret.txt"], "nothing is created outside")
  }

  /// Links that stay inside the folder are followed: the file they lead to is replaced, the
  /// link stays a link.
  @Test func aLinkInsideTheFolderIsFollowed() throws {
    let place = try Place()
    defer { place.remove() }
    try "old\n".write(toFile: place.inside + "/real.swift", atomically: false, encoding: .utf8)
    #expect(symlink("real.swift", place.inside + "/Theme.swift") == 0)
    try FileManager.default.createDirectory(
      atPath: place.inside + "/real", withIntermediateDirectories: true)
    #expect(symlink("real", place.inside + "/gen") == 0)
    try FileSystem.write("new\n", to: place.inside + "/Theme.swift", within: place.inside)
    try FileSystem.write("gen\n", to: place.inside + "/gen/a.swift", within: place.inside)
    #expect(try String(contentsOfFile: place.inside + "/real.swift", encoding: .utf8) == "new\n")
    #expect(try String(contentsOfFile: place.inside + "/real/a.swift", encoding: .utf8) == "gen\n")
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: place.inside + "/Theme.swift")
    #expect(link == "real.swift")
  }

  /// A write that fails, before its temporary file is made (its folder is missing) or after
  /// (the new file cannot be linked into place: something is there), leaves no temporary file
  /// and the old file as it was.
  @Test func aFailedWriteLeavesNoTemporaryFile() throws {
    let place = try Place()
    defer { place.remove() }
    let target = place.inside + "/Theme.swift"
    try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
    #expect(throws: FileFailure.self) {
      try FileSystem.write("new\n", to: place.inside + "/missing/Theme.swift")
    }
    do {
      try FileSystem.writeNew("new\n", to: target)
      Issue.record("writeNew replaced a file")
    } catch {
      #expect(error.error?.errno == Errno(rawValue: EEXIST), "\(error)")
    }
    #expect(try place.names() == ["Theme.swift"])
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "old\n")
  }

  /// What a killed write left (`.NAME.tmp-PID-RANDOM` of a process that no longer runs) is
  /// removed by the next write into that folder; a running process's, a link at such a name,
  /// and other names are left.
  @Test func aKilledWritesLeftoverIsRemoved() throws {
    let place = try Place()
    defer { place.remove() }
    // No process has this id (above the largest pid_max Linux allows); ours runs.
    let gone = 4_194_305
    let leftovers = [
      ".Theme.swift.tmp-\(gone)-0123456789abcdef", ".Other.css.tmp-\(gone)-fedcba9876543210",
    ]
    let kept = [
      ".Theme.swift.tmp-\(getpid())-0123456789abcdef", ".Theme.swift.tmp-\(gone)",
      "Theme.swift.tmp-\(gone)-x", "notes.txt",
    ]
    for name in leftovers + kept {
      try "half".write(toFile: place.inside + "/" + name, atomically: false, encoding: .utf8)
    }
    let plantedLink = ".Linked.tmp-\(gone)-0123456789abcdef"
    #expect(symlink(place.secret, place.inside + "/" + plantedLink) == 0)
    try FileSystem.write("new\n", to: place.inside + "/Theme.swift")
    #expect(try place.names() == (kept + [plantedLink, "Theme.swift"]).sorted())
    #expect(place.secretText == "secret\n")
  }
}
