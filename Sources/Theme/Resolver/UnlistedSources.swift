import Platform

/// Token sources a resolver can see but never merges: sets it defines but that nothing in
/// `resolutionOrder` reaches, and token files in its folder that no set names. An alias that
/// points at nothing in the merged tokens is looked up here, so that its error can say where the
/// token is and what to add, instead of advising a spelling check.
///
/// The folder is read only on that error path, once, and only `.json` files the resolver's
/// source policy would read.
final class UnlistedSources: Sendable {
  /// Where a token that the resolution does not merge is defined.
  enum Place {
    /// In a set outside the resolution order: its name, its definition in the resolver, and
    /// the token's own place.
    case set(name: String, definition: SourceRef, token: SourceRef)
    /// In a token file that no set lists: its path, and its path relative to the resolver (as a
    /// `$ref` would name it).
    case file(String, reference: String)
  }

  struct UnlistedSet: Sendable {
    var name: String
    var definition: SourceRef
    var tree: GroupNode
  }

  private let sets: [UnlistedSet]
  /// The resolver's folder, the files the resolver reads (normalized), the policy a file must
  /// pass to be looked in, and how many bytes the look-up reads in all.
  private let folder: String
  private let listed: Set<String>
  private let policy: SourcePolicy?
  private let maxBytes: Int
  private let files = Locked<[(path: String, root: JSONValue)]?>(nil)

  /// How many files and folder levels the look-up reads at most, and how many bytes in all:
  /// enough for a design system's token folder, little enough that an error in a huge tree (a
  /// folder of snapshots, a build folder) stays cheap.
  static let maxFiles = 500
  static let maxFolderDepth = 4
  static let maxTotalBytes = 8 << 20

  init(
    sets: [UnlistedSet], resolver path: String, listed: [String], policy: SourcePolicy?,
    maxBytes: Int
  ) {
    self.sets = sets
    let folder = DocumentStore.path("x", relativeTo: path)
    self.folder = folder.count > 2 ? String(folder.dropLast(2)) : "."
    self.listed = Set(listed.map(DocumentStore.normalized))
    self.policy = policy
    self.maxBytes = min(maxBytes, Self.maxTotalBytes)
  }

  /// Where the token at `path` is defined outside the resolution, if anywhere.
  func place(of path: [String]) -> Place? {
    for set in sets {
      if case .token(let token)? = GroupExtender.node(at: path, in: set.tree) {
        return .set(name: set.name, definition: set.definition, token: token.place)
      }
    }
    for file in unlistedFiles() where Self.holdsToken(at: path, in: file.root) {
      let prefix = folder == "." ? "" : folder + "/"
      return .file(
        file.path,
        reference: file.path.hasPrefix(prefix)
          ? String(file.path.dropFirst(prefix.count)) : file.path)
    }
    return nil
  }

  /// Whether `root` has a token (an object with `$value`, `$ref` or a classic `value`) at `path`.
  private static func holdsToken(at path: [String], in root: JSONValue) -> Bool {
    var current = root
    for name in path {
      guard let next = current.object?[name] else { return false }
      current = next
    }
    guard let object = current.object else { return false }
    return object["$value"] != nil || object["$ref"] != nil || object["value"] != nil
  }

  /// The `.json` files under the resolver's folder that it does not read, parsed once.
  private func unlistedFiles() -> [(path: String, root: JSONValue)] {
    files.withLock { cached in
      if let cached { return cached }
      var found: [(path: String, root: JSONValue)] = []
      var budget = (files: Self.maxFiles, bytes: maxBytes)
      collect(in: folder, depth: 0, budget: &budget, into: &found)
      cached = found
      return found
    }
  }

  private func collect(
    in folder: String, depth: Int, budget: inout (files: Int, bytes: Int),
    into found: inout [(path: String, root: JSONValue)]
  ) {
    guard depth <= Self.maxFolderDepth, let names = try? FileSystem.contents(ofFolder: folder)
    else { return }
    for name in names where !name.hasPrefix(".") && name != "node_modules" {
      guard budget.files > 0, budget.bytes > 0 else { return }
      let path = folder == "." ? name : folder + "/" + name
      // Folders reached through a link are not entered: a link to a folder above would loop.
      guard let info = FileSystem.status(of: path, followingLinks: false),
        info.kind != .symbolicLink || !FileSystem.kind(of: path).isFolder
      else { continue }
      if info.kind == .folder {
        collect(in: path, depth: depth + 1, budget: &budget, into: &found)
        continue
      }
      guard name.hasSuffix(".json"), !listed.contains(DocumentStore.normalized(path)),
        policy?.refusal(path) == nil
      else { continue }
      budget.files -= 1
      // A file larger than what is left of the budget is passed over, never read.
      guard info.size <= budget.bytes,
        let document = try? JSONDocument(contentsOf: path, maxBytes: budget.bytes)
      else { continue }
      budget.bytes -= document.source.bytes.count
      found.append((path, document.root))
    }
  }
}
