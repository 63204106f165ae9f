import Theme

/// A Mustache template, parsed once and rendered many times.
///
/// The engine follows the official Mustache spec: interpolation with HTML escaping, sections,
/// inverted sections, comments, partials with standalone indentation, set delimiters, dynamic
/// partial names (`{{>*name}}`) and inheritance (`{{<parent}}` with `{{$block}}`s).
///
/// ```swift
/// let page = try Template(parsing: "<h1>{{title}}</h1>", name: "page.mustache")
/// let html = try page.render(["title": "Sign in"])
/// ```
public struct Template: Sendable, Equatable {
  /// The name errors print as the file, such as `Templates/page.mustache`.
  public let name: String
  let nodes: [TemplateNode]

  /// Parses a template.
  ///
  /// - Parameters:
  ///   - source: The template text.
  ///   - name: The name errors print for this template.
  /// - Throws: ``TemplateError`` with the line and column of an unclosed tag or section, a
  ///   closing tag that does not match, an invalid tag name or set-delimiter tag.
  public init(parsing source: String, name: String = "template") throws(TemplateError) {
    self.name = name
    nodes = TemplateNode.mergingText(try TemplateParser(source: source, name: name).parse())
  }

  /// Renders the template.
  ///
  /// - Parameters:
  ///   - context: The data the tags look names up in.
  ///   - partials: Where partial and parent tags find their templates.
  ///   - options: Strictness about missing partials and the partial nesting limit.
  /// - Returns: The rendered text.
  /// - Throws: ``TemplateError`` for an unknown partial (unless `options` says to render it
  ///   empty), partials nested deeper than ``RenderOptions/maxPartialDepth``, a partial that
  ///   does not parse, or output past the loader's ``TemplateLoader/outputBudget``.
  public func render(
    _ context: TemplateValue = [:], partials: any TemplateLoader = TemplateLibrary(),
    options: RenderOptions = RenderOptions()
  ) throws(TemplateError) -> String {
    let output = try TemplateRenderer.render(
      nodes, context: context, loader: partials, options: options)
    if let budget = partials.outputBudget, !budget.spend(output.utf8.count) {
      throw TemplateError(.runOutputTooLarge(name: name, limit: budget.limit), at: nil)
    }
    return output
  }
}
