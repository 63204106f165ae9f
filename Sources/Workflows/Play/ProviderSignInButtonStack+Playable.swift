import Components

extension ProviderSignInButtonStack: Playable {
  public static func fields(_ state: State) -> [PlayField<Self>] { [] }

  public static func returnKey(_ state: State, focus: String?) -> PlayReturn<Self> { .nothing }

  public static func commands(_ state: State) -> [BlockKey<Self>] {
    let options = state.configuration.options.prefix(9)
    return options.enumerated().map { index, option in
      BlockKey(key: Character(String(index + 1)), label: option.title, event: .tapped(option.id))
    } + [BlockKey(key: "x", label: "leave the screen", event: .disappeared)]
  }

  public static func report(_ effect: Effect) -> String? {
    switch effect {
    case .authenticate(let id): EffectText.called("authenticate", id)
    case .cancel(let id): "cancelled \(id)"
    case .shared(let effect): EffectText.shared(effect)
    }
  }
}
