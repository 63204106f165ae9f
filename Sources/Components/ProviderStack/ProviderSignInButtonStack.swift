import Theme

/// A stack of full-width sign-in buttons, each with a leading icon slot and its own loading state;
/// one authenticates at a time while the others wait, dimmed (spec:
/// `provider-sign-in-button-stack.txt`).
public enum ProviderSignInButtonStack: Block {
  /// `provider-stack`.
  public static let kind = BlockKind.providerStack

  /// One provider button.
  public struct Option: Sendable, Equatable, Identifiable {
    /// A stable id (`email`).
    public var id: String
    /// The title ("Continue with Email").
    public var title: String
    /// The leading icon, by symbol name.
    public var icon: String
    /// The button's fill: a role of the brand or a literal color (indigo by default).
    public var background: ColorBinding
    /// The title, icon and spinner color (white by default).
    public var foreground: ColorBinding

    /// Creates an option; `authenticate` is the host's and is modelled by events.
    public init(
      id: String, title: String, icon: String, background: ColorBinding = Palette.indigo,
      foreground: ColorBinding = Palette.white
    ) {
      self.id = id
      self.title = title
      self.icon = icon
      self.background = background
      self.foreground = foreground
    }
  }

  /// The colors of the spec's demo: SwiftUI's `.indigo`, `.teal` and `.pink`, which adapt to
  /// the appearance (Apple's light and dark system colors).
  public enum Palette {
    /// SwiftUI's indigo: `#5856D6` light, `#5E5CE6` dark.
    public static let indigo = ColorBinding.system(.indigo)
    /// SwiftUI's teal: `#30B0C7` light, `#40C8E0` dark.
    public static let teal = ColorBinding.system(.teal)
    /// SwiftUI's pink: `#FF2D55` light, `#FF375F` dark.
    public static let pink = ColorBinding.system(.pink)
    /// White.
    public static let white = ColorBinding.literal(red: 1, green: 1, blue: 1, alpha: 1)
  }

  /// The options and the gap between buttons.
  public struct Configuration: Sendable, Equatable {
    /// The buttons, top to bottom.
    public var options: [Option]
    /// The gap in points (12 by default; negative values count as 0).
    public var spacing: Double

    /// Creates a configuration.
    public init(options: [Option], spacing: Double = 12) {
      self.options = options
      self.spacing = spacing
    }
  }

  /// The spec's demo: passkey in indigo, email in teal, phone in pink.
  public static let example = Configuration(options: [
    Option(
      id: "passkey", title: Copy.passkey, icon: "person.badge.key.fill",
      background: Palette.indigo),
    Option(id: "email", title: Copy.email, icon: "envelope.fill", background: Palette.teal),
    Option(id: "phone", title: Copy.phone, icon: "phone.fill", background: Palette.pink),
  ])

  /// The stack's wording, in one place (the titles are the demo's; a host passes its own).
  enum Copy {
    static let signingIn = "Signing in"
    static let passkey = "Continue with Passkey"
    static let email = "Continue with Email"
    static let phone = "Continue with Phone"
  }

  /// Which button is authenticating.
  public struct State: Sendable, Equatable {
    /// The configuration the stack was given.
    public internal(set) var configuration: Configuration
    /// The option authenticating, if any.
    public internal(set) var loadingID: String?
    /// Whether Reduce Motion is on (no animation then).
    public internal(set) var reduceMotion = false

    /// The initial state.
    public init(_ configuration: Configuration) { self.configuration = configuration }
  }

  /// Taps, the host's `authenticate` returning, and the stack leaving the screen.
  public enum Event: Sendable, Equatable {
    /// A button was tapped.
    case tapped(String)
    /// The option's `authenticate` returned.
    case authenticateReturned(String)
    /// The stack left the screen: the running task is cancelled.
    case disappeared
    /// Time passed.
    case tick(Double)
    /// Reduce Motion was turned on or off.
    case reduceMotionChanged(Bool)
  }

  /// What the stack asks the host to do.
  public enum Effect: BlockEffect {
    /// Run the option's `authenticate` in a task.
    case authenticate(String)
    /// Cancel the running task.
    case cancel(String)
    /// The animation of the loading change (`easeInOut(0.2)` in the spec, bound to
    /// `motion.standard`; none under Reduce Motion, as the spec does).
    case shared(SharedEffect<Never>)
  }

  /// The event that advances time.
  public static func tick(_ seconds: Double) -> Event { .tick(seconds) }

  /// The initial state for `configuration`.
  public static func initialState(_ configuration: Configuration) -> State { State(configuration) }

  /// Applies `event` to `state` and returns the effects.
  public static func reduce(_ state: inout State, _ event: Event) -> [Effect] {
    let animate = Effect.animate(state.reduceMotion ? .none : .change(.standard))
    switch event {
    case .tapped(let id):
      guard state.loadingID == nil, state.configuration.options.contains(where: { $0.id == id })
      else { return [] }
      state.loadingID = id
      return [.authenticate(id), animate]
    case .authenticateReturned(let id):
      guard state.loadingID == id else { return [] }
      state.loadingID = nil
      return [animate]
    case .disappeared:
      guard let id = state.loadingID else { return [] }
      state.loadingID = nil
      return [.cancel(id)]
    case .tick:
      return []
    case .reduceMotionChanged(let on):
      state.reduceMotion = on
      return []
    }
  }
}
