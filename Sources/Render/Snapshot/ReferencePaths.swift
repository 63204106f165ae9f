import Platform
import Theme

/// The form token files take in reference files (`.scene.json`, `roles.json`): each path
/// relative to the folder of the brand's own resolver or token file, so a reference recorded
/// with `--brand acme/acme.resolver.json` reads the same as one recorded with
/// `--brand $GITHUB_WORKSPACE/acme/acme.resolver.json`, or from a checkout in another folder.
///
/// A brand's own file is `light.tokens.json`; a file beside its folder, such as the Studio
/// palette Folio builds on, is `../studio/palette.tokens.json`. A built-in brand's files are
/// relative to its built-in folder in the same way (so `tokens/folio` on disk and the built-in
/// `folio` write the same text), and a built-in file reached from a brand on disk keeps its
/// stable built-in name (`builtin:studio/light.tokens.json`). Nothing of the machine, nor the
/// way the path was typed, reaches the text.
///
/// Diagnostics keep the path as typed; ``typed(_:)`` turns a reference form back into a path
/// a person can open from the working folder.
public struct ReferencePaths: Sendable, Hashable {
  /// The brand's folder, absolute and folded (`/work/acme`, `builtin:studio`); nil when the
  /// theme came from no brand file, and paths are then written as they are.
  let folder: String?
  /// The brand's folder as typed, folded (`acme`, `../x`), for ``typed(_:)``.
  let typedFolder: String?

  /// The form for a brand whose resolver or token file is at `brandFile` (``SPTheme/sourcePath``).
  public init(brandFile: String?) {
    guard let brandFile else {
      (folder, typedFolder) = (nil, nil)
      return
    }
    let typed = Self.folded(Self.parent(of: brandFile))
    typedFolder = typed
    folder = Self.absolute(typed)
  }

  /// The form of the theme's own brand file.
  public init(_ theme: SPTheme) {
    self.init(brandFile: theme.sourcePath)
  }

  /// A file's path as reference files write it.
  public func reference(_ file: String) -> String {
    guard let folder else { return file }
    let target = Self.absolute(Self.folded(file))
    switch (Self.isBuiltIn(folder), Self.isBuiltIn(target)) {
    case (true, true), (false, false):
      return Self.relative(target, from: folder)
    case (false, true):
      return target
    case (true, false):
      // A file on disk behind a built-in brand: only its name says nothing of the machine.
      return String(target.split(separator: "/").last ?? Substring(target))
    }
  }

  /// A location as reference files write it: `light.tokens.json:11:5`.
  public func reference(_ location: SourceLocation) -> String {
    SourceLocation(file: reference(location.file), line: location.line, column: location.column)
      .description
  }

  /// A provenance link as reference files write it: `color.surface (light.tokens.json:11:5)`.
  public func reference(_ link: ProvenanceLink) -> String {
    link.location.map { "\(link.token) (\(reference($0)))" } ?? link.token
  }

  /// A reference form (a path, or `path:line:col`) as a path from the working folder, as the
  /// brand's folder was typed (`acme/light.tokens.json:11:5`); a built-in name as it is.
  public func typed(_ reference: String) -> String {
    guard let typedFolder, !Self.isBuiltIn(reference), !reference.hasPrefix("/") else {
      return reference
    }
    return Self.folded(typedFolder + "/" + reference)
  }

  // MARK: - Folding paths as text

  static func isBuiltIn(_ path: String) -> Bool { BuiltInBrands.isBuiltIn(path) }

  /// The folder part of a path (`.` for a bare name).
  static func parent(of path: String) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count > 1 else {
      return isBuiltIn(path) ? BuiltInBrands.pathPrefix : "."
    }
    let folder = parts.dropLast().joined(separator: "/")
    return folder.isEmpty ? "/" : folder
  }

  /// `.` and `..` folded as text, double slashes made one; a built-in path below its prefix.
  static func folded(_ path: String) -> String {
    guard isBuiltIn(path) else { return FileSystem.normalizedPath(path) }
    let below = FileSystem.normalizedPath(
      "/" + path.dropFirst(BuiltInBrands.pathPrefix.count))
    return BuiltInBrands.pathPrefix + below.dropFirst()
  }

  /// A folded path made absolute against the working folder (a built-in one as it is).
  static func absolute(_ path: String) -> String {
    guard !isBuiltIn(path), !path.hasPrefix("/") else { return path }
    return FileSystem.normalizedPath((FileSystem.workingFolder() ?? "/") + "/" + path)
  }

  /// `target` relative to `folder`, both absolute and folded (or both built-in).
  static func relative(_ target: String, from folder: String) -> String {
    func parts(_ path: String) -> [Substring] {
      let body = isBuiltIn(path) ? path.dropFirst(BuiltInBrands.pathPrefix.count) : Substring(path)
      return body.split(separator: "/").filter { $0 != "." }
    }
    let from = parts(folder)
    let to = parts(target)
    var common = 0
    while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
    let steps = Array(repeating: Substring(".."), count: from.count - common) + to[common...]
    return steps.isEmpty ? "." : steps.joined(separator: "/")
  }
}
