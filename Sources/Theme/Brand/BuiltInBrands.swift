import Platform

/// The brands shipped with SPTheme (`studio`, `folio`, `fieldnote`), compiled into the binary,
/// so every command can name them from any folder, with no checkout and no `tokens/` beside it.
///
/// Their files are generated from `tokens/` by `.ci/embed-resources` (`make resources`) into
/// `BuiltInBrands+Sources.swift`; a test fails while the two differ. A built-in file has a path
/// of its own, `builtin:studio/light.tokens.json`: the brand loads, resolves and reports through
/// it as through any path on disk, so diagnostics cite `builtin:studio/light.tokens.json:12:5`.
/// A project's own brands (`sptheme.json`, then `tokens/`) come first; a built-in brand is found
/// when no brand of the project has its name.
public enum BuiltInBrands {
  /// What every built-in path starts with.
  public static let pathPrefix = "builtin:"

  /// The names of the built-in brands, sorted.
  public static let names: [String] = Array(
    Set(files.keys.compactMap { $0.split(separator: "/").first.map(String.init) })
  ).sorted()

  /// Whether a path names a built-in file or folder (`builtin:studio/palette.tokens.json`).
  public static func isBuiltIn(_ path: String) -> Bool { path.hasPrefix(pathPrefix) }

  /// The resolver of a built-in brand (`builtin:studio/studio.resolver.json`), by its name or
  /// by its built-in folder (`builtin:studio`).
  public static func resolver(of reference: String) -> String? {
    let name = isBuiltIn(reference) ? String(reference.dropFirst(pathPrefix.count)) : reference
    let key = name + "/" + name + ".resolver.json"
    return files[key] == nil ? nil : pathPrefix + key
  }

  /// The text of a built-in file, by its built-in path.
  public static func text(at path: String) -> String? {
    guard isBuiltIn(path) else { return nil }
    return files[String(path.dropFirst(pathPrefix.count))]
  }

  /// The files of a built-in brand, as (file name, text), sorted by name.
  public static func files(of name: String) -> [(name: String, text: String)] {
    let prefix = name + "/"
    return files.filter { $0.key.hasPrefix(prefix) }.map {
      (String($0.key.dropFirst(prefix.count)), $0.value)
    }.sorted { $0.name < $1.name }
  }

  /// Whether the brand at `resolver` (a path on disk) is the built-in brand `name` as it is:
  /// its folder holds the same files with the same text (as `tokens/studio` does in SPTheme's
  /// own checkout).
  public static func holds(brand name: String, at resolver: String) -> Bool {
    let folder = DocumentStore.path(".", relativeTo: resolver)
    let builtIn = files(of: name)
    guard !builtIn.isEmpty,
      let names = try? FileSystem.contents(ofFolder: folder), names == builtIn.map(\.name)
    else { return false }
    return builtIn.allSatisfy { file in
      (try? FileSystem.read(folder + "/" + file.name)) == Array(file.text.utf8)
    }
  }

  /// Whether a built-in path exists, and whether it is a folder (`builtin:studio`).
  static func kind(of path: String) -> (exists: Bool, isFolder: Bool) {
    guard isBuiltIn(path) else { return (false, false) }
    let key = String(path.dropFirst(pathPrefix.count))
    if files[key] != nil { return (true, false) }
    return names.contains(key) ? (true, true) : (false, false)
  }

  /// The names in a built-in folder: the brand names in `builtin:`, a brand's files in
  /// `builtin:studio`.
  static func contents(ofFolder path: String) -> [String]? {
    let key = String(path.dropFirst(pathPrefix.count))
    if key.isEmpty { return names }
    guard names.contains(key) else { return nil }
    return files(of: key).map(\.name)
  }
}
