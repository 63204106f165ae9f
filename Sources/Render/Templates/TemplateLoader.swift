/// Finds the templates that partial and parent tags name.
public protocol TemplateLoader: Sendable {
  /// The template called `name`, or `nil` when there is none.
  ///
  /// - Throws: ``TemplateError`` when the template exists but cannot be read or parsed.
  func template(named name: String) throws(TemplateError) -> Template?

  /// What every page rendered with these templates is charged to, or `nil` for no run budget.
  var outputBudget: OutputBudget? { get }
}

extension TemplateLoader {
  /// No run budget, unless a loader says otherwise.
  public var outputBudget: OutputBudget? { nil }
}

/// Template sources by name; each lookup parses the source again (use ``TemplateLibrary`` to
/// parse once).
extension Dictionary: TemplateLoader where Key == String, Value == String {
  /// Parses the source stored under `name`, if there is one.
  public func template(named name: String) throws(TemplateError) -> Template? {
    guard let source = self[name] else { return nil }
    return try Template(parsing: source, name: name)
  }
}
