import Theme

/// The name of a ``TemplateRecord`` member, numbered once for the life of the process.
///
/// Templates number the names of their tags when they are parsed, and a program numbers the
/// names it sets once (as `static let`s), so a tag finds a record's member by comparing numbers
/// instead of hashing its name for each context on the stack. Names are told apart by their
/// bytes.
///
/// ```swift
/// extension TemplateKey { static let title = TemplateKey("title") }
/// var context = TemplateRecord()
/// context[.title] = "Sign in"
/// ```
public struct TemplateKey: Hashable, Sendable {
  let number: UInt32

  private static let names = InternTable<String>(seed: [], same: String.sameUTF8)

  /// The key of a name.
  public init(_ name: String) {
    number = Self.names.number(of: name)
  }

  /// The name.
  public var name: String { Self.names.value(number) }
}
