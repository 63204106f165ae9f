import Testing

@testable import Components

@Suite struct SignInPartsTests {
  typealias B = SignInBlock

  struct Binding: CustomTestStringConvertible, Sendable {
    var id: String
    var background: ColorBinding?
    var foreground: ColorBinding?
    var border: ColorBinding?
    var font: FontBinding?
    var radius: RadiusBinding?
    var height: Double?
    var testDescription: String { id }
  }

  static let rest: [Binding] = [
    .init(id: "card", background: .role(.surface), radius: .role(.lg)),
    .init(id: "email.label", foreground: .role(.textSecondary), font: FontBinding(.subhead)),
    .init(
      id: "email.field", background: .role(.fill), foreground: .role(.textPrimary),
      border: .role(.separator), font: FontBinding(.body), radius: .role(.md), height: 52),
    .init(
      id: "password.field", background: .role(.fill), foreground: .role(.textPrimary),
      border: .role(.separator), font: FontBinding(.body), radius: .role(.md), height: 52),
    .init(id: "password.reveal.icon", foreground: .role(.textSecondary)),
    .init(
      id: "submit", background: .role(.accent), foreground: .role(.accentOn),
      font: FontBinding(.headline), radius: .role(.md), height: 52),
    .init(
      id: "passkey", background: .role(.fill), foreground: .role(.textPrimary), radius: .role(.md),
      height: 52),
    .init(
      id: "apple", background: .system(.appleButtonBackground),
      foreground: .system(.appleButtonForeground),
      radius: .role(.md), height: 52),
    .init(
      id: "forgot.link", foreground: .role(.textPrimary),
      font: FontBinding(.subhead, weight: .medium)),
    .init(
      id: "mode.link", foreground: .role(.textPrimary),
      font: FontBinding(.subhead, weight: .semibold)),
    .init(id: "mode.prompt", foreground: .role(.textSecondary), font: FontBinding(.subhead)),
    .init(
      id: "or", foreground: .role(.textSecondary), border: .role(.separator),
      font: FontBinding(.footnote)),
  ]

  @Test(arguments: rest)
  func restBindings(_ expected: Binding) throws {
    let p = try part(B.parts(B.initialState(B.example), .standard), expected.id)
    if let v = expected.background { #expect(p.bindings.background == v) }
    if let v = expected.foreground { #expect(p.bindings.foreground == v) }
    if let v = expected.border { #expect(p.bindings.border == v) }
    if let v = expected.font { #expect(p.bindings.font == v) }
    if let v = expected.radius { #expect(p.bindings.radius == v) }
    if let v = expected.height { #expect(p.metrics.height == v) }
  }

  @Test func cardPaddingIsSpaceLargeAndGapsAre16And24() throws {
    let tree = B.parts(B.initialState(B.example), .standard)
    let card = try part(tree, "card")
    #expect(card.bindings.padding == .role(.lg))
    #expect(card.kind == .card(spacing: .points(24)))
    #expect(
      try part(tree, "fields").kind == .stack(.vertical, spacing: .points(16), alignment: .fill))
  }

  @Test func fieldBorderFollowsFocusThenError() throws {
    var state = B.initialState(B.example)
    _ = B.reduce(&state, .focusChanged(.email))
    #expect(
      try part(B.parts(state, .standard), "email.field").bindings.border == .role(.textPrimary))
    _ = B.reduce(&state, .submitTapped)
    let field = try part(B.parts(state, .standard), "email.field")
    #expect(field.bindings.border == .role(.danger))
    #expect(field.accessibility.hint == "Enter your email address.")
    let error = try part(B.parts(state, .standard), "email.error")
    #expect(error.bindings.foreground == .role(.danger))
    #expect(error.bindings.font == FontBinding(.footnote))
  }

  @Test func theAccentIsUsedByExactlyOnePart() {
    for entry in B.catalogue {
      let tree = entry.part()
      var accents: [String] = []
      func walk(_ p: Part) {
        if p.bindings.background == .role(.accent) { accents.append(p.id) }
        p.children.forEach(walk)
      }
      walk(tree)
      #expect(accents == ["submit"], "\(entry.id)")
    }
  }

  @Test func contentTypesAndReturnKeys() throws {
    var state = B.initialState(B.example)
    var tree = B.parts(state, .standard)
    #expect(
      try part(tree, "email.field").kind
        == .field(
          .init(contentType: .username, keyboard: .email, returnKey: .next, isSecure: false)))
    _ = B.reduce(&state, .modeLinkTapped)
    tree = B.parts(state, .standard)
    #expect(
      try part(tree, "name.field").kind
        == .field(.init(contentType: .name, keyboard: .standard, returnKey: .next, isSecure: false))
    )
    #expect(
      try part(tree, "password.field").kind
        == .field(
          .init(contentType: .newPassword, keyboard: .standard, returnKey: .go, isSecure: true)))
  }

  @Test func accessibilitySizeKeepsTheLabelRowForTheLayoutRuleAndGrowsFields() throws {
    let state = B.initialState(B.example)
    // The row is the same at every size: the renderers stack it when it does not fit.
    let row = try part(
      B.parts(state, PartsEnvironment(isAccessibilitySize: true)), "password.label-row")
    #expect(row == (try part(B.parts(state, .standard), "password.label-row")))
    #expect(row.kind == .stack(.horizontal, spacing: .points(8), alignment: .center))
    #expect(
      row.children.map(\.id) == ["password.label", "password.label-row.spacer", "forgot.link"])
    let field = try part(B.parts(state, PartsEnvironment(isAccessibilitySize: true)), "email.field")
    #expect(field.metrics.height == nil)
    #expect(field.metrics.minHeight == 52)
  }

  @Test func controlsAreAtLeast44PointsAndTheForgotTargetReachesAround() throws {
    let tree = B.parts(B.initialState(B.example), .standard)
    let forgot = try part(tree, "forgot.link")
    #expect(forgot.metrics.minimumTarget == 44)
    #expect(forgot.metrics.targetReachesAround)
    #expect(try part(tree, "password.reveal").metrics.minimumTarget == 44)
    #expect(try part(tree, "mode.link").metrics.minimumTarget == 44)
  }

  @Test func redactedDrawsGreyShapesThatBreatheUnlessReduceMotion() throws {
    let state = B.initialState(B.example)
    let breathing = try part(B.parts(state, PartsEnvironment(redacted: true)), "email.field")
    #expect(breathing.flags.isSuperset(of: [.redacted, .breathing]))
    let still = try part(
      B.parts(state, PartsEnvironment(reduceMotion: true, redacted: true)), "submit")
    #expect(still.flags.contains(.redacted))
    #expect(!still.flags.contains(.breathing))
  }

  @Test func legalLineHasTheSpecsWordsAndUnderlinedLinks() throws {
    let legal = try part(B.parts(B.initialState(B.example), .standard), "legal")
    #expect(legal.text == "By continuing, you agree to the Terms of Service and Privacy Policy.")
    #expect(legal.children.allSatisfy { $0.bindings.font?.underline == true })
  }

  @Test func spinnerTakesTheLabelsPlaceThenACheck() throws {
    var state = B.initialState(B.example)
    for e: B.Event in [
      .emailChanged("mara@folio.app"), .passwordChanged("paper-cranes-7"), .submitTapped,
    ] {
      _ = B.reduce(&state, e)
    }
    var submit = try part(B.parts(state, .standard), "submit")
    #expect(submit.children.map(\.id) == ["submit.spinner"])
    #expect(submit.accessibility.value == "Signing in")
    _ = B.reduce(&state, .submitFinished(.success))
    submit = try part(B.parts(state, .standard), "submit")
    #expect(submit.children.map(\.id) == ["submit.check"])
  }

  /// A thrown Apple error sits 6 pt under Sign in with Apple, in its group, not halfway to the
  /// passkey button.
  @Test func appleErrorSitsUnderTheAppleButton() throws {
    let tree = try #require(BlockKind.state("sign-in/apple-failed")).part()
    let group = try part(tree, "apple.group")
    #expect(group.kind == .stack(.vertical, spacing: .points(6), alignment: .fill))
    #expect(group.children.map(\.id) == ["apple", "apple.error"])
    #expect(
      try part(tree, "alternatives").children.map(\.id) == ["or", "apple.group", "passkey.group"])
  }

  /// The legal line is centred under the centred mode line.
  @Test func legalLineIsCentredLikeTheModeLine() throws {
    let tree = B.parts(B.initialState(B.example), .standard)
    let row = try part(tree, "legal.row")
    #expect(row.kind == .stack(.vertical, spacing: .points(0), alignment: .center))
    #expect(row.children.map(\.id) == ["legal"])
    #expect(
      try part(tree, "mode").kind == .stack(.horizontal, spacing: .points(4), alignment: .center))
  }
}
