import Theme

// Small fluent helpers the blocks use to build their trees. Internal: the public surface is the
// finished tree.
extension Part {
  /// A copy with `change` applied.
  func with(_ change: (inout Part) -> Void) -> Part {
    var copy = self
    change(&copy)
    return copy
  }

  /// A copy with the flag inserted when `condition` holds.
  func flag(_ flag: Flag, _ condition: Bool = true) -> Part {
    condition ? with { $0.flags.insert(flag) } : self
  }

  /// A copy with accessibility fields set (nil arguments keep the current value).
  func a11y(
    label: String? = nil, hint: String? = nil, value: String? = nil,
    traits: Set<Accessibility.Trait> = [],
    hidden: Bool = false, combined: Bool = false, spellsOut: Bool = false
  ) -> Part {
    with {
      if let label { $0.accessibility.label = label }
      if let hint { $0.accessibility.hint = hint }
      if let value { $0.accessibility.value = value }
      $0.accessibility.traits.formUnion(traits)
      if hidden { $0.accessibility.isHidden = true }
      if combined { $0.accessibility.combinesChildren = true }
      if spellsOut { $0.accessibility.spellsOut = true }
    }
  }

  /// A copy whose text wraps when `condition` holds.
  func wrapping(_ condition: Bool = true) -> Part {
    condition ? with { $0.metrics.wraps = true } : self
  }

  /// A vertical or horizontal stack of the non-nil parts.
  static func stack(
    _ id: String, _ axis: Axis = .vertical, spacing: Spacing = .points(0),
    alignment: Alignment = .fill, _ children: [Part?]
  ) -> Part {
    Part(
      id, .stack(axis, spacing: spacing, alignment: alignment), children: children.compactMap { $0 }
    )
  }

  /// A text run in `font` and `color`.
  static func label(
    _ id: String, _ text: String, font: FontBinding, color: ColorRole,
    traits: Set<Accessibility.Trait> = [.staticText]
  ) -> Part {
    Part(id, .text, text: text, bindings: RoleBindings(foreground: .role(color), font: font))
      .a11y(traits: traits)
  }

  /// A symbol in `color`, hidden from VoiceOver unless `label` is given; `size` points square
  /// (else sized by its label's text), grown with the text style `style` when given.
  static func icon(
    _ id: String, _ name: String, color: ColorBinding, size: Double? = nil,
    scalesWith style: TypeRole? = nil, label: String? = nil
  )
    -> Part
  {
    Part(
      id, .icon(name), bindings: RoleBindings(foreground: color),
      metrics: Metrics(height: size, width: size, scalesWith: style),
      accessibility: label.map { Accessibility(label: $0, traits: [.image]) }
        ?? Accessibility(isHidden: true))
  }

  /// Marks every drawn leaf as a redacted grey shape, breathing unless `breathing` is false.
  func redactingAll(breathing: Bool) -> Part {
    with { part in
      switch part.kind {
      case .card, .field, .button, .text, .link, .icon, .codeBoxes, .rule, .capsule, .spinner,
        .check, .divider:
        part.flags.insert(.redacted)
        if breathing { part.flags.insert(.breathing) }
      default: break
      }
      part.children = part.children.map { $0.redactingAll(breathing: breathing) }
    }
  }
}
