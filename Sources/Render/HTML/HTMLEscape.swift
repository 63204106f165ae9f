import Theme

/// Escaping for the contexts the HTML writer fills: CSS values and link addresses.
///
/// Text and attribute values are escaped by the Mustache engine (`{{name}}`); this type owns the
/// two contexts Mustache does not know: values written into CSS (a `style` attribute or a
/// `<style>` element) and URLs.
enum HTMLEscape {
  /// The schemes a link may use.
  static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

  /// Checks a link address: an absolute `http`, `https` or `mailto` address without spaces or
  /// control characters. Anything else (`javascript:`, `data:`, relative paths) is refused.
  static func url(_ text: String, part: String) throws(HTMLError) -> String {
    guard let colon = text.firstIndex(of: ":"),
      allowedSchemes.contains(text[..<colon].lowercased()),
      !text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F || $0 == "\\" })
    else {
      throw .refusedURL(part: part, url: text)
    }
    if text[..<colon].lowercased() != "mailto" && !text[text.index(after: colon)...].hasPrefix("//")
    {
      throw .refusedURL(part: part, url: text)
    }
    return text
  }

  /// A `font-family` value for a page: the bundled family of the list's kind first
  /// (``BundledFonts``, so the page draws the same on every machine), then the brand's families
  /// (generic keywords bare, names quoted), then a system stack of the same kind when the list
  /// names no generic family every browser has (``FontFallback``); `tokens` are the names of
  /// its alias chain, a hint of its kind.
  static func fontFamily(_ names: [String], tokens: [String] = []) -> String {
    CSSExporter.fontFamily(
      BundledFonts.pinned(FontFallback.completed(names, tokens: tokens), tokens: tokens))
  }

  /// A `font-family` value for a theme's families, hinted by the chain of the font role that
  /// gives them.
  static func fontFamily(_ names: [String], in theme: SPTheme) -> String {
    fontFamily(names, tokens: FontFallback.hints(for: names, in: theme))
  }

  /// A number for CSS: integers without a fraction, others with at most three decimals.
  ///
  /// Total: any finite value prints (a theme never holds one past `DrawableRange`, but nothing
  /// here may trap on one); past 10^12 it is Swift's shortest form, which CSS reads too.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    guard abs(value) < 1e12 else { return value.description }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    // Thousandths as an integer: the digits "%.3f" prints for `rounded`, written without
    // Foundation's formatter.
    let thousandths = Int((value * 1000).rounded())
    let magnitude = thousandths.magnitude
    var fraction = Int(magnitude % 1000)
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    var text = thousandths < 0 ? "-" : ""
    text += String(magnitude / 1000)
    text += "."
    let fractionText = String(fraction)
    if fractionText.utf8.count < digits {
      text += String(repeating: "0", count: digits - fractionText.utf8.count)
    }
    text += fractionText
    return text
  }

  /// Points as CSS pixels (1 pt = 1 px).
  static func px(_ points: Double) -> String {
    points == 0 ? "0" : number(points) + "px"
  }

  /// An id attribute value from a part id (`password.field` → `sp-password-field`).
  static func identifier(_ partID: String) -> String {
    // Part ids are ASCII: keep letters, digits, `-` and `_` byte by byte.
    let utf8 = partID.utf8
    if utf8.allSatisfy({ $0 < 0x80 }) {
      return String(unsafeUninitializedCapacity: 3 + utf8.count) { buffer in
        buffer[0] = UInt8(ascii: "s")
        buffer[1] = UInt8(ascii: "p")
        buffer[2] = UInt8(ascii: "-")
        var count = 3
        for byte in utf8 {
          let kept =
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_")
          buffer[count] = kept ? byte : UInt8(ascii: "-")
          count += 1
        }
        return count
      }
    }
    return "sp-"
      + String(partID.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
  }
}
