/// How a template renders: what a missing partial does and how deep partials may nest.
public struct RenderOptions: Sendable, Equatable {
  /// What a partial or parent tag does when its template is missing.
  public enum MissingPartials: Sendable, Equatable {
    /// Rendering fails with ``TemplateError/Reason/unknownPartial(name:)`` (the default).
    case error
    /// The tag renders as the empty string, as the Mustache spec says.
    case renderEmpty
  }

  /// What a missing partial does; ``MissingPartials/error`` unless set.
  public var missingPartials: MissingPartials
  /// How many partials and parents may be open inside each other before rendering fails with
  /// ``TemplateError/Reason/partialDepthExceeded(name:limit:)``; 64 unless set.
  public var maxPartialDepth: Int
  /// The bytes the output is expected to take, made room for at once (the output grows past
  /// it as needed); 1024 unless set.
  public var expectedSize: Int
  /// The most bytes one rendering may write before it fails with
  /// ``TemplateError/Reason/outputTooLarge(name:limit:)`` (checked as each partial or parent is
  /// included, which is how output multiplies); 64 MiB unless set.
  public var maxOutputBytes: Int

  /// Creates options; the defaults are the project's strict mode.
  public init(
    missingPartials: MissingPartials = .error, maxPartialDepth: Int = 64, expectedSize: Int = 1024,
    maxOutputBytes: Int = 64 << 20
  ) {
    self.missingPartials = missingPartials
    self.maxPartialDepth = maxPartialDepth
    self.expectedSize = expectedSize
    self.maxOutputBytes = maxOutputBytes
  }

  /// Strict mode: a missing partial is an error.
  public static let strict = RenderOptions()

  /// What the Mustache spec asks for: a missing partial renders empty.
  public static let spec = RenderOptions(missingPartials: .renderEmpty)
}
