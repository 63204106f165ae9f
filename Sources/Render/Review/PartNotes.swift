import Components
import Theme

/// What a review page shows over a drawn state: each pair a part draws (its text, border or icon
/// on what is behind it), the ratio it reaches and needs, and for both colors the role, the
/// token it resolves to and where that token is written. The same pairs the contrast audit
/// checks, from the same scene the HTML is written from.
public struct PartNote: Sendable, Equatable {
  /// One color of the pair.
  public struct Color: Sendable, Equatable {
    /// The role or source (`color.textPrimary`).
    public var role: String
    /// The token it resolves to (`palette.gray.900`), when it comes from one.
    public var token: String?
    /// Where that token is written (`tokens/studio/light.tokens.json:12:7`).
    public var location: String?
    /// `#rrggbb` (with alpha when not opaque).
    public var hex: String
  }

  /// The part (`password.error`).
  public var part: String
  /// What it draws (`text`, `border`, `icon`).
  public var drawn: String
  /// The pair's kind (`text`, `large-text`, `non-text`, …).
  public var kind: String
  /// The ratio reached.
  public var ratio: Double
  /// The ratio needed at AA; `nil` when exempt (decoration, redaction, a waiting button).
  public var required: Double?
  public var foreground: Color
  public var background: Color

  /// Whether the pair misses what it needs.
  public var fails: Bool { required.map { ratio < $0 - 0.005 } ?? false }

  /// The notes of a state in a theme at a text size.
  public static func of(
    _ state: CatalogueState, theme: StyledTheme, size: ContentSize
  ) -> [PartNote] {
    let scene = Scene(
      state: state, theme: theme,
      environment: SceneEnvironment(
        appearance: theme.theme.isDark ? .dark : .light, contentSize: size))
    return ContrastPairs.of(scene).map { pair in
      PartNote(
        part: pair.part, drawn: pair.role, kind: pair.kind.rawValue, ratio: pair.ratio,
        required: pair.required(.aa), foreground: Color(pair.foreground),
        background: Color(pair.background))
    }
  }

  /// The notes as JSON for a page's `<script type="application/json">`: `<` is written as
  /// `\u003c`, so no value can close the element.
  public static func json(_ notes: [PartNote]) -> String {
    let array = JSONValue.array(
      notes.map { note in
        var object = JSONObject()
        object["part"] = .string(note.part)
        object["drawn"] = .string(note.drawn)
        object["kind"] = .string(note.kind)
        object["ratio"] = .number((note.ratio * 100).rounded() / 100)
        object["required"] = note.required.map(JSONValue.number) ?? .null
        object["fails"] = .bool(note.fails)
        object["foreground"] = note.foreground.json
        object["background"] = note.background.json
        return .object(object)
      })
    var text = ""
    for character in array.serialized(indent: nil) {
      if character == "<" { text += "\\u003c" } else { text.append(character) }
    }
    return text
  }
}

extension PartNote.Color {
  init(_ color: SceneColor) {
    role = color.source
    token = color.token
    location = color.provenance.last?.location?.description
    hex = color.hex
  }

  var json: JSONValue {
    var object = JSONObject()
    object["role"] = .string(role)
    object["token"] = token.map(JSONValue.string) ?? .null
    object["location"] = location.map(JSONValue.string) ?? .null
    object["hex"] = .string(hex)
    return .object(object)
  }
}
