/// A 3×3 matrix of doubles, stored as rows, for the linear steps of color conversion.
struct Matrix3: Sendable, Hashable {
  var row0: SIMD3<Double>
  var row1: SIMD3<Double>
  var row2: SIMD3<Double>

  init(_ rows: [[Double]]) {
    precondition(rows.count == 3 && rows.allSatisfy { $0.count == 3 }, "Matrix3 needs 3×3 values")
    row0 = SIMD3(rows[0][0], rows[0][1], rows[0][2])
    row1 = SIMD3(rows[1][0], rows[1][1], rows[1][2])
    row2 = SIMD3(rows[2][0], rows[2][1], rows[2][2])
  }

  /// The product of this matrix and the column vector `v`, summed left to right.
  func callAsFunction(_ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(
      row0.x * v.x + row0.y * v.y + row0.z * v.z,
      row1.x * v.x + row1.y * v.y + row1.z * v.z,
      row2.x * v.x + row2.y * v.y + row2.z * v.z
    )
  }
}
