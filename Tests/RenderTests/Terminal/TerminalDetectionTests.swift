import Render
import Testing

extension Terminal {
  @Suite("Terminal detection")
  struct TerminalDetectionTests {
    struct DetectionCase: Sendable, CustomTestStringConvertible {
      var id: String
      var flag: String? = nil
      var environment: [String: String]
      var isTTY = true
      var profile: ColorProfile
      var testDescription: String { id }
    }

    static let cases: [DetectionCase] = [
      // --color wins over everything.
      DetectionCase(
        id: "flag truecolor beats NO_COLOR", flag: "truecolor", environment: ["NO_COLOR": "1"],
        isTTY: false, profile: .truecolor),
      DetectionCase(id: "flag 256", flag: "256", environment: [:], isTTY: false, profile: .ansi256),
      DetectionCase(
        id: "flag 16", flag: "16", environment: ["COLORTERM": "truecolor"], profile: .ansi16),
      DetectionCase(
        id: "flag none beats FORCE_COLOR", flag: "none", environment: ["FORCE_COLOR": "3"],
        profile: .none),
      DetectionCase(
        id: "flag auto detects", flag: "auto", environment: ["TERM": "xterm-256color"],
        profile: .ansi256),
      // NO_COLOR.
      DetectionCase(
        id: "NO_COLOR set", environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], profile: .none
      ),
      DetectionCase(
        id: "NO_COLOR beats FORCE_COLOR", environment: ["NO_COLOR": "yes", "FORCE_COLOR": "3"],
        profile: .none),
      DetectionCase(
        id: "NO_COLOR into a pipe is plain text", environment: ["NO_COLOR": "1"], isTTY: false,
        profile: .plain),
      DetectionCase(
        id: "FORCE_COLOR=0 into a pipe is plain text", environment: ["FORCE_COLOR": "0"],
        isTTY: false, profile: .plain),
      DetectionCase(
        id: "flag none into a pipe keeps attributes", flag: "none", environment: [:],
        isTTY: false, profile: .none),
      DetectionCase(
        id: "NO_COLOR empty is unset", environment: ["NO_COLOR": "", "TERM": "xterm-256color"],
        profile: .ansi256),
      // FORCE_COLOR levels.
      DetectionCase(
        id: "FORCE_COLOR=0", environment: ["FORCE_COLOR": "0", "COLORTERM": "truecolor"],
        profile: .none),
      DetectionCase(id: "FORCE_COLOR=false", environment: ["FORCE_COLOR": "false"], profile: .none),
      DetectionCase(
        id: "FORCE_COLOR=1 without a TTY",
        environment: ["FORCE_COLOR": "1", "COLORTERM": "truecolor"], isTTY: false, profile: .ansi16),
      DetectionCase(
        id: "FORCE_COLOR=2", environment: ["FORCE_COLOR": "2"], isTTY: false, profile: .ansi256),
      DetectionCase(
        id: "FORCE_COLOR=3", environment: ["FORCE_COLOR": "3", "TERM": "dumb"], isTTY: false,
        profile: .truecolor),
      DetectionCase(
        id: "FORCE_COLOR=4 caps at truecolor", environment: ["FORCE_COLOR": "4"], isTTY: false,
        profile: .truecolor),
      DetectionCase(
        id: "FORCE_COLOR=true without a TTY", environment: ["FORCE_COLOR": "true"], isTTY: false,
        profile: .ansi16),
      DetectionCase(
        id: "FORCE_COLOR=true picks up COLORTERM",
        environment: ["FORCE_COLOR": "true", "COLORTERM": "24bit"], isTTY: false,
        profile: .truecolor),
      DetectionCase(
        id: "FORCE_COLOR=yes picks up TERM",
        environment: ["FORCE_COLOR": "yes", "TERM": "screen-256color"], isTTY: false,
        profile: .ansi256),
      DetectionCase(
        id: "FORCE_COLOR on a dumb TERM", environment: ["FORCE_COLOR": "yes", "TERM": "dumb"],
        isTTY: false, profile: .ansi16),
      DetectionCase(
        id: "FORCE_COLOR empty is unset", environment: ["FORCE_COLOR": ""], isTTY: false,
        profile: .plain),
      // CLICOLOR_FORCE.
      DetectionCase(
        id: "CLICOLOR_FORCE=1 without a TTY", environment: ["CLICOLOR_FORCE": "1"], isTTY: false,
        profile: .ansi16),
      DetectionCase(
        id: "CLICOLOR_FORCE with 256-color TERM",
        environment: ["CLICOLOR_FORCE": "1", "TERM": "xterm-256color"], isTTY: false,
        profile: .ansi256),
      DetectionCase(
        id: "CLICOLOR_FORCE=0 does not force",
        environment: ["CLICOLOR_FORCE": "0", "TERM": "xterm-256color"], isTTY: false,
        profile: .plain),
      // Not a TTY.
      DetectionCase(
        id: "not a TTY", environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"],
        isTTY: false, profile: .plain),
      // COLORTERM.
      DetectionCase(
        id: "COLORTERM truecolor", environment: ["COLORTERM": "truecolor", "TERM": "xterm"],
        profile: .truecolor),
      DetectionCase(
        id: "COLORTERM 24bit", environment: ["COLORTERM": "24bit"], profile: .truecolor),
      DetectionCase(
        id: "COLORTERM other value", environment: ["COLORTERM": "yes", "TERM": "xterm"],
        profile: .ansi16),
      // TERM.
      DetectionCase(id: "TERM dumb", environment: ["TERM": "dumb"], profile: .plain),
      DetectionCase(
        id: "TERM xterm-256color", environment: ["TERM": "xterm-256color"], profile: .ansi256),
      DetectionCase(
        id: "TERM tmux-256color", environment: ["TERM": "tmux-256color"], profile: .ansi256),
      DetectionCase(
        id: "TERM xterm-direct", environment: ["TERM": "xterm-direct"], profile: .truecolor),
      DetectionCase(
        id: "TERM iterm2-truecolor", environment: ["TERM": "iterm2-truecolor"], profile: .truecolor),
      DetectionCase(id: "TERM xterm", environment: ["TERM": "xterm"], profile: .ansi16),
      DetectionCase(id: "TERM screen", environment: ["TERM": "screen"], profile: .ansi16),
      DetectionCase(id: "TERM linux", environment: ["TERM": "linux"], profile: .ansi16),
      DetectionCase(id: "TERM vt100", environment: ["TERM": "vt100"], profile: .ansi16),
      DetectionCase(id: "no TERM on a TTY", environment: [:], profile: .ansi16),
    ]

    @Test(arguments: cases)
    func detects(_ item: DetectionCase) {
      let profile = TerminalDetection.profile(
        flag: item.flag, environment: item.environment, isTTY: item.isTTY)
      #expect(profile == item.profile)
    }

    @Test(arguments: ["truecolor", "256", "16", "none"])
    func flagValuesRoundTrip(_ value: String) throws {
      let profile = try #require(ColorProfile(flagValue: value))
      #expect(profile.flagValue == value)
      #expect(TerminalDetection.flagValues.contains(value))
    }

    @Test(arguments: ["auto", "", "millions", "8"])
    func flagValuesThatAreNotProfiles(_ value: String) {
      #expect(ColorProfile(flagValue: value) == nil)
    }
  }
}
