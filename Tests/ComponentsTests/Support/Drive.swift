@testable import Components

/// Runs `events` through `B.reduce` from the initial state; returns the state and every effect.
func drive<B: Block>(_: B.Type, _ configuration: B.Configuration, _ events: [B.Event]) -> (
  state: B.State, effects: [B.Effect]
) {
  var state = B.initialState(configuration)
  var effects: [B.Effect] = []
  for event in events { effects += B.reduce(&state, event) }
  return (state, effects)
}

/// Applies one more event; returns only its effects.
func step<B: Block>(_: B.Type, _ state: inout B.State, _ event: B.Event) -> [B.Effect] {
  B.reduce(&state, event)
}

/// A part that must exist in `tree`.
func part(_ tree: Part, _ id: String) throws -> Part {
  guard let found = tree.find(id) else {
    throw LookupError(message: "no part \(id) in\n\(tree.dump())")
  }
  return found
}

struct LookupError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
