/// Why a list of DTCG color components could not become a ``ColorCoordinates`` value.
public enum ColorComponentError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Every DTCG color space has exactly three components; `count` were given.
  case wrongCount(space: ColorSpace, count: Int)
  /// The component at `index` is NaN or infinite.
  case notFinite(space: ColorSpace, index: Int)
  /// Alpha must be a finite number from 0 to 1.
  case alphaOutOfRange(Double)

  /// A user-facing sentence, with a hint of what to do.
  public var description: String {
    switch self {
    case .wrongCount(let space, let count):
      "color space '\(space.rawValue)' takes 3 components, got \(count); give three numbers or 'none'"
    case .notFinite(let space, let index):
      "component \(index) of a '\(space.rawValue)' color is not a finite number"
    case .alphaOutOfRange(let alpha):
      "alpha \(alpha) is outside 0…1; use 0 for transparent and 1 for opaque"
    }
  }
}
