import Components
import Theme

extension Scene {
  /// The scene as JSON text (keys in a fixed order, two-space indentation, a final newline),
  /// written by json-c: the `.scene.json` snapshot file.
  public var jsonText: String {
    SceneJSONWriter.text(self)
  }

  /// The scene as JSON (``jsonText`` parsed), for semantic diffs.
  public var json: JSONValue {
    (try? JSONDocument(bytes: Array(jsonText.utf8), path: "scene.json").root) ?? .null
  }
}

extension Part.Kind {
  /// The kind's name (`field`, `button`, …).
  public var name: String {
    switch self {
    case .stack(let axis, _, _): axis == .vertical ? "vstack" : "hstack"
    case .card: "card"
    case .text: "text"
    case .field(let spec): spec.isSecure ? "secureField" : "field"
    case .button: "button"
    case .link: "link"
    case .divider: "divider"
    case .icon: "icon"
    case .spinner: "spinner"
    case .check: "check"
    case .codeBoxes: "codeBoxes"
    case .ruleList: "ruleList"
    case .rule: "rule"
    case .stepTrack: "stepTrack"
    case .capsule: "capsule"
    case .toast: "toast"
    case .alert: "alert"
    case .spacer: "spacer"
    }
  }

  /// Adds the kind's parameters to the open object of a scene node's JSON.
  func writeParameters(to writer: inout JSONCWriter) {
    switch self {
    case .stack(_, _, let alignment): writer.add("alignment", alignment.rawValue)
    case .field(let spec):
      writer.add("contentType", spec.contentType.rawValue)
      writer.add("keyboard", spec.keyboard.rawValue)
      writer.add("returnKey", spec.returnKey.rawValue)
    case .button(let style): writer.add("style", style.rawValue)
    case .icon(let name): writer.add("icon", name)
    case .codeBoxes(let length): writer.add("length", Double(length))
    case .rule(let met): writer.add("met", met)
    case .stepTrack(let current, let total):
      writer.add("current", Double(current))
      writer.add("total", Double(total))
    case .toast(let success): writer.add("success", success)
    default: break
    }
  }
}
