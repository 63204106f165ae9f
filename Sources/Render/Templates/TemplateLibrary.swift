import Platform
import Theme

/// A set of parsed templates by name, such as the `Templates/` folder.
public struct TemplateLibrary: TemplateLoader, Sendable, Equatable {
  /// The templates by name.
  public private(set) var templates: [String: Template]
  /// What every page rendered from this library is charged to (one budget per run), or `nil`.
  public var outputBudget: OutputBudget?

  /// Creates a library of parsed templates.
  public init(_ templates: [String: Template] = [:]) {
    self.templates = templates
  }

  /// Parses every source; each template is named by its key.
  ///
  /// - Throws: ``TemplateError`` for the first source (by name) that does not parse.
  public init(sources: [String: String]) throws(TemplateError) {
    var templates: [String: Template] = [:]
    for name in sources.keys.sorted() {
      templates[name] = try Template(parsing: sources[name] ?? "", name: name)
    }
    self.templates = templates
  }

  /// Loads and parses every `*.<fileExtension>` file of a folder (not its subfolders).
  ///
  /// A file `card.mustache` becomes the template `card`; errors name the file by its path.
  ///
  /// - Throws: ``TemplateError`` when the folder or a file cannot be read or parsed.
  public init(directory: String, fileExtension: String = "mustache") throws(TemplateError) {
    let suffix = "." + fileExtension
    let names: [String]
    do {
      names = try FileSystem.contents(ofFolder: directory)
    } catch {
      throw TemplateError(.unreadable(path: directory, message: error.reason), at: nil)
    }
    var templates: [String: Template] = [:]
    for file in names.sorted() where file.hasSuffix(suffix) && file.count > suffix.count {
      let path = directory.hasSuffix("/") ? directory + file : directory + "/" + file
      let source: String
      do {
        source = String(decoding: try FileSystem.read(path), as: UTF8.self)
      } catch {
        throw TemplateError(.unreadable(path: path, message: error.reason), at: nil)
      }
      templates[String(file.dropLast(suffix.count))] = try Template(parsing: source, name: path)
    }
    self.templates = templates
  }

  /// The template called `name`.
  public subscript(name: String) -> Template? { templates[name] }

  /// The template called `name`, or `nil`.
  public func template(named name: String) throws(TemplateError) -> Template? { templates[name] }
}
