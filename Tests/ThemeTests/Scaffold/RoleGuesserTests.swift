import Testing

@testable import Theme

/// `RoleGuesser` on small token trees: sized roles are guessed only within their bounds and in
/// order, `accentOn` by its contrast on the accent, and every role left out says why when a
/// candidate was refused.
@Suite struct RoleGuesserTests {
  /// The guesses for a token tree, matched against the usual sizes (no reference brand).
  static func guess(_ json: String) -> (result: RoleGuesser.Result, resolution: TokenResolution) {
    let resolution = TokenLoader.resolve(json: json)
    return (RoleGuesser.guess(from: resolution, reference: nil), resolution)
  }

  /// A dimension token's JSON.
  static func px(_ value: Double) -> String {
    "{ \"$value\": { \"value\": \(value), \"unit\": \"px\" } }"
  }

  /// A color token's JSON from 0…255 components.
  static func color(_ red: Int, _ green: Int, _ blue: Int) -> String {
    "{ \"$value\": { \"colorSpace\": \"srgb\", \"components\": [\(Double(red) / 255), \(Double(green) / 255), \(Double(blue) / 255)] } }"
  }

  /// A text style's JSON at a font size.
  static func style(_ size: Double) -> String {
    """
    { "$value": { "fontFamily": "Inter", "fontSize": { "value": \(size), "unit": "px" },
      "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } }
    """
  }

  /// The guessed values of the sized roles, in points.
  static func sizes(of result: RoleGuesser.Result, in resolution: TokenResolution) -> [String:
    Double]
  {
    var values: [String: Double] = [:]
    for guess in result.guesses {
      guard let token = resolution[guess.token] else { continue }
      if let dimension = token.value.dimensionValue {
        values[guess.role] = dimension.points
      } else if case .typography(let typography) = token.value {
        values[guess.role] = typography.fontSize.points
      }
    }
    return values
  }

  static func token(_ role: String, in result: RoleGuesser.Result) -> String? {
    result.guesses.first { $0.role == role }?.token
  }

  static func unmapped(_ role: String, in result: RoleGuesser.Result) -> RoleGuesser.Unmapped? {
    result.unmapped.first { $0.role == role }
  }

  /// A breakpoint is never a hairline: named only by its size, it is no candidate; named a
  /// width, it is a candidate the bounds refuse, with the reason.
  @Test(
    arguments: [
      ("breakpoint.sm", nil),
      (
        "breakpoint.width.sm",
        "the nearest candidate, {breakpoint.width.sm} 320 pt, is outside 0.5–4 pt"
      ),
    ] as [(String, String?)])
  func aBreakpointOnlyDimensionSetLeavesTheHairlineUnmapped(_ name: String, reason: String?) {
    let leaves = [("sm", 320.0), ("md", 672.0), ("lg", 1056.0)].map {
      "\"\($0.0)\": \(Self.px($0.1))"
    }.joined(separator: ", ")
    let group =
      name.contains(".width.")
      ? "{ \"$type\": \"dimension\", \"width\": { \(leaves) } }"
      : "{ \"$type\": \"dimension\", \(leaves) }"
    let (result, _) = Self.guess("{ \"breakpoint\": \(group) }")
    #expect(Self.token("stroke.hairline", in: result) == nil)
    #expect(Self.unmapped("stroke.hairline", in: result)?.reason == reason)
    #expect(result.guesses.isEmpty, "\(result.guesses)")
  }

  /// A spacing scale with a 0 and a 0.25 step: those steps are skipped, the rest rise in order
  /// within 2–64 pt.
  @Test(
    arguments: [
      (
        "tailwind-like",
        ["0": 0, "px": 0.25, "1": 4, "2": 8, "3": 12, "4": 16, "6": 24, "8": 32, "32": 128],
        [
          "space.xs": "spacing.1", "space.sm": "spacing.2", "space.md": "spacing.3",
          "space.lg": "spacing.4", "space.xl": "spacing.6", "space.xxl": "spacing.8",
        ]
      ),
      (
        "short",
        ["none": 0, "hair": 0.25, "tight": 4, "loose": 8],
        ["space.xs": "spacing.tight", "space.sm": "spacing.loose"]
      ),
    ] as [(String, [String: Double], [String: String])])
  func aSpacingScaleSkipsItsZeroAndQuarterSteps(
    _ label: String, steps: [String: Double], expected: [String: String]
  ) {
    let members = steps.sorted { $0.value < $1.value }.map { "\"\($0.key)\": \(Self.px($0.value))" }
    let (result, resolution) = Self.guess(
      "{ \"spacing\": { \"$type\": \"dimension\", \(members.joined(separator: ", ")) } }")
    let spaces = result.guesses.filter { $0.role.hasPrefix("space.") }
    #expect(Dictionary(uniqueKeysWithValues: spaces.map { ($0.role, $0.token) }) == expected)
    let values = Self.sizes(of: result, in: resolution)
    #expect(values.values.allSatisfy { RoleBounds.space.contains($0) }, "\(values)")
    #expect(RoleBounds.violations(in: values).isEmpty, "\(RoleBounds.violations(in: values))")
  }

  /// Text styles whose names and sizes disagree are never assigned out of order.
  @Test(
    arguments: [
      (
        "role names, sizes swapped",
        [
          "largeTitle": 20, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
          "callout": 16, "subhead": 15, "footnote": 13, "caption1": 11, "caption2": 12,
        ]
      ),
      ("names against sizes", ["caption": 20, "body": 14, "title": 12, "headline": 24]),
    ] as [(String, [String: Double])])
  func textStylesOutOfOrderAreNotAssignedOutOfOrder(_ label: String, styles: [String: Double]) {
    let members = styles.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \(Self.style($0.value))" }
    let (result, resolution) = Self.guess(
      "{ \"type\": { \"$type\": \"typography\", \(members.joined(separator: ", ")) } }")
    let values = Self.sizes(of: result, in: resolution)
    #expect(!values.isEmpty)
    #expect(RoleBounds.violations(in: values).isEmpty, "\(RoleBounds.violations(in: values))")
    // A 12 pt style named a title never sets a title; a 20 pt caption never sets a caption.
    for role in ["type.largeTitle", "type.title1", "type.title2", "type.title3"] {
      #expect(Self.token(role, in: result) != "type.title")
    }
    #expect(Self.token("type.caption1", in: result) != "type.caption")
    #expect(Self.token("type.caption2", in: result) != "type.caption")
  }

  /// `accentOn` is the candidate with the best contrast on the accent; without one named for it
  /// that reaches 4.5:1, the plain color with the best contrast; without any, nothing.
  @Test(
    arguments: [
      (
        "named, the contrasting one", Self.color(10, 61, 145),
        "\"text\": { \"on-brand\": \(Self.color(30, 79, 160)), \"on-brand-strong\": \(Self.color(255, 255, 255)) }",
        "color.text.on-brand-strong"
      ),
      (
        "none named reaches it", Self.color(10, 61, 145),
        "\"text\": { \"on-brand\": \(Self.color(30, 79, 160)) }, \"white\": \(Self.color(255, 255, 255))",
        "color.white"
      ),
      (
        "nothing reaches it", Self.color(118, 118, 118),
        "\"text\": { \"on-brand\": \(Self.color(128, 128, 128)) }, \"gray\": \(Self.color(140, 140, 140))",
        nil
      ),
    ] as [(String, String, String, String?)])
  func accentOnPicksTheContrastingCandidate(
    _ label: String, accent: String, others: String, expected: String?
  ) throws {
    let (result, resolution) = Self.guess(
      "{ \"color\": { \"$type\": \"color\", \"brand\": { \"accent\": \(accent) }, \(others) } }")
    #expect(Self.token("color.accent", in: result) == "color.brand.accent")
    #expect(Self.token("color.accentOn", in: result) == expected, "\(result.unmapped)")
    if let expected {
      let on = try #require(resolution[expected]?.value.colorValue)
      let under = try #require(resolution["color.brand.accent"]?.value.colorValue)
      #expect(
        WCAGContrast.ratio(on.coordinates, on: under.coordinates) >= RoleBounds.accentOnContrast)
    } else {
      let reason = Self.unmapped("color.accentOn", in: result)?.reason ?? ""
      #expect(reason.contains("reaches 4.5:1"), "\(reason)")
    }
  }

  /// A name that says the role loses to a candidate within the bounds, and the reason names it.
  @Test func aNameThatContradictsTheBoundsLosesToABoundedCandidate() {
    let (result, _) = Self.guess(
      """
      { "border": { "$type": "dimension", "hairline": \(Self.px(0.25)),
        "width": { "default": \(Self.px(2)), "thick": \(Self.px(320)) } },
        "radius": { "$type": "dimension", "sm": \(Self.px(4)), "md": \(Self.px(8)),
          "lg": \(Self.px(16)), "full": \(Self.px(9999)) } }
      """)
    let hairline = result.guesses.first { $0.role == "stroke.hairline" }
    #expect(hairline?.token == "border.width.default")
    #expect(hairline?.reason.contains("{border.hairline} (0.25 pt) is outside 0.5–4 pt") == true)
    #expect(!result.guesses.contains { $0.token == "radius.full" })
    #expect(Self.token("radius.sm", in: result) == "radius.sm")
    #expect(Self.token("radius.md", in: result) == "radius.md")
    #expect(Self.token("radius.lg", in: result) == "radius.lg")
  }

  /// Every guess says how sure it is, and the same tokens always give the same guesses.
  @Test func guessesCarryAConfidenceAndAreDeterministic() {
    let json = """
      { "color": { "$type": "color", "background": { "default": \(Self.color(255, 255, 255)) },
          "text": { "primary": \(Self.color(20, 20, 20)), "secondary": \(Self.color(90, 90, 90)) } },
        "spacing": { "$type": "dimension", "100": \(Self.px(4)), "200": \(Self.px(8)),
          "300": \(Self.px(12)), "400": \(Self.px(16)), "600": \(Self.px(24)), "800": \(Self.px(32)) } }
      """
    let first = Self.guess(json).result
    let second = Self.guess(json).result
    #expect(first.guesses == second.guesses)
    #expect(first.unmapped == second.unmapped)
    #expect(first.guesses.count == 9)
    #expect(first.guesses.allSatisfy { !$0.reason.isEmpty })
    #expect(first.guesses.first { $0.role == "space.md" }?.confidence == .high)
    #expect(first.guesses.first { $0.role == "color.textPrimary" }?.confidence == .high)
  }

  /// A font family is known by its name, else by the font it names; a lone transition is the
  /// standard motion only.
  @Test func fontsByTheirFontAndOneTransitionForOneRole() {
    let (result, _) = Self.guess(
      """
      { "font": { "$type": "fontFamily",
          "100": { "$value": ["Red Hat Text", "Helvetica", "sans-serif"] },
          "200": { "$value": ["Red Hat Display", "Helvetica", "sans-serif"] },
          "300": { "$value": ["Red Hat Mono", "monospace"] } },
        "transition": { "$type": "transition",
          "emphasis": { "$value": { "duration": { "value": 300, "unit": "ms" },
            "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.5, 0, 1, 1] } } } }
      """)
    #expect(Self.token("font.text", in: result) == "font.100")
    #expect(Self.token("font.display", in: result) == "font.200")
    #expect(Self.token("motion.standard", in: result) == "transition.emphasis")
    #expect(Self.token("motion.snappy", in: result) == nil)
    #expect(Self.token("motion.smooth", in: result) == nil)
  }
}
