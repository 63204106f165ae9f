#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Signals turned into bytes on a pipe (the self-pipe trick), so the event loop's `poll` wakes
/// for a resize or a request to stop as it does for a key.
///
/// The handler is a C function that writes the signal number to the pipe and nothing else.
/// Fatal signals (a crash) are handled apart: the terminal is restored, the default action is
/// put back and the signal raised again, so the process still dies of it (and dumps core when
/// the system says so) but never leaves the terminal in raw mode.
package enum SignalPipe {
  /// A signal handler, as `sigaction` takes it.
  private typealias Handler = @convention(c) (Int32) -> Void

  /// The pipe's write end, read by the C handler; set once before handlers are installed
  /// (a handler cannot capture context, hence the global).
  nonisolated(unsafe) private static var writeEnd: Int32 = -1
  /// The pipe's read end, polled by the event loop.
  nonisolated(unsafe) package private(set) static var readEnd: Int32 = -1

  /// SIGWINCH: the terminal changed size.
  package static let windowChanged = SIGWINCH

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
  package static func install() {
    guard readEnd < 0 else { return }
    guard let ends = try? Descriptor.pipe(nonBlocking: true) else { return }
    readEnd = ends.read
    writeEnd = ends.write
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
  package static func drain() -> [Int32] {
    var result: [Int32] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(readEnd, &buffer, buffer.count)
      guard count > 0 else { break }
      result += buffer[0..<count].map { Int32($0) }
    }
    return result
  }

  /// Installs `handler` for `signal`; `nil` ignores the signal (SIG_IGN).
  private static func handle(_ signal: Int32, with handler: Handler?) {
    var action = sigaction()
    setHandler(&action, handler ?? unsafeBitCast(1, to: Handler.self))  // SIG_IGN
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(signal, &action, nil)
  }

  /// Sets the handler of `action`; `nil` is the default action (SIG_DFL). Safe in a handler.
  private static func setHandler(_ action: inout sigaction, _ handler: Handler?) {
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #elseif canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #elseif canImport(Musl)
      action.__sa_handler.sa_handler = handler
    #endif
  }

  private static let forward: Handler = { signal in
    let saved = errno
    if signal != SIGWINCH { StopWatchdog.pendingSignal.store(signal, ordering: .relaxed) }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(SignalPipe.writeEnd, &byte, 1)
    errno = saved
  }

  private static let crash: Handler = { signal in
    TerminalRestore.restore()
    var action = sigaction()
    setHandler(&action, nil)  // SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    raise(signal)
  }
}
