import Components
import Render

/// A block being played, whatever its type: the event loop talks to this.
protocol Player {
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
struct BlockPlayer<B: Playable>: Player {
  private(set) var session: BlockSession<B>
  /// Focus for blocks that do not keep it.
  private var hostFocus: String?
  private(set) var status: [String] = []
  private var reported = 0

  /// Starts the block's example configuration, the stand-in auth answering after `delay`
  /// seconds (the example's own delays when nil), with the first field focused.
  init(delay: Double?) {
    let auth = delay.map { B.exampleAuth.delayed($0) } ?? B.exampleAuth
    session = BlockSession(configuration: B.example, auth: auth)
    if let first = B.fields(session.state).first { moveFocus(to: first.name) }
    reported = session.effects.count
  }

  var kind: BlockKind { B.kind }
  var isWaiting: Bool { session.isWaiting }
  var state: B.State { session.state }

  var focus: String? {
    B.keepsFocus ? B.focus(session.state) : hostFocus
  }

  private var fields: [PlayField<B>] { B.fields(session.state) }

  func part(_ environment: PartsEnvironment) -> Part {
    let part = B.parts(session.state, environment)
    guard !B.keepsFocus, let focus = hostFocus else { return part }
    return part.focusing(fields.first { $0.name == focus }?.partID)
  }

  var help: [PlayScreen.HelpItem] {
    var items: [PlayScreen.HelpItem] = []
    let fields = self.fields
    let returnKey = B.returnKey(session.state, focus: focus)
    if fields.count > 1 || (fields.count == 1 && focus == nil) {
      items.append(.init("Tab", focus == nil ? "into the fields" : "next field"))
    }
    if !returnKey.label.isEmpty { items.append(.init("⏎", returnKey.label)) }
    if focus != nil { items.append(.init("Esc", "leave the field, then:")) }
    items += B.commands(session.state).map { .init(String($0.key), $0.label) }
    return items
  }

  mutating func handle(_ key: Key) {
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

  mutating func command(_ key: Character) -> Bool {
    guard let command = B.commands(session.state).first(where: { $0.key == key }) else {
      return false
    }
    send(command.event)
    return true
  }

  mutating func blur() {
    moveFocus(to: nil)
  }

  mutating func advance(by seconds: Double) -> Bool {
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
