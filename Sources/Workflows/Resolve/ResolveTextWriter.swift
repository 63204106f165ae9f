import Theme

/// A ``ResolveReport`` as text: a title line, then one line per context with its value and
/// alias chain (`← {palette.white} tokens/studio/light.tokens.json:4:19 ← palette.white …`).
///
/// A report that failed has no text here: the caller says why with the command's usage.
public struct ResolveTextWriter {
  /// How source paths are printed (relative to the working folder).
  public var options: ExportOptions

  /// Creates a writer.
  public init(options: ExportOptions = ExportOptions()) {
    self.options = options
  }

  /// The report's lines, unescaped: the caller makes them safe for where they go.
  public func text(_ report: ResolveReport) -> String {
    var lines = [ResolveWording.title(report.token, type: report.type, brand: report.brand)]
    let width = report.contexts.map(\.label.count).max() ?? 0
    let values = report.contexts.map(value)
    let valueWidth = values.map(\.count).max() ?? 0
    for (context, shown) in zip(report.contexts, values) {
      let label = context.label.padding(to: width)
      var line = "  \(label)  \(shown)"
      switch context.outcome {
      case .value(let resolved):
        line = "  \(label)  \(shown.padding(to: valueWidth))  \(chain(resolved.links))"
        if let brand = resolved.filledFrom { line += " " + ResolveWording.filled(from: brand) }
      case .error(let finding):
        if let location = finding.location { line += " (\(place(location)))" }
      case .undefined:
        break
      }
      lines.append(line)
    }
    if report.permutations > report.contexts.count {
      lines.append(
        "  "
          + ResolveWording.morePermutations(
            shown: report.contexts.count, total: report.permutations))
    }
    return lines.joined(separator: "\n")
  }

  /// The value column: the value, the error, or that there is none.
  private func value(_ context: ResolveReport.Context) -> String {
    switch context.outcome {
    case .value(let resolved): resolved.text
    case .error(let finding): "error: \(finding.message) [\(finding.rule.id)]"
    case .undefined: ResolveWording.undefined
    }
  }

  /// Each link as what is written there (the reference, or the token that holds the literal)
  /// and its place: `← {palette.white} file:4:19 ← palette.white file:12:14`.
  func chain(_ links: [ProvenanceLink]) -> String {
    links.map { link in
      let written = link.reference ?? link.token
      return "← " + written + (link.location.map { " " + place($0) } ?? "")
    }.joined(separator: " ")
  }

  /// `file:line:col`, the file relative to the working folder.
  func place(_ location: SourceLocation) -> String {
    "\(options.display(location.file)):\(location.line):\(location.column)"
  }
}

extension String {
  /// The string with spaces after it up to `width` characters.
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
