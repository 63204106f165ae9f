/// The fonts snapshots and docs pages draw with, so that a page lays out the same on every
/// machine whatever fonts it has installed: "SPTheme Sans", "SPTheme Serif" and "SPTheme Mono",
/// Latin subsets of Liberation Sans, Serif and Mono 2.1 (SIL Open Font License, Fonts/LICENSE),
/// made by `make fonts` (.ci/subset-fonts) and compiled in by `make resources`.
///
/// Pages embed them once, as `@font-face` rules with `data:` URLs (``fontFaceCSS``), and name
/// the bundled family of a brand family's kind first in every font stack (``pinned(_:tokens:)``);
/// the brand's own names follow, as the brand wrote them. The estimates of the docs frame heights
/// measure text with the same fonts' advance widths (``width(of:family:weight:size:)``).
enum BundledFonts {
  /// One face: a family at one weight.
  struct Face: Sendable {
    /// `SPTheme Sans`.
    let family: String
    /// 400 or 700.
    let weight: Int
    /// Font units per em.
    let unitsPerEm: Double
    /// The advance of every character, `codepoint:advance` pairs joined by commas.
    let advances: String
    /// The WOFF file, base64.
    let woff: String
  }

  static let sans = "SPTheme Sans"
  static let serif = "SPTheme Serif"
  static let mono = "SPTheme Mono"

  /// The bundled family that stands in for a kind of family.
  static func family(for kind: FontFallback.Kind) -> String {
    switch kind {
    case .sansSerif, .rounded: sans
    case .serif: serif
    case .monospace: mono
    }
  }

  /// A brand's family list with the bundled family of its kind first.
  static func pinned(_ names: [String], tokens: [String] = []) -> [String] {
    let bundled = family(for: FontFallback.kind(of: names, tokens: tokens))
    return [bundled] + names.filter { $0 != bundled }
  }

  /// The `@font-face` rules of the faces of `families` (every bundled family by default), each
  /// file as a `data:` URL: one line per face, in a fixed order.
  static func fontFaceCSS(families: Set<String> = [sans, serif, mono]) -> String {
    faces.filter { families.contains($0.family) }.map { face in
      "@font-face { font-family: \"\(face.family)\"; font-style: normal; font-weight: \(face.weight); "
        + "font-display: block; src: url(data:font/woff;base64,\(face.woff)) format(\"woff\"); }"
    }.joined(separator: "\n")
  }

  /// The `@font-face` rules of every bundled face, made once.
  static let allFaceCSS = fontFaceCSS()

  /// Advance widths, in em, per character, for each face (built once, on first use).
  static let metrics: [String: [Unicode.Scalar: Double]] = {
    var result: [String: [Unicode.Scalar: Double]] = [:]
    for face in faces {
      var table: [Unicode.Scalar: Double] = [:]
      for pair in face.advances.split(separator: ",") {
        let parts = pair.split(separator: ":")
        guard parts.count == 2, let code = UInt32(parts[0]), let scalar = Unicode.Scalar(code),
          let advance = Double(parts[1])
        else { continue }
        table[scalar] = advance / face.unitsPerEm
      }
      result["\(face.family) \(face.weight)"] = table
    }
    return result
  }()

  /// The face a browser picks for a weight among the bundled 400 and 700 (CSS font matching:
  /// 500 and below take the regular face, 600 and above the bold one); Mono has only its
  /// regular face.
  static func faceKey(family: String, weight: Double) -> String {
    let bold = weight >= 600 && family != mono
    return "\(family) \(bold ? 700 : 400)"
  }

  /// The width of a text in a bundled family at a weight and size, in points: the sum of its
  /// characters' advances (kerning aside). A character the subset lacks counts as an `n`.
  static func width(of text: Substring, family: String, weight: Double, size: Double) -> Double {
    guard let table = metrics[faceKey(family: family, weight: weight)] else {
      return Double(text.count) * size * 0.55
    }
    let fallback = table["n"] ?? 0.55
    var total = 0.0
    for scalar in text.unicodeScalars {
      // Zero-width and combining characters take no room.
      if scalar.value == 0x200B || scalar.value == 0x200D || scalar.value == 0xFE0F
        || (0x300...0x36F).contains(scalar.value)
      {
        continue
      }
      total += table[scalar] ?? fallback
    }
    return total * size
  }
}
