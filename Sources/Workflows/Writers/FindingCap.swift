/// How many findings text and GitHub output print (`--max-errors`), and the one line that says
/// how many more there are. JSON and SARIF carry every finding and use no cap.
///
/// The cap is for the whole run: once it is reached, the findings of later brands are counted,
/// not printed, and the note comes after the brand where the count went past it.
public struct FindingCap: Sendable {
  /// The default of `--max-errors`.
  public static let defaultLimit = 200

  /// The most findings printed; 0 prints all.
  public let limit: Int
  public private(set) var printed = 0
  public private(set) var hidden = 0
  private var noted = 0

  /// A cap of `limit` findings (0: no cap).
  public init(limit: Int) {
    self.limit = max(0, limit)
  }

  /// Counts one finding; whether to print it.
  public mutating func admit() -> Bool {
    if limit == 0 || printed < limit {
      printed += 1
      return true
    }
    hidden += 1
    return false
  }

  /// The line about findings left out since the last note, or `nil` when none were.
  public mutating func takeNote() -> String? {
    let more = hidden - noted
    guard more > 0 else { return nil }
    noted = hidden
    let word = more == 1 ? "finding" : "findings"
    return
      "… \(more) more \(word) not shown (--max-errors \(limit)): see them all with --max-errors 0, "
      + "or with --format json or sarif"
  }
}
