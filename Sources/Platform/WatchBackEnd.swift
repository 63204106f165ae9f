/// One way of watching folders for ``FileWatcher``: inotify, kqueue, or polling.
///
/// A back end watches folders, not files, and reports the paths of the `.json` files in them
/// that changed, and a watched folder itself when it went away or came back. It is used from one
/// thread.
protocol WatchBackEnd: AnyObject {
  /// The descriptor to poll: readable when changes may be waiting.
  var descriptor: Int32 { get }
  /// The folders watched now (a folder that went away is not among them until it is back).
  var watchedFolders: [String] { get }
  /// Why the back end cannot watch everything it was asked to (a limit of the system was
  /// reached); ``FileWatcher`` then hands the folders to polling.
  var failure: SystemError? { get }
  /// Watches `folder` (a folder already watched is kept; one that does not exist is watched
  /// for, and reported when it appears).
  func watch(folder: String)
  /// The pending changes: paths of `.json` files, and of folders that went away or came back
  /// (may repeat).
  func changes() -> [String]
}
