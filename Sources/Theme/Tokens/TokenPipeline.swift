/// Token sources merged in order, then `$extends` expanded, references resolved and values
/// validated: the path every brand, resolver set and plain token file goes through.
struct TokenPipeline {
  private(set) var store = DocumentStore()
  var diagnostics = DiagnosticCollector()
  private let options: TokenOptions
  private(set) var tree = GroupNode(place: nil)
  /// What a resolver defines but does not merge, where an alias to nothing is looked up.
  var unlisted: UnlistedSources?

  init(options: TokenOptions, store: DocumentStore? = nil) {
    self.options = options
    if let store { self.store = store }
    self.store.maxDepth = options.maxDepth
    self.store.maxBytes = options.maxFileBytes
  }

  /// Merges a document already in the store (a file, or a part of it) over what came before.
  mutating func addDocument(_ index: Int, at pointer: JSONPointer = .root) {
    guard let json = currentRoot(of: index)?[pointer] else { return }
    add(json, at: SourceRef(document: index, pointer: pointer))
  }

  /// A document's parsed value; `nil`, reported, when it was let go and its file has changed
  /// since it was read.
  mutating func currentRoot(of index: Int) -> JSONValue? {
    if let root = store[index].currentRoot { return root }
    diagnostics.add(
      Diagnostic(
        .error, rule: "file/changed", message: "\(store[index].path) changed after it was read",
        location: SourceLocation(file: store[index].path, line: 1, column: 1),
        hint: "run the command again to read the file as it is now"))
    return nil
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
    let group = reader.read(json, at: place, into: &diagnostics)
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
    tree.merge(group, at: [], replacements: &replacements)
    for replacement in replacements {
      let name = TokenPath.display(replacement.path)
      let (earlierKind, laterKind) =
        replacement.later.isGroup ? ("token", "group") : ("group", "token")
      let hint =
        replacement.later.isGroup
        ? "rename the group or the token; to give a group its own value, use $root"
        : "rename the token or the group (an SPTheme role belongs in sptheme.json's roles, not over your tokens)"
      diagnostics.add(
        .error, "tokens/replaced-\(earlierKind)",
        "\(name) is a \(laterKind) here, and it replaces the \(earlierKind) \(name) of an earlier source",
        at: replacement.later.firstPlace,
        token: replacement.path, hint: hint,
        notes: [("the \(earlierKind) it replaces", replacement.earlier.firstPlace)])
      diagnostics.add(
        .error, "tokens/replaced-\(earlierKind)",
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
  func finish() -> TokenResolution {
    finish(memo: nil).resolution
  }

  /// Expands, resolves and validates everything merged so far, taking over what is unchanged
  /// since `memo`'s resolution; also returns the memo for the next one.
  func finish(memo: ResolutionMemo?) -> (resolution: TokenResolution, memo: ResolutionMemo?) {
    var diagnostics = self.diagnostics
    let sources = store.documents.reduce(into: [String: SourceText]()) { $0[$1.path] = $1.source }
    guard let (expanded, layout, shared) = layOut(reusing: memo, diagnostics: &diagnostics) else {
      return (
        TokenResolution(
          tokens: [], diagnostics: diagnostics.located(in: store.documents), sources: sources), nil
      )
    }
    let locator = SourceLocator(documents: store.documents, tokens: layout.flat)
    var tokens: [ResolvedToken] = []
    tokens.reserveCapacity(layout.flat.count)
    let kept = TokenResolver.resolve(
      expanded, tokens: layout.flat, ids: layout.ids, options: options, memo: memo, shared: shared,
      unlisted: unlisted, diagnostics: &diagnostics
    ) { entry in
      tokens.append(ResolvedToken(entry: entry, locator: locator))
      return tokens.count - 1
    }
    let resolution = TokenResolution(
      tokens: tokens, diagnostics: diagnostics.located(in: store.documents), sources: sources,
      ids: layout.ids, positions: kept.positions)
    let next = ResolutionMemo(
      options: options, layout: layout, records: kept.records, dependencies: kept.dependencies)
    return (resolution, next)
  }

  /// The merged tree expanded and flattened, with its token ids; the leading root groups that
  /// `memo` holds unchanged are taken from it, and `shared` is how many leading tokens keep
  /// their ids. `nil` when there are more tokens than allowed.
  private func layOut(reusing memo: ResolutionMemo?, diagnostics: inout DiagnosticCollector)
    -> (expanded: GroupNode, layout: ResolutionMemo.Layout, shared: Int)?
  {
    let old = memo?.layout
    let reused = memo?.reusableChildren(of: tree) ?? 0
    let found = diagnostics.count
    guard
      let (expanded, newTargets) = GroupExtender.expand(
        tree, maxDepth: options.maxExtendsDepth, maxTokens: options.maxTokens,
        reusing: old?.expanded.prefix(reused) ?? [], diagnostics: &diagnostics)
    else { return nil }
    var targets = newTargets
    for (name, _) in tree.children.prefix(reused) { targets[name] = old?.targets[name] }
    let shared = reused > 0 ? old?.ends[reused - 1] ?? 0 : 0
    var flat = Array(old?.flat.prefix(shared) ?? [])
    flat.reserveCapacity(old?.flat.count ?? 0)
    var ends = Array(old?.ends.prefix(reused) ?? [])
    FlatToken.flatten(expanded, from: reused, into: &flat, ends: &ends)
    guard flat.count <= options.maxTokens else {
      diagnostics.add(
        .error, "limit/tokens",
        "the files hold \(flat.count) tokens, more than the limit of \(options.maxTokens)",
        at: tree.place,
        hint: "raise the limit with --max-tokens \(flat.count)")
      return nil
    }
    // The shared tokens keep their ids; the rest are numbered after them.
    var ids = TokenIDs()
    if let old, shared > 0 {
      ids = old.ids
      for token in old.flat[shared...] { ids[name: token.name] = nil }
    } else {
      ids.reserveCapacity(flat.count)
    }
    for id in shared..<flat.count { ids[name: flat[id].name] = id }
    let layout = ResolutionMemo.Layout(
      tree: tree, expanded: expanded.children.map(\.node), targets: targets,
      clean: diagnostics.count == found,
      flat: flat, ends: ends, ids: ids)
    return (expanded, layout, shared)
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
