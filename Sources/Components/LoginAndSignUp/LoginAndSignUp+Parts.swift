import Theme

extension LoginAndSignUp {
  /// The part tree for `state` in `environment`: the screen's card, then the toast and the alert
  /// when they show.
  public static func parts(_ state: State, _ environment: PartsEnvironment) -> Part {
    let env = environment
    let snappy = MotionBinding.motion(.snappy, reduceMotion: env.reduceMotion)
    let content: [Part?]
    switch state.screen {
    case .signIn: content = signIn(state, env, snappy)
    case .signUp: content = signUp(state, env, snappy)
    case .forgotPassword: content = forgot(state, env, snappy)
    case .verifyEmail: content = verify(state, env)
    }
    let card = Kit.card("card", spacing: .points(16), motion: snappy, content)
    let root = Part.stack(
      "login", spacing: .points(16),
      [card, state.toast.map { toast($0, env) }, state.alert.map { alert($0, env) }]
    ).with { $0.bindings.motion = .motion(.smooth, reduceMotion: env.reduceMotion) }
    return env.redacted ? root.redactingAll(breathing: !env.reduceMotion) : root
  }

  private static func title(_ text: String) -> Part {
    Part.label("title", text, font: FontBinding(.title3), color: .textPrimary, traits: [.header])
  }

  /// The email field with the spec's accessibility label and hint; `border` overrides the usual.
  private static func emailGroup(
    _ value: String, error: String?, border: ColorBinding? = nil,
    returnKey: Part.FieldSpec.ReturnKey,
    _ env: PartsEnvironment, _ motion: MotionBinding
  ) -> Part {
    var field = Kit.field(
      "email.field", label: Copy.emailA11y, value: value, prompt: Copy.email,
      spec: .init(
        contentType: .emailAddress, keyboard: .email, returnKey: returnKey, isSecure: false),
      focused: false, error: error, showsError: true, env: env, motion: motion)
    field.accessibility.hint = error ?? Copy.emailHint
    if let border { field.bindings.border = border }
    return Kit.group(
      "email.group",
      [Kit.fieldLabel("email.label", Copy.email), field, Kit.error("email.error", error, env: env)])
  }

  private static func passwordGroup(
    _ id: String, label: String, _ value: String, newPassword: Bool,
    returnKey: Part.FieldSpec.ReturnKey,
    _ env: PartsEnvironment, _ motion: MotionBinding
  ) -> Part {
    Kit.group(
      "\(id).group",
      [
        Kit.fieldLabel("\(id).label", label),
        Kit.field(
          "\(id).field", label: label, value: value, prompt: label,
          spec: .init(
            contentType: newPassword ? .newPassword : .password, keyboard: .standard,
            returnKey: returnKey,
            isSecure: true),
          focused: false, error: nil, showsError: false, env: env, motion: motion),
      ])
  }

  private static func rules(_ id: String, _ password: String, _ env: PartsEnvironment) -> Part {
    Kit.rules(
      id,
      PasswordRule.allCases.map {
        Kit.RuleRow(key: $0.rawValue, title: $0.title, met: $0.isMet(by: password))
      },
      refused: false, env: env)
  }

  private static func footer(_ prompt: String, _ link: String, id: String) -> Part {
    .stack(
      "footer", .horizontal, spacing: .points(4), alignment: .center,
      [
        .label("footer.prompt", prompt, font: FontBinding(.subhead), color: .textSecondary),
        Kit.link(id, link, weight: .semibold),
      ])
  }

  private static func signIn(_ state: State, _ env: PartsEnvironment, _ motion: MotionBinding)
    -> [Part?]
  {
    // Real-time format check: once something is typed, a malformed email says so.
    let emailError = !state.account.isEmpty && !state.isValidEmail ? Copy.invalidEmail : nil
    return [
      title(Copy.signInTitle),
      emailGroup(state.account, error: emailError, returnKey: .next, env, motion),
      passwordGroup(
        "password", label: Copy.password, state.password, newPassword: false, returnKey: .go, env,
        motion),
      Kit.link("forgot.link", Copy.forgot, weight: .medium),
      Kit.button(
        "sign-in", title: Copy.signInTitle, style: .accent,
        phase: state.running == .signIn ? .running : .rest,
        disabled: state.isSignInDisabled, busyValue: Copy.signingIn, env: env),
      state.configuration.hasApple ? Kit.hairline("or", text: Copy.or) : nil,
      state.configuration.hasApple
        ? Kit.button(
          "apple", title: Copy.apple, style: .apple,
          phase: state.running == .apple ? .running : .rest,
          disabled: state.isLoading && state.running != .apple, busyValue: Copy.signingIn,
          icon: "applelogo", env: env)
        : nil,
      footer(Copy.noAccount, Copy.signUpTitle, id: "footer.sign-up"),
    ]
  }

  private static func signUp(_ state: State, _ env: PartsEnvironment, _ motion: MotionBinding)
    -> [Part?]
  {
    // The spec strokes the email green when it reads right and red when not: green is the
    // valid color (the brand's color.success, else derived from danger), red is danger; an
    // empty field keeps the separator.
    let border: ColorBinding =
      state.account.isEmpty
      ? .role(.separator) : state.isValidEmail ? .system(.valid) : .role(.danger)
    let emailError = !state.account.isEmpty && !state.isValidEmail ? Copy.invalidEmail : nil
    return [
      title(Copy.signUpTitle),
      emailGroup(state.account, error: emailError, border: border, returnKey: .next, env, motion),
      passwordGroup(
        "password", label: Copy.password, state.password, newPassword: true, returnKey: .go, env,
        motion),
      rules("rules", state.password, env),
      Kit.button(
        "sign-up", title: Copy.signUpTitle, style: .accent,
        phase: state.running == .signUp ? .running : .rest,
        disabled: !state.isValidInput || state.isLoading, busyValue: Copy.signingUp, env: env),
      footer(Copy.haveAccount, Copy.signInTitle, id: "footer.sign-in"),
    ]
  }

  private static func forgot(_ state: State, _ env: PartsEnvironment, _ motion: MotionBinding)
    -> [Part?]
  {
    let emailError =
      !state.resetEmail.isEmpty && TextCheck.emailProblem(state.resetEmail) != nil
      ? Copy.invalidEmail : nil
    return [
      title(Copy.forgotTitle),
      emailGroup(state.resetEmail, error: emailError, returnKey: .next, env, motion),
      passwordGroup(
        "new-password", label: Copy.newPassword, state.newPassword, newPassword: true,
        returnKey: .send, env, motion),
      rules("rules", state.newPassword, env),
      Kit.button(
        "reset", title: Copy.sendReset, style: .accent,
        phase: state.running == .reset ? .running : .rest,
        disabled: !state.isValidReset || state.isLoading, busyValue: Copy.sending, env: env),
      Kit.link("back", Copy.backToSignIn, weight: .semibold),
    ]
  }

  private static func verify(_ state: State, _ env: PartsEnvironment) -> [Part?] {
    // The seed's Button(action:) { Text(...) }: a 52 pt button on fill (the secondary style, as
    // the accent stays for the one main action), with its spinner in the label's place.
    let resend = Kit.button(
      "resend", title: Copy.resend, style: .secondary,
      phase: state.running == .resend ? .running : .rest, busyValue: Copy.sending, env: env)
    return [
      .icon(
        "envelope", "envelope.badge", color: .role(.textSecondary), size: 28, scalesWith: .title3),
      title(Copy.verifyTitle),
      Kit.line("line", Copy.verifyLine(state.verifyAddress), env: env),
      resend,
      Kit.link("back", Copy.backToSignIn, weight: .semibold),
    ]
  }

  private static func toast(_ toast: Toast, _ env: PartsEnvironment) -> Part {
    Part(
      "toast", .toast(success: toast.isSuccess),
      bindings: RoleBindings(
        background: .role(.surface), foreground: .role(.textPrimary), border: .role(.separator),
        font: FontBinding(.subhead), radius: .role(.lg), padding: .role(.md), stroke: .hairline,
        motion: .motion(.snappy, reduceMotion: env.reduceMotion)),
      accessibility: Accessibility(label: toast.message, traits: [.staticText]),
      children: [
        .icon(
          "toast.icon", toast.isSuccess ? "checkmark.circle.fill" : "xmark.circle.fill",
          color: .role(toast.isSuccess ? .textPrimary : .danger)),
        Part.label("toast.message", toast.message, font: FontBinding(.subhead), color: .textPrimary)
          .wrapping(env.isAccessibilitySize),
      ])
  }

  private static func alert(_ message: String, _ env: PartsEnvironment) -> Part {
    Part(
      "alert", .alert,
      // A hairline edge: in dark, the surface alone barely parts from the dimmed screen.
      bindings: RoleBindings(
        background: .role(.surface), border: .role(.separator), radius: .role(.lg),
        padding: .role(.lg), stroke: .hairline),
      accessibility: Accessibility(label: Copy.alertTitle),
      children: [
        Part.label(
          "alert.title", Copy.alertTitle, font: FontBinding(.headline), color: .textPrimary,
          traits: [.header]),
        Part.label("alert.message", message, font: FontBinding(.subhead), color: .textSecondary)
          .wrapping(env.isAccessibilitySize),
        Kit.link("alert.ok", Copy.ok, weight: .semibold, style: .body),
      ])
  }
}
