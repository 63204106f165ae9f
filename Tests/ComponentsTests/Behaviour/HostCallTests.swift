import Testing

@testable import Components

/// `HostCall.finish` for every phase a button can be in and every way a host closure can end.
@Suite struct HostCallTests {
  /// A block effect with one landing effect of its own, to see where `landed` goes.
  enum Probe: BlockEffect {
    case landed
    case shared(SharedEffect<Never>)
  }

  /// One row: the call before, how the closure ended, Reduce Motion; what the call and the
  /// effects are after.
  struct Case: CustomTestStringConvertible, Sendable {
    var phase: ButtonPhase
    var outcome: Outcome
    var reduceMotion: Bool
    var after: ButtonPhase
    var error: String?
    var effects: [Probe]

    var testDescription: String {
      "\(phase) + \(outcome)\(reduceMotion ? " (Reduce Motion)" : "") → \(after)"
    }
  }

  static let earlier = "An earlier message."
  static let fallback = "Couldn't do it. Try again."
  static let snappy = Probe.animate(.change(.snappy))

  /// Running: the outcome decides.
  static let running: [Case] = [
    Case(
      phase: .running, outcome: .success, reduceMotion: false, after: .done, error: earlier,
      effects: [.landed, snappy]),
    Case(
      phase: .running, outcome: .success, reduceMotion: true, after: .done, error: earlier,
      effects: [.landed, .animate(.fade)]),
    Case(
      phase: .running, outcome: .failure("The server said no."), reduceMotion: false,
      after: .rest, error: "The server said no.",
      effects: [.haptic(.error), .announce("The server said no."), snappy]),
    Case(
      phase: .running, outcome: .failure(nil), reduceMotion: false, after: .rest,
      error: fallback, effects: [.haptic(.error), .announce(fallback), snappy]),
    Case(
      phase: .running, outcome: .failure(nil), reduceMotion: true, after: .rest,
      error: fallback, effects: [.haptic(.error), .announce(fallback), .animate(.fade)]),
    Case(
      phase: .running, outcome: .cancelled, reduceMotion: false, after: .rest, error: earlier,
      effects: [snappy]),
    Case(
      phase: .running, outcome: .cancelled, reduceMotion: true, after: .rest, error: earlier,
      effects: [.animate(.fade)]),
  ]

  /// At rest or holding its check, a call ignores a late or stray answer.
  static let idle: [Case] = [ButtonPhase.rest, .done].flatMap { phase in
    [Outcome.success, .failure("The server said no."), .failure(nil), .cancelled].map {
      Case(
        phase: phase, outcome: $0, reduceMotion: false, after: phase, error: earlier, effects: [])
    }
  }

  @Test(arguments: running + idle)
  func finish(_ row: Case) {
    var call = HostCall()
    call.phase = row.phase
    call.error = Self.earlier
    let effects: [Probe] = call.finish(
      row.outcome, failing: Self.fallback, landed: [.landed], reduceMotion: row.reduceMotion)
    #expect(call.phase == row.after)
    #expect(call.error == row.error)
    #expect(effects == row.effects)
  }

  @Test(arguments: [ButtonPhase.rest, .running, .done])
  func startRunsAndClearsTheMessage(_ phase: ButtonPhase) {
    var call = HostCall()
    call.phase = phase
    call.error = Self.earlier
    call.start()
    #expect(call.isRunning)
    #expect(call.error == nil)
  }

  /// The effects of an outcome alone (for calls whose message lives elsewhere, like Resend).
  @Test(arguments: [
    (Outcome.success, nil as String?), (.failure("No."), "No."), (.failure(nil), fallback),
    (.cancelled, nil),
  ])
  func outcomeMessage(_ outcome: Outcome, _ message: String?) {
    #expect(outcome.message(failing: Self.fallback) == message)
  }

  /// The shared effects read the same in every block's `Effect`.
  @Test func sharedEffectsAreOneCaseOfEachBlock() {
    #expect(SignInBlock.Effect.haptic(.error) == .shared(.haptic(.error)))
    #expect(MagicLinkSignIn.Effect.focus(.code) == .shared(.focus(.code)))
    #expect(ResetPasswordBlock.Effect.announce("Code sent") == .shared(.announce("Code sent")))
    #expect(LoginAndSignUp.Effect.animate(.fade) == .shared(.animate(.fade)))
    #expect(ProviderSignInButtonStack.Effect.animate(.none) == .shared(.animate(.none)))
  }
}
