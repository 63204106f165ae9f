import Render

/// The brands one run writes files for, each under a name of its own.
///
/// File names come from brand ids made safe (``SnapshotName/component(_:)``); two brands whose
/// names still meet (two folders both called `studio`) would overwrite each other's files, so
/// that is an error naming both. Names are compared ignoring case, since macOS's disks do
/// (`Acme` and `acme` would share files there). The same brand given twice is taken once.
public struct RunBrands {
  /// Two brands that would write files of the same name, and what to do.
  public struct Clash: Error, Sendable {
    /// The message naming both.
    public var message: String
  }

  /// No brand admitted yet.
  public init() {}

  private var byName: [String: (id: String, path: String, name: String)] = [:]

  /// Admits a brand; `false` when this very brand was admitted already.
  ///
  /// - Throws: ``Clash`` when another brand would write files of the same name.
  public mutating func admit(id: String, path: String) throws(Clash) -> Bool {
    let name = SnapshotName.component(id)
    guard let earlier = byName[name.lowercased()] else {
      byName[name.lowercased()] = (id, path, name)
      return true
    }
    if earlier.path == path { return false }
    let same =
      earlier.name == name
      ? "the same name (\(name))"
      : "names that differ only in case (\(earlier.name), \(name)), which are one file on a disk that ignores case, as macOS's does"
    throw Clash(
      message:
        "brands \(earlier.id) (\(earlier.path)) and \(id) (\(path)) would write files of \(same); rename one of their folders or resolvers, or run them separately"
    )
  }
}
