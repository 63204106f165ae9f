import Platform

@testable import Theme

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh folder under /tmp for one test's files, removed by ``remove()``.
///
/// It stands for a project's checkout: an empty `.git` folder marks it as a work tree, so a
/// resolver in it may name files anywhere in it (`../shared/base.tokens.json`), as in a
/// team's repository, whatever the working folder of the test run.
struct TemporaryFolder {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The folder's absolute path.
  let path: String

  init() throws {
    var template = Array("/tmp/sptheme-tests-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else { throw Failure(description: "mkdtemp failed") }
    path = String(cString: template)
    try FileSystem.createFolder(path + "/.git")
  }

  /// Writes a file (creating its folders) and returns its absolute path.
  @discardableResult
  func write(_ relative: String, _ text: String) throws -> String {
    let full = path + "/" + relative
    let folder = full.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
      separator: "/")
    try FileSystem.createFolder(folder)
    try FileSystem.write(text, to: full)
    return full
  }

  /// Deletes the folder and everything in it.
  func remove() {
    Self.removeTree(path)
  }

  private static func removeTree(_ path: String) {
    if FileSystem.kind(of: path).isFolder {
      for name in (try? FileSystem.contents(ofFolder: path)) ?? [] { removeTree(path + "/" + name) }
      rmdir(path)
    } else {
      unlink(path)
    }
  }
}
