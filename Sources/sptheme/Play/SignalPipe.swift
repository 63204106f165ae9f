#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Signals turned into bytes on a pipe (the self-pipe trick), so the event loop's `poll` wakes
/// for a resize or a request to stop as it does for a key.
///
/// The handler is a C function that writes the signal number to the pipe and nothing else.
/// Fatal signals (a crash) are handled apart: the terminal is restored, the default action is
/// put back and the signal raised again, so the process still dies of it (and dumps core when
/// the system says so) but never leaves the terminal in raw mode.
enum SignalPipe {
  /// The pipe's write end, read by the C handler; set once before handlers are installed
  /// (a handler cannot capture context, hence the global).
  nonisolated(unsafe) private static var writeEnd: Int32 = -1
  /// The pipe's read end, polled by the event loop.
  nonisolated(unsafe) private(set) static var readEnd: Int32 = -1

  /// Signals delivered to the loop.
  static let forwarded: [Int32] = [SIGWINCH, SIGTERM, SIGINT, SIGHUP, SIGQUIT]
  /// Signals that end the process after the terminal is restored: crashes, and every other
  /// signal whose default action ends the process (`kill -USR1`, an alarm, a CPU limit), so
  /// none leaves the alternate screen, a hidden cursor or raw mode behind.
  static let fatal: [Int32] = [
    SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
    SIGPROF,
    SIGXCPU, SIGXFSZ, SIGSYS,
  ]

  /// Creates the pipe and installs the handlers (once).
  static func install() {
    guard readEnd < 0 else { return }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    readEnd = ends[0]
    writeEnd = ends[1]
    for signal in forwarded { handle(signal, with: forward) }
    for signal in fatal { handle(signal, with: crash) }
    // A write to a closed terminal must not kill the process before it restores.
    handle(SIGPIPE, with: nil)
    // A parent may have started us with signals blocked (some test runners do): unblock the
    // ones handled here, or a resize or a stop request would never arrive.
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for signal in forwarded + fatal { sigaddset(&unblock, signal) }
    sigprocmask(SIG_UNBLOCK, &unblock, nil)
  }

  /// The signals that arrived since the last call, in order.
  static func drain() -> [Int32] {
    var result: [Int32] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(readEnd, &buffer, buffer.count)
      guard count > 0 else { break }
      result += buffer[0..<count].map { Int32($0) }
    }
    return result
  }

  private static func handle(_ signal: Int32, with handler: (@convention(c) (Int32) -> Void)?) {
    var action = sigaction()
    #if canImport(Glibc)
      if let handler {
        action.__sigaction_handler.sa_handler = handler
      } else {
        action.__sigaction_handler.sa_handler = unsafeBitCast(
          1, to: (@convention(c) (Int32) -> Void).self)  // SIG_IGN
      }
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(signal, &action, nil)
  }

  private static let forward: @convention(c) (Int32) -> Void = { signal in
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(SignalPipe.writeEnd, &byte, 1)
    errno = saved
  }

  private static let crash: @convention(c) (Int32) -> Void = { signal in
    TerminalRestore.restore()
    var action = sigaction()
    action.__sigaction_handler.sa_handler = nil  // SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    raise(signal)
  }
}
