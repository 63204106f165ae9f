import Foundation
import Testing

/// Reads what an xcassets export and a CSS export wrote, for comparing the two.
public enum CatalogColors {
  /// The color roles, as colorset names (`accent` → `accent.colorset`).
  public static let roles = [
    "background", "surface", "fill", "separator", "textPrimary", "textSecondary", "textTertiary",
    "accent", "accentOn", "danger",
  ]

  /// One color of a colorset: its Xcode color space and red, green, blue, alpha.
  public struct Color: Equatable, CustomStringConvertible {
    public var space: String
    public var components: [Double]

    /// `#rrggbb` (or `#rrggbbaa` when translucent).
    public var hex: String {
      let bytes = components.map { Int(($0 * 255).rounded()) }
      let rgb = bytes.prefix(3).map { String(format: "%02x", $0) }.joined()
      return "#" + rgb + (bytes[3] < 255 ? String(format: "%02x", bytes[3]) : "")
    }

    public var description: String { "\(space) \(components)" }
  }

  /// A catalog's colorsets: folder name → appearance key (`any`, `dark`, `high`, `dark+high`)
  /// → color. Records an issue for every level whose `Contents.json` is missing or not Xcode's.
  public static func read(_ catalog: String) throws -> [String: [String: Color]] {
    try expectInfo(catalog + "/Contents.json")
    var result: [String: [String: Color]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: catalog).sorted()
    where name.hasSuffix(".colorset") {
      let path = catalog + "/" + name + "/Contents.json"
      guard let colors = try expectInfo(path)["colors"] as? [[String: Any]] else {
        Issue.record("\(path) has no colors array")
        continue
      }
      var set: [String: Color] = [:]
      for entry in colors {
        #expect(entry["idiom"] as? String == "universal", "\(path)")
        let appearances = (entry["appearances"] as? [[String: String]]) ?? []
        let key =
          appearances.isEmpty
          ? "any"
          : appearances.map { $0["appearance"] == "luminosity" ? $0["value"] ?? "" : "high" }
            .joined(separator: "+")
        guard let color = entry["color"] as? [String: Any],
          let space = color["color-space"] as? String,
          let components = color["components"] as? [String: String]
        else {
          Issue.record("\(path): an entry without color-space and string components")
          continue
        }
        let values = ["red", "green", "blue", "alpha"].compactMap { components[$0] }
          .compactMap(Double.init)
        #expect(values.count == 4, "\(path): \(components)")
        #expect(set[key] == nil, "\(path): two entries for \(key)")
        set[key] = Color(space: space, components: values)
      }
      result[name] = set
    }
    return result
  }

  /// Parses a `Contents.json` and checks its `info` is Xcode's.
  @discardableResult
  public static func expectInfo(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    let info = object["info"] as? [String: Any]
    #expect(info?["author"] as? String == "xcode", "\(path)")
    #expect(info?["version"] as? Int == 1, "\(path)")
    return object
  }

  /// Whether a catalog folder's `Contents.json` says it provides a namespace.
  public static func providesNamespace(_ folder: String) throws -> Bool? {
    let object = try expectInfo(folder + "/Contents.json")
    return (object["properties"] as? [String: Any])?["provides-namespace"] as? Bool
  }

  /// The color custom properties of an unscoped CSS export: property → (light, dark) hex,
  /// from the `:root` rule and the `prefers-color-scheme: dark` one.
  public static func css(_ css: String) -> [String: (light: String, dark: String)] {
    var light: [String: String] = [:]
    var dark: [String: String] = [:]
    var block = ""
    for line in css.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasSuffix("{") {
        if line.hasPrefix(":root") || line.hasPrefix("@") { block = String(line) }
        continue
      }
      guard line.contains("--sp-color-"), let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        .trimmingCharacters(in: CharacterSet(charactersIn: ";"))
      if block.hasPrefix(":root") { light[name] = value }
      if block.hasPrefix("@media (prefers-color-scheme: dark)") { dark[name] = value }
    }
    return light.mapValues { ($0, $0) }.merging(dark.mapValues { ("", $0) }) { old, new in
      (old.light, new.dark)
    }
  }

  /// `textPrimary` → `--sp-color-text-primary`.
  public static func property(_ role: String) -> String {
    "--sp-color-" + role.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
  }

  /// Every file of a folder, by path below it, with its bytes as text.
  public static func files(_ folder: String) throws -> [String: String] {
    var files: [String: String] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: folder)
    where path.hasSuffix(".json") {
      files[path] = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
    }
    return files
  }
}
