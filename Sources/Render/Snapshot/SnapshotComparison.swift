import Platform
import Theme

/// Snapshots rendered now, compared with the reference files of a folder.
public struct SnapshotComparison: Sendable {
  /// How a snapshot differs from its reference.
  public enum Kind: String, Sendable {
    /// Rendered now, no reference files.
    case missing
    /// Reference files, but no current state renders them.
    case orphaned
    /// Both exist and some file differs.
    case changed
  }

  /// One snapshot that differs.
  public struct Difference: Sendable {
    /// Its name.
    public var name: SnapshotName
    /// How it differs.
    public var kind: Kind
    /// The files that differ or are missing (extensions), or the orphaned files.
    public var files: [String]
    /// The semantic summary lines from the scene JSON.
    public var summary: [String]
    /// Extension → unified diff, for changed files.
    public var diffs: [String: String]
    /// The reference files that exist (extension → text).
    public var reference: [String: String]
    /// The current rendering, unless orphaned.
    public var current: Snapshot?
    /// Whether only the shared stylesheet differs: the page as stored is the same, and the
    /// folder's `snapshot.css` is not today's (``ReferenceStore``).
    public var stylesheetOnly = false
  }

  /// Which reference files the comparison looks at: those of these brands, blocks and sizes.
  public struct Scope: Sendable {
    /// Brand ids.
    public var brands: Set<String>
    /// Block ids.
    public var blocks: Set<String>
    /// Size flag names.
    public var sizes: Set<String>
    /// State ids (`sign-in/failed`) when the run chose states (`--state`); nil for every state.
    public var states: Set<String>?

    /// Creates a scope. Brand ids are compared as they appear in file names
    /// (``SnapshotName/component(_:)``).
    public init(
      brands: Set<String>, blocks: Set<String>, sizes: Set<String>, states: Set<String>? = nil
    ) {
      self.brands = Set(brands.map(SnapshotName.component))
      self.blocks = blocks
      self.sizes = sizes
      self.states = states
    }

    /// Whether a reference name falls in the scope (a block no longer known does).
    func contains(_ name: SnapshotName) -> Bool {
      if let states, !states.contains(name.block + "/" + name.state) { return false }
      return brands.contains(name.brand) && sizes.contains(name.size)
        && (blocks.contains(name.block) || !Self.knownBlocks.contains(name.block))
    }

    static let knownBlocks: Set<String> = [
      "sign-in", "magic-link", "reset-password", "provider-stack", "login",
    ]
  }

  /// The snapshots compared.
  public var checked: [SnapshotName]
  /// The differences, by name.
  public var differences: [Difference]

  /// Whether the three reference files of a snapshot in `folder` hold exactly the bytes rendered
  /// now, as ``ReferenceStore`` stores them with the folder's `stylesheet`. Safe to call from
  /// several threads; a file that is missing or cannot be read does not match
  /// (``compare(_:matching:folder:scope:)`` then says why).
  public static func matches(_ snapshot: Snapshot, folder: String, stylesheet: String?) -> Bool {
    for ext in SnapshotName.extensions {
      var now = ReferenceStore.stored(snapshot, ext, stylesheet: stylesheet)
      let path = folder + "/" + snapshot.name.file(ext)
      guard now.withUTF8({ FileSystem.file(path, holds: UnsafeRawBufferPointer($0)) }) else {
        return false
      }
    }
    return true
  }

  /// Compares current snapshots with the files in `folder`.
  ///
  /// - Parameters:
  ///   - current: The snapshots rendered now whose files are still to be compared.
  ///   - matching: Snapshots rendered now that ``matches(_:folder:)`` already found equal to
  ///     their references, byte for byte; they count as checked and are not read again.
  ///   - folder: The reference folder.
  ///   - scope: Which references count as orphaned when nothing renders them.
  ///   - judgingOrphans: Whether to look for orphans at all; a shard of a run renders only part
  ///     of the matrix, so its orphans are judged when the shards are merged.
  /// - Throws: ``FileFailure`` when the folder cannot be listed or a file read.
  public static func compare(
    _ current: [Snapshot], matching: [SnapshotName] = [], folder: String, scope: Scope,
    judgingOrphans: Bool = true
  ) throws(FileFailure) -> SnapshotComparison {
    let files =
      FileSystem.kind(of: folder).isFolder ? try FileSystem.contents(ofFolder: folder) : []
    var referenceNames: [SnapshotName: [String]] = [:]
    for file in files {
      guard let (name, ext) = SnapshotName.parse(fileName: file) else { continue }
      referenceNames[name, default: []].append(ext)
    }
    let stylesheet = try ReferenceStore.stylesheet(in: folder)
    var stored: [SnapshotName: String] = [:]
    func read(_ name: SnapshotName, _ ext: String) throws(FileFailure) -> String {
      let text = try ReferenceStore.raw(folder, name, ext)
      guard ext == "html" else { return text }
      stored[name] = text
      return ReferenceStore.restored(text, stylesheet: stylesheet)
    }
    var differences: [Difference] = []
    let currentNames = Set(current.map(\.name)).union(matching)
    for snapshot in current.sorted(by: { $0.name < $1.name }) {
      let present = referenceNames[snapshot.name] ?? []
      var reference: [String: String] = [:]
      for ext in present { reference[ext] = try read(snapshot.name, ext) }
      var changedFiles: [String] = []
      var diffs: [String: String] = [:]
      for ext in SnapshotName.extensions {
        let now = snapshot.files[ext] ?? ""
        guard let before = reference[ext] else {
          changedFiles.append(ext)
          continue
        }
        if before != now {
          changedFiles.append(ext)
          // Pages are compared without their shared stylesheet (one change to snapshot.css,
          // not a diff of it in every page); a change to it alone has no diff.
          var (before, now) = (before, now)
          if ext == "html", let old = ReferenceStore.split(before),
            let new = ReferenceStore.split(now)
          {
            (before, now) = (old.page, new.page)
            if before == now { continue }
          }
          diffs[ext] = UnifiedDiff.render(
            before, now, oldName: "a/\(snapshot.name.file(ext)) (reference)",
            newName: "b/\(snapshot.name.file(ext)) (current)")
        }
      }
      guard !changedFiles.isEmpty else { continue }
      var summary: [String] = []
      if let before = reference["scene.json"], let now = snapshot.files["scene.json"], before != now
      {
        let old = try? JSONDocument(
          bytes: Array(before.utf8), path: snapshot.name.file("scene.json")
        ).root
        let new = try? JSONDocument(bytes: Array(now.utf8), path: snapshot.name.file("scene.json"))
          .root
        if let old, let new {
          summary = SceneSummary.lines(old: old, new: new, prefix: snapshot.name.description)
        } else {
          summary = ["\(snapshot.name): the reference scene.json does not parse"]
        }
      }
      let absent = SnapshotName.extensions.filter { reference[$0] == nil }
      if !absent.isEmpty {
        summary.append("\(snapshot.name): no reference \(absent.joined(separator: ", "))")
      } else if summary.isEmpty {
        summary = [
          "\(snapshot.name): \(changedFiles.joined(separator: ", ")) changed; the scene is the same"
        ]
      }
      var difference = Difference(
        name: snapshot.name, kind: absent.isEmpty ? .changed : .missing, files: changedFiles,
        summary: summary,
        diffs: diffs, reference: reference, current: snapshot)
      // The page as stored is the same: only the folder's stylesheet is not today's.
      if changedFiles == ["html"], let raw = stored[snapshot.name],
        ReferenceStore.isStoredWithNote(raw),
        let (page, _) = ReferenceStore.split(snapshot.files["html"] ?? ""), page == raw
      {
        difference.stylesheetOnly = true
      }
      differences.append(difference)
    }
    if judgingOrphans {
      differences += try orphans(
        referenceNames, rendered: currentNames, folder: folder, scope: scope)
    }
    return SnapshotComparison(
      checked: (current.map(\.name) + matching).sorted(), differences: differences)
  }

  /// The references in `folder` within `scope` that no rendered snapshot has, as differences.
  ///
  /// - Throws: ``FileFailure`` when the folder cannot be listed or a file read.
  public static func orphans(in folder: String, rendered: Set<SnapshotName>, scope: Scope)
    throws(FileFailure)
    -> [Difference]
  {
    var referenceNames: [SnapshotName: [String]] = [:]
    for file in try FileSystem.contents(ofFolder: folder) {
      guard let (name, ext) = SnapshotName.parse(fileName: file) else { continue }
      referenceNames[name, default: []].append(ext)
    }
    return try orphans(referenceNames, rendered: rendered, folder: folder, scope: scope)
  }

  private static func orphans(
    _ referenceNames: [SnapshotName: [String]], rendered: Set<SnapshotName>, folder: String,
    scope: Scope
  ) throws(FileFailure) -> [Difference] {
    var differences: [Difference] = []
    let orphans = referenceNames.filter { !rendered.contains($0.key) && scope.contains($0.key) }
    let stylesheet = orphans.isEmpty ? nil : try ReferenceStore.stylesheet(in: folder)
    for (name, extensions) in orphans.sorted(by: { $0.key < $1.key }) {
      var reference: [String: String] = [:]
      for ext in extensions {
        reference[ext] = try ReferenceStore.read(folder, name, ext, stylesheet: stylesheet)
      }
      differences.append(
        Difference(
          name: name, kind: .orphaned, files: extensions.sorted(),
          summary: [
            "\(name): reference with no current state (\(name.block)/\(name.state) in \(name.brand))"
          ],
          diffs: [:], reference: reference, current: nil))
    }
    return differences
  }

  /// Counts by kind.
  public func count(_ kind: Kind) -> Int {
    differences.filter { $0.kind == kind }.count
  }
}
