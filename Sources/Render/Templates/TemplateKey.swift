/// The name of a ``TemplateRecord`` member.
///
/// A program names the members it sets once (as `static let`s), and a template's tags name
/// the members they read; keys compare by their names.
///
/// ```swift
/// extension TemplateKey { static let title = TemplateKey("title") }
/// var context = TemplateRecord()
/// context[.title] = "Sign in"
/// ```
public struct TemplateKey: Hashable, Sendable {
  /// The name.
  public let name: String

  /// The key of a name.
  public init(_ name: String) {
    self.name = name
  }
}
