import Platform
import Workflows

/// What woke the event loop.
package enum LoopEvent: Equatable {
  /// Keys were pressed.
  case keys([Key])
  /// The terminal changed size (SIGWINCH).
  case resized
  /// A signal asks the program to stop (SIGTERM, SIGINT, SIGHUP, SIGQUIT).
  case stop(Int32)
  /// Watched files changed (after the burst of events of one save settled).
  case filesChanged([String])
}

/// Waits for keys, signals and file changes with `poll`, on one thread.
///
/// Time is read from the monotonic clock. Two things are held back on purpose: a lone ESC
/// (it may start a sequence; it becomes Esc after ``escapeWait`` without more bytes), and file
/// changes (reported once the watcher was quiet for ``settleWait``, so a save that is a
/// truncate, a write and a rename reloads once).
package struct EventLoop {
  /// How long a lone ESC waits for the rest of a sequence.
  package static let escapeWait = 0.03
  /// How long file events must be quiet before a reload.
  package static let settleWait = 0.008

  package let input: Int32
  package let watcher: FileWatcher?
  private var decoder = KeyDecoder()
  private var escapeDeadline: Double?
  private var changed: [String] = []
  private var settleDeadline: Double?
  package private(set) var inputClosed = false

  package init(input: Int32, watcher: FileWatcher?) {
    self.input = input
    self.watcher = watcher
    StopWatchdog.start(input: input)
  }

  /// Seconds on the monotonic clock.
  package static func now() -> Double {
    MonotonicClock.now()
  }

  /// Waits up to `timeout` seconds (forever when nil) and returns what happened; empty when the
  /// time ran out.
  ///
  /// Between two waits the loop is busy: ``StopWatchdog`` ends the process if a stop request
  /// (a quit key, a stop signal) waits longer than its grace, and hands back the other keys it
  /// read meanwhile, which this wait returns at once.
  package mutating func wait(timeout: Double?) -> [LoopEvent] {
    let kept = StopWatchdog.idle()
    defer { StopWatchdog.busy() }
    if !kept.isEmpty {
      let keys = decoder.feed(kept)
      escapeDeadline = decoder.isHolding ? Self.now() + Self.escapeWait : nil
      if !keys.isEmpty { return [.keys(keys)] }
    }
    let start = Self.now()
    var deadline = timeout.map { start + $0 }
    for held in [escapeDeadline, settleDeadline].compactMap({ $0 }) {
      deadline = min(deadline ?? held, held)
    }
    let milliseconds = deadline.map { Int32(max(0, ($0 - start) * 1000).rounded(.up)) } ?? -1

    var descriptors = [SignalPipe.readEnd]
    if !inputClosed { descriptors.append(input) }
    if let watcher, watcher.descriptor >= 0 { descriptors.append(watcher.descriptor) }
    var events: [LoopEvent] = []
    for ready in Descriptor.poll(descriptors, timeout: milliseconds) {
      switch ready.descriptor {
      case SignalPipe.readEnd:
        for signal in SignalPipe.drain() {
          events.append(signal == SignalPipe.windowChanged ? .resized : .stop(signal))
        }
      case input:
        let keys = readKeys(hangUp: ready.hungUp)
        if !keys.isEmpty { events.append(.keys(keys)) }
      default:
        if let watcher {
          changed += watcher.changes()
          if !changed.isEmpty { settleDeadline = Self.now() + Self.settleWait }
        }
      }
    }
    let now = Self.now()
    if let held = escapeDeadline, now >= held {
      escapeDeadline = nil
      let keys = decoder.flush()
      if !keys.isEmpty { events.append(.keys(keys)) }
    }
    if let settle = settleDeadline, now >= settle {
      settleDeadline = nil
      var seen = Set<String>()
      events.append(.filesChanged(changed.filter { seen.insert($0).inserted }))
      changed = []
    }
    return events
  }

  private mutating func readKeys(hangUp: Bool) -> [Key] {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = Descriptor.read(input, into: &buffer)
    if count <= 0, hangUp {
      // The terminal went away (hang-up): stop listening to it.
      inputClosed = true
      return []
    }
    guard count > 0 else { return [] }
    let keys = decoder.feed(Array(buffer[0..<count]))
    escapeDeadline = decoder.isHolding ? Self.now() + Self.escapeWait : nil
    return keys
  }
}
