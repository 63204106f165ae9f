/// One named review state of a block, type-erased so renderers and the CLI can walk every block.
public struct CatalogueState: Sendable, Identifiable {
  /// `<block>/<state>`, such as `sign-in/invalid`.
  public let id: String
  /// The block.
  public let block: BlockKind
  /// A short title ("Refused submit").
  public let title: String
  /// What the state shows and how it was reached.
  public let note: String
  /// Environment settings the state needs (redacted, accessibility size), applied over the
  /// renderer's environment.
  public let overrides: EnvironmentOverrides
  /// The earlier state of the same block this one draws exactly like, on purpose, and why (nil:
  /// the state draws a scene of its own). A catalogue test holds every state to it.
  public let sameScene: SameScene?
  let build: @Sendable (PartsEnvironment) -> Part

  /// The state's name within its block (`invalid`).
  public var name: String {
    String(id.dropFirst(block.id.count + 1))
  }

  /// The environment the state is drawn in, given the renderer's.
  public func environment(_ base: PartsEnvironment) -> PartsEnvironment {
    var environment = base
    if let redacted = overrides.redacted { environment.redacted = redacted }
    if let size = overrides.isAccessibilitySize { environment.isAccessibilitySize = size }
    if let motion = overrides.reduceMotion { environment.reduceMotion = motion }
    return environment
  }

  /// The state's part tree in `environment` (after the state's overrides).
  public func part(_ environment: PartsEnvironment = .standard) -> Part {
    build(self.environment(environment))
  }
}

/// A catalogue state's declared twin: the state it draws exactly like, and the reason that is
/// right (a cancel goes back to rest, say), so a reviewer knows the likeness is meant.
public struct SameScene: Sendable, Equatable {
  /// The twin's name within the block (`rest`).
  public var state: String
  /// Why the two look the same.
  public var reason: String

  /// Declares that a state draws exactly like `state`, because of `reason`.
  public init(as state: String, because reason: String) {
    self.state = state
    self.reason = reason
  }
}

/// Environment settings a catalogue state fixes; nil leaves the renderer's choice.
public struct EnvironmentOverrides: Sendable, Equatable {
  /// Redacted while a session restores.
  public var redacted: Bool?
  /// An accessibility text size.
  public var isAccessibilitySize: Bool?
  /// Reduce Motion.
  public var reduceMotion: Bool?

  /// Creates overrides; every setting defaults to "leave as is".
  public init(redacted: Bool? = nil, isAccessibilitySize: Bool? = nil, reduceMotion: Bool? = nil) {
    self.redacted = redacted
    self.isAccessibilitySize = isAccessibilitySize
    self.reduceMotion = reduceMotion
  }
}

/// One step of a catalogue script.
enum ScriptStep<B: Block> {
  /// The user or host sends an event.
  case send(B.Event)
  /// Time passes; the example auth answers what falls due.
  case wait(Double)
}

extension Block {
  /// A catalogue state built by running `steps` from the initial state of `configuration`, with
  /// the example auth answering effects (pass `auth: nil` to answer by hand with events);
  /// `sameScene` declares an earlier state it draws exactly like, on purpose.
  static func entry(
    _ name: String, _ title: String, _ note: String, configuration: Configuration? = nil,
    auth: Bool = true, overrides: EnvironmentOverrides = EnvironmentOverrides(),
    sameScene: SameScene? = nil, _ steps: [ScriptStep<Self>]
  ) -> CatalogueState {
    var session = BlockSession<Self>(
      configuration: configuration ?? example, auth: auth ? exampleAuth : nil)
    for step in steps {
      switch step {
      case .send(let event): session.send(event)
      case .wait(let seconds): session.advance(by: seconds)
      }
    }
    let state = session.state
    return CatalogueState(
      id: "\(kind.id)/\(name)", block: kind, title: title, note: note, overrides: overrides,
      sameScene: sameScene, build: { parts(state, $0) })
  }
}
