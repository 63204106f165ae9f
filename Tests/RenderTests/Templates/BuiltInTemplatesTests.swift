import Foundation
import Render
import TestSupport
import Testing

/// The templates compiled into the binary are exactly the files of `Templates/`: a template
/// edited, added or removed without `make resources` fails here, naming it.
@Suite struct BuiltInTemplatesTests {
  static let folder = TestPaths.packageRoot + "/Templates"

  /// Every `*.mustache` of Templates/ and Templates/docs/, by embedded name.
  static func filesOnDisk() throws -> [String: String] {
    var result: [String: String] = [:]
    for (sub, prefix) in [("", ""), ("/docs", "docs/")] {
      let names = try FileManager.default.contentsOfDirectory(atPath: folder + sub)
      for name in names where name.hasSuffix(".mustache") {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + sub + "/" + name))
        result[prefix + String(name.dropLast(".mustache".count))] = String(
          decoding: data, as: UTF8.self)
      }
    }
    return result
  }

  @Test func embeddedCopyMatchesTemplatesFolder() throws {
    let files = try Self.filesOnDisk()
    #expect(!files.isEmpty, "no templates found in \(Self.folder)")
    let stale = "run `make resources` (.ci/embed-resources) and commit the generated file"
    for name in files.keys.sorted() {
      #expect(
        BuiltInTemplates.source(of: name) == files[name],
        "Templates/\(name).mustache differs from the copy built into the binary: \(stale)")
    }
    for name in BuiltInTemplates.names where files[name] == nil {
      Issue.record("the binary holds \(name).mustache, which Templates/ no longer has: \(stale)")
    }
  }

  @Test func builtInLibrariesParseAndHoldWhatTheRenderersNeed() throws {
    let snapshots = try BuiltInTemplates.snapshots()
    let docs = try BuiltInTemplates.docs()
    for name in HTMLWriter.templateNames + ["index", "report"] {
      #expect(snapshots[name] != nil, "no built-in \(name).mustache")
    }
    for name in DocsSite.templateNames { #expect(docs[name] != nil, "no built-in docs/\(name)") }
    #expect(snapshots["layout"] == nil, "docs templates leak into the snapshot library")
  }
}
