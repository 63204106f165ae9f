/// An alias found inside a `$value`, in a slot where the spec allows one.
///
/// The parser does not check the slot: the caller resolves the reference, substitutes the
/// resolved JSON at ``pointer`` and parses the value again.
public struct ValueReference: Sendable, Equatable {
  /// Where the reference sits, relative to the `$value` (the root pointer for a whole-value alias).
  public var pointer: JSONPointer
  /// The reference as written.
  public var reference: AliasReference
  /// The token type the target must have (`color` for `border.color`, `shadow` for an element of
  /// a shadow array, `dimension` for an element of `dashArray`), or `nil` for a JSON Pointer into
  /// a piece of a value (a color component, a dimension's `unit`), which has no token type and
  /// is checked when the value is parsed again.
  public var expectedType: TokenType?

  /// Creates a reference record.
  public init(pointer: JSONPointer, reference: AliasReference, expectedType: TokenType?) {
    self.pointer = pointer
    self.reference = reference
    self.expectedType = expectedType
  }
}
