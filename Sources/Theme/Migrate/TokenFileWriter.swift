/// Writes token files the way people write them by hand: indented by two spaces, with small
/// objects and lists of plain values on one line (`{ "value": 16, "unit": "px" }`,
/// `[0.25, 0.1, 0.25, 1]`). Escaping and numbers are those of ``JSONValue/serialized(indent:)``;
/// the same value always gives the same text.
enum TokenFileWriter {
  /// The longest inline form kept on one line.
  static let inlineLimit = 100
  /// The deepest level indented further: below it lines keep that level's indent, so a file
  /// nested hundreds of groups deep is written in time and space that grow with its size,
  /// not with its size times its depth.
  static let indentLimit = 32

  /// The document as text, ending with a newline.
  static func format(_ value: JSONValue) -> String {
    var output = ""
    write(value, level: 0, to: &output)
    return output + "\n"
  }

  private static func write(_ value: JSONValue, level: Int, to output: inout String) {
    if let inline = inline(value) {
      output += inline
      return
    }
    let indent = String(repeating: "  ", count: min(level + 1, indentLimit))
    switch value {
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        output += (index == 0 ? "\n" : ",\n") + indent
        write(element, level: level + 1, to: &output)
      }
      output += "\n" + String(repeating: "  ", count: min(level, indentLimit)) + "]"
    case .object(let object):
      output += "{"
      for (index, member) in object.members.enumerated() {
        output +=
          (index == 0 ? "\n" : ",\n") + indent + JSONValue.string(member.key).serialized() + ": "
        write(member.value, level: level + 1, to: &output)
      }
      output += "\n" + String(repeating: "  ", count: min(level, indentLimit)) + "}"
    default:
      output += value.serialized()
    }
  }

  /// The one-line form of a scalar, an empty container, or a container of scalars that fits.
  private static func inline(_ value: JSONValue) -> String? {
    switch value {
    case .array(let elements):
      guard elements.allSatisfy(isScalar) else { return nil }
      let text = "[" + elements.map { $0.serialized() }.joined(separator: ", ") + "]"
      return text.count <= inlineLimit ? text : nil
    case .object(let object):
      if object.isEmpty { return "{}" }
      guard object.members.allSatisfy({ isScalar($0.value) }) else { return nil }
      let text =
        "{ "
        + object.members.map {
          JSONValue.string($0.key).serialized() + ": " + $0.value.serialized()
        }
        .joined(separator: ", ") + " }"
      return text.count <= inlineLimit ? text : nil
    default:
      return value.serialized()
    }
  }

  /// The value on one line, spaced as people write it inline: `{ "a": [1, 2], "b": {} }`
  /// (for an edit quoted in a message).
  static func oneLine(_ value: JSONValue) -> String {
    switch value {
    case .array(let elements):
      "[" + elements.map(oneLine).joined(separator: ", ") + "]"
    case .object(let object) where !object.isEmpty:
      "{ "
        + object.members.map { JSONValue.string($0.key).serialized() + ": " + oneLine($0.value) }
        .joined(separator: ", ") + " }"
    default:
      value.serialized()
    }
  }

  private static func isScalar(_ value: JSONValue) -> Bool {
    switch value {
    case .array(let elements): elements.isEmpty
    case .object(let object): object.isEmpty
    default: true
    }
  }
}
