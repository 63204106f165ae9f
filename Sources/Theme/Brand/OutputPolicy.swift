import Platform

/// Where a command may write: inside the project, never inside `.git/` (in any letter case) or a
/// hooks folder (`.husky/`, `.githooks/`), never over a file that is an input of a brand, never
/// over a program (an executable file, or a script: a script's ending or `#!`, executable or
/// not).
///
/// `sptheme.json` comes with a pull request as token files do, so its `outputs` must not become
/// a way to write `../x`, `/etc/…`, `.git/config`, a brand's own token files or a script that
/// someone runs later. Every path is judged where the write would land: the deepest part that
/// exists with every symbolic link followed, so a committed link cannot lead a write outside.
///
/// ```swift
/// let policy = OutputPolicy(project: ".", inputs: brand.files + ["sptheme.json"])
/// if let why = policy.refusal("web/acme.css") { print("refused: \(why)") }
/// ```
public struct OutputPolicy: Sendable {
  /// The project folder, a real path.
  public let project: String
  /// The inputs (every file of every brand, the project file), as real paths.
  public let inputs: Set<String>
  /// Whether a path outside the project may be written (`--allow-outside-outputs`). The other
  /// rules hold whatever the flag.
  public let allowOutside: Bool

  /// The flag that lets outputs land outside the project.
  public static let outsideFlag = "--allow-outside-outputs"

  /// What to do about a path outside the project, said after the refusal.
  public let outsideAdvice: String
  /// Whether an executable `.json` file may be replaced: `migrate` rewrites token files in
  /// place, and exports unpacked from an archive often have every execute bit set. No other
  /// executable is ever written over.
  public var replacesExecutableJSON = false

  /// A policy for a project folder and its inputs.
  public init(
    project folder: String, inputs: [String], allowOutside: Bool = false,
    outsideAdvice: String =
      "keep outputs inside the folder of sptheme.json, or pass \(OutputPolicy.outsideFlag)"
  ) {
    project = FileSystem.realPath(folder) ?? FileSystem.normalizedPath(folder)
    self.inputs = Set(inputs.compactMap { FileSystem.realPath($0) })
    self.allowOutside = allowOutside
    self.outsideAdvice = outsideAdvice
  }

  /// Why `path` may not be written, in words, or `nil` when it may.
  ///
  /// - Parameter isFolder: Whether the output is a folder (an asset catalog): then it must not
  ///   hold an input either.
  public func refusal(_ path: String, isFolder: Bool = false) -> String? {
    guard let landing = FileSystem.landingPath(of: path) else {
      return "it goes through a symbolic link that leads nowhere or in a loop"
    }
    let lexical = FileSystem.normalizedPath(
      path.hasPrefix("/") ? path : (FileSystem.workingFolder() ?? ".") + "/" + path)
    let shown = landing == lexical ? "" : " (it lands on \(landing))"
    // Judged on the path as written and where it lands, in any letter case: `.GIT/config` is
    // `.git/config` on a case-insensitive file system (every Mac's).
    let parts = lexical.split(separator: "/") + landing.split(separator: "/")
    if let git = parts.first(where: { $0.lowercased() == ".git" }) {
      return "it is inside \(git)/, which belongs to git\(shown)"
    }
    if let hooks = parts.first(where: { Self.hookFolders.contains($0.lowercased()) }) {
      return "it is inside \(hooks)/, whose git hooks run on a commit\(shown)"
    }
    if landing == project {
      return "it is the project folder itself"
    }
    if !allowOutside, !Self.inside(landing, project) {
      return "it is outside the project (\(project))\(shown); \(outsideAdvice)"
    }
    if inputs.contains(landing) {
      return "it is an input of a brand\(shown); a build never writes over its own sources"
    }
    if isFolder, let input = inputs.sorted().first(where: { Self.inside($0, landing) }) {
      return "it holds \(input), an input of a brand; a build never replaces its own sources"
    }
    if FileSystem.isExecutableFile(landing), !(replacesExecutableJSON && landing.hasSuffix(".json"))
    {
      return "it is an executable file\(shown); SPTheme never writes over a program"
    }
    if let script = Self.scriptKind(landing) {
      return "it is \(script)\(shown); SPTheme never writes over a program"
    }
    return nil
  }

  /// Folders of git hooks besides `.git/hooks` (Husky's, and the usual `core.hooksPath`), in
  /// lower case: a script written there runs on the next commit.
  public static let hookFolders: Set<String> = [".husky", ".githooks"]

  /// The endings of files a shell or another interpreter runs or sources, executable or not
  /// (a sourced `ci/env.sh` needs no execute bit).
  public static let scriptEndings = [
    ".sh", ".bash", ".zsh", ".fish", ".ksh", ".command", ".ps1", ".bat", ".cmd", ".py", ".rb",
    ".pl",
  ]

  /// What makes the existing file at `path` a script, in words, or `nil` when it is none (or
  /// nothing is there): a name with a script's ending, or a first line that starts with `#!`.
  static func scriptKind(_ path: String) -> String? {
    guard FileSystem.kind(of: path).exists else { return nil }
    let lower = path.lowercased()
    if let ending = scriptEndings.first(where: { lower.hasSuffix($0) }) {
      return "a script (\(ending))"
    }
    if FileSystem.leadingBytes(of: path, count: 2) == Array("#!".utf8) {
      return "a script (it starts with #!)"
    }
    return nil
  }

  private static func inside(_ path: String, _ folder: String) -> Bool {
    folder == "/" || path.hasPrefix(folder + "/")
  }
}
