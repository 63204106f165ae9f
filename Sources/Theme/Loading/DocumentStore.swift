import Platform

/// The JSON files loaded for one resolution, each once, indexed for ``SourceRef``s.
struct DocumentStore: Sendable {
  private(set) var documents: [JSONDocument] = []
  private var indexByPath: [String: Int] = [:]
  var maxDepth = JSONDocument.defaultMaxDepth
  var maxBytes = Int.max
  var maxResolverDepth = 32
  /// Which files a resolver's `$ref`s may read (`nil`: any).
  var sourcePolicy: SourcePolicy?

  /// What a document holds, which decides how strict the checks of its JSON are.
  enum Role {
    /// Token files: a repeated key is an error.
    case tokens
    /// Resolver documents: a repeated key is an error inside token sources, a warning elsewhere.
    case resolver
  }

  /// Loads a file (or returns the already loaded one). Reports unreadable or invalid files.
  mutating func load(
    _ path: String, as role: Role = .tokens, diagnostics: inout DiagnosticCollector
  ) -> Int? {
    let key = Self.normalized(path)
    if let index = indexByPath[key] { return index }
    do {
      let document = try JSONDocument(contentsOf: path, maxDepth: maxDepth, maxBytes: maxBytes)
      return add(document, key: key, role: role, diagnostics: &diagnostics)
    } catch {
      diagnostics.add(error.diagnostic)
      return nil
    }
  }

  /// Adds a document parsed elsewhere.
  mutating func add(_ document: JSONDocument, diagnostics: inout DiagnosticCollector) -> Int {
    add(document, key: Self.normalized(document.path), role: .tokens, diagnostics: &diagnostics)
  }

  private mutating func add(
    _ document: JSONDocument, key: String, role: Role, diagnostics: inout DiagnosticCollector
  ) -> Int {
    let index = documents.count
    documents.append(document)
    indexByPath[key] = index
    for duplicate in document.duplicateKeys {
      let key = duplicate.pointer.tokens.last ?? ""
      let inTokens =
        role == .tokens
        || duplicate.pointer.tokens.dropLast().contains { $0 == "sources" || $0 == "contexts" }
      var diagnostic = Diagnostic(
        inTokens ? .error : .warning, rule: .jsonDuplicateKey,
        message: "'\(key)' is written twice in the same object; only the second one would count",
        location: duplicate.second,
        tokenPath: Self.tokenPath(of: duplicate.pointer),
        hint: "remove one of the two, or rename it")
      diagnostic.notes = [Diagnostic.Note("first written here", at: duplicate.first)]
      diagnostics.add(diagnostic)
    }
    return index
  }

  subscript(index: Int) -> JSONDocument { documents[index] }

  /// The token or group a repeated key belongs to: the member's own path, less a trailing
  /// `$property`.
  static func tokenPath(of pointer: JSONPointer) -> String? {
    var tokens = pointer.tokens
    if tokens.last?.hasPrefix("$") == true { tokens.removeLast() }
    return tokens.isEmpty ? nil : TokenPath.display(tokens)
  }

  /// A path with `.` and `..` segments and repeated slashes folded, so one file loads once.
  /// A built-in path (`builtin:folio/../studio/x.json`) is folded below its prefix, which acts
  /// as a root: `builtin:studio/x.json`.
  static func normalized(_ path: String) -> String {
    if BuiltInBrands.isBuiltIn(path) {
      let below = FileSystem.normalizedPath("/" + path.dropFirst(BuiltInBrands.pathPrefix.count))
      return BuiltInBrands.pathPrefix + below.dropFirst()
    }
    return FileSystem.normalizedPath(path)
  }

  /// `relative` resolved against the folder of `base`.
  static func path(_ relative: String, relativeTo base: String) -> String {
    if relative.hasPrefix("/") || BuiltInBrands.isBuiltIn(relative) { return normalized(relative) }
    let folder = base.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
      separator: "/")
    return normalized(folder.isEmpty ? relative : folder + "/" + relative)
  }
}
