/// Figma's per-mode files: `<Collection>.<Mode>.json` (the collection is the name before the
/// last dot), one folder per Figma file.
extension ModeDetector {
  /// One modifier the detector takes as written: its name, its contexts with their sets, and
  /// where it comes from (for the map's line).
  typealias NamedModifier = (name: String, contexts: [(name: String, sets: [Int])], origin: String)

  /// The collection and mode a file name says (`Appearance.Neutral`, `Concept.Mode 1.tokens`),
  /// or `nil` for a name with no dot before its mode.
  static func collectionAndMode(_ name: String) -> (collection: String, mode: String)? {
    var stem = Substring(name)
    if stem.hasSuffix(".tokens") { stem = stem.dropLast(".tokens".count) }
    guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex,
      stem.index(after: dot) != stem.endIndex
    else { return nil }
    return (String(stem[..<dot]), String(stem[stem.index(after: dot)...]))
  }

  /// The modifiers of folders whose files name their collection and mode: a folder where one
  /// collection has files for two modes or more is such a folder (a Figma file's export, not
  /// a mode), each of its collections with two modes or more is a modifier named after it, and
  /// each of its collections with one mode is a plain set. Returns those modifiers, those plain
  /// sets and the indices left for the other layouts.
  func collectionModifiers(_ indices: [Int]) -> (
    modifiers: [NamedModifier], singles: [Int], rest: [Int]
  ) {
    var byFolder: [[String]: [(index: Int, collection: String, mode: String)]] = [:]
    var folders: [[String]] = []
    for index in indices {
      let path = sources[index].path
      guard let last = path.last, let named = Self.collectionAndMode(last) else { continue }
      let folder = Array(path.dropLast())
      if byFolder[folder] == nil { folders.append(folder) }
      byFolder[folder, default: []].append((index, named.collection, named.mode))
    }
    var modifiers: [NamedModifier] = []
    var singles: [Int] = []
    var taken = Set<Int>()
    for folder in folders {
      let files = byFolder[folder] ?? []
      var collections: [String] = []
      var modes: [String: [(name: String, sets: [Int])]] = [:]
      for file in files {
        if modes[file.collection] == nil { collections.append(file.collection) }
        modes[file.collection, default: []].append((file.mode, [file.index]))
      }
      // The modes of one collection define the same variables; files named `base.dimension`
      // and `base.motion` that define different tokens are not modes of `base`.
      func isCollection(_ name: String) -> Bool {
        let files = (modes[name] ?? []).flatMap(\.sets)
        guard files.count > 1 else { return false }
        return files.dropFirst().allSatisfy {
          sources[$0].paths.similarity(to: sources[files[0]].paths)
            >= Self.alternativeSimilarity
        }
      }
      guard collections.contains(where: isCollection) else { continue }
      let place = folder.isEmpty ? "" : folder.joined(separator: "/") + "/"
      for collection in collections {
        let contexts = modes[collection] ?? []
        taken.formUnion(contexts.flatMap(\.sets))
        guard contexts.count > 1, isCollection(collection) else {
          singles += contexts.flatMap(\.sets)
          continue
        }
        let origin =
          "the files \(place)\(collection).<mode>: one Figma collection, a file per mode (\(contexts.map(\.name).joined(separator: ", ")))"
        if let existing = modifiers.firstIndex(where: { $0.name == collection }) {
          for context in contexts {
            if let slot = modifiers[existing].contexts.firstIndex(where: { $0.name == context.name }
            ) {
              modifiers[existing].contexts[slot].sets += context.sets
            } else {
              modifiers[existing].contexts.append(context)
            }
          }
        } else {
          modifiers.append((collection, contexts, origin))
        }
      }
    }
    return (modifiers, singles, indices.filter { !taken.contains($0) })
  }
}
