extension JSONValue {
  /// The value as JSON text: members in their stored order, numbers in their shortest exact
  /// form, integers without a fraction, and only the escapes JSON requires (plus `/` after `<`
  /// so the text is safe inside an HTML `<script>` or `<style>`).
  ///
  /// - Parameter indent: Spaces per level, or `nil` for one line.
  public func serialized(indent: Int? = 2) -> String {
    var output = ""
    write(to: &output, indent: indent, level: 0)
    return output
  }

  private func write(to output: inout String, indent: Int?, level: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): output += Self.format(number)
    case .string(let text): Self.writeString(text, to: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        Self.newline(&output, indent: indent, level: level + 1)
        element.write(to: &output, indent: indent, level: level + 1)
      }
      Self.newline(&output, indent: indent, level: level)
      output += "]"
    case .object(let object):
      guard !object.isEmpty else {
        output += "{}"
        return
      }
      output += "{"
      for (index, member) in object.members.enumerated() {
        if index > 0 { output += "," }
        Self.newline(&output, indent: indent, level: level + 1)
        Self.writeString(member.key, to: &output)
        output += indent == nil ? ":" : ": "
        member.value.write(to: &output, indent: indent, level: level + 1)
      }
      Self.newline(&output, indent: indent, level: level)
      output += "}"
    }
  }

  private static func newline(_ output: inout String, indent: Int?, level: Int) {
    guard let indent else { return }
    output += "\n" + String(repeating: " ", count: indent * level)
  }

  /// A number as JSON: integers without `.0`, others in Swift's shortest exact form.
  static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
      return String(Int64(number))
    }
    return String(number)
  }

  private static func writeString(_ text: String, to output: inout String) {
    output += "\""
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "/" where previous == "<": output += "\\/"
      case "\u{2028}": output += "\\u2028"
      case "\u{2029}": output += "\\u2029"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
      previous = scalar
    }
    output += "\""
  }
}
