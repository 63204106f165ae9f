import Components

extension MagicLinkSignIn: Playable {
  /// The link the `l` key opens the app with (under the example's `/auth` prefix).
  public static let exampleLink = "https://fieldnote.app/auth/verify?token=example"

  public static func fields(_ state: State) -> [PlayField<Self>] {
    switch state.phase {
    case .form:
      [PlayField(name: "email", partID: "email.field", text: \.email, edit: Event.emailChanged)]
    case .sent where state.isCodeOpen:
      [PlayField(name: "code", partID: "code.field", text: \.code, edit: Event.codeChanged)]
    case .sent: []
    }
  }

  public static func focus(_ state: State) -> String? { state.focus?.rawValue }

  public static func focusEvent(_ field: String?) -> Event? {
    .focusChanged(field.flatMap(Field.init(rawValue:)))
  }

  public static func returnKey(_ state: State, focus: String?) -> PlayReturn<Self> {
    state.phase == .form ? .send(.returnPressed, "Continue with email") : .nothing
  }

  public static func commands(_ state: State) -> [BlockKey<Self>] {
    var commands: [BlockKey<Self>] = []
    if state.phase == .sent {
      if !state.isMailFolded {
        commands.append(BlockKey(key: "o", label: "Open Mail", event: .openMailTapped))
      }
      commands.append(BlockKey(key: "s", label: "Resend", event: .resendTapped))
      if state.configuration.hasVerifyCode, !state.isCodeOpen {
        commands.append(BlockKey(key: "e", label: "Enter a code instead", event: .enterCodeTapped))
      }
      commands.append(
        BlockKey(key: "u", label: "Use a different email", event: .differentEmailTapped))
    }
    if state.configuration.hasOnLink {
      commands.append(BlockKey(key: "l", label: "open the link", event: .linkOpened(exampleLink)))
    }
    return commands
  }

  public static func report(_ effect: Effect) -> String? {
    switch effect {
    case .callOnSendLink(let email): EffectText.called("onSendLink", email)
    case .callOnVerifyCode(let attempt): EffectText.called("onVerifyCode", attempt.code)
    case .callOnLink: EffectText.called("onLink")
    case .callOnOpenMail: EffectText.called("onOpenMail")
    case .openURL(let url): "open \(url)"
    case .callOnSuccess: EffectText.called("onSuccess")
    case .shared(let effect): EffectText.shared(effect)
    case .startCountdown, .stopCountdown, .setEmail: nil
    }
  }
}
