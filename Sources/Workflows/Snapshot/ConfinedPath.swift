import Platform
import Theme

/// A path read from a file (the reference folder a `results.json` names), confined to the
/// project: a results file comes with a pull request or a CI artifact like any other input, so
/// the folder it names must not become a way to write `/elsewhere` or `../../x`.
///
/// The rule: the path must be relative, must not climb out of the project folder with `..`,
/// and must not lead out of it through a symbolic link (judged where it lands, every link
/// followed). The project folder is the working folder; in process, the caller names it.
public enum ConfinedPath {
  /// What to do about a reference folder that a results file may not name.
  public static let referencesAdvice =
    "run snapshot --verify again from the project folder, or name the reference folder with --verify DIR"

  /// Why `path`, the `member` of `file`, may not be used, or `nil` when it may.
  ///
  /// - Parameters:
  ///   - path: The path as the file holds it.
  ///   - file: The file it was read from (named in the message, with the member's place).
  ///   - member: Its JSON Pointer in the file (`/references`).
  ///   - project: The project folder the path is relative to.
  ///   - advice: What to do instead, said at the end.
  public static func refusal(
    _ path: String, in file: String, member: String, project: String, advice: String
  ) -> String? {
    var why: String?
    let normalized = FileSystem.normalizedPath(path)
    let projectLanding = FileSystem.landingPath(of: project)
    let landing = FileSystem.landingPath(of: resolved(path, project: project))
    let inside =
      projectLanding.flatMap { folder in
        landing.map { $0 == folder || $0.hasPrefix(folder == "/" ? "/" : folder + "/") }
      } ?? false
    if path.isEmpty {
      why = "is empty"
    } else if path.hasPrefix("/") {
      if !inside { why = "is an absolute path outside the project folder (\(path))" }
    } else if normalized == ".." || normalized.hasPrefix("../") {
      why = "leaves the project folder (\(path))"
    } else if landing == nil {
      why = "goes through a symbolic link that leads nowhere or in a loop (\(path))"
    } else if !inside {
      why =
        "leads out of the project folder through a symbolic link (\(path) lands on \(landing ?? path))"
    }
    guard let why else { return nil }
    return
      "\(place(of: member, in: file)): \(member.dropFirst()) \(why); a path read from a file must stay inside the project folder; \(advice)"
  }

  /// `path` as the process reaches it: itself when absolute or when the project is the
  /// working folder, else inside `project`.
  public static func resolved(_ path: String, project: String) -> String {
    project == "." || path.hasPrefix("/") ? path : project + "/" + path
  }

  /// `file:line:col` of a member's value, or the file alone when it cannot be read again.
  static func place(of member: String, in file: String) -> String {
    guard let pointer = JSONPointer(parsing: member),
      let document = try? JSONDocument(contentsOf: file)
    else { return file }
    let location = document.location(of: pointer, key: false)
    return "\(file):\(location.line):\(location.column)"
  }
}
