extension SignInBlock {
  /// A password rule of Create account: a title and a check that sees the whole `NewAccount`.
  public enum PasswordRule: Sendable, Equatable {
    /// At least `n` characters.
    case minimumLength(Int)
    /// A number or a symbol.
    case numberOrSymbol
    /// Doesn't contain the name or the email's local part.
    case avoidsNameAndEmail
    /// Upper- and lower-case letters.
    case mixedCase

    /// `.minimumLength(8)`, `.numberOrSymbol` and `.avoidsNameAndEmail`.
    public static let defaults: [PasswordRule] = [
      .minimumLength(8), .numberOrSymbol, .avoidsNameAndEmail,
    ]

    /// What the rule list shows.
    public var title: String {
      switch self {
      case .minimumLength(let n): return Kit.Copy.minimumLength(n)
      case .numberOrSymbol: return Kit.Copy.numberOrSymbol
      case .avoidsNameAndEmail: return Copy.avoidsNameAndEmail
      case .mixedCase: return Kit.Copy.mixedCase
      }
    }

    /// A stable key for part ids (`rules.minimum-length`).
    var key: String {
      switch self {
      case .minimumLength: return "minimum-length"
      case .numberOrSymbol: return "number-or-symbol"
      case .avoidsNameAndEmail: return "avoids-name-and-email"
      case .mixedCase: return "mixed-case"
      }
    }

    /// Whether `account` meets the rule.
    public func isMet(by account: NewAccount) -> Bool {
      let password = account.password
      switch self {
      case .minimumLength(let n): return password.count >= n
      case .numberOrSymbol: return TextCheck.hasNumberOrSymbol(password)
      case .mixedCase: return TextCheck.hasMixedCase(password)
      case .avoidsNameAndEmail:
        guard !password.isEmpty else { return false }
        let lowered = password.lowercased()
        let local = account.email.split(separator: "@").first.map { String($0).lowercased() } ?? ""
        let names = account.name.lowercased().split(separator: " ").map(String.init)
        for word in names + [local] where word.count >= 3 && lowered.contains(word) {
          return false
        }
        return true
      }
    }
  }
}
