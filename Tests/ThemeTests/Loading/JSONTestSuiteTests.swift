import Platform
import TestSupport
import Testing

@testable import Theme

/// JSONTestSuite: every `y_` file parses, every `n_` file is refused with a location,
/// and no `i_` file crashes or hangs.
@Suite struct JSONTestSuiteTests {
  static let folder = TestPaths.shared("conformance/JSONTestSuite/test_parsing")
  static let files = FileSystemProbe.files(in: folder, suffix: ".json")

  @Test func suiteIsPresent() {
    #expect(Self.files.count >= 300, "expected the JSONTestSuite files in \(Self.folder)")
  }

  /// The `y_` files SPTheme refuses by design: a key holding U+0000, which json-c cuts short
  /// (ControlKeyTests), is an error at the key.
  static let refusedByDesign = ["y_object_escaped_null_in_key.json"]

  @Test(arguments: refusedByDesign)
  func refusesAControlCharacterInAKey(_ name: String) throws {
    let bytes = try FileSystem.read(Self.folder + "/" + name)
    let error = #expect(throws: JSONSyntaxError.self) { try JSONDocument(bytes: bytes, path: name) }
    #expect(error?.message.contains("holds a NUL character (U+0000)") == true)
    #expect(error?.location.line == 1 && error?.location.column == 2)
  }

  @Test(arguments: files.filter { $0.hasPrefix("y_") && !refusedByDesign.contains($0) })
  func accepts(_ name: String) throws {
    let bytes = try FileSystem.read(Self.folder + "/" + name)
    #expect(throws: Never.self) { try JSONDocument(bytes: bytes, path: name) }
  }

  @Test(arguments: files.filter { $0.hasPrefix("n_") })
  func refusesWithLocation(_ name: String) throws {
    let bytes = try FileSystem.read(Self.folder + "/" + name)
    do {
      _ = try JSONDocument(bytes: bytes, path: name)
      Issue.record("\(name) was accepted")
    } catch {
      #expect(error.location.file == name)
      #expect(error.location.line >= 1 && error.location.column >= 1)
      #expect(!error.message.isEmpty)
    }
  }

  @Test(arguments: files.filter { $0.hasPrefix("i_") })
  func neverCrashes(_ name: String) throws {
    let bytes = try FileSystem.read(Self.folder + "/" + name)
    _ = try? JSONDocument(bytes: bytes, path: name)
  }
}
