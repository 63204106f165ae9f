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
  /// How it was written, which says what the caller does with it.
  public var form: Form

  /// How a reference was written.
  public enum Form: Sendable, Equatable {
    /// A DTCG reference (`"{a.b}"` or `$ref`): the slot becomes the target's value.
    case standard
    /// Tokens Studio's older `"$a.b"` (read with `--legacy`): as `"{a.b}"`, with a warning.
    case tokensStudioPath
    /// An operand of Tokens Studio math at ``pointer`` (read with `--legacy`): the slot stays,
    /// and the target's value is passed back to the parser to compute the expression.
    case mathOperand
  }

  /// Creates a reference record.
  public init(
    pointer: JSONPointer, reference: AliasReference, expectedType: TokenType?,
    form: Form = .standard
  ) {
    self.pointer = pointer
    self.reference = reference
    self.expectedType = expectedType
    self.form = form
  }
}
