/// How points become terminal cells: about 8 pt a column and 17 pt a row.
enum TerminalGrid {
  static let pointsPerColumn = 8.0
  static let pointsPerRow = 17.0
  /// Lengths past this many points are drawn as this many, so no conversion to cells can trap.
  static let maxPoints = 1_000_000.0

  /// Columns for a horizontal length in points (at least 1 for any positive length).
  static func columns(_ points: Double) -> Int {
    guard points > 0, points.isFinite else { return 0 }
    return max(1, Int((min(points, maxPoints) / pointsPerColumn).rounded()))
  }

  /// Rows for a vertical gap in points (gaps under 12 pt vanish; 16–24 pt is one row).
  static func rows(_ points: Double) -> Int {
    guard points >= 12, points.isFinite else { return 0 }
    return max(1, Int((min(points, maxPoints) / pointsPerRow).rounded()))
  }

  /// Rows for a control of a given height (52 pt fields and buttons are three rows).
  static func controlRows(_ points: Double) -> Int {
    guard points > 0, points.isFinite else { return 1 }
    return max(1, Int((min(points, maxPoints) / pointsPerRow).rounded()))
  }
}
