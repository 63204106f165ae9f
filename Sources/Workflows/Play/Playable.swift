import Components

/// What `sptheme play` needs to know about a block beyond ``Block``: which fields take typing,
/// where focus is, what Return does, and which keys tap its links and secondary buttons.
///
/// Each block maps keys to its own `Event`s here (in `<Block>+Playable.swift`); the reducer still
/// decides everything, so a key that the spec does not allow in a state does nothing.
public protocol Playable: Block {
  /// Whether the block's state keeps focus (its reducer moves it); when it does not, the
  /// player keeps focus itself and marks the field in the part tree.
  static var keepsFocus: Bool { get }
  /// The fields that take typing in this state, in Tab order.
  static func fields(_ state: State) -> [PlayField<Self>]
  /// The focused field's name, when the block keeps focus.
  static func focus(_ state: State) -> String?
  /// The event that moves focus to a field (nil: leave the fields).
  static func focusEvent(_ field: String?) -> Event?
  /// What Return does with `focus` focused, and its footer label.
  static func returnKey(_ state: State, focus: String?) -> PlayReturn<Self>
  /// The block's own command keys in this state.
  static func commands(_ state: State) -> [BlockKey<Self>]
  /// How an effect the terminal cannot perform reads in the status line; nil for effects it
  /// performs itself (focus, countdown ticks) or that show on screen anyway (animations).
  static func report(_ effect: Effect) -> String?
}

extension Playable {
  /// Blocks keep their own focus unless they say otherwise.
  public static var keepsFocus: Bool { true }
  /// No focus kept in the state.
  public static func focus(_ state: State) -> String? { nil }
  /// No event moves focus.
  public static func focusEvent(_ field: String?) -> Event? { nil }
}

/// A field the player types into: its name, the part that draws it, and how to read and edit it.
public struct PlayField<B: Block> {
  /// The field's name (`email`).
  public var name: String
  /// The id of the part that draws it (`email.field`).
  public var partID: String
  /// Its text in a state.
  public var text: (B.State) -> String
  /// The event that sets its text.
  public var edit: (String) -> B.Event

  /// A field by its name, its part and how to read and edit its text.
  public init(
    name: String, partID: String, text: @escaping (B.State) -> String,
    edit: @escaping (String) -> B.Event
  ) {
    self.name = name
    self.partID = partID
    self.text = text
    self.edit = edit
  }
}

/// A command key of a block: a character and the event it sends.
public struct BlockKey<B: Block> {
  /// The key (typed outside a field, or with Alt inside one).
  public var key: Character
  /// The footer label.
  public var label: String
  /// The event.
  public var event: B.Event

  /// A key, its footer label and the event it sends.
  public init(key: Character, label: String, event: B.Event) {
    self.key = key
    self.label = label
    self.event = event
  }
}

/// What Return does.
public struct PlayReturn<B: Block> {
  /// What happens when Return is pressed.
  public enum Action {
    /// Send an event.
    case send(B.Event)
    /// Move the player's own focus (for blocks that do not keep it).
    case focus(String)
    /// Nothing in this state.
    case nothing
  }
  /// What happens.
  public var action: Action
  /// The footer label ("Next", "Sign in").
  public var label: String

  /// An action and its footer label.
  public init(action: Action, label: String) {
    self.action = action
    self.label = label
  }

  /// Return sends `event`, labelled `label`.
  public static func send(_ event: B.Event, _ label: String) -> PlayReturn {
    PlayReturn(action: .send(event), label: label)
  }
  /// Return does nothing (no label).
  public static var nothing: PlayReturn { PlayReturn(action: .nothing, label: "") }
}

/// Effects every block reports the same way.
public enum EffectText {
  /// How a shared effect reads: haptics and announcements; focus moves and animations show on
  /// screen anyway.
  public static func shared<Focus>(_ effect: SharedEffect<Focus>) -> String? {
    switch effect {
    case .haptic(let haptic): "haptic: \(haptic.rawValue)"
    case .announce(let text): "announced: \"\(text)\""
    case .focus, .animate: nil
    }
  }
  /// A host call: `called name(argument)`.
  public static func called(_ name: String, _ argument: String? = nil) -> String {
    "called \(name)" + (argument.map { "(\($0))" } ?? "")
  }
}
