/// A role's value in a theme with the token it came from.
public struct ThemeValue<Value: Sendable & Equatable>: Sendable, Equatable {
  /// The typed value.
  public var value: Value
  /// The role's token path (`color.accent`).
  public var token: String
  /// The alias chain from the role to the literal value, each link with its `file:line:col`.
  public var provenance: [ProvenanceLink]

  /// Creates a value.
  public init(value: Value, token: String, provenance: [ProvenanceLink]) {
    self.value = value
    self.token = token
    self.provenance = provenance
  }
}

/// A motion role: the DTCG transition, plus spring parameters when the brand gives them
/// (`$extensions` → `org.sptheme.spring`).
public struct Motion: Sendable, Equatable {
  /// Spring parameters in SwiftUI's terms.
  public struct Spring: Sendable, Equatable {
    /// Seconds for one period of the spring.
    public var response: Double
    /// 1 is critically damped; lower bounces.
    public var dampingFraction: Double
  }

  /// Duration, delay and easing.
  public var transition: Transition
  /// The spring, if the brand gives one.
  public var spring: Spring?
}

extension Dimension {
  /// The size in points (1 px = 1 pt; 1 rem = 16 pt).
  public var points: Double {
    switch unit {
    case .px: value
    case .rem: value * 16
    }
  }
}
