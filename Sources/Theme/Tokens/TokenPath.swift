/// Helpers for dotted token paths (`color.brand.primary`).
enum TokenPath {
  /// The dotted form of a path.
  static func display(_ path: [String]) -> String {
    path.joined(separator: ".")
  }

  /// Why a group or token name is not allowed, or `nil` if it is fine.
  static func nameProblem(_ name: String) -> String? {
    guard let first = name.utf8.first else { return "a name cannot be empty" }
    if first == UInt8(ascii: "$") { return "names starting with '$' are reserved for DTCG properties" }
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "}"): return "names cannot contain '{' or '}' (they mark references)"
      case UInt8(ascii: "."): return "names cannot contain '.' (it separates the parts of a token path)"
      default: continue
      }
    }
    return nil
  }
}
