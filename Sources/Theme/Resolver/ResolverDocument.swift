/// A DTCG 2025.10 Resolver Module document: named sets and modifiers, and the order in which
/// their token sources merge. Loading checks its structure and reads every file it references;
/// ``resolve(input:options:)`` then produces the tokens for one choice of modifier contexts.
public struct ResolverDocument: Sendable {
  /// A modifier of the resolution order and its contexts, in document order.
  public struct Modifier: Sendable, Equatable {
    /// The modifier's name (`appearance`).
    public var name: String
    /// Its context names in document order (`light`, `dark`).
    public var contexts: [String]
    /// The context used when the input names none.
    public var defaultContext: String?
    /// `description`, if any.
    public var description: String?
    /// Where the modifier is defined in the resolver document.
    var pointer: JSONPointer = .root
  }

  /// Where token sources come from.
  enum Source: Sendable {
    /// A document in the store, or a part of one.
    case document(Int, JSONPointer)
    /// A file reference whose local keys override the file's top-level members.
    case overridden(Int, JSONPointer, overrides: JSONObject, place: SourceRef)
  }

  enum Item: Sendable {
    case set(name: String, sources: [Source])
    case modifier(Modifier, sources: [String: [Source]])
  }

  /// The resolver file's path.
  public let path: String
  /// The document's `name`, if any.
  public let name: String?
  /// The document's `description`, if any.
  public let description: String?
  /// The modifiers in resolution order.
  public var modifiers: [Modifier] {
    items.compactMap { if case .modifier(let modifier, _) = $0 { modifier } else { nil } }
  }
  /// What loading found: structure errors, unreadable files, duplicate keys.
  public let diagnostics: [Diagnostic]

  let items: [Item]
  let store: DocumentStore
  let options: TokenOptions
  private let trees = SourceTreeCache()
  /// Sets outside the resolution order and files no set lists, for the errors of aliases.
  let unlisted: UnlistedSources

  /// Loads and checks a resolver document and every token file it references.
  public init(contentsOf path: String, options: TokenOptions = TokenOptions()) {
    var store = DocumentStore()
    store.maxDepth = options.maxDepth
    store.maxBytes = options.maxFileBytes
    store.maxResolverDepth = options.maxResolverDepth
    store.sourcePolicy = options.sourcesAnywhere ? nil : SourcePolicy(resolver: path)
    var diagnostics = DiagnosticCollector()
    self.path = path
    self.options = options
    guard let index = store.load(path, as: .resolver, diagnostics: &diagnostics) else {
      self.name = nil
      self.description = nil
      self.items = []
      self.store = store
      self.diagnostics = diagnostics.located(in: store.documents)
      self.unlisted = UnlistedSources(
        sets: [], resolver: path, listed: [], policy: nil, maxBytes: options.maxFileBytes)
      return
    }
    var reader = ResolverReader(document: index, store: store)
    let items = reader.read(diagnostics: &diagnostics)
    let root = reader.store[index].root.object
    self.name = root?["name"]?.string
    self.description = root?["description"]?.string
    self.items = items
    self.store = reader.store
    self.diagnostics = diagnostics.located(in: reader.store.documents)
    self.unlisted = Self.unlisted(reader, document: index, path: path, options: options)
  }

  /// Checks a resolver document already parsed (its file references resolve against its path).
  /// `parsed` are token files already read, used where a reference names them.
  public init(
    document: JSONDocument, parsed: [JSONDocument] = [], options: TokenOptions = TokenOptions()
  ) {
    var store = DocumentStore()
    store.maxDepth = options.maxDepth
    store.maxBytes = options.maxFileBytes
    store.maxResolverDepth = options.maxResolverDepth
    store.sourcePolicy = options.sourcesAnywhere ? nil : SourcePolicy(resolver: document.path)
    var diagnostics = DiagnosticCollector()
    let index = store.add(document, diagnostics: &diagnostics)
    for file in parsed { _ = store.add(file, diagnostics: &diagnostics) }
    var reader = ResolverReader(document: index, store: store)
    let items = reader.read(diagnostics: &diagnostics)
    self.path = document.path
    self.options = options
    self.name = document.root.object?["name"]?.string
    self.description = document.root.object?["description"]?.string
    self.items = items
    self.store = reader.store
    self.diagnostics = diagnostics.located(in: reader.store.documents)
    self.unlisted = Self.unlisted(reader, document: index, path: document.path, options: options)
  }

  /// The sets the reader found outside the resolution order, read into trees, and the files it
  /// read, for ``UnlistedSources``.
  private static func unlisted(
    _ reader: ResolverReader, document: Int, path: String, options: TokenOptions
  ) -> UnlistedSources {
    let sets = reader.unlistedSets().map { set in
      var pipeline = TokenPipeline(options: options, store: reader.store)
      for source in set.sources { pipeline.add(source) }
      return UnlistedSources.UnlistedSet(
        name: set.name,
        definition: SourceRef(
          document: document, pointer: JSONPointer(tokens: ["sets", set.name])),
        tree: pipeline.tree)
    }
    return UnlistedSources(
      sets: sets, resolver: path, listed: reader.store.documents.map(\.path),
      policy: reader.store.sourcePolicy, maxBytes: options.maxFileBytes)
  }

  /// The sources of the resolution order, in order, each with its key in the tree cache: every
  /// set's, and of each modifier those of the contexts `pick` names.
  private func sources(contexts pick: (Modifier, [String: [Source]]) -> [String]) -> [(
    Source, SourceTreeCache.Key
  )] {
    var result: [(Source, SourceTreeCache.Key)] = []
    for (position, item) in items.enumerated() {
      switch item {
      case .set(_, let sources):
        for (index, source) in sources.enumerated() {
          result.append((source, .init(item: position, context: nil, source: index)))
        }
      case .modifier(let modifier, let contexts):
        for context in pick(modifier, contexts) {
          for (index, source) in (contexts[context] ?? []).enumerated() {
            result.append((source, .init(item: position, context: context, source: index)))
          }
        }
      }
    }
    return result
  }

  /// The files loading read: this document and every token file it references, each once.
  public var files: [String] { store.documents.map(\.path) }

  /// Whether loading found errors.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Every combination of modifier contexts, in document order (at most `limit`).
  public func permutations(limit: Int = 64) -> [[String: String]] {
    var result: [[String: String]] = [[:]]
    for modifier in modifiers {
      result = result.flatMap { partial in
        modifier.contexts.map { partial.merging([modifier.name: $0]) { $1 } }
      }
      if result.count > limit { return Array(result.prefix(limit)) }
    }
    return result
  }

  /// Matches an input against the modifiers (case-insensitively), filling in defaults.
  ///
  /// - Returns: the input with canonical names, and the problems found (unknown modifier,
  ///   unknown context, missing context without default).
  public func validate(input: [String: String]) -> (input: [String: String], problems: [Diagnostic])
  {
    var problems: [Diagnostic] = []
    var canonical: [String: String] = [:]
    var refused: Set<String> = []
    func location(_ modifier: Modifier?) -> SourceLocation {
      guard let modifier, !store.documents.isEmpty else {
        return SourceLocation(file: path, line: 1, column: 1)
      }
      return store[0].location(of: modifier.pointer.appending("contexts"))
    }
    let resolverLocation = location(nil)
    for (key, value) in input.sorted(by: { $0.key < $1.key }) {
      guard let modifier = modifiers.first(where: { $0.name.lowercased() == key.lowercased() })
      else {
        problems.append(
          Diagnostic(
            .error, rule: .resolverInput, message: "unknown modifier \"\(key)\"",
            location: resolverLocation,
            hint: modifiers.isEmpty
              ? "this resolver has no modifiers"
              : "known modifiers: \(modifiers.map(\.name).joined(separator: ", "))"))
        continue
      }
      guard let context = modifier.contexts.first(where: { $0.lowercased() == value.lowercased() })
      else {
        refused.insert(modifier.name)
        problems.append(
          Diagnostic(
            .error, rule: .resolverInput,
            message: "invalid context \"\(value)\" for modifier \"\(modifier.name)\"",
            location: location(modifier),
            hint: "use one of: \(modifier.contexts.joined(separator: ", "))"))
        continue
      }
      canonical[modifier.name] = context
    }
    // A modifier given with a wrong context is reported once, as that, not also as missing.
    for modifier in modifiers
    where canonical[modifier.name] == nil && !refused.contains(modifier.name) {
      if let fallback = modifier.defaultContext {
        canonical[modifier.name] = fallback
      } else {
        problems.append(
          Diagnostic(
            .error, rule: .resolverInput,
            message: "missing modifier \"\(modifier.name)\" (it has no default)",
            location: location(modifier),
            hint: "pass --input \(modifier.name)=\(modifier.contexts.first ?? "…")"))
      }
    }
    return (canonical, problems)
  }

  /// Resolves the tokens for one input: sources merged in resolution order, then aliases.
  public func resolve(input: [String: String] = [:], options: TokenOptions? = nil)
    -> TokenResolution
  {
    let (chosen, problems) = validate(input: input)
    guard problems.isEmpty else {
      return TokenResolution(tokens: [], diagnostics: problems, sources: [:])
    }
    let options = options ?? self.options
    var pipeline = TokenPipeline(options: options, store: store)
    pipeline.unlisted = unlisted
    let picked: (Modifier, [String: [Source]]) -> [String] = { modifier, _ in
      chosen[modifier.name].map { [$0] } ?? []
    }
    for (source, key) in sources(contexts: picked) {
      add(source, key: key, to: &pipeline)
    }
    return pipeline.finish()
  }

  /// Merges one source into a resolution, reading its tree only the first time.
  private func add(_ source: Source, key: SourceTreeCache.Key, to pipeline: inout TokenPipeline) {
    guard pipeline.readsLike(options) else { return pipeline.add(source) }
    let entry = tree(of: source, key: key)
    pipeline.merge(entry.tree, found: entry.found)
  }

  /// A source's token tree, read with the document's options the first time it is asked for.
  private func tree(of source: Source, key: SourceTreeCache.Key) -> SourceTreeCache.Entry {
    trees.entry(key) {
      var reader = TokenPipeline(options: options, store: store)
      reader.add(source)
      return SourceTreeCache.Entry(tree: reader.tree, found: reader.diagnostics)
    }
  }
}

extension TokenPipeline {
  mutating func add(_ source: ResolverDocument.Source) {
    switch source {
    case .document(let index, let pointer):
      addDocument(index, at: pointer)
    case .overridden(let index, let pointer, let overrides, let place):
      // Local keys beside `$ref` replace the file's members of the same name whole (shallowly).
      guard case .object(var object)? = store[index].root[pointer] else {
        return
      }
      for member in overrides.members { object[member.key] = nil }
      add(.object(object), at: SourceRef(document: index, pointer: pointer))
      add(.object(overrides), at: place)
    }
  }
}
