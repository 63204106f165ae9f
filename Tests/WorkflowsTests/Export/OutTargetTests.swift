import Foundation
import TestSupport
import Testing
import Theme
import Workflows

#if canImport(Glibc)
  import Glibc
#endif

/// `ExportRun` writes `out` only as a regular file (or a new path, or through a link to one),
/// never to a device, a FIFO, a folder or a system path.
@Suite struct OutTargetTests {
  struct Target: CustomTestStringConvertible, Sendable {
    var path: String
    var message: String
    var testDescription: String { path }
  }

  static let refusedTargets: [Target] = [
    Target(
      path: "/dev/null",
      message:
        "/dev/null: is not a regular file; SPTheme writes only regular files or new paths (it is a system path)"
    ),
    Target(path: "/dev/full", message: "(it is a system path)"),
    Target(path: "/dev/stdout", message: "(it is a system path)"),
    Target(path: "/proc/self/fd/1", message: "(it is a system path)"),
    Target(path: "FIFO", message: "is a FIFO (named pipe), not a regular file"),
    Target(path: "FOLDER", message: "is a folder, not a regular file"),
    Target(path: "LINK", message: "(it leads to /dev/null)"),
  ]

  @Test(arguments: refusedTargets)
  func outRefusesAnythingButARegularFile(_ target: Target) throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var path = target.path
    switch path {
    case "FIFO":
      path = folder + "/theme.swift"
      #expect(mkfifo(path, 0o600) == 0)
    case "FOLDER":
      path = folder + "/theme.swift"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    case "LINK":
      path = folder + "/theme.swift"
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/null")
    default: break
    }
    let report = ExportFixture.run(.swift, out: path).run()
    #expect(report.exitCode == 2)
    #expect(report.result == nil)
    let lines = ExportTextWriter().lines(report)
    #expect(lines.last?.text.hasPrefix("error: cannot write ") == true, "\(lines)")
    #expect(lines.last?.text.contains(target.message) == true, "\(lines)")
    #expect(!lines.contains { $0.text.contains("wrote") }, "\(lines)")
    let null = try FileManager.default.attributesOfItem(atPath: "/dev/null")
    #expect(
      null[.type] as? FileAttributeType == .typeCharacterSpecial, "/dev/null is still a device")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy {
        !$0.contains(".tmp-")
      })
  }

  @Test func outWritesThroughALinkToARegularFile() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    FileManager.default.createFile(atPath: folder + "/real.swift", contents: Data("old".utf8))
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/Theme.swift", withDestinationPath: "real.swift")
    let report = ExportFixture.run(.swift, out: folder + "/Theme.swift").run()
    #expect(report.exitCode == 0, "\(ExportFixture.lines(report))")
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/Theme.swift")
    #expect(link == "real.swift", "the link stays a link")
    #expect(
      try String(contentsOfFile: folder + "/real.swift", encoding: .utf8).contains("struct SPTheme")
    )
  }
}
