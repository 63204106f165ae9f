import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Ends a long-running loop (`preview --watch`, `build --watch`, `play`) within a second of a
/// request to stop, whatever the loop is computing.
///
/// The loop reads keys and signals only between two pieces of work; a reload that takes long
/// (a huge brand, a slow disk) would leave q, Ctrl-C, SIGTERM and SIGHUP waiting. The loop says
/// when it is busy (``busy()``) and when it is back (``idle()``); a thread of this watchdog
/// looks every ``period`` seconds. Once the loop has been busy for ``grace`` seconds it reads the
/// keys itself: a quit key ends the process, any other byte is kept for the loop (``idle()``
/// returns it). A stop signal that arrived meanwhile ends the process too. Either way the
/// terminal is restored first (``TerminalRestore``), and the status is 128 + the signal's
/// number, or 0 after a quit key (130 after Ctrl-C, as the shell reports SIGINT).
package enum StopWatchdog {
  /// How long the loop may be busy before the watchdog takes over keys and signals.
  package static let grace = 0.5
  /// How often the watchdog looks.
  package static let period = 0.05

  /// The last stop signal that arrived (set by the signal handler, lock-free; 0 for none).
  static let pendingSignal = Atomic<Int32>(0)
  /// The watchdog's thread, kept for the life of the process.
  nonisolated(unsafe) private static var thread: WorkerThread?

  private struct State {
    var busySince: Double?
    var input: Int32 = -1
    var quitBytes: Set<UInt8> = []
    var kept: [UInt8] = []
    var started = false
  }

  private static let state = Locked(State())

  /// Starts the watchdog (once) for a loop reading keys from `input` (-1: no keys).
  package static func start(input: Int32) {
    let start = state.withLock { state -> Bool in
      state.input = input
      defer { state.started = true }
      return !state.started
    }
    guard start else { return }
    thread = try? WorkerThread {
      while true {
        usleep(useconds_t(period * 1_000_000))
        check()
      }
    }
  }

  /// Which bytes end the program while it is busy: Ctrl-C and Ctrl-Q always, `q` when the
  /// program reads it as quit at this moment (not while a text field has the focus).
  package static func setQuitsOnQ(_ quits: Bool) {
    state.withLock { $0.quitBytes = quits ? [0x03, 0x11, 0x71] : [0x03, 0x11] }
  }

  /// The loop starts work: from now the watchdog may step in.
  package static func busy() {
    state.withLock { if $0.busySince == nil { $0.busySince = MonotonicClock.now() } }
  }

  /// The loop is back: returns the bytes the watchdog read for it meanwhile, in order.
  package static func idle() -> [UInt8] {
    state.withLock { state in
      state.busySince = nil
      defer { state.kept = [] }
      return state.kept
    }
  }

  private static func check() {
    state.withLock { state in
      guard let since = state.busySince, MonotonicClock.now() - since >= grace else { return }
      let signal = pendingSignal.load(ordering: .relaxed)
      if signal != 0 { end(status: 128 + signal) }
      guard state.input >= 0, !Descriptor.poll([state.input], timeout: 0).isEmpty else { return }
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = Descriptor.read(state.input, into: &buffer)
      guard count > 0 else { return }
      for byte in buffer[0..<count] where state.quitBytes.contains(byte) {
        end(status: byte == 0x03 ? 128 + SIGINT : 0)
      }
      state.kept += buffer[0..<count]
    }
  }

  /// Restores the terminal and ends the process at once (the loop's thread is busy).
  private static func end(status: Int32) -> Never {
    TerminalRestore.restore()
    _exit(status)
  }
}
