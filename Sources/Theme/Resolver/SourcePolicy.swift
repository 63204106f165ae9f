import Platform

/// Which files a resolver's `$ref`s may read: regular `.json` files inside the project.
///
/// A token pull request can change a resolver, so a `$ref` must not become a way to read
/// `/proc/self/environ`, `/etc/shadow` or `../../../etc/passwd` (and quote it in a code frame).
/// The project is the folder of the nearest `sptheme.json` above the resolver, else the git
/// work tree that holds it, else the working folder when it holds the resolver (so `folio`'s
/// `../studio/` is read when run from the folder above `tokens/`); outside all three, only the
/// resolver's own folder. A relative `$ref` is judged where it leads, like any other.
/// `TokenOptions.sourcesAnywhere` (`--allow-outside-sources`) lifts the place and name rules;
/// devices, FIFOs and sockets are refused always, by ``FileSystem/read(_:limit:)``.
/// The built-in brands' files (`builtin:studio/palette.tokens.json`) may be named from anywhere;
/// a built-in resolver reads only built-in files.
struct SourcePolicy: Sendable {
  /// The project folder (a real path), if one was found.
  let project: String?
  /// The resolver's own folder (a real path).
  let brandFolder: String
  /// Whether the resolver is a built-in brand's.
  let builtIn: Bool

  /// The policy for a resolver file.
  init(resolver path: String) {
    builtIn = BuiltInBrands.isBuiltIn(path)
    guard !builtIn else {
      brandFolder = BuiltInBrands.pathPrefix
      project = nil
      return
    }
    let folder = DocumentStore.path("x", relativeTo: path)
    let real =
      FileSystem.realPath(String(folder.dropLast(2)).isEmpty ? "." : String(folder.dropLast(2)))
      ?? "."
    brandFolder = real
    project =
      Self.enclosing(real, holding: "sptheme.json") ?? Self.enclosing(real, holding: ".git")
      ?? Self.workingFolder(holding: real)
  }

  /// Why a referenced file (resolved against the resolver's folder) may not be read, or `nil`
  /// when it may.
  func refusal(_ path: String) -> String? {
    guard path.hasSuffix(".json") else { return "only .json files are read as token sources" }
    if BuiltInBrands.isBuiltIn(path) { return nil }
    if builtIn { return "a built-in brand reads only built-in files" }
    let lexical = DocumentStore.normalized(
      path.hasPrefix("/") ? path : Self.currentFolder() + "/" + path)
    // A missing file is judged by its name (and reported as unreadable when it may be read).
    let real = FileSystem.realPath(path) ?? lexical
    guard real.hasSuffix(".json") else {
      return "it is a link to \(real), which is not a .json file"
    }
    if let project {
      return Self.inside(real, project) ? nil : "it is outside the project (\(project))"
    }
    if Self.inside(real, brandFolder) { return nil }
    return
      "it is outside the brand's folder (\(brandFolder)), and no sptheme.json, git work tree or working folder above it makes a project"
  }

  /// Why a brand's `resolver` in `sptheme.json` may not be read, or `nil` when it may: like a
  /// `$ref`, it must lead (links followed) inside the project file's folder, or inside the git
  /// work tree that holds it (a monorepo's design package). A built-in brand's path, and a path
  /// that does not exist (reported as missing), are judged elsewhere.
  static func refusal(brandSource path: String, projectFile: String) -> String? {
    guard !BuiltInBrands.isBuiltIn(path), let real = FileSystem.realPath(path) else { return nil }
    let folder = String(DocumentStore.path("x", relativeTo: projectFile).dropLast(2))
    guard let project = FileSystem.realPath(folder.isEmpty ? "." : folder) else { return nil }
    let tree = enclosing(project, holding: ".git") ?? project
    return inside(real, tree) || real == tree
      ? nil
      : "it is outside the project (\(tree), the \(tree == project ? "folder" : "git work tree") of \(projectFile))"
  }

  /// The message and hint for a refused file.
  static let hint =
    "keep token sources as .json files inside the project, or pass --allow-outside-sources"

  private static func inside(_ path: String, _ folder: String) -> Bool {
    folder == "/" || path.hasPrefix(folder + "/")
  }

  /// The nearest folder at or above `folder` that holds an entry named `name`.
  private static func enclosing(_ folder: String, holding name: String) -> String? {
    var current = folder
    while true {
      if FileSystem.kind(of: current == "/" ? "/" + name : current + "/" + name).exists {
        return current
      }
      guard current != "/", let slash = current.lastIndex(of: "/") else { return nil }
      current = slash == current.startIndex ? "/" : String(current[..<slash])
    }
  }

  /// The working folder (a real path) when it is `folder` or holds it; `/` never counts, as it
  /// would make every file part of the project.
  private static func workingFolder(holding folder: String) -> String? {
    let current = currentFolder()
    guard current != "/", current == folder || inside(folder, current) else { return nil }
    return current
  }

  private static func currentFolder() -> String {
    FileSystem.realPath(".") ?? "."
  }
}
