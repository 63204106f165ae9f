import Components

/// What `sptheme play` needs to know about a block beyond ``Block``: which fields take typing,
/// where focus is, what Return does, and which keys tap its links and secondary buttons.
///
/// Each block maps keys to its own `Event`s here (in `<Block>+Playable.swift`); the reducer still
/// decides everything, so a key that the spec does not allow in a state does nothing.
protocol Playable: Block {
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
  static var keepsFocus: Bool { true }
  static func focus(_ state: State) -> String? { nil }
  static func focusEvent(_ field: String?) -> Event? { nil }
}

/// A field the player types into: its name, the part that draws it, and how to read and edit it.
struct PlayField<B: Block> {
  /// The field's name (`email`).
  var name: String
  /// The id of the part that draws it (`email.field`).
  var partID: String
  /// Its text in a state.
  var text: (B.State) -> String
  /// The event that sets its text.
  var edit: (String) -> B.Event
}

/// A command key of a block: a character and the event it sends.
struct BlockKey<B: Block> {
  /// The key (typed outside a field, or with Alt inside one).
  var key: Character
  /// The footer label.
  var label: String
  /// The event.
  var event: B.Event
}

/// What Return does.
struct PlayReturn<B: Block> {
  enum Action {
    /// Send an event.
    case send(B.Event)
    /// Move the player's own focus (for blocks that do not keep it).
    case focus(String)
    /// Nothing in this state.
    case nothing
  }
  var action: Action
  /// The footer label ("Next", "Sign in").
  var label: String

  static func send(_ event: B.Event, _ label: String) -> PlayReturn {
    PlayReturn(action: .send(event), label: label)
  }
  static var nothing: PlayReturn { PlayReturn(action: .nothing, label: "") }
}

/// Effects every block reports the same way.
enum EffectText {
  /// How a shared effect reads: haptics and announcements; focus moves and animations show on
  /// screen anyway.
  static func shared<Focus>(_ effect: SharedEffect<Focus>) -> String? {
    switch effect {
    case .haptic(let haptic): "haptic: \(haptic.rawValue)"
    case .announce(let text): "announced: \"\(text)\""
    case .focus, .animate: nil
    }
  }
  static func called(_ name: String, _ argument: String? = nil) -> String {
    "called \(name)" + (argument.map { "(\($0))" } ?? "")
  }
}
