/// Checks on typed text shared by the blocks. No Foundation: the rules are small and exact.
enum TextCheck {
  /// Why an email is refused.
  enum EmailProblem: Equatable {
    case empty
    case malformed
  }

  /// The text without leading and trailing whitespace and newlines.
  static func trimmed(_ text: String) -> String {
    var scalars = Substring(text)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }

  /// Why `email` (trimmed first) is not an address, or nil when it reads right.
  ///
  /// An address is `local@domain.tld`: no spaces, one `@`, a non-empty local part, a domain of
  /// non-empty labels with at least one dot, and a final label of two or more letters. This is
  /// the shape `[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}` of LoginAndSignUp too.
  static func emailProblem(_ email: String) -> EmailProblem? {
    let text = trimmed(email)
    if text.isEmpty { return .empty }
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return .malformed }
    let local = parts[0]
    let domain = parts[1]
    func isAlphanumeric(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
    let localExtra: [UInt8] = Array("._%+-".utf8)
    let domainExtra: [UInt8] = Array(".-".utf8)
    guard !local.isEmpty, local.utf8.allSatisfy({ isAlphanumeric($0) || localExtra.contains($0) })
    else { return .malformed }
    guard domain.utf8.allSatisfy({ isAlphanumeric($0) || domainExtra.contains($0) }) else {
      return .malformed
    }
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let tld = labels.last,
      (2...64).contains(tld.count), tld.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return .malformed }
    return nil
  }

  /// Whether `text` holds a digit or a symbol (anything neither a letter nor whitespace).
  static func hasNumberOrSymbol(_ text: String) -> Bool {
    text.contains { !$0.isLetter && !$0.isWhitespace }
  }

  /// Whether `text` holds both an upper- and a lower-case letter.
  static func hasMixedCase(_ text: String) -> Bool {
    text.contains(where: \.isUppercase) && text.contains(where: \.isLowercase)
  }

  /// Whether `text` holds a letter.
  static func hasLetter(_ text: String) -> Bool {
    text.contains(where: \.isLetter)
  }

  /// The digits of `text`, at most `length` of them (what a one-time-code field keeps).
  static func digits(_ text: String, length: Int) -> String {
    String(text.filter { $0.isASCII && $0.isNumber }.prefix(length))
  }

  /// `m:ss` for a countdown, rounding remaining time up to whole seconds ("0:30", "0:05").
  static func clock(_ seconds: Double) -> String {
    let truncated = Int(max(0, seconds))
    let whole = Double(truncated) < seconds ? truncated + 1 : truncated
    let s = whole % 60
    return "\(whole / 60):\(s < 10 ? "0" : "")\(s)"
  }

  /// The path of a URL string (`scheme://host/path?query` → `/path`), or "" when it has none.
  static func urlPath(_ url: String) -> String {
    var rest = Substring(url)
    if let scheme = rest.firstRange(of: "://") {
      rest = rest[scheme.upperBound...]
      guard let slash = rest.firstIndex(of: "/") else { return "" }
      rest = rest[slash...]
    } else if let colon = rest.firstIndex(of: ":") {
      rest = rest[rest.index(after: colon)...]
    }
    if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
    return String(rest)
  }
}
