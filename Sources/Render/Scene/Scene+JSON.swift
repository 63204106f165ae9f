import Components
import Theme

extension Scene {
  /// The scene as JSON text (keys in a fixed order, two-space indentation, a final newline):
  /// the `.scene.json` snapshot file.
  public var jsonText: String {
    SceneJSONWriter.text(self)
  }

  /// The scene as JSON (what ``jsonText`` writes), for semantic diffs.
  public var json: JSONValue {
    SceneJSONWriter.json(self)
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
}
