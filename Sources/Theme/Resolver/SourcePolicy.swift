import Platform

/// Which files a resolver's `$ref`s may read: regular `.json` files inside the project.
///
/// A token pull request can change a resolver, so a `$ref` must not become a way to read
/// `/proc/self/environ`, `/etc/shadow` or `../../../etc/passwd` (and quote it in a code frame).
/// The project is the folder of the nearest `sptheme.json` above the resolver, else the git
/// work tree that holds it; outside both, the resolver's own folder and the folders its
/// relative `$ref`s name (as `folio` names `../studio/`), so long as no link leads elsewhere.
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
    project = Self.enclosing(real, holding: "sptheme.json") ?? Self.enclosing(real, holding: ".git")
  }

  /// Why a referenced file may not be read, or `nil` when it may.
  ///
  /// - Parameters:
  ///   - path: the file, resolved against the resolver's folder.
  ///   - written: the reference as written (relative or absolute).
  func refusal(_ path: String, written: String) -> String? {
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
    if !written.hasPrefix("/") && real == lexical { return nil }
    return "it is outside the brand's folder (\(brandFolder)) and the folders it names"
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

  private static func currentFolder() -> String {
    FileSystem.realPath(".") ?? "."
  }
}
