/// Text from token files made safe for where it is shown: a terminal, XML, a GitHub workflow
/// log. Every command goes through these three, so there is one answer to "what may reach it".
public enum SafeText {
  /// Whether a scalar must never reach a terminal: C0 controls (ESC among them), DEL, C1
  /// controls (U+009B is a CSI of its own, U+0085 a line break), the bidirectional embedding,
  /// override, isolate and mark characters (U+202E turns text around), and the line and
  /// paragraph separators U+2028 and U+2029.
  public static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    case 0x2028, 0x2029: true
    default: false
    }
  }

  /// Text for a terminal: every ``isTerminalControl(_:)`` scalar removed, a tab made a space,
  /// line feeds kept only when asked.
  public static func terminal(_ text: String, keepNewlines: Bool = false) -> String {
    // Most text holds none: return it as it is.
    guard text.unicodeScalars.contains(where: { isTerminalControl($0) }) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\n" && keepNewlines {
        result.append(scalar)
      } else if scalar == "\t" {
        result.append(" ")
      } else if !isTerminalControl(scalar) {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Text for a terminal that keeps the tool's own colors: SGR sequences (`ESC [ digits ; … m`)
  /// stay, line feeds stay, every other control is removed as by ``terminal(_:keepNewlines:)``.
  public static func terminalKeepingColors(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { isTerminalControl($0) && $0 != "\n" }) else {
      return text
    }
    var result = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
        var end = index + 2
        while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" {
          end += 1
        }
        if end < scalars.count, scalars[end] == "m" {
          result.append(contentsOf: scalars[index...end])
          index = end + 1
          continue
        }
      }
      if scalar == "\n" {
        result.append(scalar)
      } else if scalar == "\t" {
        result.append(" ")
      } else if !isTerminalControl(scalar) {
        result.append(scalar)
      }
      index += 1
    }
    return String(result)
  }

  /// Text for XML content and attribute values: markup characters escaped, ESC shown as `\e`,
  /// and every character XML 1.0 forbids (C0 controls but tab, line feed and carriage return;
  /// U+FFFE, U+FFFF) dropped, so the document stays well-formed.
  public static func xml(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\u{1B}": result += "\\e"
      case "\u{FFFE}", "\u{FFFF}": continue
      default:
        if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r" { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The data of a GitHub Actions workflow command (after `::`): terminal-safe, with `%`, CR
  /// and LF escaped, so a message spans one line and cannot start a command of its own.
  public static func githubData(_ text: String) -> String {
    terminal(text, keepNewlines: true).replacing("%", with: "%25").replacing("\r", with: "%0D")
      .replacing("\n", with: "%0A")
  }

  /// A property value of a workflow command (`file=…`): as ``githubData(_:)``, and `:` and `,`
  /// escaped too.
  public static func githubProperty(_ text: String) -> String {
    githubData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
