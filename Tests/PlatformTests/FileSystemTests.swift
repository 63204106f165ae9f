import Foundation
import Platform
import Testing

/// Files through the seam: comparing bytes with a file in place, and failures that carry the
/// system's error and the path.
@Suite struct FileSystemTests {
  @Test func aFileHoldsExactlyItsBytes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sptheme-holds-\(CurrentProcess.id)"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/a.txt"
    // Larger than one chunk of the comparison, so several reads are compared.
    let text = String(repeating: "0123456789abcdef", count: 10_000)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    func holds(_ text: String, _ path: String) -> Bool {
      var text = text
      return text.withUTF8 { FileSystem.file(path, holds: UnsafeRawBufferPointer($0)) }
    }
    #expect(holds(text, path))
    #expect(!holds(text + "x", path))
    #expect(!holds(String(text.dropLast()), path))
    #expect(!holds(String(text.dropLast()) + "g", path))
    #expect(!holds(text, folder + "/missing.txt"))
    #expect(!holds("", folder))
    try "".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(holds("", path))
  }

  @Test func aFailedCallCarriesItsErrnoAndPath() throws {
    let missing = FileManager.default.temporaryDirectory.path + "/sptheme-missing-\(UUID())"
    #expect(throws: FileSystem.Failure.self) { try FileSystem.read(missing) }
    do {
      _ = try FileSystem.read(missing)
    } catch {
      #expect(error.error == SystemError(errno: .noSuchFileOrFolder, path: missing))
      #expect(error.description == "\(missing): no such file or folder")
      #expect(error.error?.description == error.description)
    }
  }

  @Test func aRefusalOfTheToolCarriesNoErrno() throws {
    let folder = FileManager.default.temporaryDirectory.path
    do {
      _ = try FileSystem.read(folder)
      Issue.record("a folder was read as a file")
    } catch {
      #expect(error.error == nil)
      #expect(error.reason == "is a folder, not a file")
    }
  }

  @Test func errnoReadsAsWords() {
    #expect(Errno.noSuchFileOrFolder.reason == "no such file or folder")
    #expect(Errno.noSpace.description == "no space left on device")
    #expect(Errno.noSpace.reason == Errno.noSpace.description)
  }
}
