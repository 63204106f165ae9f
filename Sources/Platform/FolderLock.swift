/// An exclusive lock on an output folder for as long as the value lives, so two runs writing
/// snapshots into one folder take turns: each snapshot's three files come from one run.
///
/// The lock is `flock` on the folder itself, so nothing is left behind in it, and the system
/// lets it go when the process ends however it ends. The descriptor never leaves this type.
package final class FolderLock {
  private let descriptor: Int32

  /// Waits for the folder's lock and holds it.
  ///
  /// - Throws: ``FileSystem/FileFailure`` when the folder cannot be opened.
  package init(_ folder: String) throws(FileFailure) {
    descriptor = try FileSystem.lockFolder(folder)
  }

  deinit {
    FileSystem.unlockFolder(descriptor)
  }
}
