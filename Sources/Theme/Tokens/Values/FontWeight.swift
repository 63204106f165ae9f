/// A `fontWeight` value: a number from 1 to 1000, remembering the keyword if one was written.
public struct FontWeight: Sendable, Equatable {
  /// The numeric weight (for a keyword, the number the spec gives it: `bold` is 700).
  public var value: Double
  /// The keyword as written (`"bold"`), or `nil` when the file gave a number.
  public var keyword: String?

  /// Creates a weight from a number.
  public init(_ value: Double) {
    self.value = value
    self.keyword = nil
  }

  /// Creates a weight from one of the spec's keywords; `nil` for any other string
  /// (keywords are case-sensitive).
  public init?(keyword: String) {
    guard let value = Self.keywordValues[keyword] else { return nil }
    self.value = value
    self.keyword = keyword
  }

  /// The keywords of DTCG 2025.10 and their numbers, in the spec's order.
  public static let keywords: [(keyword: String, value: Double)] = [
    ("thin", 100), ("hairline", 100),
    ("extra-light", 200), ("ultra-light", 200),
    ("light", 300),
    ("normal", 400), ("regular", 400), ("book", 400),
    ("medium", 500),
    ("semi-bold", 600), ("demi-bold", 600),
    ("bold", 700),
    ("extra-bold", 800), ("ultra-bold", 800),
    ("black", 900), ("heavy", 900),
    ("extra-black", 950), ("ultra-black", 950),
  ]

  static let keywordValues: [String: Double] = Dictionary(
    keywords.map { ($0.keyword, $0.value) }, uniquingKeysWith: { first, _ in first })
}
