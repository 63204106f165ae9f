import Theme

extension ResetPasswordBlock {
  /// The part tree for `state` in `environment`. Redacted, the block draws its first step.
  public static func parts(_ state: State, _ environment: PartsEnvironment) -> Part {
    let env = environment
    if env.redacted {
      var first = State(state.configuration)
      first.reduceMotion = state.reduceMotion
      var plain = env
      plain.redacted = false
      return parts(first, plain).redactingAll(breathing: !env.reduceMotion)
    }
    let smooth = MotionBinding.motion(.smooth, reduceMotion: env.reduceMotion)
    let snappy = MotionBinding.motion(.snappy, reduceMotion: env.reduceMotion)
    let step = state.step

    let header: Part? =
      step == .done
      ? nil
      : .stack(
        "step", spacing: .points(8), alignment: .leading,
        [
          .label(
            "step.label", Copy.stepOf(step.rawValue), font: FontBinding(.footnote),
            color: .textSecondary),
          Part(
            "step.track", .stepTrack(current: step.rawValue, total: 3),
            children: (1...3).map { n in
              Part(
                "step.track.\(n)", .capsule,
                bindings: RoleBindings(
                  // The spec's `fill` is about 1.1:1 on the card in every shipped brand
                  // (invisible): the steps to come take `separator`, which reaches 3:1.
                  background: .role(n <= step.rawValue ? .textPrimary : .separator),
                  radius: .capsule),
                metrics: Metrics(height: 4, width: 20))
            }),
        ]
      ).a11y(label: Copy.stepOf(step.rawValue), combined: true)

    let line: String
    switch step {
    case .email: line = Copy.emailLine
    case .code: line = Copy.codeLine(state.codeLength, TextCheck.trimmed(state.email))
    case .newPassword: line = Copy.passwordLine
    case .done: line = Copy.doneLine
    }
    let heading = Part.stack(
      "heading", spacing: .points(4), alignment: .leading,
      [
        Part.label(
          "title", Copy.titles[step] ?? "", font: FontBinding(.title3), color: .textPrimary,
          traits: [.header]
        )
        .wrapping(env.isAccessibilitySize),
        Kit.line("line", line, env: env),
      ])

    var content: Part?
    switch step {
    case .email:
      let error = state.emailSubmitted ? state.emailProblem : nil
      content = Kit.group(
        "email.group",
        [
          Kit.fieldLabel("email.label", Copy.emailLabel),
          Kit.field(
            "email.field", label: Copy.emailLabel, value: state.email, prompt: Copy.emailPrompt,
            spec: .init(
              contentType: .username, keyboard: .email, returnKey: .send, isSecure: false),
            focused: state.focus == .email, error: error, showsError: true, env: env, motion: snappy
          ),
          // Only the email's own problem shows here; a thrown send error sits under Send code.
          Kit.error("email.error", error, env: env),
        ])
    case .code:
      content = .stack(
        "code", spacing: .points(16), [codeGroup(state, env), resendRow(state, env)])
    case .newPassword:
      content = passwordGroups(state, env, motion: snappy)
    case .done:
      content = nil
    }

    let showsButton = step != .done || state.configuration.hasSignIn
    let button: Part? =
      showsButton
      ? Kit.group(
        "action.group",
        [
          Kit.button(
            "action", title: Copy.buttons[step] ?? "", style: .accent, phase: state.button.phase,
            busyValue: Copy.working, doneValue: Copy.done, env: env),
          // Send code's and Save password's thrown errors sit under their button; the code
          // step's show under the boxes they turn to danger.
          step == .code ? nil : Kit.error("action.error", state.button.error, env: env),
          step == .code || step == .newPassword
            ? Kit.link(
              "back", Copy.back, weight: .semibold,
              label: step == .code ? Copy.backToEmail : Copy.backToCode) : nil,
        ]) : nil

    let card = Kit.card(
      "card", spacing: .role(.xl), motion: smooth, [header, heading, content, button])
    return Part.stack("reset-password", spacing: .points(0), [card]).with {
      $0.bindings.motion = smooth
    }
  }

  private static func codeGroup(_ state: State, _ env: PartsEnvironment) -> Part {
    Kit.group(
      "code.group",
      [
        Kit.fieldLabel("code.label", Copy.codeLabel),
        Kit.codeBoxes(
          "code.boxes", label: Copy.codeLabel, digits: state.code, length: state.codeLength,
          focused: state.focus == .code,
          error: state.button.error, env: env),
        Kit.error("code.error", state.button.error, env: env),
      ])
  }

  private static func resendRow(_ state: State, _ env: PartsEnvironment) -> Part {
    let trailing: Part
    if state.isResending {
      trailing = Part(
        "resend.spinner", .spinner, bindings: RoleBindings(foreground: .role(.textPrimary)),
        metrics: Metrics(minimumTarget: Metrics.minimumTarget),
        accessibility: Accessibility(label: Copy.sending))
    } else if state.resendRemaining > 0 {
      trailing = Kit.countdown(
        "resend.countdown", Copy.resendIn(TextCheck.clock(state.resendRemaining)))
    } else {
      trailing = Kit.link("resend.link", Copy.resendCode, weight: .semibold)
    }
    let row = Part.stack(
      "resend", .horizontal, spacing: .points(6), alignment: .center,
      [
        .label(
          "resend.prompt", Copy.didntGetIt, font: FontBinding(.subhead), color: .textSecondary),
        trailing,
      ]
    ).with { $0.metrics.minHeight = Metrics.minimumTarget }
    // The row keeps Resend code's 44 pt target height, so the card does not jump when it becomes
    // tappable; a failed resend shows under the row, not under the boxes.
    return .stack(
      "resend.group", spacing: .points(6), alignment: .center,
      [row, Kit.error("resend.error", state.resendError, env: env)])
  }

  private static func passwordGroups(_ state: State, _ env: PartsEnvironment, motion: MotionBinding)
    -> Part
  {
    let refused = state.passwordSubmitted
    let rulesUnmet = !state.ruleStates.allSatisfy(\.met)
    let passwordError = refused && rulesUnmet ? Copy.unmet : nil
    let confirmError = refused && !state.passwordsMatch ? Copy.mismatch : nil
    func spec(_ returnKey: Part.FieldSpec.ReturnKey) -> Part.FieldSpec {
      .init(
        contentType: .newPassword, keyboard: .standard, returnKey: returnKey,
        isSecure: !state.isPasswordRevealed)
    }
    return .stack(
      "passwords", spacing: .points(16),
      [
        Kit.group(
          "password.group",
          [
            Kit.fieldLabel("password.label", Copy.passwordLabel),
            Kit.field(
              "password.field", label: Copy.passwordLabel, value: state.password, prompt: nil,
              spec: spec(.next),
              focused: state.focus == .password, error: passwordError, showsError: true, env: env,
              motion: motion,
              accessories: [Kit.revealEye("password.reveal", revealed: state.isPasswordRevealed)]),
            Kit.rules(
              "rules",
              state.ruleStates.map { Kit.RuleRow(key: $0.key, title: $0.title, met: $0.met) },
              refused: refused, env: env),
          ]),
        Kit.group(
          "confirm.group",
          [
            Kit.fieldLabel("confirm.label", Copy.confirmLabel),
            Kit.field(
              "confirm.field", label: Copy.confirmLabel, value: state.confirm, prompt: nil,
              spec: spec(.done),
              focused: state.focus == .confirm, error: confirmError, showsError: true, env: env,
              motion: motion),
            Kit.rules(
              "confirm.rules",
              [Kit.RuleRow(key: "match", title: Copy.match, met: state.passwordsMatch)],
              refused: refused, env: env),
          ]),
      ])
  }
}
