/// What assistive technologies read for a part.
public struct Accessibility: Sendable, Hashable {
  /// The spoken label ("Email", "Show password").
  public var label: String?
  /// The hint (a field's error).
  public var hint: String?
  /// The value ("Done" or "Not yet" for a rule, "Signing in" for a loading button).
  public var value: String?
  /// The traits.
  public var traits: Set<Trait>
  /// Whether the part is hidden from assistive technologies (decorative).
  public var isHidden: Bool
  /// Whether the part and its children read as one element ("Step 2 of 3").
  public var combinesChildren: Bool
  /// Whether the value is spoken character by character (code digits).
  public var spellsOut: Bool

  /// An accessibility trait.
  public enum Trait: String, Sendable, CaseIterable, Comparable {
    /// A button.
    case button
    /// A link.
    case link
    /// A heading.
    case header
    /// Static text.
    case staticText
    /// An image.
    case image
    /// A text field.
    case textField
    /// Text that changes over time (a countdown).
    case updatesFrequently
    /// Not enabled.
    case notEnabled

    /// Orders traits by name, for stable dumps.
    public static func < (a: Trait, b: Trait) -> Bool { a.rawValue < b.rawValue }
  }

  /// Creates accessibility metadata.
  public init(
    label: String? = nil, hint: String? = nil, value: String? = nil, traits: Set<Trait> = [],
    isHidden: Bool = false, combinesChildren: Bool = false, spellsOut: Bool = false
  ) {
    self.label = label
    self.hint = hint
    self.value = value
    self.traits = traits
    self.isHidden = isHidden
    self.combinesChildren = combinesChildren
    self.spellsOut = spellsOut
  }

  /// Whether nothing is set.
  var isEmpty: Bool { self == Accessibility() }
}
