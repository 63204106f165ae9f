/// One rewrite `sptheme migrate` made (or could not make) in a token file.
public struct MigrationChange: Sendable, Equatable, CustomStringConvertible {
  /// Where the old text is.
  public var location: SourceLocation?
  /// The token or group path (`color.brand`), empty for the document root.
  public var token: String
  /// What was there, as compact JSON.
  public var before: String
  /// What is there now, as compact JSON; `nil` when the value was left as it was.
  public var after: String?
  /// Why, or why not.
  public var note: String

  /// Whether the migrator rewrote it (`false`: left for a person to fix).
  public var isConverted: Bool { after != nil }

  /// `tokens.json:4:16: color.brand: "#0a84ff" → {…} (hex color string)`.
  public var description: String {
    let place = location.map { "\($0): " } ?? ""
    let name = token.isEmpty ? "" : "\(token): "
    guard let after else { return "\(place)\(name)left \(before) as it is: \(note)" }
    return "\(place)\(name)\(before) → \(after) (\(note))"
  }
}
