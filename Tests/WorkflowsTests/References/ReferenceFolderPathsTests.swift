import Foundation
import TestSupport
import Testing

/// No committed reference file holds anything of the machine it was recorded on: not the
/// package's folder, not a temporary folder, not a home folder.
@Suite(.tags(.references)) struct ReferenceFolderPathsTests {
  /// What a path of a machine starts with.
  static let machinePaths: [String] = {
    var paths = [TestPaths.packageRoot, "/tmp/", "/private/", "/var/folders/", "/home/", "/Users/"]
    let home = NSHomeDirectory()
    if home.count > 1 { paths.append(home + "/") }
    let temporary = NSTemporaryDirectory()
    if temporary.count > 1 { paths.append(temporary) }
    return paths
  }()

  @Test func noReferenceFileHoldsAPathOfTheMachine() throws {
    let folder = CommittedReferences.folder
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(files.count > 3, "no references in \(folder)")
    for file in files {
      let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
      for path in Self.machinePaths {
        #expect(!text.contains(path), "\(file) holds \(path)")
      }
    }
  }

  /// Provenance names token files relative to the brand's folder: a studio file as studio's
  /// own, the studio file folio builds on beside it.
  @Test func provenanceIsRelativeToTheBrand() throws {
    let folder = CommittedReferences.folder
    let studio = try String(
      contentsOfFile: folder + "/sign-in.rest.studio.light.large.scene.json", encoding: .utf8)
    #expect(studio.contains("\"color.surface (light.tokens.json:"))
    let roles = try String(contentsOfFile: folder + "/roles.json", encoding: .utf8)
    #expect(roles.contains("(../studio/palette.tokens.json:"))
    #expect(!roles.contains("tokens/studio/"))
  }
}
