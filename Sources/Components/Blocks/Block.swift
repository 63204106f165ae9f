/// A sign-in block as data: configuration, state, events, a pure reducer with effects as data, a
/// part tree per state, and a catalogue of named review states.
///
/// The reducer is the block's whole behaviour. Host closures, haptics, VoiceOver announcements,
/// focus moves and animations come back as `Effect` values; the host's answers (a closure
/// returned, threw or was cancelled) and the passing of time come in as `Event` values.
public protocol Block: SendableMetatype {
  /// Which optional parts the host passed, and the options it set.
  associatedtype Configuration: Sendable
  /// Everything the block remembers between events (it carries its configuration).
  associatedtype State: Sendable, Equatable
  /// User input, host results and the passing of time.
  associatedtype Event: Sendable, Equatable
  /// What the block asks the host to do: its own host calls and the shared effects.
  associatedtype Effect: BlockEffect

  /// The block's id and display name.
  static var kind: BlockKind { get }
  /// The configuration of the spec's example screen, with every option passed.
  static var example: Configuration { get }
  /// The state a block starts in for a configuration.
  static func initialState(_ configuration: Configuration) -> State
  /// The event that advances time by `seconds`.
  static func tick(_ seconds: Double) -> Event
  /// Applies `event` to `state` and returns the effects, in order.
  static func reduce(_ state: inout State, _ event: Event) -> [Effect]
  /// The part tree for one moment.
  static func parts(_ state: State, _ environment: PartsEnvironment) -> Part
  /// The stand-in auth of the spec's example: turns effects into the host's answers.
  static var exampleAuth: ExampleAuth<Self> { get }
  /// The named review states, each built by driving the reducer from the initial state.
  static var catalogue: [CatalogueState] { get }
}

/// The five blocks, for walking them generically (`sptheme list`, snapshots).
public enum BlockKind: String, Sendable, CaseIterable, Identifiable {
  /// SignInBlock.
  case signIn = "sign-in"
  /// MagicLinkSignIn.
  case magicLink = "magic-link"
  /// ResetPasswordBlock.
  case resetPassword = "reset-password"
  /// ProviderSignInButtonStack.
  case providerStack = "provider-stack"
  /// LoginAndSignUp.
  case login

  /// The id used in state and snapshot names (`sign-in`).
  public var id: String { rawValue }

  /// The name people read.
  public var displayName: String {
    switch self {
    case .signIn: return "Sign in"
    case .magicLink: return "Email link sign-in"
    case .resetPassword: return "Reset password"
    case .providerStack: return "Provider sign-in button stack"
    case .login: return "Login and sign up"
    }
  }

  /// The block's review states, in the order a reviewer walks them (built once).
  public var catalogue: [CatalogueState] {
    CatalogueIndex.catalogues[self] ?? []
  }

  /// The catalogue as the block builds it.
  var builtCatalogue: [CatalogueState] {
    switch self {
    case .signIn: return SignInBlock.catalogue
    case .magicLink: return MagicLinkSignIn.catalogue
    case .resetPassword: return ResetPasswordBlock.catalogue
    case .providerStack: return ProviderSignInButtonStack.catalogue
    case .login: return LoginAndSignUp.catalogue
    }
  }

  /// The catalogue state with the full id `<block>/<state>`, if any.
  public static func state(_ id: String) -> CatalogueState? {
    CatalogueIndex.states[id]
  }
}
