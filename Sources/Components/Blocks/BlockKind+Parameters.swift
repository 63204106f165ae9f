/// One parameter of a block's SwiftUI initializer, as its spec (`../shared/seeds/`) gives it.
public struct BlockParameter: Sendable, Equatable {
  /// The argument label (`onSignIn`).
  public var name: String
  /// Its Swift type, as the spec writes it.
  public var type: String
  /// `Required`, or the default the spec gives (`12`, `nil`, `30 seconds`).
  public var defaultValue: String
  /// What it does, in the spec's words.
  public var summary: String

  /// Creates a parameter.
  public init(_ name: String, _ type: String, _ defaultValue: String, _ summary: String) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.summary = summary
  }
}

extension BlockKind {
  /// The SwiftUI view the spec describes (`SignInBlock`).
  public var viewName: String {
    switch self {
    case .signIn: "SignInBlock"
    case .magicLink: "MagicLinkSignIn"
    case .resetPassword: "ResetPasswordBlock"
    case .providerStack: "ProviderSignInButtonStack"
    case .login: "LoginAndSignUp"
    }
  }

  /// The spec's file in `../shared/seeds/`.
  public var specFile: String {
    switch self {
    case .signIn: "sign-in-block.txt"
    case .magicLink: "magic-link-sign-in.txt"
    case .resetPassword: "reset-password-block.txt"
    case .providerStack: "provider-sign-in-button-stack.txt"
    case .login: "login-and-sign-up.txt"
    }
  }

  /// The initializer's parameters in the spec's order (a test reads them against the spec).
  public var parameters: [BlockParameter] {
    switch self {
    case .signIn: Self.signInParameters
    case .magicLink: Self.magicLinkParameters
    case .resetPassword: Self.resetPasswordParameters
    case .providerStack: Self.providerStackParameters
    case .login: []
    }
  }

  /// The initializer as the spec writes it: `SignInBlock(mode:email:…)`.
  public var signature: String {
    "\(viewName)(\(parameters.map { $0.name + ":" }.joined()))"
  }

  private static let signInParameters = [
    BlockParameter(
      "mode", "Binding<SignInBlock.Mode>", "keeps its own, starting on Sign in",
      ".signIn or .createAccount, for a screen that changes its own title with it."),
    BlockParameter(
      "email", "Binding<String>", "empty", "Prefills a returning person's address."),
    BlockParameter(
      "passwordRules", "[SignInBlock.PasswordRule]", "PasswordRule.defaults",
      "Each a title and an isMet check that sees the whole NewAccount; the defaults are .minimumLength(8), .numberOrSymbol and .avoidsNameAndEmail."
    ),
    BlockParameter(
      "legal", "AttributedString", "none",
      "Shown under the block with its links underlined; SignInBlock.legalNotice(terms:privacy:) builds one."
    ),
    BlockParameter(
      "onSignIn", "async throws (SignInBlock.Credentials)", "Required",
      "Receives the trimmed email and the password: return to succeed, throw to fail."),
    BlockParameter(
      "onCreateAccount", "async throws (SignInBlock.NewAccount)", "none (no Create account link)",
      "Receives name, email and password once every rule is met."),
    BlockParameter(
      "onForgotPassword", "async throws (String)", "none (no Forgot password? link)",
      "Receives the trimmed email; \"Check your email\" shows when it returns."),
    BlockParameter(
      "onApple", "(Result<ASAuthorization, Error>)", "none (no Sign in with Apple)",
      "Receives Sign in with Apple's result."),
    BlockParameter(
      "onAppleRequest", "(ASAuthorizationAppleIDRequest)", "none",
      "Sets a hashed nonce or changes the scopes before Apple's sheet opens."),
    BlockParameter(
      "onPasskey", "async throws ()", "none (no passkey button)",
      "Runs your passkey sign-in; shows on Sign in only."),
    BlockParameter(
      "onSuccess", "()", "none",
      "Called about a second after a success, once the check was seen: move to your app here."),
  ]

  private static let magicLinkParameters = [
    BlockParameter(
      "email", "Binding<String>", "empty", "Prefills a returning person's address."),
    BlockParameter(
      "resendAfter", "Duration", "30 seconds",
      "How long Resend counts down before it can be tapped."),
    BlockParameter(
      "linkLifetime", "Duration?", "nil",
      "Adds \"It works for 15 minutes.\" to the sent line; nil leaves it out."),
    BlockParameter(
      "onSendLink", "async throws (String)", "Required",
      "Receives the trimmed email, also for Resend: return to show the sent state, throw to fail."),
    BlockParameter(
      "onVerifyCode", "async throws (MagicLinkSignIn.CodeAttempt)", "none (no code entry)",
      "Receives the address and the six digits; passing it shows \"Enter a code instead\"."),
    BlockParameter(
      "onLink", "async throws (URL)", "none",
      "Receives a sign-in URL the app was opened with; exchange its token with your server."),
    BlockParameter(
      "linkMatches", "(URL) -> Bool", "every URL", "Decides which URLs are sign-in links."),
    BlockParameter(
      "onOpenMail", "()", "opens Mail (message://)", "Replaces Open Mail's default."),
    BlockParameter(
      "onSuccess", "()", "none",
      "Called about a second after a link or code succeeds: move to your app here."),
  ]

  private static let resetPasswordParameters = [
    BlockParameter(
      "email", "String", "empty", "Prefills the first step, for a person who came from sign-in."),
    BlockParameter("codeLength", "Int", "6", "How many digits the code has (4 to 8)."),
    BlockParameter(
      "resendAfter", "Duration", "30 seconds", "How long Resend code counts down."),
    BlockParameter(
      "passwordRules", "[ResetPasswordBlock.PasswordRule]", "PasswordRule.defaults",
      "Each a title and an isMet check on the password; \"Both passwords match\" is always added."
    ),
    BlockParameter(
      "onSendCode", "async throws (String)", "Required",
      "Receives the trimmed email, also for Resend code."),
    BlockParameter(
      "onVerifyCode", "async throws (ResetPasswordBlock.Verification)", "Required",
      "Receives the email and the code: return to move on, throw to stay."),
    BlockParameter(
      "onSetPassword", "async throws (ResetPasswordBlock.NewPassword)", "Required",
      "Receives the email, the verified code and the new password."),
    BlockParameter(
      "onSignIn", "()", "nil (hides the button)", "Sign in on the done state."),
  ]

  private static let providerStackParameters = [
    BlockParameter(
      "options", "[ProviderSignInButtonStackOption]", "Required",
      "Each button's id, title, icon, background, foreground and authenticate closure."),
    BlockParameter("spacing", "CGFloat", "12", "The space between the buttons."),
  ]
}
