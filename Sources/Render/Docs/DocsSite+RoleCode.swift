import Theme

/// How to use a role in an app and on a web page: SwiftUI against `sptheme export swift` and
/// CSS against `sptheme export css`. The names come from the exporters themselves
/// (``SwiftExporter/memberPath(_:)``, ``CSSExporter/propertyName(_:)``, the Swift export's
/// default glue names), so a snippet always names what the exports write.
extension DocsSite {
  /// The snippets for a role token (`color.accent`, `type.body`, `radius.md`, …).
  static func code(_ token: String) -> TemplateValue {
    let snippet = roleCode(token)
    return ["swiftUI": .string(snippet.swiftUI), "css": .string(snippet.css)]
  }

  /// The SwiftUI and CSS lines for a role token.
  static func roleCode(_ token: String) -> (swiftUI: String, css: String) {
    let names = SwiftExporter.Options()
    let theme = "theme." + SwiftExporter.memberPath(token)
    let property = CSSExporter.propertyName(token)
    let variable = "var(\(property))"
    let environment = "@Environment(\\.\(names.environmentName)) private var theme"
    let group = token.split(separator: ".").first.map(String.init) ?? ""
    let lines: (swift: [String], css: [String])
    switch group {
    case "color":
      let slots = (RoleUsage.colorSlots()[token] ?? []).sorted()
      let used = slots.isEmpty ? [.foreground] : slots
      lines = (
        used.map { slot in
          switch slot {
          case .background: ".background(\(theme))"
          case .foreground: ".foregroundStyle(\(theme))"
          case .border:
            ".overlay(RoundedRectangle(cornerRadius: theme.\(SwiftExporter.memberPath("radius.md"))).strokeBorder(\(theme)))"
          case .prompt:
            "TextField(\"Email\", text: $email, prompt: Text(\"Required\").foregroundStyle(\(theme)))"
          }
        },
        used.map { slot in
          switch slot {
          case .background: "background-color: \(variable);"
          case .foreground: "color: \(variable);"
          case .border:
            "border: var(\(CSSExporter.propertyName("stroke.hairline"))) solid \(variable);"
          case .prompt: "input::placeholder { color: \(variable); }"
          }
        }
      )
    case "font":
      lines = (
        [".\(names.modifierPrefix)Font(\(theme), size: 17, weight: .regular, relativeTo: .body)"],
        ["font-family: \(variable);"]
      )
    case "type":
      lines = (
        ["Text(\"Sign in\").\(names.modifierPrefix)TextStyle(\(theme))"],
        ["font: \(variable);", "letter-spacing: var(\(CSSExporter.letterSpacingName(token)));"]
      )
    case "radius":
      lines = ([".clipShape(.rect(cornerRadius: \(theme)))"], ["border-radius: \(variable);"])
    case "space":
      lines = (
        [".padding(\(theme))", "VStack(spacing: \(theme)) { … }"],
        ["padding: \(variable);", "gap: \(variable);"]
      )
    case "stroke":
      lines = (
        ["\(names.hairlineName)()", ".frame(height: \(theme))"],
        [
          "border-top: \(variable) solid var(\(CSSExporter.propertyName("color.separator")));"
        ]
      )
    default:
      lines = (
        ["withAnimation(\(theme)) { isExpanded.toggle() }"], ["transition: \(variable);"]
      )
    }
    return (
      ([environment] + lines.swift).joined(separator: "\n"), lines.css.joined(separator: "\n")
    )
  }
}
