import Testing

@testable import Components

@Suite struct PartTests {
  @Test func dumpIsAnIndentedTreeWithBindingsMetricsAndFlags() {
    let tree = Part.stack(
      "root", spacing: .points(16),
      [
        Part(
          "email.field",
          .field(
            .init(contentType: .username, keyboard: .email, returnKey: .next, isSecure: false)),
          text: "a@b.co", bindings: RoleBindings(background: .role(.fill), border: .role(.danger)),
          metrics: Metrics(height: 52), accessibility: Accessibility(label: "Email", hint: "Wrong"),
          flags: [.error, .focused])
      ])
    #expect(
      tree.dump() == """
        vstack(16pt,fill) #root
          field(username,email,return:next) #email.field "a@b.co" {bg=fill border=danger} [h=52] (label:"Email" hint:"Wrong") <focused,error>

        """)
  }

  @Test func findAndDuplicateIDs() {
    let tree = Part.stack(
      "a", spacing: .points(0),
      [Part("b", .text), Part.stack("c", spacing: .points(0), [Part("b", .spacer)])])
    #expect(tree.find("c")?.children.count == 1)
    #expect(tree.allIDs == ["a", "b", "c", "b"])
    #expect(tree.duplicateIDs == ["b"])
  }

  @Test(arguments: [
    (ColorBinding.role(.accent), "accent"),
    (.literal(red: 1, green: 0, blue: 0.5, alpha: 1), "#FF0080FF"),
    (.system(.appleButtonBackground), "system.appleButtonBackground"),
  ])
  func colorBindingDescriptions(binding: ColorBinding, text: String) {
    #expect(binding.description == text)
  }

  @Test func dimmedIsHalfOpacity() {
    #expect(Part("x", .spacer, flags: [.dimmed]).opacity == 0.5)
    #expect(Part("x", .spacer).opacity == 1)
  }

  @Test(arguments: [
    (30.0, "0:30"), (29.2, "0:30"), (18, "0:18"), (5, "0:05"), (0, "0:00"), (75, "1:15"),
  ])
  func countdownClock(seconds: Double, text: String) {
    #expect(TextCheck.clock(seconds) == text)
  }

  @Test(arguments: [
    ("https://a.app/auth/x?y=1", "/auth/x"), ("app://host/auth", "/auth"), ("app://host", ""),
    ("app:/auth/z", "/auth/z"),
  ])
  func urlPaths(url: String, path: String) {
    #expect(TextCheck.urlPath(url) == path)
  }

  @Test func sessionDeliversAnswersInTimeOrderBetweenTicks() {
    var session = BlockSession<SignInBlock>(
      configuration: SignInBlock.example, auth: SignInBlock.exampleAuth)
    session.send(.emailChanged("a@b.co"))
    session.send(.passwordChanged("longenough"))
    session.send(.submitTapped)
    #expect(session.isWaiting)
    session.advance(by: 0.5)
    #expect(session.state.submit.phase == .running)
    session.advance(by: 0.5)
    #expect(session.state.submit.phase == .done)
    #expect(session.now == 1)
  }
}

/// `Metrics.scaled(at:)`: the `@ScaledMetric` rule on the spec's fixed metrics.
@Suite struct MetricsScalingTests {
  @Test func metricsWithAStyleGrowAsTheStyleGrows() {
    let metrics = Metrics(height: 24, width: 24, minimumTarget: 44, scalesWith: .headline)
    #expect(metrics.scaled(at: .large) == metrics)
    let grown = metrics.scaled(at: .ax5)
    #expect(grown.height == 24.0 * 53 / 17 && grown.width == 24.0 * 53 / 17)
    #expect(grown.minimumTarget == 44)
    #expect(grown.scalesWith == .headline)
    #expect(
      Metrics(minHeight: 52, scalesWith: .body).scaled(at: .xSmall).minHeight == 52.0 * 14 / 17)
  }

  @Test func metricsWithoutAStyleStay() {
    let metrics = Metrics(height: 4, width: 20)
    #expect(metrics.scaled(at: .ax5) == metrics)
  }
}
