import Theme

extension SignInBlock {
  /// The part tree for `state` in `environment`.
  public static func parts(_ state: State, _ environment: PartsEnvironment) -> Part {
    let env = environment
    let c = state.configuration
    let create = state.mode == .createAccount
    let snappy = MotionBinding.motion(.snappy, reduceMotion: env.reduceMotion)

    func field(
      _ f: Field, label: String, prompt: String, spec: Part.FieldSpec, accessories: [Part] = []
    )
      -> Part
    {
      let value: String
      switch f {
      case .name: value = state.name
      case .email: value = state.email
      case .password: value = state.password
      }
      return Kit.field(
        "\(f.rawValue).field", label: label, value: value, prompt: prompt, spec: spec,
        focused: state.focus == f, error: state.visibleError(f), showsError: true, env: env,
        motion: snappy, accessories: accessories)
    }

    let nameGroup: Part? =
      create
      ? Kit.group(
        "name.group",
        [
          Kit.fieldLabel("name.label", Copy.nameLabel),
          field(
            .name, label: Copy.nameLabel, prompt: Copy.namePrompt,
            spec: .init(contentType: .name, keyboard: .standard, returnKey: .next, isSecure: false)),
          Kit.error("name.error", state.visibleError(.name), env: env),
        ]) : nil

    let emailGroup = Kit.group(
      "email.group",
      [
        Kit.fieldLabel("email.label", Copy.emailLabel),
        field(
          .email, label: Copy.emailLabel, prompt: Copy.emailPrompt,
          spec: .init(contentType: .username, keyboard: .email, returnKey: .next, isSecure: false)),
        Kit.error("email.error", state.visibleError(.email), env: env),
      ])

    let passwordGroup = Kit.group(
      "password.group",
      [
        passwordLabelRow(state, env),
        field(
          .password, label: Copy.passwordLabel,
          prompt: create ? Copy.newPasswordPrompt : Copy.passwordPrompt,
          spec: .init(
            contentType: create ? .newPassword : .password, keyboard: .standard, returnKey: .go,
            isSecure: !state.isPasswordRevealed),
          accessories: [Kit.revealEye("password.reveal", revealed: state.isPasswordRevealed)]),
        // Create account shows what is wrong through its rules, not a line under the field.
        create ? nil : Kit.error("password.error", state.visibleError(.password), env: env),
        forgotResult(state, env),
      ])

    let rules: Part? =
      create
      ? Kit.rules(
        "rules",
        state.ruleStates.map { Kit.RuleRow(key: $0.rule.key, title: $0.rule.title, met: $0.met) },
        refused: state.hasSubmitted, env: env) : nil

    let submitTitle = create ? Copy.createAccount : Copy.signIn
    let submitGroup = Kit.group(
      "submit.group",
      [
        Kit.button(
          "submit", title: submitTitle, style: .accent, phase: state.submit.phase,
          busyValue: create ? Copy.creatingAccount : Copy.signingIn, doneValue: Copy.signedIn,
          env: env),
        Kit.error("submit.error", state.submit.error, env: env),
      ])

    let showsPasskey = c.hasPasskey && !create
    var alternatives: Part?
    if c.hasApple || showsPasskey {
      alternatives = .stack(
        "alternatives", spacing: .points(16),
        [
          Kit.hairline("or", text: Copy.or),
          // Each button with its error 6 pt under it, as every other error sits under its control.
          c.hasApple
            ? Kit.group(
              "apple.group",
              [
                Kit.button(
                  "apple", title: Copy.apple, style: .apple, phase: state.apple.phase,
                  busyValue: Copy.signingIn,
                  doneValue: Copy.signedIn, icon: "applelogo", env: env),
                Kit.error("apple.error", state.apple.error, env: env),
              ]) : nil,
          showsPasskey
            ? Kit.group(
              "passkey.group",
              [
                Kit.button(
                  "passkey", title: Copy.passkey, style: .secondary, phase: state.passkey.phase,
                  busyValue: Copy.signingIn, doneValue: Copy.signedIn, icon: "person.badge.key",
                  env: env),
                Kit.error("passkey.error", state.passkey.error, env: env),
              ]) : nil,
        ])
    }

    let card = Kit.card(
      "card", spacing: .points(24), motion: snappy,
      [
        .stack("fields", spacing: .points(16), [nameGroup, emailGroup, passwordGroup, rules]),
        submitGroup,
        alternatives,
      ])

    let modeRow: Part? =
      c.hasCreateAccount
      ? .stack(
        "mode", .horizontal, spacing: .points(4), alignment: .center,
        [
          .label(
            "mode.prompt", create ? Copy.haveAccount : Copy.newHere, font: FontBinding(.subhead),
            color: .textSecondary),
          Kit.link("mode.link", create ? Copy.signIn : Copy.createAccount, weight: .semibold),
        ]) : nil

    let legal: Part? = c.legal.map { notice in
      Part(
        "legal", .text, text: Copy.legal,
        bindings: RoleBindings(foreground: .role(.textSecondary), font: FontBinding(.footnote)),
        metrics: Metrics(wraps: true),
        accessibility: Accessibility(traits: [.staticText]),
        children: [
          legalLink("legal.terms", Copy.terms, url: notice.terms),
          legalLink("legal.privacy", Copy.privacy, url: notice.privacy),
        ])
    }

    // The legal line is centred like the mode line above it.
    let legalRow = legal.map { Part.stack("legal.row", alignment: .center, [$0]) }
    let block = Part.stack("sign-in", spacing: .points(16), [card, modeRow, legalRow])
      .with { $0.bindings.motion = .motion(.smooth, reduceMotion: env.reduceMotion) }
    return env.redacted ? block.redactingAll(breathing: !env.reduceMotion) : block
  }

  /// "Password" with "Forgot password?" beside it, or under it at accessibility sizes when the
  /// two do not fit side by side.
  private static func passwordLabelRow(_ state: State, _ env: PartsEnvironment) -> Part {
    let label = Kit.fieldLabel("password.label", Copy.passwordLabel)
    guard state.configuration.hasForgotPassword, state.mode == .signIn else {
      return label
    }
    let forgot: Part
    if state.forgot == .sending {
      forgot = Part(
        "forgot.spinner", .spinner, bindings: RoleBindings(foreground: .role(.textPrimary)),
        metrics: Metrics(minimumTarget: Metrics.minimumTarget),
        accessibility: Accessibility(label: Copy.sendingResetLink))
    } else {
      forgot = Kit.link("forgot.link", Copy.forgotPassword, weight: .medium)
        .with { $0.metrics.targetReachesAround = true }
    }
    // At accessibility sizes the row stacks the link under the label when they do not fit
    // side by side: the layout rule every row follows (Render's `RowLayout`).
    return .stack(
      "password.label-row", .horizontal, spacing: .points(8), alignment: .center,
      [label, Part("password.label-row.spacer", .spacer), forgot])
  }

  /// "Check your email" and the address, or the reset error, under the password.
  private static func forgotResult(_ state: State, _ env: PartsEnvironment) -> Part? {
    switch state.forgot {
    case .sent(let address):
      return .stack(
        "forgot.confirmation", spacing: .points(2), alignment: .leading,
        [
          .label(
            "forgot.title", Copy.checkEmail, font: FontBinding(.subhead, weight: .semibold),
            color: .textPrimary),
          Part.label("forgot.address", address, font: FontBinding(.footnote), color: .textSecondary)
            .wrapping(env.isAccessibilitySize),
        ]
      ).a11y(label: Copy.resetConfirmation(address), combined: true)
    case .failed(let message):
      return Kit.error("forgot.error", message, env: env)
    case .idle, .sending:
      return nil
    }
  }

  private static func legalLink(_ id: String, _ title: String, url: String) -> Part {
    Part(
      id, .link, text: title,
      bindings: RoleBindings(
        foreground: .role(.textSecondary), font: FontBinding(.footnote, underline: true)),
      accessibility: Accessibility(label: title, value: url, traits: [.link]))
  }
}
