/// Inline SVG drawings for the SF Symbols names the parts use, on a 24 × 24 grid in
/// `currentColor`: stand-ins drawn for this project (the Apple logo is a plain apple shape).
enum HTMLIcons {
  /// A drawing: stroked outlines, filled shapes, and marks cut out of a fill (drawn in the
  /// card's color).
  struct Drawing {
    var stroked: String = ""
    var filled: String = ""
    var cutout: String = ""
  }

  static let envelope =
    #"<rect x="3" y="5" width="18" height="14" rx="2.5"/><path d="M3.5 7.5 12 13l8.5-5.5"/>"#
  static let personKey =
    #"<circle cx="9" cy="7.5" r="3.5"/><path d="M2.5 20.5v-.8a6.5 6.5 0 0 1 9.6-5.7"/><circle cx="17" cy="13.5" r="2.5"/><path d="M17 16v5.5m0-2h2.2"/>"#
  static let phone =
    #"<path d="M21.5 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 1.6 4.2 2 2 0 0 1 3.6 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L7.5 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z"/>"#

  /// The drawing for a symbol name; unknown names draw a plain circle.
  static func drawing(_ name: String) -> Drawing {
    switch name {
    case "eye":
      return Drawing(
        stroked:
          #"<path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>"#
      )
    case "eye.slash":
      return Drawing(
        stroked:
          #"<path d="M9.9 5.2A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.2 3.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18"/>"#
      )
    case "envelope", "envelope.fill", "sent.envelope":
      return Drawing(stroked: envelope)
    case "envelope.open":
      return Drawing(
        stroked:
          #"<path d="M3 10.5 12 4.5l9 6v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/><path d="M3.5 11 12 16l8.5-5"/>"#
      )
    case "envelope.badge":
      return Drawing(stroked: envelope, filled: #"<circle cx="19.5" cy="5.5" r="3.5"/>"#)
    case "applelogo":
      return Drawing(
        filled:
          #"<path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.5-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8c1.3 0 2.1-1.2 2.9-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.4-1-2.4-4z"/><path d="M14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z"/>"#
      )
    case "person.badge.key", "person.badge.key.fill", "key", "key.fill":
      return Drawing(stroked: personKey)
    case "phone", "phone.fill":
      return Drawing(stroked: phone)
    case "checkmark.circle.fill":
      return Drawing(
        filled: #"<circle cx="12" cy="12" r="10"/>"#, cutout: #"<path d="M7.5 12.5l3 3 6-6.5"/>"#)
    case "xmark.circle.fill":
      return Drawing(
        filled: #"<circle cx="12" cy="12" r="10"/>"#, cutout: #"<path d="M8.5 8.5l7 7m0-7-7 7"/>"#)
    case "checkmark":
      return Drawing(stroked: #"<path d="M5 12.5l4.5 4.5L19 7.5"/>"#)
    default:
      return Drawing(stroked: #"<circle cx="12" cy="12" r="9"/>"#)
    }
  }

  /// The SVG markup for a symbol: decorative (`aria-hidden`), sized in px or in `em`.
  static func svg(_ name: String, size: Double?) -> String {
    let drawing = drawing(name)
    let dimension = size.map { HTMLEscape.px($0) } ?? "1.25em"
    var parts: [String] = []
    if !drawing.filled.isEmpty {
      parts.append(#"<g fill="currentColor">"# + drawing.filled + "</g>")
    }
    if !drawing.stroked.isEmpty {
      parts.append(
        #"<g fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">"#
          + drawing.stroked + "</g>")
    }
    if !drawing.cutout.isEmpty {
      parts.append(
        #"<g fill="none" stroke="var(--sp-cutout, #fff)" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">"#
          + drawing.cutout + "</g>")
    }
    return
      #"<svg class="sp-glyph" viewBox="0 0 24 24" width="\#(dimension)" height="\#(dimension)" aria-hidden="true" focusable="false">"#
      + parts.joined() + "</svg>"
  }

  /// An activity indicator: eight spokes fading round the circle, drawn at rest.
  static func spinner(size: Double?) -> String {
    let dimension = size.map { HTMLEscape.px($0) } ?? "1.25em"
    var spokes = ""
    for index in 0..<8 {
      let opacity = HTMLEscape.number(1 - Double(index) * 0.11)
      spokes +=
        #"<path d="M12 2.5v4.2" transform="rotate(\#(index * 45) 12 12)" opacity="\#(opacity)"/>"#
    }
    return
      #"<svg class="sp-glyph" viewBox="0 0 24 24" width="\#(dimension)" height="\#(dimension)" aria-hidden="true" focusable="false"><g fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round">"#
      + spokes + "</g></svg>"
  }
}
