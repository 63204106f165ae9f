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
  /// the example auth answering effects (pass `auth: nil` to answer by hand with events).
  static func entry(
    _ name: String, _ title: String, _ note: String, configuration: Configuration? = nil,
    auth: Bool = true, overrides: EnvironmentOverrides = EnvironmentOverrides(),
    _ steps: [ScriptStep<Self>]
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
      build: { parts(state, $0) })
  }
}
