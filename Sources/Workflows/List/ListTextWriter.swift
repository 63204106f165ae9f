import Components

/// A ``Listing`` as `sptheme list` prints it: each block with its states in aligned columns,
/// then a line per place brands come from.
public enum ListTextWriter {
  /// The listing's lines, unescaped: the caller makes them safe for where they go.
  public static func text(_ listing: Listing) -> String {
    var lines: [String] = []
    for block in listing.blocks {
      lines.append("\(block.id) (\(block.displayName)): \(block.catalogue.count) states")
      let width = block.catalogue.map(\.id.count).max() ?? 0
      for state in block.catalogue {
        let id = state.id + String(repeating: " ", count: width + 2 - state.id.count)
        var line = "  \(id)\(state.title)"
        if let twin = state.sameScene {
          line += " (looks like \(twin.state) on purpose: \(twin.reason))"
        }
        lines.append(line)
      }
      lines.append("")
    }
    if let project = listing.projectBrands {
      lines.append("brands in \(project.path): \(project.names.joined(separator: ", "))")
    }
    if let folder = listing.tokensFolder, !folder.names.isEmpty {
      lines.append("brands in \(folder.path)/: \(folder.names.joined(separator: ", "))")
    }
    if !listing.builtInBrands.isEmpty {
      let names = listing.builtInBrands.map { name, standing in
        switch standing {
        case .shown: name
        case .sameAsProject: "\(name) (the same as the project's)"
        case .hiddenByProject: "\(name) (hidden by the project's \(name))"
        }
      }
      lines.append("built-in brands: \(names.joined(separator: ", "))")
    }
    return lines.joined(separator: "\n")
  }
}
