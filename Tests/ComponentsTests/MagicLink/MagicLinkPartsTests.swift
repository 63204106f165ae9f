import Testing

@testable import Components

@Suite struct MagicLinkPartsTests {
  typealias B = MagicLinkSignIn

  static let cases:
    [(id: String, background: ColorBinding?, foreground: ColorBinding?, font: FontBinding?)] = [
      ("card", .role(.surface), nil, nil),
      ("email.label", nil, .role(.textSecondary), FontBinding(.subhead)),
      ("email.field", .role(.fill), .role(.textPrimary), FontBinding(.body)),
      ("continue", .role(.accent), .role(.accentOn), FontBinding(.headline)),
      ("no-password", nil, .role(.textSecondary), FontBinding(.subhead)),
    ]

  @Test(arguments: 0..<5)
  func formBindings(_ index: Int) throws {
    let c = Self.cases[index]
    let p = try part(B.parts(B.initialState(B.example), .standard), c.id)
    #expect(p.bindings.background == c.background)
    if let fg = c.foreground { #expect(p.bindings.foreground == fg) }
    if let font = c.font { #expect(p.bindings.font == font) }
  }

  @Test func sentBindings() throws {
    let tree = BlockKind.state("magic-link/code-wrong")!.part()
    #expect(try part(tree, "sent.envelope").bindings.foreground == .role(.textSecondary))
    #expect(try part(tree, "sent.envelope").metrics.height == 28)
    #expect(try part(tree, "sent.title").bindings.font == FontBinding(.title3))
    #expect(try part(tree, "sent.address").bindings.foreground == .role(.textPrimary))
    #expect(try part(tree, "open-mail").bindings.background == .role(.accent))
    #expect(try part(tree, "resend.countdown").bindings.foreground == .role(.textTertiary))
    #expect(try part(tree, "resend.countdown").bindings.font?.tabularFigures == true)
    #expect(
      try part(tree, "different-email").bindings.font == FontBinding(.subhead, weight: .semibold))
    let boxes = try part(tree, "code.boxes")
    #expect(boxes.bindings.border == .role(.danger))
    #expect(
      boxes.bindings.font
        == FontBinding(
          .title2, weight: .semibold, face: .display, pointSize: 22, tabularFigures: true))
    #expect(boxes.metrics.height == 52)
    #expect(boxes.accessibility.spellsOut)
  }

  @Test func codeDigitsAreSpokenOneByOne() throws {
    let tree = BlockKind.state("magic-link/code-typing")!.part()
    #expect(try part(tree, "code.boxes").accessibility.value == "2 4 6")
  }

  @Test func accessibilitySizeSharesTheWidthAcrossCodeBoxes() throws {
    let tree = BlockKind.state("magic-link/accessibility-size")!.part()
    #expect(try part(tree, "code.boxes").metrics.sharesWidth)
    #expect(try part(tree, "sent.line").metrics.wraps)
  }

  @Test func oneAccentAtATime() {
    for entry in B.catalogue {
      var accents = 0
      func walk(_ p: Part) {
        if p.bindings.background == .role(.accent) { accents += 1 }
        p.children.forEach(walk)
      }
      walk(entry.part())
      #expect(accents <= 1, "\(entry.id)")
    }
  }
}
