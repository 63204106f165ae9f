import TestSupport
import Testing

@testable import Platform

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Raw mode and its restore on a real pseudo-terminal: the settings a full-screen program takes
/// and gives back, and the bytes that leave its screen. AddressSanitizer once found the saved
/// `termios` sized without its tail padding when it was a Swift global (it lives on the heap now).
@Suite struct TerminalRestoreTests {
  @Test func rawModeIsTakenAndTheSavedSettingsComeBack() throws {
    let pseudo = try PseudoTerminal(columns: 80, rows: 24)
    defer { close(pseudo.descriptor) }
    let terminal = open(pseudo.terminalPath, O_RDWR | O_NOCTTY)
    try #require(terminal >= 0, "cannot open \(pseudo.terminalPath)")
    defer { close(terminal) }
    #expect(Terminal.isTerminal(terminal))
    #expect(Terminal.size(of: terminal)?.columns == 80)

    let cooked = try Terminal.settings(of: terminal)
    #expect(cooked.value.c_lflag & tcflag_t(ECHO) != 0, "a new terminal echoes")
    TerminalRestore.save(cooked, input: terminal, output: terminal, leaving: Array("bye".utf8))
    try Terminal.apply(cooked.raw, to: terminal)
    let raw = try Terminal.settings(of: terminal)
    #expect(raw.value.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0, "raw mode: no echo, no lines")

    TerminalRestore.restore()
    let restored = try Terminal.settings(of: terminal)
    #expect(restored.value.c_lflag == cooked.value.c_lflag)
    #expect(restored.value.c_iflag == cooked.value.c_iflag)
    // What was written is there already; a read that would wait fails instead of hanging.
    _ = fcntl(pseudo.descriptor, F_SETFL, O_NONBLOCK)
    var left = [UInt8](repeating: 0, count: 16)
    let count = read(pseudo.descriptor, &left, left.count)
    #expect(count > 0 && Array(left.prefix(max(count, 0))) == Array("bye".utf8))

    // A second restore does nothing: the settings were given back once.
    try Terminal.apply(cooked.raw, to: terminal)
    TerminalRestore.restore()
    #expect(try Terminal.settings(of: terminal).value.c_lflag & tcflag_t(ECHO) == 0)
    try Terminal.apply(cooked, to: terminal)
  }
}
