/// Helpers for dotted token paths (`color.brand.primary`).
enum TokenPath {
  /// The dotted form of a path.
  static func display(_ path: [String]) -> String {
    path.joined(separator: ".")
  }

  /// Why a group or token name is not allowed, or `nil` if it is fine.
  static func nameProblem(_ name: String) -> String? {
    if name.isEmpty { return "a name cannot be empty" }
    if name.hasPrefix("$") { return "names starting with '$' are reserved for DTCG properties" }
    if name.contains("{") || name.contains("}") { return "names cannot contain '{' or '}' (they mark references)" }
    if name.contains(".") { return "names cannot contain '.' (it separates the parts of a token path)" }
    return nil
  }
}
