import Foundation

/// `acme`, a copy of studio with `light-hc` and `dark-hc` contexts, and beside it
/// `hc.resolver.json`, an oracle brand whose light and dark are those contexts.
public enum IncreasedContrastBrand {
  /// Makes the brand; returns acme's folder (the caller removes the folder above it).
  public static func make() throws -> String {
    let folder = try BrandCopies.copy("studio", as: "acme")
    try """
    { "color": { "$type": "color",
      "textSecondary": { "$value": "{palette.gray.900}" },
      "separator": { "$value": "{palette.gray.700}" } } }
    """.write(toFile: folder + "/light-hc.tokens.json", atomically: true, encoding: .utf8)
    try """
    { "color": { "$type": "color",
      "textSecondary": { "$value": "{palette.white}" },
      "separator": { "$value": "{palette.gray.300}" } } }
    """.write(toFile: folder + "/dark-hc.tokens.json", atomically: true, encoding: .utf8)
    let resolver = try String(contentsOfFile: folder + "/acme.resolver.json", encoding: .utf8)
    try resolver.replacingOccurrences(
      of: "\"dark\": [",
      with: """
        "light-hc": [{ "$ref": "light.tokens.json" }, { "$ref": "light-hc.tokens.json" }],
                "dark-hc": [{ "$ref": "dark.tokens.json" }, { "$ref": "dark-hc.tokens.json" }],
                "dark": [
        """
    ).write(toFile: folder + "/acme.resolver.json", atomically: true, encoding: .utf8)
    var oracle = resolver
    for name in ["light", "dark"] {
      oracle = oracle.replacingOccurrences(
        of: "{ \"$ref\": \"\(name).tokens.json\" }",
        with: "{ \"$ref\": \"\(name).tokens.json\" }, { \"$ref\": \"\(name)-hc.tokens.json\" }")
    }
    try oracle.write(toFile: folder + "/hc.resolver.json", atomically: true, encoding: .utf8)
    return folder
  }
}
