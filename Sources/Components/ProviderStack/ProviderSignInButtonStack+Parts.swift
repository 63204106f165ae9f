import Theme

extension ProviderSignInButtonStack {
  /// The part tree: full-width buttons at least 54 pt tall (scaled with `headline`), radius 16,
  /// 18 × 8 pt padding, a 24 pt icon slot 14 pt from the title; the waiting ones dimmed to 50 %
  /// and no button tappable while one authenticates.
  public static func parts(_ state: State, _ environment: PartsEnvironment) -> Part {
    let loading = state.loadingID
    let buttons = state.configuration.options.map { option -> Part in
      let isLoading = loading == option.id
      let isWaiting = loading != nil && !isLoading
      let slotContent: Part =
        isLoading
        ? Part(
          "option.\(option.id).spinner", .spinner,
          bindings: RoleBindings(foreground: option.foreground))
        : .icon("option.\(option.id).icon", option.icon, color: option.foreground)
      let slot = Part(
        "option.\(option.id).slot", .stack(.vertical, spacing: .points(0), alignment: .center),
        metrics: Metrics(height: 24, width: 24, scalesWith: .headline), children: [slotContent])
      let title = Part(
        "option.\(option.id).title", .text, text: option.title,
        bindings: RoleBindings(foreground: option.foreground, font: FontBinding(.headline)),
        metrics: Metrics(wraps: true))
      let content = Part.stack(
        "option.\(option.id).content", .horizontal, spacing: .points(14), alignment: .center,
        [slot, title, Part("option.\(option.id).spacer", .spacer)])
      return Part(
        "option.\(option.id)", .button(.provider),
        bindings: RoleBindings(
          background: option.background, foreground: option.foreground,
          font: FontBinding(.headline),
          radius: .points(16), padding: .points(horizontal: 18, vertical: 8),
          motion: environment.reduceMotion ? MotionBinding.none : .role(.standard)),
        metrics: Metrics(minHeight: 54, scalesWith: .headline, fullWidth: true),
        accessibility: Accessibility(
          label: option.title, value: isLoading ? Copy.signingIn : nil, traits: [.button]),
        children: [content]
      )
      .flag(.dimmed, isWaiting).flag(.notTappable, loading != nil)
    }
    let stack = Part.stack(
      "provider-stack", spacing: .points(max(state.configuration.spacing, 0)), alignment: .fill,
      buttons)
    return environment.redacted ? stack.redactingAll(breathing: !environment.reduceMotion) : stack
  }

  /// The demo's stand-in: each option authenticates for 1.4 seconds.
  public static let exampleAuth = ExampleAuth<ProviderSignInButtonStack> { effect, _ in
    guard case .authenticate(let id) = effect else { return [] }
    return [.init(after: 1.4, event: .authenticateReturned(id))]
  }

  /// The stack's review states, built by events.
  public static var catalogue: [CatalogueState] {
    let roles = Configuration(options: [
      Option(
        id: "email", title: Copy.email, icon: "envelope.fill",
        background: .role(.accent),
        foreground: .role(.accentOn)),
      Option(
        id: "phone", title: Copy.phone, icon: "phone.fill", background: .role(.fill),
        foreground: .role(.textPrimary)),
    ])
    return [
      entry("rest", "Rest", "Passkey, Email and Phone in the demo's colors, 12 pt apart.", []),
      entry(
        "loading-passkey", "Loading passkey",
        "Passkey's spinner; the others dimmed and not tappable.",
        [.send(.tapped("passkey"))]),
      entry(
        "loading-email", "Loading email", "Email's spinner; a second tap on Phone is ignored.",
        [.send(.tapped("email")), .send(.tapped("phone"))]),
      entry("loading-phone", "Loading phone", "Phone's spinner.", [.send(.tapped("phone"))]),
      entry(
        "finished", "Finished", "authenticate returned after 1.4 s: every button back at rest.",
        sameScene: SameScene(
          as: "rest",
          because:
            "the stack has no done look; the host shows the outcome outside it, as the demo's "
            + "status line does"),
        [.send(.tapped("email")), .wait(1.4)]),
      entry(
        "cancelled", "Cancelled on disappear",
        "The stack left the screen while loading: the task is cancelled.",
        sameScene: SameScene(as: "rest", because: "a cancel goes back to rest quietly"),
        [.send(.tapped("email")), .send(.disappeared)]),
      entry(
        "role-colors", "Role colors", "Backgrounds given as brand roles instead of literal colors.",
        configuration: roles, [.send(.tapped("phone"))]),
      entry(
        "accessibility-size", "Accessibility size",
        "The 54 pt minimum height and icon slot scale with the text.",
        overrides: EnvironmentOverrides(isAccessibilitySize: true), []),
    ]
  }
}
