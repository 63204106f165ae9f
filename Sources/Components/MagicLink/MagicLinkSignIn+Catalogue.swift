extension MagicLinkSignIn {
  /// Fieldnote's stand-in auth: every link is sent after a second, the code 246810 is accepted and
  /// any other refused, and links whose path starts with `/auth` sign in.
  public static let exampleAuth = ExampleAuth<MagicLinkSignIn> { effect, state in
    typealias Answer = ExampleAuth<MagicLinkSignIn>.Answer
    switch effect {
    case .callOnSendLink:
      return [
        Answer(
          after: 1, event: state.isResending ? .resendFinished(.success) : .sendFinished(.success))
      ]
    case .callOnVerifyCode(let attempt):
      let accepted = attempt.code == "246810"
      return [
        Answer(
          after: 1, event: .verifyFinished(accepted ? .success : .failure("That code isn't right."))
        )
      ]
    case .callOnLink:
      return [Answer(after: 1, event: .linkFinished(.success))]
    default:
      return []
    }
  }

  /// Every state the spec describes, built from the initial state by events.
  public static var catalogue: [CatalogueState] {
    let email = "jo@fieldnote.app"
    let sent: [ScriptStep<MagicLinkSignIn>] = [
      .send(.focusChanged(.email)), .send(.emailChanged(email)), .send(.returnPressed), .wait(1.5),
    ]
    let code = sent + [.send(.enterCodeTapped)]
    return [
      entry("rest", "Rest", "The email field, Continue with email and the no-password line.", []),
      entry(
        "typing", "Typing", "The email focused and filled; still quiet.",
        [.send(.focusChanged(.email)), .send(.emailChanged(email))]),
      entry(
        "invalid", "Refused", "Continue with a malformed email: the error shows under the field.",
        [.send(.emailChanged("jo@fieldnote")), .send(.continueTapped)]),
      entry(
        "sending", "Sending", "A spinner takes Continue's label while onSendLink runs.",
        [.send(.emailChanged(email)), .send(.continueTapped)]),
      entry(
        "send-failed", "Send failed", "onSendLink threw a plain error: the default text shows.",
        auth: false,
        [.send(.emailChanged(email)), .send(.continueTapped), .send(.sendFinished(.failure(nil)))]),
      entry(
        "sent-countdown", "Sent",
        "The envelope, the address, Open Mail and Resend counting down from 0:30.",
        sent),
      entry(
        "sent-countdown-later", "Sent, counting", "Twelve seconds on, the countdown reads 0:18.",
        sent + [.wait(12)]),
      entry(
        "resend-ready", "Resend ready", "The countdown ran out: Resend can be tapped.",
        sent + [.wait(30)]),
      entry(
        "resending", "Resending", "Resend runs onSendLink again.",
        sent + [.wait(30), .send(.resendTapped)]),
      entry(
        "resend-failed", "Resend failed",
        "onSendLink threw a plain error on Resend: the default text under the Resend row.",
        auth: false,
        [
          .send(.emailChanged(email)), .send(.continueTapped), .send(.sendFinished(.success)),
          .send(.tick(1)), .send(.tick(30)), .send(.resendTapped),
          .send(.resendFinished(.failure(nil))),
        ]),
      entry(
        "resent", "Sent again", "Resend confirms \"Sent\" and counts down again.",
        sent + [.wait(30), .send(.resendTapped), .wait(1)]),
      entry("code-entry", "Code entry", "Six boxes over one real field, focused.", code),
      entry("code-typing", "Code typing", "Three digits in.", code + [.send(.codeChanged("246"))]),
      entry(
        "code-verifying", "Code verifying", "The code submitted itself once full.",
        code + [.send(.codeChanged("246810"))]),
      entry(
        "code-wrong", "Wrong code",
        "A wrong code shows the error, clears the boxes and keeps focus.",
        code + [.send(.codeChanged("111111")), .wait(1)]),
      entry(
        "code-accepted", "Code accepted", "246810 signs in: the check is held before onSuccess.",
        code + [.send(.codeChanged("246810")), .wait(1)]),
      entry(
        "link-opening", "Link opening", "The app opened with /auth/…: progress shows on Open Mail.",
        sent + [.send(.linkOpened("https://fieldnote.app/auth/magic?token=abc"))]),
      entry(
        "link-failed", "Link failed", "onLink threw a plain error: the link text shows.",
        auth: false,
        [
          .send(.emailChanged(email)), .send(.continueTapped), .send(.sendFinished(.success)),
          .send(.tick(1)),
          .send(.linkOpened("https://fieldnote.app/auth/magic?token=old")),
          .send(.linkFinished(.failure(nil))),
        ]),
      entry(
        "signed-in", "Signed in by link", "The link checked: Open Mail shows the check.",
        sent + [.send(.linkOpened("https://fieldnote.app/auth/magic?token=abc")), .wait(1)]),
      entry(
        "no-mail-app", "No mail app", "No app takes message://, so Open Mail folds away.",
        sent + [.send(.openMailTapped), .send(.openMailRefused)]),
      entry(
        "different-email", "Different email", "Back to the field with the email kept and focused.",
        sameScene: SameScene(
          as: "typing",
          because:
            "Use a different email returns to the field as the person left it, the address kept "
            + "and focused, so they correct it from there"),
        sent + [.send(.differentEmailTapped)]),
      entry(
        "redacted", "Redacted", "The field and button as grey shapes.",
        overrides: EnvironmentOverrides(redacted: true), []),
      entry(
        "accessibility-size", "Accessibility size",
        "The sent line wraps and the code boxes share the width.",
        overrides: EnvironmentOverrides(isAccessibilitySize: true),
        code + [.send(.codeChanged("24"))]),
    ]
  }
}
