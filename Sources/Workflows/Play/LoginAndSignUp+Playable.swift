import Components

extension LoginAndSignUp: Playable {
  public static var keepsFocus: Bool { false }

  public static func fields(_ state: State) -> [PlayField<Self>] {
    switch state.screen {
    case .signIn, .signUp:
      [
        PlayField(
          name: "email", partID: "email.field", text: \.account, edit: Event.accountChanged),
        PlayField(
          name: "password", partID: "password.field", text: \.password, edit: Event.passwordChanged),
      ]
    case .forgotPassword:
      [
        PlayField(
          name: "email", partID: "email.field", text: \.resetEmail, edit: Event.resetEmailChanged),
        PlayField(
          name: "new-password", partID: "new-password.field", text: \.newPassword,
          edit: Event.newPasswordChanged),
      ]
    case .verifyEmail: []
    }
  }

  public static func returnKey(_ state: State, focus: String?) -> PlayReturn<Self> {
    if state.alert != nil { return .send(.alertDismissed, "OK") }
    if focus == "email", state.screen != .verifyEmail {
      return PlayReturn(action: .focus(fields(state)[1].name), label: "Next")
    }
    switch state.screen {
    case .signIn:
      return focus == nil ? .send(.signInTapped, "Sign In") : .send(.submitted, "Go: Sign In")
    case .signUp: return .send(.signUpTapped, "Sign Up")
    case .forgotPassword: return .send(.resetTapped, "Send Reset Request")
    case .verifyEmail: return .send(.resendTapped, "Resend verification email")
    }
  }

  public static func commands(_ state: State) -> [BlockKey<Self>] {
    if state.alert != nil { return [BlockKey(key: "o", label: "OK", event: .alertDismissed)] }
    switch state.screen {
    case .signIn:
      var commands = [
        BlockKey<Self>(key: "f", label: "Forgot password?", event: .showForgotPassword)
      ]
      if state.configuration.hasApple {
        commands.append(BlockKey(key: "a", label: "Apple", event: .appleTapped))
      }
      return commands + [BlockKey(key: "u", label: "Sign Up", event: .showSignUp)]
    case .signUp:
      return [BlockKey(key: "i", label: "Sign In", event: .showSignIn)]
    case .forgotPassword:
      return [BlockKey(key: "i", label: "Back to Sign In", event: .showSignIn)]
    case .verifyEmail:
      return [
        BlockKey(key: "s", label: "Resend", event: .resendTapped),
        BlockKey(key: "v", label: "back from Mail", event: .appBecameActive),
        BlockKey(key: "i", label: "Back to Sign In", event: .showSignIn),
      ]
    }
  }

  public static func report(_ effect: Effect) -> String? {
    switch effect {
    case .signIn(let email, _): EffectText.called("signIn", email)
    case .requestApple: "Apple's sheet"
    case .signInWithApple: EffectText.called("signInWithApple")
    case .signUp(let email, _): EffectText.called("signUp", email)
    case .resetPassword(let email, _): EffectText.called("resetPassword", email)
    case .resendVerificationEmail(let email): EffectText.called("resendVerificationEmail", email)
    case .refreshSession: "refreshed the session"
    case .shared(let effect): EffectText.shared(effect)
    }
  }
}
