import Components

extension ResetPasswordBlock: Playable {
  public static func fields(_ state: State) -> [PlayField<Self>] {
    switch state.step {
    case .email:
      [PlayField(name: "email", partID: "email.field", text: \.email, edit: Event.emailChanged)]
    case .code:
      [PlayField(name: "code", partID: "code.field", text: \.code, edit: Event.codeChanged)]
    case .newPassword:
      [
        PlayField(
          name: "password", partID: "password.field", text: \.password, edit: Event.passwordChanged),
        PlayField(
          name: "confirm", partID: "confirm.field", text: \.confirm, edit: Event.confirmChanged),
      ]
    case .done: []
    }
  }

  public static func focus(_ state: State) -> String? { state.focus?.rawValue }

  public static func focusEvent(_ field: String?) -> Event? {
    .focusChanged(field.flatMap(Field.init(rawValue:)))
  }

  public static func returnKey(_ state: State, focus: String?) -> PlayReturn<Self> {
    let title = ["Send code", "Verify code", "Save password", "Sign in"][state.step.rawValue - 1]
    if state.step == .newPassword, focus == Field.password.rawValue {
      return .send(.returnPressed, "Next")
    }
    return .send(focus == nil ? .buttonTapped : .returnPressed, title)
  }

  public static func commands(_ state: State) -> [BlockKey<Self>] {
    var commands: [BlockKey<Self>] = []
    if state.step == .newPassword {
      let label = state.isPasswordRevealed ? "hide passwords" : "show passwords"
      commands.append(BlockKey(key: "r", label: label, event: .revealTapped))
    }
    if state.step == .code {
      commands.append(BlockKey(key: "s", label: "Resend code", event: .resendTapped))
    }
    if state.step == .code || state.step == .newPassword {
      commands.append(BlockKey(key: "b", label: "Back", event: .backTapped))
    }
    return commands
  }

  public static func report(_ effect: Effect) -> String? {
    switch effect {
    case .callOnSendCode(let email): EffectText.called("onSendCode", email)
    case .callOnVerifyCode(let verification): EffectText.called("onVerifyCode", verification.code)
    case .callOnSetPassword: EffectText.called("onSetPassword")
    case .callOnSignIn: EffectText.called("onSignIn")
    case .shared(let effect): EffectText.shared(effect)
    case .startCountdown, .stopCountdown: nil
    }
  }
}
