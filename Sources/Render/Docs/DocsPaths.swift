/// How docs pages print the paths of token files: relative to the project, never absolute, so a
/// site reads the same on every machine that builds it.
///
/// A brand loaded through an absolute path (`--tokens /home/…/tokens`, a brand folder given in
/// full) has absolute paths in its locations and provenance. The pages are written, then every
/// absolute folder the brands' files sit in is replaced by its path from the project's folder
/// (`tokens/studio/base.tokens.json:92:5`, or `../shared/tokens/…` for a folder outside it).
struct DocsPaths {
  /// The project's folder (absolute), or nil to leave the pages as they are.
  let root: String?
  /// Each absolute folder to rewrite and what it becomes, longest first.
  private let replacements: [(folder: String, relative: String)]

  /// The rewriting for a set of brands: their files' folders and the project's folder.
  init(root: String?, brands: [DocsBrand]) {
    self.root = root
    guard let root, root.hasPrefix("/") else {
      replacements = []
      return
    }
    var folders = Set<String>()
    for path in brands.flatMap({ [$0.path] + ($0.changes.map { [$0.against] } ?? []) })
    where path.hasPrefix("/") {
      // The folder above the brand's own: the tokens folder, which holds the brands it extends.
      let parts = path.split(separator: "/")
      for depth in max(1, parts.count - 2)..<max(2, parts.count) {
        folders.insert("/" + parts.prefix(depth).joined(separator: "/"))
      }
    }
    folders.insert(root)
    replacements = folders.filter { $0 != "/" }
      .sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
      .map { ($0, Self.relative($0, from: root)) }
  }

  /// A page with every absolute folder of the brands written relative to the project.
  func rewrite(_ page: String) -> String {
    guard !replacements.isEmpty, page.contains("/") else { return page }
    // Longest first, each through a mark that holds no slash, so a shorter folder never
    // matches inside a path already rewritten.
    var text = page
    for (index, entry) in replacements.enumerated() where text.contains(entry.folder + "/") {
      text = text.replacing(entry.folder + "/", with: "\u{0}\(index)\u{0}")
    }
    for (index, entry) in replacements.enumerated() where text.contains("\u{0}\(index)\u{0}") {
      text = text.replacing(
        "\u{0}\(index)\u{0}", with: entry.relative.isEmpty ? "" : entry.relative + "/")
    }
    return text
  }

  /// The path of the absolute folder `path` from the absolute folder `root`: `tokens`,
  /// `../shared/tokens`, or empty for the root itself.
  static func relative(_ path: String, from root: String) -> String {
    let target = path.split(separator: "/")
    let base = root.split(separator: "/")
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    let up = Array(repeating: "..", count: base.count - common)
    return (up + target[common...].map(String.init)).joined(separator: "/")
  }
}
