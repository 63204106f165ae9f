/// A block running: its state, the clock, and the host answers still to come.
///
/// Feed it user events with `send(_:)` and let time pass with `advance(by:)`; the block's
/// `ExampleAuth` (when given) turns effects into host answers that arrive after their delay. The
/// catalogue builds its states this way, and an interactive mode can drive it with real time.
public struct BlockSession<B: Block>: Sendable {
  /// The block's current state.
  public private(set) var state: B.State
  /// Seconds since the session began.
  public private(set) var now: Double = 0
  /// Every effect the block asked for, in order.
  public private(set) var effects: [B.Effect] = []
  private var pending: [(due: Double, order: Int, event: B.Event)] = []
  private var order = 0
  private let auth: ExampleAuth<B>?

  /// Starts a session for `configuration`, answered by `auth` (nil: nobody answers).
  public init(configuration: B.Configuration, auth: ExampleAuth<B>?) {
    state = B.initialState(configuration)
    self.auth = auth
  }

  /// Sends an event now; returns the effects it produced.
  @discardableResult
  public mutating func send(_ event: B.Event) -> [B.Effect] {
    let produced = B.reduce(&state, event)
    effects += produced
    if let auth {
      for effect in produced {
        for answer in auth.answer(effect, state) {
          order += 1
          pending.append((now + answer.after, order, answer.event))
        }
      }
    }
    return produced
  }

  /// Lets `seconds` pass: ticks the block and delivers the answers that fall due, in time order.
  public mutating func advance(by seconds: Double) {
    let end = now + seconds
    while true {
      let next = pending.filter { $0.due <= end }.min { ($0.due, $0.order) < ($1.due, $1.order) }
      let target = next?.due ?? end
      if target > now {
        let delta = target - now
        now = target
        send(B.tick(delta))
      }
      guard let next else { break }
      pending.removeAll { $0.order == next.order }
      send(next.event)
    }
  }

  /// Whether host answers are still to come.
  public var isWaiting: Bool { !pending.isEmpty }
}

/// The stand-in auth of a spec's example: for an effect, the host answers and their delays.
public struct ExampleAuth<B: Block>: Sendable {
  /// A host answer: an event that arrives `after` seconds.
  public struct Answer: Sendable {
    /// The delay in seconds.
    public var after: Double
    /// The event.
    public var event: B.Event
  }

  let respond: @Sendable (B.Effect, B.State) -> [Answer]

  /// Creates a stand-in from a function of the effect and the state that produced it.
  public init(_ respond: @escaping @Sendable (B.Effect, B.State) -> [Answer]) {
    self.respond = respond
  }

  /// The answers to `effect`.
  public func answer(_ effect: B.Effect, _ state: B.State) -> [Answer] {
    respond(effect, state)
  }

  /// The same answers, each arriving after `seconds` instead of the example's delay (an
  /// interactive mode lets people choose how long the stand-in auth "works").
  public func delayed(_ seconds: Double) -> ExampleAuth<B> {
    let respond = self.respond
    return ExampleAuth { effect, state in
      respond(effect, state).map { Answer(after: max(0, seconds), event: $0.event) }
    }
  }
}
