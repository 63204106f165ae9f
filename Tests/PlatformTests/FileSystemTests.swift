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

  /// A folder replace that was killed half-way leaves `.NAME.tmp-PID` and `.NAME.old-PID`; the
  /// next replace of that folder removes those of processes that no longer run, and leaves a
  /// running process's own.
  @Test func aReplaceRemovesWhatAnInterruptedOneLeft() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sptheme-leftovers-\(UUID())"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // No process has this id (above the largest pid_max Linux allows); ours runs.
    let gone = 4_194_305
    let leftovers = [".Colors.xcassets.tmp-\(gone)", ".Colors.xcassets.old-\(gone)"]
    let running = ".Colors.xcassets.tmp-1"
    for name in leftovers + [running, ".Other.old-\(gone)"] {
      try FileManager.default.createDirectory(
        atPath: folder + "/" + name + "/x", withIntermediateDirectories: true)
    }
    try FileSystem.replaceFolder(
      at: folder + "/Colors.xcassets", with: [(path: "Contents.json", text: "{}")])
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names == [".Colors.xcassets.tmp-1", ".Other.old-\(gone)", "Colors.xcassets"])
  }

  @Test func aFailedCallCarriesItsErrnoAndPath() throws {
    let missing = FileManager.default.temporaryDirectory.path + "/sptheme-missing-\(UUID())"
    #expect(throws: FileFailure.self) { try FileSystem.read(missing) }
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

/// Folder entries as `lstat` sees them: what a link is and where it leads, and why an entry
/// cannot be read.
@Suite struct FolderEntryTests {
  @Test func linksAndNamesThatCannotBeRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sptheme-entries-\(CurrentProcess.id)"
    ).path
    try FileManager.default.createDirectory(
      atPath: folder + "/real", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    symlink("/nonexistent-sptheme", folder + "/dangling")
    symlink("loop", folder + "/loop")
    symlink("real", folder + "/up")
    var bytes = Array((folder + "/x").utf8) + [0xC3, 0x28, 0]
    bytes.withUnsafeMutableBufferPointer { pointer in
      pointer.withMemoryRebound(to: CChar.self) { _ = mkdir($0.baseAddress!, 0o755) }
    }
    let entries = try FileSystem.entries(ofFolder: folder)
    let byName = Dictionary(uniqueKeysWithValues: entries.map { ($0.shownName, $0) })
    #expect(byName["dangling"]?.problem == "it is a symbolic link to nothing")
    #expect(byName["loop"]?.problem == "it is a symbolic link that loops")
    #expect(byName["up"]?.kind == .symbolicLink && byName["up"]?.linkTarget == .folder)
    #expect(byName["up"]?.leadsToFolder == true && byName["up"]?.problem == nil)
    #expect(byName["real"]?.kind == .folder)
    #expect(byName["x\\xc3("]?.name == nil)
    #expect(byName["x\\xc3("]?.problem == "its name is not UTF-8")
  }
}
