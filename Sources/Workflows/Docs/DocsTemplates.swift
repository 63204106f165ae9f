import Platform
import Render

/// The templates a docs site is written with: the docs templates built into the binary, each
/// overridden by a file of a team's own folder (`--templates DIR`), and the built-in snapshot
/// templates its pages embed.
public struct DocsTemplates: Sendable {
  /// Why the templates cannot be used.
  public struct Problem: Error, Sendable {
    /// What is wrong, and what to do.
    public var message: String
  }

  /// The docs templates.
  public var docs: TemplateLibrary
  /// The snapshot templates.
  public var snapshots: TemplateLibrary

  /// Loads the built-in templates with the files of `custom` (a folder) over the docs ones.
  ///
  /// - Throws: ``Problem`` when `custom` is not a folder, a template does not parse, or one the
  ///   site needs is missing.
  public init(custom: String?) throws(Problem) {
    do {
      snapshots = try BuiltInTemplates.snapshots()
      var merged = try BuiltInTemplates.docs().templates
      if let custom {
        guard FileSystem.kind(of: custom).isFolder else {
          throw Problem(message: "--templates \(custom) is not a folder")
        }
        merged.merge(try TemplateLibrary(directory: custom).templates) { _, own in own }
      }
      docs = TemplateLibrary(merged)
    } catch let problem as Problem {
      throw problem
    } catch {
      throw Problem(message: "\(error)")
    }
    let docs = docs
    if let missing = DocsSite.templateNames.first(where: { docs[$0] == nil }) {
      throw Problem(
        message:
          "the docs templates have no \(missing).mustache (needed: \(DocsSite.templateNames.joined(separator: ", ")))"
      )
    }
  }
}
