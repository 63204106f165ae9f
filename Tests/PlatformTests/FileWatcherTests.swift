import Foundation
import TestSupport
import Testing

@testable import Platform

/// The file watcher with each back end (the system's own and polling): what editors and people
/// do to a brand's files is reported, through the descriptor an event loop polls.
@Suite(.tags(.threads)) struct FileWatcherTests {
  /// Both methods, as `SPTHEME_FILE_WATCHER` names them.
  static let methods = FileWatcher.Method.allCases

  /// A watcher of `folder`'s files by `method`; fails the test on any warning.
  static func watcher(_ method: FileWatcher.Method, of folder: WatchedFolder) -> FileWatcher {
    let watcher = FileWatcher(method) { Issue.record("unexpected warning: \($0)") }
    watcher.watch(files: [folder.file("light.tokens.json")])
    return watcher
  }

  @Test(arguments: methods) func usesTheMethodAskedFor(_ method: FileWatcher.Method) throws {
    let folder = try WatchedFolder()
    defer { folder.remove() }
    let watcher = Self.watcher(method, of: folder)
    #expect(watcher.isPolling == (method == .poll || FileWatcher.nativeName == "polling"))
    #expect(watcher.descriptor >= 0)
    #expect(watcher.watchedFolders == [folder.path])
  }

  @Test(arguments: methods) func aChangeIsReported(_ method: FileWatcher.Method) throws {
    let folder = try WatchedFolder()
    defer { folder.remove() }
    let watcher = Self.watcher(method, of: folder)
    try folder.overwrite("light.tokens.json", with: #"{ "changed": true }"#)
    let changes = watcher.changes(including: [folder.file("light.tokens.json")])
    #expect(changes.contains(folder.file("light.tokens.json")), "\(changes)")
    #expect(!changes.contains(folder.file("dark.tokens.json")), "\(changes)")
  }

  @Test(arguments: methods) func anAtomicSaveIsReported(_ method: FileWatcher.Method) throws {
    let folder = try WatchedFolder()
    defer { folder.remove() }
    let watcher = Self.watcher(method, of: folder)
    // The same size as before: only the new inode tells the files apart.
    try folder.save("light.tokens.json", "{ }")
    let changes = watcher.changes(including: [folder.file("light.tokens.json")])
    #expect(changes.contains(folder.file("light.tokens.json")), "\(changes)")
    // The temporary file does not end in `.json`, so it is never reported.
    #expect(changes.allSatisfy { $0.hasSuffix(".json") }, "\(changes)")
  }

  @Test(arguments: methods) func aDeletedThenRecreatedFileIsReportedEachTime(
    _ method: FileWatcher.Method
  ) throws {
    let folder = try WatchedFolder()
    defer { folder.remove() }
    let watcher = Self.watcher(method, of: folder)
    let light = folder.file("light.tokens.json")
    try folder.delete("light.tokens.json")
    #expect(watcher.changes(including: [light]).contains(light), "the deletion")
    try folder.overwrite("light.tokens.json", with: #"{ "back": true }"#)
    #expect(watcher.changes(including: [light]).contains(light), "the new file")
  }

  @Test(arguments: methods) func aNewFileInAWatchedFolderIsReported(_ method: FileWatcher.Method)
    throws
  {
    let folder = try WatchedFolder()
    defer { folder.remove() }
    let watcher = Self.watcher(method, of: folder)
    try folder.overwrite("notes.txt", with: "not a token file")
    try folder.save("contrast.tokens.json", "{}")
    let changes = watcher.changes(including: [folder.file("contrast.tokens.json")])
    #expect(changes.contains(folder.file("contrast.tokens.json")), "\(changes)")
    #expect(!changes.contains(folder.file("notes.txt")), "\(changes)")
  }

  @Test(arguments: methods) func aFolderDeletedAndMadeAgainIsWatchedAgain(
    _ method: FileWatcher.Method
  ) throws {
    let folder = try WatchedFolder()
    defer { folder.remove() }
    let watcher = Self.watcher(method, of: folder)
    try FileManager.default.removeItem(atPath: folder.path)
    #expect(watcher.changes(including: [folder.path]).contains(folder.path), "the folder went")
    try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: false)
    #expect(watcher.changes(including: [folder.path]).contains(folder.path), "the folder came")
    #expect(watcher.watchedFolders == [folder.path])
    try folder.save("light.tokens.json", #"{ "again": true }"#)
    let light = folder.file("light.tokens.json")
    #expect(watcher.changes(including: [light]).contains(light), "a file in the new folder")
  }

  @Test(arguments: methods) func nothingIsReportedWhenNothingChanges(_ method: FileWatcher.Method)
    throws
  {
    let folder = try WatchedFolder()
    defer { folder.remove() }
    let watcher = Self.watcher(method, of: folder)
    _ = try FileSystem.read(folder.file("light.tokens.json"))
    let changes = watcher.changes(
      including: ["never"], timeout: Double(PollingWatcher.interval) * 3)
    #expect(changes.isEmpty, "\(changes)")
  }
}
