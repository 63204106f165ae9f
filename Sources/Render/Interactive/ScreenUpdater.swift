/// Keeps the last frame a full-screen program drew and writes only the rows that changed.
///
/// Each row of a frame is written as ANSIWriter writes it (it starts from the plain pen and
/// ends reset), so one row can be redrawn on its own: the cursor moves to the row's start
/// (`ESC[row;1H`) and the row is written over the old one. After a size change, or when told
/// to, the whole screen is cleared and written again.
public struct ScreenUpdater: Sendable {
  /// How colors are written.
  public let profile: ColorProfile
  private var previous: [String] = []
  private var size: (columns: Int, rows: Int)?

  /// Creates an updater with an empty memory (the first frame is written whole).
  public init(profile: ColorProfile) {
    self.profile = profile
  }

  /// Forgets the last frame: the next one is written whole (after a resize, or when the
  /// screen may have been disturbed).
  public mutating func invalidate() {
    previous = []
    size = nil
  }

  /// The bytes that turn the screen from the last frame into `canvas`.
  ///
  /// - Parameter canvas: The new frame, as wide and tall as the screen.
  /// - Returns: Escapes and text; empty when nothing changed.
  public mutating func update(_ canvas: CellCanvas) -> String {
    var lines = ANSIWriter.render(canvas, profile: profile).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)
    if lines.last == "" { lines.removeLast() }
    let whole = size == nil || size! != (canvas.width, canvas.height)
    var output = whole ? "\u{1B}[0m\u{1B}[2J" : ""
    for (index, line) in lines.enumerated()
    where whole || index >= previous.count || previous[index] != line {
      output += "\u{1B}[\(index + 1);1H" + line
    }
    previous = lines
    size = (canvas.width, canvas.height)
    return output
  }

  /// The rows that differ between two frames' lines (for tests and logs).
  public static func changedRows(from old: [String], to new: [String]) -> [Int] {
    new.indices.filter { $0 >= old.count || old[$0] != new[$0] }
  }
}
