import Components
import Render

/// A block being played, whatever its type: the event loop talks to this.
public protocol Player {
  /// The block.
  var kind: BlockKind { get }
  /// The focused field, if any (typing goes there; letters are commands when nil).
  var focus: String? { get }
  /// The status line: effects the terminal cannot perform, newest last.
  var status: [String] { get }
  /// Whether host answers are still to come (time must keep flowing).
  var isWaiting: Bool { get }
  /// The part tree now.
  func part(_ environment: PartsEnvironment) -> Part
  /// The footer's keys for the block.
  var help: [PlayScreen.HelpItem] { get }
  /// Handles a key meant for the block (text, Tab, Return, Backspace, arrows).
  mutating func handle(_ key: Key)
  /// Runs a command key; false when the block has none by that key.
  mutating func command(_ key: Character) -> Bool
  /// Leaves the focused field.
  mutating func blur()
  /// Lets `seconds` of block time pass; true when the state changed.
  mutating func advance(by seconds: Double) -> Bool
}

/// Plays one block: its real reducer in a ``BlockSession``, answered by the block's example auth.
public struct BlockPlayer<B: Playable>: Player {
  /// The block's session: its state, time and effects.
  public private(set) var session: BlockSession<B>
  /// Focus for blocks that do not keep it.
  private var hostFocus: String?
  /// The status line: effects the terminal cannot perform, newest last.
  public private(set) var status: [String] = []
  private var reported = 0

  /// Starts the block's example configuration, the stand-in auth answering after `delay`
  /// seconds (the example's own delays when nil), with the first field focused.
  public init(delay: Double?) {
    let auth = delay.map { B.exampleAuth.delayed($0) } ?? B.exampleAuth
    session = BlockSession(configuration: B.example, auth: auth)
    if let first = B.fields(session.state).first { moveFocus(to: first.name) }
    reported = session.effects.count
  }

  /// The block.
  public var kind: BlockKind { B.kind }
  /// Whether host answers are still to come.
  public var isWaiting: Bool { session.isWaiting }
  /// The block's state now.
  public var state: B.State { session.state }

  /// The focused field, if any.
  public var focus: String? {
    B.keepsFocus ? B.focus(session.state) : hostFocus
  }

  private var fields: [PlayField<B>] { B.fields(session.state) }

  /// The part tree now, the player's own focus marked.
  public func part(_ environment: PartsEnvironment) -> Part {
    let part = B.parts(session.state, environment)
    guard !B.keepsFocus, let focus = hostFocus else { return part }
    return part.focusing(fields.first { $0.name == focus }?.partID)
  }

  /// The footer's keys for the block in its state.
  public var help: [PlayScreen.HelpItem] {
    var items: [PlayScreen.HelpItem] = []
    let fields = self.fields
    let returnKey = B.returnKey(session.state, focus: focus)
    if fields.count > 1 || (fields.count == 1 && focus == nil) {
      items.append(PlayWording.tab(focused: focus != nil))
    }
    if !returnKey.label.isEmpty { items.append(PlayWording.returnKey(returnKey.label)) }
    if focus != nil { items.append(PlayWording.escape) }
    items += B.commands(session.state).map { .init(String($0.key), $0.label) }
    return items
  }

  /// Handles a key meant for the block.
  public mutating func handle(_ key: Key) {
    let focused = fields.first { $0.name == focus }
    switch key {
    case .text(let text):
      guard let field = focused else { return }
      send(field.edit(field.text(session.state) + text))
    case .backspace:
      guard let field = focused else { return }
      send(field.edit(String(field.text(session.state).dropLast())))
    case .tab, .down:
      cycleFocus(by: 1)
    case .backTab, .up:
      cycleFocus(by: -1)
    case .enter:
      switch B.returnKey(session.state, focus: focus).action {
      case .send(let event): send(event)
      case .focus(let field): moveFocus(to: field)
      case .nothing: break
      }
    default:
      break
    }
  }

  /// Runs a command key; false when the block has none by that key.
  public mutating func command(_ key: Character) -> Bool {
    guard let command = B.commands(session.state).first(where: { $0.key == key }) else {
      return false
    }
    send(command.event)
    return true
  }

  /// Leaves the focused field.
  public mutating func blur() {
    moveFocus(to: nil)
  }

  /// Lets `seconds` of block time pass; true when the state changed.
  public mutating func advance(by seconds: Double) -> Bool {
    let before = session.state
    session.advance(by: seconds)
    collect(startsBatch: false)
    return session.state != before
  }

  private mutating func cycleFocus(by step: Int) {
    let names = fields.map(\.name)
    guard !names.isEmpty else { return }
    guard let current = focus, let index = names.firstIndex(of: current) else {
      moveFocus(to: step > 0 ? names.first : names.last)
      return
    }
    moveFocus(to: names[(index + step + names.count) % names.count])
  }

  private mutating func moveFocus(to field: String?) {
    if B.keepsFocus {
      if let event = B.focusEvent(field) { send(event) }
    } else {
      hostFocus = field
    }
  }

  private mutating func send(_ event: B.Event) {
    session.send(event)
    collect(startsBatch: true)
    // A screen change can take the player's focus away: then the new screen's first field.
    if !B.keepsFocus, let focus = hostFocus, !fields.contains(where: { $0.name == focus }) {
      hostFocus = fields.first?.name
    }
  }

  /// Moves new effects into the status line: a key's effects start a new line, the answers and
  /// ticks that follow add to it.
  private mutating func collect(startsBatch: Bool) {
    let new = session.effects[reported...].compactMap(B.report)
    reported = session.effects.count
    guard !new.isEmpty else { return }
    status = (startsBatch ? [] : status) + new
    if status.count > 12 { status.removeFirst(status.count - 12) }
  }
}
