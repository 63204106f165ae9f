import Theme

/// The themed pieces the blocks share: the card, a field group, the accent button, errors, rules,
/// code boxes and links, each bound exactly as the specs' Theming sections say.
enum Kit {
  /// The wording of the shared pieces (each block's own wording is in its `Copy`): the rule
  /// list's values and the titles of the rules Sign In and Reset password both offer, and the
  /// reveal eye.
  enum Copy {
    static let ruleMet = "Done"
    static let ruleUnmet = "Not yet"
    static func minimumLength(_ n: Int) -> String { "At least \(n) characters" }
    static let numberOrSymbol = "A number or symbol"
    static let mixedCase = "Upper- and lower-case letters"
    static let showPassword = "Show password"
    static let hidePassword = "Hide password"
  }

  /// The card: `surface`, `radius.lg`, `space.lg` (16 pt) padding.
  static func card(_ id: String, spacing: Part.Spacing, motion: MotionBinding, _ children: [Part?])
    -> Part
  {
    Part(
      id, .card(spacing: spacing),
      bindings: RoleBindings(
        background: .role(.surface), radius: .role(.lg), padding: .role(.lg), motion: motion),
      children: children.compactMap { $0 })
  }

  /// A field's label: `subhead` in `textSecondary`.
  static func fieldLabel(_ id: String, _ text: String) -> Part {
    .label(id, text, font: FontBinding(.subhead), color: .textSecondary).a11y(hidden: true)
  }

  /// The border of a field or code boxes: `separator`, `textPrimary` when focused, `danger` on an
  /// error (the error wins).
  static func border(focused: Bool, error: Bool) -> ColorBinding {
    .role(error ? .danger : focused ? .textPrimary : .separator)
  }

  /// A 52 pt field on `fill`, `radius.md`, hairline border, `body` in `textPrimary`, prompt in
  /// `textTertiary`. Its height is a `@ScaledMetric` relative to `body`; at accessibility sizes
  /// the scaled height becomes a minimum.
  static func field(
    _ id: String, label: String, value: String, prompt: String?, spec: Part.FieldSpec,
    focused: Bool, error: String?, showsError: Bool, env: PartsEnvironment, motion: MotionBinding,
    accessories: [Part] = []
  ) -> Part {
    Part(
      id, .field(spec), text: value, placeholder: prompt,
      bindings: RoleBindings(
        background: .role(.fill), foreground: .role(.textPrimary),
        border: border(focused: focused, error: showsError && error != nil),
        prompt: .role(.textTertiary), font: FontBinding(.body), radius: .role(.md),
        stroke: .hairline,
        motion: motion),
      metrics: env.isAccessibilitySize
        ? Metrics(minHeight: Metrics.controlHeight, scalesWith: .body, fullWidth: true)
        : Metrics(height: Metrics.controlHeight, scalesWith: .body, fullWidth: true),
      accessibility: Accessibility(
        label: label, hint: showsError ? error : nil, value: spec.isSecure ? nil : value,
        traits: [.textField]),
      children: accessories
    )
    .flag(.focused, focused).flag(.error, showsError && error != nil).flag(.secure, spec.isSecure)
  }

  /// An error line: `footnote` in `danger`, wrapping at accessibility sizes; nil without a message.
  static func error(_ id: String, _ message: String?, env: PartsEnvironment) -> Part? {
    guard let message else { return nil }
    return Part.label(id, message, font: FontBinding(.footnote), color: .danger)
      .wrapping(env.isAccessibilitySize)
  }

  /// A 52 pt button (a `@ScaledMetric` relative to `headline`) with a text label, a spinner in
  /// the label's place, or a check.
  ///
  /// `style` decides the colors: `.accent` (accent on accentOn), `.secondary` (fill with
  /// textPrimary), `.apple` (the system's black or white by appearance).
  ///
  /// A disabled button at rest draws the disabled look: `fill` with its label in
  /// `textSecondary`, so it no longer reads as the accent. Sign in with Apple keeps Apple's
  /// colors (Apple asks that its button not be recolored) and is dimmed to 50 % instead, as a
  /// button waiting for another one. A busy button (spinner or check) keeps its colors.
  static func button(
    _ id: String, title: String, style: Part.ButtonStyle, phase: ButtonPhase,
    disabled: Bool = false,
    busyValue: String? = nil, doneValue: String? = nil, icon: String? = nil, env: PartsEnvironment
  ) -> Part {
    let background: ColorBinding
    let foreground: ColorBinding
    let disabledLook = disabled && phase == .rest && style != .apple
    switch style {
    case _ where disabledLook:
      background = .role(.fill)
      foreground = .role(.textSecondary)
    case .apple:
      background = .system(.appleButtonBackground)
      foreground = .system(.appleButtonForeground)
    case .secondary:
      background = .role(.fill)
      foreground = .role(.textPrimary)
    default:
      background = .role(.accent)
      foreground = .role(.accentOn)
    }
    let content: Part
    switch phase {
    case .rest:
      let label = Part(
        "\(id).label", .text, text: title,
        bindings: RoleBindings(foreground: foreground, font: FontBinding(.headline)))
      if let icon {
        content = .stack(
          "\(id).content", .horizontal, spacing: .points(8), alignment: .center,
          [.icon("\(id).icon", icon, color: foreground), label])
      } else {
        content = label
      }
    case .running:
      content = Part("\(id).spinner", .spinner, bindings: RoleBindings(foreground: foreground))
    case .done:
      content = Part("\(id).check", .check, bindings: RoleBindings(foreground: foreground))
    }
    return Part(
      id, .button(style),
      bindings: RoleBindings(
        background: background, foreground: foreground, font: FontBinding(.headline),
        radius: .role(.md), motion: .motion(.standard, reduceMotion: env.reduceMotion)),
      metrics: env.isAccessibilitySize
        ? Metrics(minHeight: Metrics.controlHeight, scalesWith: .headline, fullWidth: true)
        : Metrics(height: Metrics.controlHeight, scalesWith: .headline, fullWidth: true),
      accessibility: Accessibility(
        label: title,
        value: phase == .running ? busyValue : phase == .done ? doneValue : nil,
        traits: disabled ? [.button, .notEnabled] : [.button]),
      children: [content]
    ).flag(.disabled, disabled).flag(.dimmed, disabled && phase == .rest && style == .apple)
  }

  /// A text link or text button in `textPrimary` with a 44 pt target.
  static func link(
    _ id: String, _ title: String, weight: FontBinding.Weight?, style: TypeRole = .subhead,
    label: String? = nil, disabled: Bool = false
  ) -> Part {
    Part(
      id, .link, text: title,
      bindings: RoleBindings(
        foreground: .role(.textPrimary), font: FontBinding(style, weight: weight)),
      metrics: Metrics(minimumTarget: Metrics.minimumTarget),
      accessibility: Accessibility(
        label: label ?? title, traits: disabled ? [.button, .notEnabled] : [.button])
    ).flag(.disabled, disabled)
  }

  /// The hairline divider (SPHairline) with "or" in `footnote` `textSecondary`.
  static func hairline(_ id: String, text: String?) -> Part {
    Part(
      id, .divider, text: text,
      bindings: RoleBindings(
        foreground: .role(.textSecondary), border: .role(.separator), font: FontBinding(.footnote),
        stroke: .hairline),
      accessibility: Accessibility(isHidden: true))
  }

  /// One password rule as the list shows it.
  struct RuleRow: Equatable {
    var key: String
    var title: String
    var met: Bool
  }

  /// Password rules: met ones `textPrimary` with a filled check, unmet ones `textSecondary` with a
  /// `textTertiary` circle, and `danger` when a submit found them unmet. Each reads "Done" or
  /// "Not yet".
  static func rules(_ id: String, _ rows: [RuleRow], refused: Bool, env: PartsEnvironment) -> Part {
    Part(
      id, .ruleList,
      children: rows.map { row in
        let unmetColor: ColorRole = refused ? .danger : .textSecondary
        let circleColor: ColorRole = refused ? .danger : .textTertiary
        return Part(
          "\(id).\(row.key)", .rule(met: row.met), text: row.title,
          bindings: RoleBindings(
            foreground: .role(row.met ? .textPrimary : unmetColor), font: FontBinding(.subhead),
            motion: .motion(.snappy, reduceMotion: env.reduceMotion)),
          metrics: Metrics(wraps: env.isAccessibilitySize),
          accessibility: Accessibility(
            label: row.title, value: row.met ? Copy.ruleMet : Copy.ruleUnmet,
            combinesChildren: true),
          children: [
            .icon(
              "\(id).\(row.key).icon", row.met ? "checkmark.circle.fill" : "circle",
              color: .role(row.met ? .textPrimary : circleColor))
          ]
        ).flag(.error, refused && !row.met)
      })
  }

  /// Code boxes over one real one-time-code field: 52 pt boxes (a `@ScaledMetric` relative to
  /// the digits' `title2`) on `fill`, `radius.md`, hairline
  /// border, digits in the display face at 22 pt semibold with tabular figures; read as one field
  /// with its digits spoken one by one.
  static func codeBoxes(
    _ id: String, label: String, digits: String, length: Int, focused: Bool, error: String?,
    env: PartsEnvironment
  ) -> Part {
    Part(
      id, .codeBoxes(length: length), text: digits,
      bindings: RoleBindings(
        background: .role(.fill), foreground: .role(.textPrimary),
        border: border(focused: focused, error: error != nil),
        font: FontBinding(
          .title2, weight: .semibold, face: .display, pointSize: 22, tabularFigures: true),
        radius: .role(.md), stroke: .hairline,
        motion: .motion(.snappy, reduceMotion: env.reduceMotion)),
      metrics: Metrics(
        height: Metrics.controlHeight, scalesWith: .title2, sharesWidth: env.isAccessibilitySize,
        fullWidth: true),
      accessibility: Accessibility(
        label: label, hint: error, value: digits.map(String.init).joined(separator: " "),
        traits: [.textField], spellsOut: true)
    )
    .flag(.focused, focused).flag(.error, error != nil)
  }

  /// A countdown line in `textTertiary` with tabular figures, read as text.
  static func countdown(_ id: String, _ text: String) -> Part {
    Part(
      id, .text, text: text,
      bindings: RoleBindings(
        foreground: .role(.textTertiary), font: FontBinding(.subhead, tabularFigures: true)),
      accessibility: Accessibility(label: text, traits: [.staticText, .updatesFrequently]))
  }
}

extension Kit {
  /// A field group: its label row, the field, and what shows under it, 6 pt apart.
  static func group(_ id: String, _ children: [Part?]) -> Part {
    .stack(id, .vertical, spacing: .points(6), alignment: .fill, children)
  }

  /// A secondary line: `subhead` in `textSecondary`, wrapping at accessibility sizes.
  static func line(_ id: String, _ text: String, env: PartsEnvironment) -> Part {
    Part.label(id, text, font: FontBinding(.subhead), color: .textSecondary).wrapping(
      env.isAccessibilitySize)
  }

  /// The reveal eye: `textSecondary`, a 44 pt target, read "Show password" or "Hide password".
  static func revealEye(_ id: String, revealed: Bool) -> Part {
    Part(
      id, .button(.icon), metrics: Metrics(minimumTarget: Metrics.minimumTarget),
      accessibility: Accessibility(
        label: revealed ? Copy.hidePassword : Copy.showPassword, traits: [.button]),
      children: [.icon("\(id).icon", revealed ? "eye.slash" : "eye", color: .role(.textSecondary))])
  }
}
