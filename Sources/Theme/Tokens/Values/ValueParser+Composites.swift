/// Composite types: strokeStyle, border, transition, shadow, gradient, typography.
extension ValueParser {
  mutating func strokeStyle(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String
  )
    -> StrokeStyle?
  {
    switch json {
    case .string(let text):
      if let keyword = StrokeStyle.Keyword(rawValue: text) { return .keyword(keyword) }
      if reportMalformedReference(json, at: pointer()) { return nil }
      let keywords = StrokeStyle.Keyword.allCases.map(\.rawValue)
      report(
        pointer(), .valueKeyword,
        "\(ValueWording.quoted(text)) is not a stroke style: use one of "
          + ValueWording.list(keywords, conjunction: "or")
          + ", or an object with dashArray and lineCap",
        hint: ValueWording.suggestion(for: text, among: keywords).map {
          "write \(ValueWording.quoted($0))"
        })
      return nil
    case .object(let object):
      let start = mark
      checkMembers(of: object, as: .strokeStyle, at: pointer(), label: label(), fromSchema: false)
      var dashes: [Dimension] = []
      if let raw = object["dashArray"] {
        func at() -> JSONPointer { pointer().appending("dashArray") }
        if !takePointerReference(raw, at: at(), label: "dashArray") {
          if case .array(let items) = raw {
            if items.isEmpty {
              report(
                at(), .valueSchema,
                "dashArray is an empty list: it needs at least one dash length "
                  + "(a rule of the 2025.10 JSON schema)",
                hint: "write " + ValueWording.example(ofMember: "dashArray", type: nil))
            }
            for (index, item) in items.enumerated() {
              let value = slot(
                item, at: at().appending(index), as: .dimension,
                label: "the \(ValueWording.ordinal(index)) dash length")
              if let dash = value?.dimensionValue { dashes.append(dash) }
            }
          } else {
            wrongKind(
              raw, at: at(), label: "dashArray", expected: "a list of dimensions",
              hint: "write " + ValueWording.example(ofMember: "dashArray", type: nil))
          }
        }
      }
      var cap: StrokeStyle.LineCap?
      if let raw = object["lineCap"] {
        func at() -> JSONPointer { pointer().appending("lineCap") }
        if !takePointerReference(raw, at: at(), label: "lineCap") {
          let caps = StrokeStyle.LineCap.allCases.map(\.rawValue)
          if case .string(let text) = raw {
            cap = StrokeStyle.LineCap(rawValue: text)
            if cap == nil {
              report(
                at(), .valueKeyword,
                "\(ValueWording.quoted(text)) is not a line cap: use "
                  + ValueWording.list(caps.map(ValueWording.quoted), conjunction: "or"),
                hint: ValueWording.suggestion(for: text, among: caps).map {
                  "write \(ValueWording.quoted($0))"
                })
            }
          } else {
            wrongKind(
              raw, at: at(), label: "lineCap",
              expected: ValueWording.list(caps.map(ValueWording.quoted), conjunction: "or"))
          }
        }
      }
      guard isClean(since: start), let cap, !dashes.isEmpty else { return nil }
      return .custom(dashArray: dashes, lineCap: cap)
    default:
      wrongKind(
        json, at: pointer(), label: label(), expected: ValueWording.expectation(.strokeStyle))
      return nil
    }
  }

  mutating func border(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String
  ) -> Border? {
    guard let object = compositeObject(json, at: pointer(), label: label(), type: .border) else {
      return nil
    }
    let start = mark
    checkMembers(of: object, as: .border, at: pointer(), label: label(), fromSchema: false)
    let color = member("color", of: object, in: .border, at: pointer(), owner: label())?.colorValue
    let width = member("width", of: object, in: .border, at: pointer(), owner: label())?
      .dimensionValue
    let style = member("style", of: object, in: .border, at: pointer(), owner: label())?
      .strokeStyleValue
    guard isClean(since: start), let color, let width, let style else { return nil }
    return Border(color: color, width: width, style: style)
  }

  mutating func transition(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String
  )
    -> Transition?
  {
    guard let object = compositeObject(json, at: pointer(), label: label(), type: .transition)
    else {
      return nil
    }
    let start = mark
    checkMembers(of: object, as: .transition, at: pointer(), label: label(), fromSchema: false)
    let duration = member("duration", of: object, in: .transition, at: pointer(), owner: label())?
      .durationValue
    let delay = member("delay", of: object, in: .transition, at: pointer(), owner: label())?
      .durationValue
    let curve = member(
      "timingFunction", of: object, in: .transition, at: pointer(), owner: label())?
      .cubicBezierValue
    guard isClean(since: start), let duration, let delay, let curve else { return nil }
    return Transition(duration: duration, delay: delay, timingFunction: curve)
  }

  mutating func shadow(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String
  ) -> [ShadowLayer]? {
    switch json {
    case .object(let object):
      return shadowLayer(object, at: pointer(), label: label()).map { [$0] }
    case .array(let items):
      let start = mark
      if items.isEmpty {
        report(
          pointer(), .valueSchema,
          "\(label()) is an empty list: it needs at least one shadow layer "
            + "(a rule of the 2025.10 JSON schema)",
          hint: "write one shadow object, such as " + ValueWording.example(of: .shadow))
      }
      var layers: [ShadowLayer] = []
      for (index, item) in items.enumerated() {
        func at() -> JSONPointer { pointer().appending(index) }
        if takeTokenReference(item, at: at(), expecting: .shadow) { continue }
        let name = "the \(ValueWording.ordinal(index)) shadow layer"
        guard case .object(let object) = item else {
          wrongKind(
            item, at: at(), label: name,
            expected: "a shadow object or a reference to a shadow token such as \"{shadow.base}\"")
          continue
        }
        if let layer = shadowLayer(object, at: at(), label: name) { layers.append(layer) }
      }
      return isClean(since: start) && !layers.isEmpty ? layers : nil
    default:
      wrongKind(json, at: pointer(), label: label(), expected: ValueWording.expectation(.shadow))
      return nil
    }
  }

  private mutating func shadowLayer(
    _ object: JSONObject, at pointer: @autoclosure () -> JSONPointer,
    label: @autoclosure () -> String
  )
    -> ShadowLayer?
  {
    let object = legacyDefaults(object, of: .shadow, at: pointer())
    let start = mark
    checkMembers(
      of: object, as: .shadow, at: pointer(), label: label(), fromSchema: false,
      renames: ["x": "offsetX", "y": "offsetY", "radius": "blur"])
    func dimension(_ key: String, _ parser: inout ValueParser) -> Dimension? {
      parser.member(key, of: object, in: .shadow, at: pointer(), owner: label())?.dimensionValue
    }
    let color = member("color", of: object, in: .shadow, at: pointer(), owner: label())?.colorValue
    let offsetX = dimension("offsetX", &self)
    let offsetY = dimension("offsetY", &self)
    let blur = dimension("blur", &self)
    let spread = dimension("spread", &self)
    var inset = false
    if let raw = object["inset"] {
      func at() -> JSONPointer { pointer().appending("inset") }
      if !takePointerReference(raw, at: at(), label: "inset") {
        if case .bool(let flag) = raw {
          inset = flag
        } else {
          var hint: String?
          if case .string(let text) = raw, text == "true" || text == "false" {
            hint = "write \(text) without quotes"
          }
          wrongKind(
            raw, at: at(), label: "\(label())'s inset",
            expected: "true (an inner shadow) or false (a drop shadow)", hint: hint)
        }
      }
    }
    guard isClean(since: start), let color, let offsetX, let offsetY, let blur, let spread else {
      return nil
    }
    return ShadowLayer(
      color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
  }

  mutating func gradient(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String
  )
    -> [GradientStop]?
  {
    guard case .array(let items) = json else {
      let hint = json.object != nil ? "put the stop in a list: [ … ]" : nil
      wrongKind(
        json, at: pointer(), label: label(), expected: ValueWording.expectation(.gradient),
        hint: hint)
      return nil
    }
    let start = mark
    if items.isEmpty {
      report(
        pointer(), .valueSchema,
        "\(label()) is an empty list: it needs at least one stop (a rule of the 2025.10 JSON schema)",
        hint: "write stops such as " + ValueWording.example(of: .gradient))
    }
    var stops: [GradientStop] = []
    for (index, item) in items.enumerated() {
      func at() -> JSONPointer { pointer().appending(index) }
      if takeTokenReference(item, at: at(), expecting: .gradient) { continue }
      let name = "the \(ValueWording.ordinal(index)) gradient stop"
      guard case .object(let object) = item else {
        wrongKind(
          item, at: at(), label: name, expected: "a gradient stop object with color and position")
        continue
      }
      let stopStart = mark
      checkMembers(of: object, as: .gradient, at: at(), label: name, fromSchema: false)
      let color = member("color", of: object, in: .gradient, at: at(), owner: name)?.colorValue
      let position = member("position", of: object, in: .gradient, at: at(), owner: name)?
        .numberValue
      if let position, !(0...1).contains(position) {
        let clamped = min(max(position, 0), 1)
        report(
          at().appending("position"), .valueSchema,
          "position \(ValueWording.number(position)) is outside 0…1 (a rule of the 2025.10 JSON "
            + "schema; the spec prose would treat it as \(ValueWording.number(clamped)))",
          hint: "use \(ValueWording.number(clamped))")
      }
      if isClean(since: stopStart), let color, let position {
        stops.append(GradientStop(color: color, position: position))
      }
    }
    return isClean(since: start) && !stops.isEmpty ? stops : nil
  }

  mutating func typography(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String
  )
    -> Typography?
  {
    guard var object = compositeObject(json, at: pointer(), label: label(), type: .typography)
    else {
      return nil
    }
    object = legacyDefaults(object, of: .typography, at: pointer())
    if legacy, let written = object["letterSpacing"],
      case .converted(let spacing, let em) = LegacyShapes.emLetterSpacing(
        written, fontSize: object["fontSize"])
    {
      object["letterSpacing"] = spacing
      reportLegacy(
        pointer().appending("letterSpacing"),
        "the letter spacing is \(ValueWording.number(em)) em (a multiple of the font size), "
          + "which 2025.10 does not have", replacement: spacing.serialized(indent: nil))
    }
    let start = mark
    checkMembers(of: object, as: .typography, at: pointer(), label: label(), fromSchema: false)
    func value(_ key: String, _ parser: inout ValueParser) -> TokenValue? {
      parser.member(key, of: object, in: .typography, at: pointer(), owner: label())
    }
    let family = value("fontFamily", &self)?.fontFamilyValue
    let size = value("fontSize", &self)?.dimensionValue
    let weight = value("fontWeight", &self)?.fontWeightValue
    let spacing = value("letterSpacing", &self)?.dimensionValue
    var lineHeight: Double?
    // The font size as read (its math computed), or as written.
    let fontSize = size.map(JSONExporter.dimension) ?? object["fontSize"]
    let length = object["lineHeight"].map {
      LegacyShapes.lengthLineHeight($0, fontSize: fontSize)
    }
    if legacy, case .converted(let ratio, let division)? = length {
      // A px or rem line height, divided by the font size (Tokens Studio, Figma).
      lineHeight = ratio
      reportLegacy(
        pointer().appending("lineHeight"),
        "the line height is a length, which 2025.10 writes as a multiple of the font size: "
          + "read as \(ValueWording.number(ratio)) (\(division))",
        replacement: ValueWording.number(ratio))
    } else if let written = object["lineHeight"],
      length != .notLength || (written.object.map { $0["$ref"] == nil } ?? false)
    {
      // A dimension (object or string) where a number belongs.
      if legacy, case .needsFontSize? = length, !references.isEmpty {
        // References are still to resolve (the font size's, perhaps): the value is parsed
        // again with them, or their errors are reported.
      } else {
        wrongKind(
          written, at: pointer().appending("lineHeight"), label: "\(label())'s lineHeight",
          expected: "a number (a multiple of fontSize) such as 1.5",
          hint: Self.lineHeightHint(written, fontSize: fontSize))
      }
    } else {
      lineHeight = value("lineHeight", &self)?.numberValue
    }
    guard isClean(since: start), let family, let size, let weight, let spacing, let lineHeight
    else { return nil }
    return Typography(
      fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing,
      lineHeight: lineHeight)
  }

  /// The hint for a line height written as a dimension: the multiple of the font size.
  static func lineHeightHint(_ written: JSONValue, fontSize: JSONValue?) -> String? {
    switch LegacyShapes.lengthLineHeight(written, fontSize: fontSize) {
    case .converted(let ratio, let division):
      return "write \(ValueWording.number(ratio)) (\(division))"
    case .needsFontSize(let reason):
      return "divide the line height by the font size (\(reason))"
    case .notLength:
      break
    }
    guard let value = written.object?["value"]?.number else { return nil }
    let n = ValueWording.number
    switch written.object?["unit"]?.string {
    case nil, "em": return "write \(n(value))"
    case "%": return "write \(n(value / 100))"
    default: return "divide the line height by the font size"
    }
  }

  /// The object of a composite value, or `nil` after reporting that it is not one.
  private mutating func compositeObject(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String,
    type: TokenType
  ) -> JSONObject? {
    if case .object(let object) = json { return object }
    wrongKind(
      json, at: pointer(), label: label(), expected: ValueWording.expectation(type),
      hint: "write " + ValueWording.example(of: type))
    return nil
  }

  /// With `--legacy`, a composite without a member that older formats leave out (see
  /// ``LegacyShapes/defaultedMembers``) gets that member's CSS default, with a warning.
  private mutating func legacyDefaults(
    _ object: JSONObject, of type: TokenType, at pointer: JSONPointer
  ) -> JSONObject {
    guard legacy else { return object }
    var object = object
    for member in LegacyShapes.defaultedMembers
    where member.type == type && object[member.key] == nil {
      object[member.key] = member.value
      reportLegacy(
        pointer,
        "the \(Self.noun(type)) has no \(member.key), which 2025.10 requires; \(member.reason)",
        replacement: "\"\(member.key)\": \(member.value.serialized(indent: nil))")
    }
    return object
  }
}
