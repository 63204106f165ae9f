import Components
import Testing
import Workflows

/// The players drive the blocks' real reducers with keys, without a terminal.
@Suite struct BlockPlayerTests {
  @Test func signInTypesReturnsAndReportsEffects() {
    var player = BlockPlayer<SignInBlock>(delay: nil)
    #expect(player.focus == "email", "the first field is focused at start")
    player.handle(.text("mara@folio.app"))
    player.handle(.enter)
    #expect(player.focus == "password")
    player.handle(.text("correct-horsX"))
    player.handle(.backspace)
    player.handle(.text("e"))
    #expect(player.state.password == "correct-horse")
    player.handle(.enter)
    #expect(player.state.submit.phase == .running)
    #expect(player.isWaiting)
    #expect(player.status == ["called onSignIn(mara@folio.app)"])
    _ = player.advance(by: 1)
    #expect(player.state.submit.phase == .done)
    #expect(player.status.suffix(2) == ["haptic: success", "announced: \"Signed in\""])
    let changed = player.advance(by: 1)
    #expect(changed)
    #expect(player.status.last == "called onSuccess")
    #expect(player.state.submit.phase == .rest)
  }

  @Test func commandsTapLinksAndButtons() {
    var player = BlockPlayer<SignInBlock>(delay: 0.2)
    player.blur()
    #expect(player.focus == nil)
    var ran = player.command("r")
    #expect(ran)
    #expect(player.state.isPasswordRevealed)
    ran = player.command("c")
    #expect(ran)
    #expect(player.state.mode == .createAccount)
    ran = player.command("z")
    #expect(!ran)
    player.handle(.tab)
    #expect(player.focus == "name", "Tab goes back into the fields, Create account's first")
    player.handle(.backTab)
    #expect(player.focus == "password")
  }

  @Test func delayChangesWhenTheStandInAnswers() {
    var player = BlockPlayer<ResetPasswordBlock>(delay: 0.2)
    player.handle(.enter)
    #expect(player.state.button.phase == .running)
    _ = player.advance(by: 0.2)
    #expect(player.state.button.phase == .done)
  }

  @Test func loginKeepsItsOwnFocusAndMarksTheField() {
    var player = BlockPlayer<LoginAndSignUp>(delay: nil)
    #expect(player.focus == "email")
    player.handle(.enter)
    #expect(player.focus == "password", "Return in the email moves to the password")
    #expect(player.part(.standard).find("password.field")?.flags.contains(.focused) == true)
    #expect(player.part(.standard).find("email.field")?.flags.contains(.focused) == false)
  }

  @Test func providerStackTapsByNumber() {
    var player = BlockPlayer<ProviderSignInButtonStack>(delay: nil)
    #expect(player.focus == nil)
    let ran = player.command("2")
    #expect(ran)
    #expect(player.state.loadingID == "email")
    #expect(player.status == ["called authenticate(email)"])
    #expect(player.help.map(\.key).prefix(4) == ["1", "2", "3", "x"])
  }
}
