#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The C math library's functions that Swift's standard library lacks, for `Double`:
/// `Math.pow(x, y)`, `Math.cbrt(x)`, … Each is the C function of its name, so results are the
/// same bits as calling it directly.
package enum Math {
  /// `x` raised to the power `y` (C `pow`).
  @inlinable package static func pow(_ x: Double, _ y: Double) -> Double { libcPow(x, y) }
  /// The cube root of `x`, negative for a negative `x` (C `cbrt`).
  @inlinable package static func cbrt(_ x: Double) -> Double { libcCbrt(x) }
  /// The angle of the point (`x`, `y`) in radians, in -π…π (C `atan2`).
  @inlinable package static func atan2(_ y: Double, _ x: Double) -> Double { libcAtan2(y, x) }
  /// The sine of `x` radians (C `sin`).
  @inlinable package static func sin(_ x: Double) -> Double { libcSin(x) }
  /// The cosine of `x` radians (C `cos`).
  @inlinable package static func cos(_ x: Double) -> Double { libcCos(x) }
  /// e raised to the power `x` (C `exp`).
  @inlinable package static func exp(_ x: Double) -> Double { libcExp(x) }
  /// The magnitude of `magnitude` with the sign of `sign` (C `copysign`).
  @inlinable package static func copysign(_ magnitude: Double, _ sign: Double) -> Double {
    libcCopysign(magnitude, sign)
  }
}

// Outside `Math`, where a plain `pow` is the C function rather than `Math.pow`.
@usableFromInline func libcPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@usableFromInline func libcCbrt(_ x: Double) -> Double { cbrt(x) }
@usableFromInline func libcAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@usableFromInline func libcSin(_ x: Double) -> Double { sin(x) }
@usableFromInline func libcCos(_ x: Double) -> Double { cos(x) }
@usableFromInline func libcExp(_ x: Double) -> Double { exp(x) }
@usableFromInline func libcCopysign(_ x: Double, _ y: Double) -> Double { copysign(x, y) }
