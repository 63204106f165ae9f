/// The Figma collection of tokens, as a Figma "Export variables" file tells it: an alias keeps
/// `$extensions` → `com.figma.aliasData` with the target's name (`Weight/Regular`) and its
/// collection (`targetVariableSetName`: `Typeface`). The files of a collection's modes
/// (`Baseline.tokens.json`, `Wireframe.tokens.json`) do not say their collection; the aliases
/// into them do.
enum FigmaCollections {
  /// The collection of each token path some alias in `tree` names.
  static func names(in tree: JSONValue) -> [[String]: String] {
    var result: [[String]: String] = [:]
    collect(tree, into: &result)
    return result
  }

  private static func collect(_ value: JSONValue, into result: inout [[String]: String]) {
    switch value {
    case .object(let object):
      if let data = object["$extensions"]?.object?["com.figma.aliasData"]?.object,
        let target = data["targetVariableName"]?.string,
        let collection = data["targetVariableSetName"]?.string, !collection.isEmpty
      {
        let path = target.split(separator: "/").map(String.init)
        if !path.isEmpty, result[path] == nil { result[path] = collection }
      }
      for member in object.members where member.key != "$extensions" {
        collect(member.value, into: &result)
      }
    case .array(let items):
      for item in items { collect(item, into: &result) }
    default:
      break
    }
  }
}
