import Testing

@testable import Components

@Suite struct ResetPasswordPartsTests {
  typealias B = ResetPasswordBlock

  @Test func stepHeaderReadsAsOneElementWithAThreeCapsuleTrack() throws {
    let tree = BlockKind.state("reset-password/step-2")!.part()
    let header = try part(tree, "step")
    #expect(header.accessibility.label == "Step 2 of 3")
    #expect(header.accessibility.combinesChildren)
    #expect(try part(tree, "step.label").bindings.font == FontBinding(.footnote))
    #expect(try part(tree, "step.label").bindings.foreground == .role(.textSecondary))
    let capsules = try part(tree, "step.track").children
    #expect(
      capsules.map(\.bindings.background) == [
        // The steps to come in separator: the spec's fill is 1.1:1 on the card.
        .role(.textPrimary), .role(.textPrimary), .role(.separator),
      ])
    #expect(capsules.allSatisfy { $0.metrics.width == 20 && $0.metrics.height == 4 })
  }

  @Test func cardGroupsAre24PointsApartOnSpaceXL() throws {
    let card = try part(B.parts(B.initialState(B.example), .standard), "card")
    #expect(card.kind == .card(spacing: .role(.xl)))
    #expect(card.bindings.background == .role(.surface))
    #expect(card.bindings.radius == .role(.lg))
    #expect(card.bindings.padding == .role(.lg))
  }

  static let bindings:
    [(state: String, id: String, fg: ColorBinding?, bg: ColorBinding?, font: FontBinding?)] = [
      ("step-1", "title", .role(.textPrimary), nil, FontBinding(.title3)),
      ("step-1", "line", .role(.textSecondary), nil, FontBinding(.subhead)),
      ("step-1", "email.field", .role(.textPrimary), .role(.fill), FontBinding(.body)),
      ("step-1", "action", .role(.accentOn), .role(.accent), FontBinding(.headline)),
      ("step-2", "back", .role(.textPrimary), nil, FontBinding(.subhead, weight: .semibold)),
      ("step-2", "resend.countdown", .role(.textTertiary), nil, nil),
      (
        "step-2-resend-ready", "resend.link", .role(.textPrimary), nil,
        FontBinding(.subhead, weight: .semibold)
      ),
      ("step-3-typing", "rules.minimum-length", .role(.textPrimary), nil, nil),
      ("step-3-typing", "rules.number-or-symbol", .role(.textSecondary), nil, nil),
      ("step-3-typing", "rules.number-or-symbol.icon", .role(.textTertiary), nil, nil),
      ("step-3-failed", "action.error", .role(.danger), nil, FontBinding(.footnote)),
    ]

  @Test(arguments: 0..<11)
  func mainPartBindings(_ index: Int) throws {
    let c = Self.bindings[index]
    let p = try part(BlockKind.state("reset-password/\(c.state)")!.part(), c.id)
    if let fg = c.fg { #expect(p.bindings.foreground == fg, "\(c.id)") }
    if let bg = c.bg { #expect(p.bindings.background == bg, "\(c.id)") }
    if let font = c.font { #expect(p.bindings.font == font, "\(c.id)") }
  }

  @Test func passwordsAreNewPasswordFieldsWithNextThenDone() throws {
    let tree = BlockKind.state("reset-password/step-3")!.part()
    #expect(
      try part(tree, "password.field").kind
        == .field(
          .init(contentType: .newPassword, keyboard: .standard, returnKey: .next, isSecure: true)))
    #expect(
      try part(tree, "confirm.field").kind
        == .field(
          .init(contentType: .newPassword, keyboard: .standard, returnKey: .done, isSecure: true)))
    #expect(tree.find("password.reveal") != nil)
  }

  @Test func doneHidesSignInWithoutOnSignIn() {
    #expect(BlockKind.state("reset-password/done")!.part().find("action") != nil)
    #expect(BlockKind.state("reset-password/done-without-sign-in")!.part().find("action") == nil)
  }

  @Test func redactedDrawsTheFirstStep() throws {
    let tree = BlockKind.state("reset-password/redacted")!.part()
    #expect(try part(tree, "step.label").text == "Step 1 of 3")
    #expect(try part(tree, "email.field").flags.contains(.redacted))
  }
}
