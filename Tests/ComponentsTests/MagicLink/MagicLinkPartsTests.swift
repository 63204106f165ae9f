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

  /// Seed: "'Didn't get it?' with Resend counting down ... then confirming 'Sent'". After a
  /// resend the confirmation takes the question's place, so the row reads as two sentences.
  @Test func theResentRowReadsAsTwoSentences() throws {
    let row = try part(try #require(BlockKind.state("magic-link/resent")).part(), "resend")
    #expect(row.children.compactMap(\.text).joined(separator: " ") == "Sent. Resend in 0:30")
  }

  /// "It" never ends a line and "minutes." never stands alone: no-break spaces bind them.
  @Test func theSentLineKeepsItsShortWordsWithTheirNeighbours() throws {
    let line = try part(
      try #require(BlockKind.state("magic-link/sent-countdown")).part(), "sent.line")
    let text = try #require(line.text)
    #expect(text.hasSuffix("It\u{00A0}works for 15\u{00A0}minutes."))
    #expect(text.contains(try #require(line.children.first?.text)))
  }

  /// The code's spinner and check sit on the Code label row, the field they belong to.
  @Test func codeProgressSitsOnTheCodeLabelRow() throws {
    for (name, kind) in [("code-verifying", Part.Kind.spinner), ("code-accepted", .check)] {
      let tree = try #require(BlockKind.state("magic-link/\(name)")).part()
      let row = try part(tree, "code.label-row")
      #expect(row.children.map(\.id) == ["code.label", "code.label-row.spacer", "code.status"])
      #expect(try part(row, "code.status").kind == kind)
    }
    let rest = try #require(BlockKind.state("magic-link/code-entry")).part()
    #expect(try part(rest, "code.group").children.first?.id == "code.label")
  }

  /// A failed Resend shows under the Resend row, not under Open Mail.
  @Test func aResendFailureShowsUnderTheResendRow() throws {
    let tree = try #require(BlockKind.state("magic-link/resend-failed")).part()
    #expect(try part(tree, "resend.error").text == "Couldn't send the link. Try again.")
    #expect(try part(tree, "resend.group").children.map(\.id) == ["resend", "resend.error"])
    #expect(tree.find("sent.error") == nil)
    #expect(try part(tree, "resend.link").text == "Resend")
    #expect(
      try part(tree, "resend.group").kind
        == .stack(.vertical, spacing: .points(6), alignment: .center))
  }
}
