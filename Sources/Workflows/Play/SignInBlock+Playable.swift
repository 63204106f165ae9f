import Components

extension SignInBlock: Playable {
  public static func fields(_ state: State) -> [PlayField<Self>] {
    state.fields.map { field in
      switch field {
      case .name:
        PlayField(name: "name", partID: "name.field", text: \.name, edit: Event.nameChanged)
      case .email:
        PlayField(name: "email", partID: "email.field", text: \.email, edit: Event.emailChanged)
      case .password:
        PlayField(
          name: "password", partID: "password.field", text: \.password, edit: Event.passwordChanged)
      }
    }
  }

  public static func focus(_ state: State) -> String? { state.focus?.rawValue }

  public static func focusEvent(_ field: String?) -> Event? {
    .focusChanged(field.flatMap(Field.init(rawValue:)))
  }

  public static func returnKey(_ state: State, focus: String?) -> PlayReturn<Self> {
    let submit = state.mode == .signIn ? "Sign in" : "Create account"
    guard let focus, let index = state.fields.firstIndex(where: { $0.rawValue == focus }) else {
      return .send(.submitTapped, submit)
    }
    return .send(.returnPressed, index + 1 < state.fields.count ? "Next" : "Go: \(submit)")
  }

  public static func commands(_ state: State) -> [BlockKey<Self>] {
    let c = state.configuration
    var commands = [
      BlockKey<Self>(
        key: "r", label: state.isPasswordRevealed ? "hide password" : "show password",
        event: .revealTapped)
    ]
    if c.hasForgotPassword, state.mode == .signIn {
      commands.append(BlockKey(key: "f", label: "Forgot password?", event: .forgotPasswordTapped))
    }
    if c.hasApple { commands.append(BlockKey(key: "a", label: "Apple", event: .appleTapped)) }
    if c.hasPasskey, state.mode == .signIn {
      commands.append(BlockKey(key: "p", label: "passkey", event: .passkeyTapped))
    }
    if c.hasCreateAccount {
      commands.append(
        BlockKey(
          key: "c", label: state.mode == .signIn ? "Create account" : "Sign in instead",
          event: .modeLinkTapped))
    }
    return commands
  }

  public static func report(_ effect: Effect) -> String? {
    switch effect {
    case .callOnSignIn(let credentials): EffectText.called("onSignIn", credentials.email)
    case .callOnCreateAccount(let account): EffectText.called("onCreateAccount", account.email)
    case .callOnForgotPassword(let email): EffectText.called("onForgotPassword", email)
    case .requestApple: "Apple's sheet"
    case .callOnAppleRequest: EffectText.called("onAppleRequest")
    case .callOnApple: EffectText.called("onApple")
    case .callOnPasskey: EffectText.called("onPasskey")
    case .callOnSuccess: EffectText.called("onSuccess")
    case .shared(let effect): EffectText.shared(effect)
    case .setMode, .setEmail: nil
    }
  }
}
