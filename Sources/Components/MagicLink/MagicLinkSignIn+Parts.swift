import Theme

extension MagicLinkSignIn {
  /// The part tree for `state` in `environment`.
  public static func parts(_ state: State, _ environment: PartsEnvironment) -> Part {
    let env = environment
    let smooth = MotionBinding.motion(.smooth, reduceMotion: env.reduceMotion)
    let snappy = MotionBinding.motion(.snappy, reduceMotion: env.reduceMotion)
    let card: Part
    var under: Part?
    switch state.phase {
    case .form:
      card = Kit.card(
        "card", spacing: .points(16), motion: snappy,
        [
          Kit.group(
            "email.group",
            [
              Kit.fieldLabel("email.label", Copy.emailLabel),
              Kit.field(
                "email.field", label: Copy.emailLabel, value: state.email, prompt: Copy.emailPrompt,
                spec: .init(
                  contentType: .emailAddress, keyboard: .email, returnKey: .continue,
                  isSecure: false),
                focused: state.focus == .email, error: state.visibleEmailError, showsError: true,
                env: env,
                motion: snappy),
              Kit.error("email.error", state.visibleEmailError, env: env),
            ]),
          Kit.group(
            "continue.group",
            [
              Kit.button(
                "continue", title: Copy.continueTitle, style: .accent,
                phase: state.link == .rest ? state.send.phase : state.link,
                busyValue: Copy.sending, doneValue: state.link == .done ? Copy.signedIn : Copy.sent,
                env: env),
              Kit.error("continue.error", state.send.error, env: env),
            ]),
          Kit.line("no-password", Copy.noPassword, env: env),
        ])
    case .sent:
      card = Kit.card("card", spacing: .points(16), motion: smooth, sentContent(state, env))
      under = Kit.link("different-email", Copy.differentEmail, weight: .semibold)
    }
    let block = Part.stack("magic-link", spacing: .points(16), [card, under])
      .with { $0.bindings.motion = smooth }
    return env.redacted ? block.redactingAll(breathing: !env.reduceMotion) : block
  }

  private static func sentContent(_ state: State, _ env: PartsEnvironment) -> [Part?] {
    let line = Copy.sentLine(state.sentTo, lifetime: state.configuration.linkLifetimeMinutes)
    let header = Part.stack(
      "sent.header", spacing: .points(8), alignment: .center,
      [
        .icon(
          "sent.envelope", "envelope.open", color: .role(.textSecondary), size: 28,
          scalesWith: .title3),
        Part.label(
          "sent.title", Copy.checkInbox, font: FontBinding(.title3), color: .textPrimary,
          traits: [.header]),
        Part(
          "sent.line", .text, text: line,
          bindings: RoleBindings(foreground: .role(.textSecondary), font: FontBinding(.subhead)),
          metrics: Metrics(wraps: env.isAccessibilitySize),
          accessibility: Accessibility(traits: [.staticText]),
          children: [
            Part(
              "sent.address", .text, text: state.sentTo,
              bindings: RoleBindings(foreground: .role(.textPrimary), font: FontBinding(.subhead)))
          ]),
      ])

    let openMail: Part? =
      state.isMailFolded
      ? (state.link == .rest
        ? nil
        : Part(
          "link.spinner", state.link == .done ? .check : .spinner,
          bindings: RoleBindings(foreground: .role(.textPrimary)),
          accessibility: Accessibility(label: Copy.signingIn)))
      : Kit.button(
        "open-mail", title: Copy.openMail, style: .accent, phase: state.link,
        busyValue: Copy.signingIn,
        doneValue: Copy.signedIn, env: env)

    let resend = resendRow(state, env)

    var code: Part?
    if state.configuration.hasVerifyCode {
      if state.isCodeOpen {
        code = Kit.group(
          "code.group",
          [
            codeLabelRow(state),
            Kit.codeBoxes(
              "code.boxes", label: Copy.codeLabel, digits: state.code, length: state.codeLength,
              focused: state.focus == .code,
              error: state.verify.error, env: env),
            Kit.error("code.error", state.verify.error, env: env),
          ])
      } else {
        code = Kit.link("code.open", Copy.enterCode, weight: .semibold)
      }
    }

    // Open Mail with the link's error 6 pt under it, as every error sits under its control.
    let sentError = Kit.error("sent.error", state.sentError, env: env)
    let openMailGroup =
      openMail == nil && sentError == nil
      ? nil : Kit.group("open-mail.group", [openMail, sentError])
    return [
      header, openMailGroup,
      Kit.hairline("sent.divider", text: nil),
      resend, code,
    ]
  }

  /// "Didn't get it?" with Resend counting down, Resend, or its spinner; after a resend, "Sent."
  /// with the countdown; a failed Resend's error under the row. The row keeps Resend's 44 pt target height throughout, so the card does
  /// not jump when Resend becomes tappable.
  private static func resendRow(_ state: State, _ env: PartsEnvironment) -> Part {
    let prompt = Part.label(
      "resend.prompt", Copy.didntGetIt, font: FontBinding(.subhead), color: .textSecondary)
    var row: [Part]
    if state.isResending {
      row = [
        prompt,
        Part(
          "resend.spinner", .spinner, bindings: RoleBindings(foreground: .role(.textPrimary)),
          metrics: Metrics(minimumTarget: Metrics.minimumTarget),
          accessibility: Accessibility(label: Copy.sending)),
      ]
    } else if state.resendRemaining > 0 {
      // After a resend the confirmation takes the question's place: "Sent. Resend in 0:30".
      row = [
        state.resent
          ? .label(
            "resend.sent", Copy.resentConfirmation, font: FontBinding(.subhead),
            color: .textSecondary) : prompt,
        Kit.countdown("resend.countdown", Copy.resendIn(TextCheck.clock(state.resendRemaining))),
      ]
    } else {
      row = [prompt, Kit.link("resend.link", Copy.resend, weight: .semibold)]
    }
    let line = Part.stack(
      "resend", .horizontal, spacing: .points(6), alignment: .center, row
    ).with { $0.metrics.minHeight = Metrics.minimumTarget }
    // A failed Resend shows under its row, not under Open Mail.
    return .stack(
      "resend.group", spacing: .points(6), alignment: .center,
      [line, Kit.error("resend.error", state.resendError, env: env)])
  }

  /// "Code", with the spinner while the code is checked and the check once it signs in at the
  /// row's trailing edge: the progress belongs to the code field it labels.
  private static func codeLabelRow(_ state: State) -> Part {
    let label = Kit.fieldLabel("code.label", Copy.codeLabel)
    guard state.verify.phase != .rest else { return label }
    let status = Part(
      "code.status", state.verify.isRunning ? .spinner : .check,
      bindings: RoleBindings(foreground: .role(.textPrimary)),
      accessibility: Accessibility(
        label: state.verify.isRunning ? Copy.checkingCode : Copy.signedIn))
    return .stack(
      "code.label-row", .horizontal, spacing: .points(8), alignment: .center,
      [label, Part("code.label-row.spacer", .spacer), status])
  }
}
