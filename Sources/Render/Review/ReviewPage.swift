import Theme

/// The pages of `sptheme serve`, written here so that every value reaching them is escaped in
/// one place: the brand list, and a brand's gallery of every block and state with its
/// switchers, the brand's findings beside it, and the error of a save that broke the brand.
///
/// Each state is an `<iframe>` of the state's snapshot page, the same bytes `snapshot` writes;
/// the gallery's script (``script``) marks on it the parts that fail contrast and shows, for
/// the part under the pointer or focus, each color's role, token and `file:line:col`.
public enum ReviewPage {
  /// One switcher: a query parameter and its choices.
  public struct Switcher: Sendable, Equatable {
    /// The label (`Appearance`).
    public var label: String
    /// The query parameter (`appearance`, `m.density`).
    public var parameter: String
    /// The choices, as `(value, label)`.
    public var choices: [(value: String, label: String)]
    /// The value chosen.
    public var chosen: String

    public init(
      label: String, parameter: String, choices: [(value: String, label: String)],
      chosen: String
    ) {
      self.label = label
      self.parameter = parameter
      self.choices = choices
      self.chosen = chosen
    }

    public static func == (a: Switcher, b: Switcher) -> Bool {
      a.label == b.label && a.parameter == b.parameter && a.chosen == b.chosen
        && a.choices.map(\.value) == b.choices.map(\.value)
        && a.choices.map(\.label) == b.choices.map(\.label)
    }
  }

  /// One state's cell: its title and the frames drawn side by side (one, or two to compare).
  public struct Cell: Sendable, Equatable {
    /// `sign-in/invalid`.
    public var id: String
    /// "Refused submit".
    public var title: String
    /// Each frame's caption and address.
    public var frames: [(caption: String, source: String)]

    public init(id: String, title: String, frames: [(caption: String, source: String)]) {
      self.id = id
      self.title = title
      self.frames = frames
    }

    public static func == (a: Cell, b: Cell) -> Bool {
      a.id == b.id && a.title == b.title && a.frames.map(\.caption) == b.frames.map(\.caption)
        && a.frames.map(\.source) == b.frames.map(\.source)
    }
  }

  /// A finding of the brand's check, with the states it names.
  public struct Finding: Sendable, Equatable {
    public var severity: String
    public var text: String
    public var states: [String]

    public init(severity: String, text: String, states: [String]) {
      self.severity = severity
      self.text = text
      self.states = states
    }
  }

  /// The brand list.
  public static func index(brands: [(id: String, name: String)]) -> String {
    let items = brands.map {
      "<li><a href=\"/brand/\(attribute(percentEncoded($0.id)))\">\(text($0.name))</a> <code>\(text($0.id))</code></li>"
    }
    return document(
      title: "SPTheme review",
      body: "<main class=\"index\"><h1>SPTheme review</h1><ul>\(items.joined())</ul>"
        + "<p><a href=\"/docs/index.html\">Style docs</a></p></main>")
  }

  /// A brand's gallery.
  public static func gallery(
    brand: String, switchers: [Switcher], cells: [Cell], findings: [Finding], error: String?
  ) -> String {
    var body = "<header><h1>\(text(brand))</h1><form id=\"switchers\">"
    for switcher in switchers {
      body += "<label>\(text(switcher.label)) <select name=\"\(attribute(switcher.parameter))\">"
      for choice in switcher.choices {
        let selected = choice.value == switcher.chosen ? " selected" : ""
        body +=
          "<option value=\"\(attribute(choice.value))\"\(selected)>\(text(choice.label))</option>"
      }
      body += "</select></label>"
    }
    body += "</form><p id=\"status\" role=\"status\"></p></header>"
    if let error {
      body +=
        "<section id=\"error\" class=\"error\"><h2>The last save broke the brand</h2>"
        + "<p>Below is the last good rendering. Fix the file and save again.</p>"
        + "<pre>\(text(error))</pre></section>"
    }
    body += "<div class=\"layout\"><main id=\"gallery\">"
    for cell in cells {
      body +=
        "<section class=\"state\" id=\"state-\(attribute(cell.id))\" data-state=\"\(attribute(cell.id))\">"
        + "<h2>\(text(cell.title)) <code>\(text(cell.id))</code></h2><div class=\"frames\">"
      for frame in cell.frames {
        body +=
          "<figure><figcaption>\(text(frame.caption))</figcaption>"
          + "<iframe loading=\"lazy\" title=\"\(attribute(cell.id + " · " + frame.caption))\" "
          + "src=\"\(attribute(frame.source))\"></iframe><ul class=\"failures\"></ul></figure>"
      }
      body += "</div></section>"
    }
    body +=
      "</main><aside><h2>Findings of sptheme check</h2><div id=\"part-info\" aria-live=\"polite\"></div>"
    if findings.isEmpty {
      body += "<p>None.</p>"
    } else {
      body += "<ul class=\"findings\">"
      for finding in findings {
        let links = finding.states.map {
          "<a href=\"#state-\(attribute($0))\">\(text($0))</a>"
        }
        body +=
          "<li class=\"\(attribute(finding.severity))\"><strong>\(text(finding.severity))</strong> "
          + "\(text(finding.text))\(links.isEmpty ? "" : " — " + links.joined(separator: ", "))</li>"
      }
      body += "</ul>"
    }
    body += "</aside></div>"
    return document(title: "\(brand) · SPTheme review", body: body)
  }

  /// A whole page around `body`, with the gallery's style and script (served at `/review.css`
  /// and `/review.js`, so the page's policy allows no inline script).
  static func document(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(text(title))</title>
    <link rel="stylesheet" href="/review.css">
    <script src="/review.js" defer></script>
    </head>
    <body>
    \(body)
    </body>
    </html>

    """
  }

  /// Text for an element or a quoted attribute, escaped as the templates escape every value:
  /// `& < > " '`, and control characters replaced.
  public static func text(_ value: String) -> String { value.htmlEscaped }

  /// A value in a double-quoted attribute (the same escaping as ``text(_:)``).
  static func attribute(_ value: String) -> String { text(value) }

  /// A value in a URL's path or query: everything but unreserved characters percent-encoded.
  public static func percentEncoded(_ value: String) -> String {
    var result = ""
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
        UInt8(ascii: "."), UInt8(ascii: "~"):
        result.append(Character(UnicodeScalar(byte)))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
