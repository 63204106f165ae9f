/// Why a scene could not be written as HTML.
public enum HTMLError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A link's address uses a scheme other than `http`, `https` or `mailto` (such as
  /// `javascript:`), or is not an absolute address.
  case refusedURL(part: String, url: String)
  /// A template is missing from the library.
  case missingTemplate(String)
  /// A template failed to render.
  case template(TemplateError)

  /// A one-line message for the user.
  public var description: String {
    switch self {
    case .refusedURL(let part, let url):
      return
        "\(part): refused the link address '\(url)': only http, https and mailto addresses are written"
    case .missingTemplate(let name):
      return "no template '\(name).mustache' in the templates folder"
    case .template(let error):
      return error.description
    }
  }
}
