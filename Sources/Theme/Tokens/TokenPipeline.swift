/// Token sources merged in order, then `$extends` expanded, references resolved and values
/// validated: the path every brand, resolver set and plain token file goes through.
struct TokenPipeline {
  private(set) var store = DocumentStore()
  var diagnostics = DiagnosticCollector()
  private let options: TokenOptions
  private(set) var tree = GroupNode(place: nil)
  /// What the files read so far may still spend on their tokens' paths, all files together.
  private var nameBudget: TokenTreeReader.NameBudget
  /// What a resolver defines but does not merge, where an alias to nothing is looked up.
  var unlisted: UnlistedSources?

  init(options: TokenOptions, store: DocumentStore? = nil) {
    self.options = options
    nameBudget = TokenTreeReader.NameBudget(maxTokens: options.maxTokens)
    if let store { self.store = store }
    self.store.maxDepth = options.maxDepth
    self.store.maxBytes = options.maxFileBytes
  }

  /// Merges a document already in the store (a file, or a part of it) over what came before.
  mutating func addDocument(_ index: Int, at pointer: JSONPointer = .root) {
    guard let json = store[index].root[pointer] else { return }
    add(json, at: SourceRef(document: index, pointer: pointer))
  }

  /// Loads a token file and merges it over what came before. Returns false if it could not be read.
  @discardableResult
  mutating func addFile(_ path: String) -> Bool {
    guard let index = store.load(path, diagnostics: &diagnostics) else { return false }
    add(store[index].root, at: SourceRef(document: index, pointer: .root))
    return true
  }

  /// Merges tokens written inline (in a resolver document) over what came before.
  mutating func add(_ json: JSONValue, at place: SourceRef) {
    let reader = TokenTreeReader(legacy: options.legacy)
    let group = reader.read(json, at: place, budget: &nameBudget, into: &diagnostics)
    mergeReporting(group)
  }

  /// Merges a tree read before (with what reading it found) over what came before.
  mutating func merge(_ group: GroupNode, found: DiagnosticCollector) {
    diagnostics.append(contentsOf: found)
    mergeReporting(group)
  }

  /// Merges a tree over what came before; a token that replaces a group, or a group that
  /// replaces a token, is an error at both places (the later one wins, as DTCG merging says).
  private mutating func mergeReporting(_ group: GroupNode) {
    var replacements: [GroupNode.Replacement] = []
    var conflicts: [GroupNode.TypeConflict] = []
    tree.merge(group, at: [], replacements: &replacements, conflicts: &conflicts)
    for conflict in conflicts {
      let name =
        conflict.path.isEmpty ? "the root group" : "the group \(TokenPath.display(conflict.path))"
      let (earlier, later) = (conflict.earlier.type.rawValue, conflict.later.type.rawValue)
      diagnostics.add(
        .error, .tokensTypeConflict,
        "\(name) has $type \"\(later)\" here and \"\(earlier)\" in an earlier source; merged, "
          + "the later $type would retype every \(earlier) token of the earlier source, so each "
          + "source's tokens are read with its own $type",
        at: conflict.later.place, token: conflict.path.isEmpty ? nil : conflict.path,
        hint:
          "give the tokens of each type a group of their own (a $type on a group covers every "
          + "source merged into it), or write $type on the tokens",
        notes: [("the earlier $type \"\(earlier)\"", conflict.earlier.place)])
    }
    for replacement in replacements {
      let name = TokenPath.display(replacement.path)
      let (earlierKind, laterKind) =
        replacement.later.isGroup ? ("token", "group") : ("group", "token")
      let replaced: Rule = replacement.later.isGroup ? .tokensReplacedToken : .tokensReplacedGroup
      let hint =
        replacement.later.isGroup
        ? "rename the group or the token; to give a group its own value, use $root"
        : "rename the token or the group (an SPTheme role belongs in sptheme.json's roles, not over your tokens)"
      diagnostics.add(
        .error, replaced,
        "\(name) is a \(laterKind) here, and it replaces the \(earlierKind) \(name) of an earlier source",
        at: replacement.later.firstPlace,
        token: replacement.path, hint: hint,
        notes: [("the \(earlierKind) it replaces", replacement.earlier.firstPlace)])
      diagnostics.add(
        .error, replaced,
        "\(name) is a \(earlierKind) here, and a later source replaces it with a \(laterKind)",
        at: replacement.earlier.firstPlace,
        token: replacement.path, hint: hint,
        notes: [("the \(laterKind) that replaces it", replacement.later.firstPlace)])
    }
  }

  /// Whether trees read with `options` can stand in for trees this pipeline would read.
  func readsLike(_ options: TokenOptions) -> Bool {
    self.options.legacy == options.legacy
  }

  /// Registers a document loaded elsewhere (a resolver) so its places can be located.
  mutating func register(_ document: JSONDocument) -> Int {
    store.add(document, diagnostics: &diagnostics)
  }

  /// Loads a document into the store without merging it (a resolver's own file).
  mutating func loadDocument(_ path: String) -> Int? {
    store.load(path, diagnostics: &diagnostics)
  }

  /// Expands, resolves and validates everything merged so far.
  /// How many `value/legacy` conversions of one file are listed one by one; the rest are
  /// counted in one warning.
  static let listedConversions = 200

  func finish() -> TokenResolution {
    var diagnostics = self.diagnostics
    let sources = store.documents.reduce(into: [String: SourceText]()) { $0[$1.path] = $1.source }
    guard let (expanded, flat, ids) = layOut(diagnostics: &diagnostics) else {
      return TokenResolution(
        tokens: [], diagnostics: diagnostics.located(in: store.documents), sources: sources)
    }
    let locator = SourceLocator(documents: store.documents, tokens: flat)
    var tokens: [ResolvedToken] = []
    tokens.reserveCapacity(flat.count)
    let positions = TokenResolver.resolve(
      expanded, tokens: flat, ids: ids, options: options, unlisted: unlisted,
      diagnostics: &diagnostics
    ) { entry in
      tokens.append(ResolvedToken(entry: entry, locator: locator))
      return tokens.count - 1
    }
    diagnostics.summarizingConversions(
      beyond: TokenPipeline.listedConversions, in: store.documents)
    return TokenResolution(
      tokens: tokens, diagnostics: diagnostics.located(in: store.documents), sources: sources,
      ids: ids, positions: positions)
  }

  /// The merged tree expanded and flattened, with its token ids; `nil` when there are more
  /// tokens than allowed.
  private func layOut(diagnostics: inout DiagnosticCollector)
    -> (expanded: GroupNode, flat: [FlatToken], ids: TokenIDs)?
  {
    guard
      let expanded = GroupExtender.expandWithinLimit(
        tree, maxDepth: options.maxExtendsDepth, maxTokens: options.maxTokens,
        diagnostics: &diagnostics)
    else { return nil }
    let flat = FlatToken.flatten(expanded)
    guard flat.count <= options.maxTokens else {
      diagnostics.add(
        .error, .limitTokens,
        "the files hold \(flat.count) tokens, more than the limit of \(options.maxTokens)",
        at: tree.place,
        hint: "raise the limit with --max-tokens \(flat.count)")
      return nil
    }
    var ids = TokenIDs()
    ids.reserveCapacity(flat.count)
    for id in flat.indices { ids[name: flat[id].name] = id }
    return (expanded, flat, ids)
  }
}

/// Loads and resolves plain DTCG token files.
public enum TokenLoader {
  /// Resolves token files merged in order (a later file's tokens replace earlier ones at the
  /// same path; groups merge deeply).
  public static func resolve(files: [String], options: TokenOptions = TokenOptions())
    -> TokenResolution
  {
    var pipeline = TokenPipeline(options: options)
    for file in files { pipeline.addFile(file) }
    return pipeline.finish()
  }

  /// Resolves one document already in memory (for tests and tools).
  public static func resolve(
    json text: String, path: String = "<memory>", options: TokenOptions = TokenOptions()
  )
    -> TokenResolution
  {
    var pipeline = TokenPipeline(options: options)
    do {
      let document = try JSONDocument(
        bytes: Array(text.utf8), path: path, maxDepth: options.maxDepth)
      let index = pipeline.register(document)
      pipeline.add(document.root, at: SourceRef(document: index, pointer: .root))
    } catch {
      pipeline.diagnostics.add(error.diagnostic)
    }
    return pipeline.finish()
  }
}
