import Foundation
import TestSupport
import Testing

@testable import Platform

/// When the system's notifications cannot start or reach a limit, polling takes over with every
/// folder, and one line says so; watching goes on.
@Suite(.tags(.threads)) struct FileWatcherFallbackTests {
  /// A native back end that watches nothing and, after `limitAfter` folders, reports a limit.
  final class LimitedBackEnd: WatchBackEnd {
    let descriptor: Int32 = -1
    private(set) var failure: SystemError?
    private(set) var watchedFolders: [String] = []
    let limitAfter: Int

    init(limitAfter: Int) {
      self.limitAfter = limitAfter
    }

    func watch(folder: String) {
      guard watchedFolders.count < limitAfter else {
        failure = SystemError(errno: .noSpace, path: folder)
        return
      }
      watchedFolders.append(folder)
    }

    func changes() -> [String] { [] }
  }

  /// Every warning a watcher gave.
  final class Warnings: @unchecked Sendable {
    var lines: [String] = []

    func add(_ line: String) { lines.append(line) }
  }

  @Test func aNativeBackEndThatCannotStartFallsBackToPolling() throws {
    let folder = try WatchedFolder()
    defer { folder.remove() }
    let warnings = Warnings()
    func refused() throws(SystemError) -> any WatchBackEnd {
      throw SystemError(errno: .tooManyOpenFiles, path: FileWatcher.nativeName)
    }
    let watcher = FileWatcher(.native, warn: warnings.add, native: refused)
    #expect(
      warnings.lines == [
        "warning: file watcher: cannot start \(FileWatcher.nativeName): too many open files; watching by polling instead"
      ])
    #expect(watcher.isPolling)
    watcher.watch(files: [folder.file("light.tokens.json")])
    try folder.save("light.tokens.json", #"{ "polled": true }"#)
    let light = folder.file("light.tokens.json")
    #expect(watcher.changes(including: [light]).contains(light))
    #expect(warnings.lines.count == 1, "one line, however long it runs")
  }

  @Test func aNativeBackEndAtItsLimitHandsEveryFolderToPolling() throws {
    let first = try WatchedFolder()
    let second = try WatchedFolder()
    defer {
      first.remove()
      second.remove()
    }
    let warnings = Warnings()
    func limited() throws(SystemError) -> any WatchBackEnd { LimitedBackEnd(limitAfter: 1) }
    let watcher = FileWatcher(.native, warn: warnings.add, native: limited)
    watcher.watch(files: [first.file("light.tokens.json")])
    #expect(!watcher.isPolling)
    #expect(warnings.lines.isEmpty)
    watcher.watch(files: [second.file("light.tokens.json")])
    #expect(watcher.isPolling)
    #expect(
      warnings.lines == [
        "warning: file watcher: cannot watch \(second.path): the limit of \(FileWatcher.nativeName) watches is reached; watching by polling instead"
      ])
    #expect(watcher.watchedFolders == [first.path, second.path].sorted())
    try first.save("dark.tokens.json", #"{ "polled": true }"#)
    let dark = first.file("dark.tokens.json")
    #expect(watcher.changes(including: [dark]).contains(dark), "the folder watched before")
  }

  @Test func polledFromTheStartNeverWarns() throws {
    let folder = try WatchedFolder()
    defer { folder.remove() }
    let warnings = Warnings()
    func unwanted() throws(SystemError) -> any WatchBackEnd {
      Issue.record("the native back end was made")
      return LimitedBackEnd(limitAfter: 0)
    }
    let watcher = FileWatcher(.poll, warn: warnings.add, native: unwanted)
    watcher.watch(files: [folder.file("light.tokens.json")])
    #expect(watcher.isPolling)
    #expect(warnings.lines.isEmpty)
  }
}
