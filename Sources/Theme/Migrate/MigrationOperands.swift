/// The values that tokens have in the files being migrated, for what `migrate` computes from
/// them (Tokens Studio math, a line height divided by an aliased font size): read as
/// `check --legacy` reads them, and refused where a value would not hold in every theme.
///
/// Tokens Studio computes math after merging a theme's sets, so a token that two files define
/// differently (`brand/casual` and `brand/business`) gives a result per theme; one literal would
/// be wrong in the other themes. Such a value, or one that leads to such a token through its
/// references, is refused with the reason, and the migrator leaves the expression as it is.
struct MigrationOperands {
  /// Why a token gives no value to compute with.
  struct Refusal: Error, Sendable, Equatable {
    /// In a designer's words: `{space.base} is not in the files being migrated`.
    var reason: String
  }

  /// The trees merged and resolved as `check --legacy` does.
  private let resolution: TokenResolution
  /// Every definition of each token path (by dotted name): the file it is in and its value.
  private let definitions: [String: [(file: String, value: JSONValue)]]

  /// The most tokens a value's references are followed through.
  private static let maxDependencies = 10_000

  /// Reads `trees` (documents and the pointers of their token trees) merged in order.
  init(trees: [(document: JSONDocument, pointer: JSONPointer)]) {
    var pipeline = TokenPipeline(options: TokenOptions(legacy: true))
    var indices: [String: Int] = [:]
    var definitions: [String: [(file: String, value: JSONValue)]] = [:]
    for tree in trees {
      let key = tree.document.path
      let index = indices[key] ?? pipeline.register(tree.document)
      indices[key] = index
      pipeline.addDocument(index, at: tree.pointer)
      if case .object(let root)? = tree.document.root[tree.pointer] {
        Self.collect(root, path: [], file: key, into: &definitions)
      }
    }
    resolution = pipeline.finish()
    self.definitions = definitions
  }

  /// The value of the token at `path`, when it is the same in every theme.
  func value(of path: [String]) -> Result<TokenValue, Refusal> {
    let name = TokenPath.display(path)
    guard definitions[name] != nil else {
      return .failure(Refusal(reason: "{\(name)} is not in the files being migrated"))
    }
    if let refusal = themeDependence(of: path) { return .failure(refusal) }
    if let value = resolution[name]?.value { return .success(value) }
    // Its own first error, or the cycle it is in (reported at the cycle's first token).
    let errors = resolution.diagnostics.filter { $0.severity == .error }
    let error =
      errors.first { $0.tokenPath == name }
      ?? errors.first { $0.rule == .aliasCycle && $0.message.contains(name) }
    return .failure(
      Refusal(
        reason: "{\(name)} has an error: "
          + (error?.message ?? "it does not resolve (check --legacy says why)")))
  }

  /// Why the value of `path` may differ between themes: a token on its way (itself, or one its
  /// value refers to, at any depth) that two files define differently.
  private func themeDependence(of path: [String]) -> Refusal? {
    var seen: Set<String> = []
    var pending = [TokenPath.display(path)]
    while let name = pending.popLast(), seen.count < Self.maxDependencies {
      guard seen.insert(name).inserted, let found = definitions[name] else { continue }
      if let other = found.first(where: { $0.value != found[0].value }) {
        return Refusal(
          reason: "{\(name)} has one value in \(found[0].file) and another in \(other.file), "
            + "so the result depends on the theme")
      }
      for definition in found {
        Self.references(in: definition.value) { pending.append(TokenPath.display($0)) }
      }
    }
    return nil
  }

  /// Every token definition under a group, classic (`value`) or 2025.10 (`$value`).
  private static func collect(
    _ group: JSONObject, path: [String], file: String,
    into definitions: inout [String: [(file: String, value: JSONValue)]]
  ) {
    for member in group.members where !member.key.hasPrefix("$") || member.key == "$root" {
      guard case .object(let child) = member.value else { continue }
      let childPath = path + [member.key]
      if let value = ClassicToken.isClassic(child) ? child["value"] : child["$value"] {
        definitions[TokenPath.display(childPath), default: []].append((file, value))
      } else if child["$ref"] == nil {
        collect(child, path: childPath, file: file, into: &definitions)
      }
    }
  }

  /// Calls `found` with the path of each token a value refers to: `{a.b}` and `$a.b` anywhere
  /// in its strings (math included), and `$ref` pointers.
  private static func references(in value: JSONValue, _ found: ([String]) -> Void) {
    switch value {
    case .string(let text):
      guard text.contains("{") || text.contains("$") else { return }
      for token in TokensStudioMath.Lexer.tokens(of: text) {
        if case .reference(let path, _) = token.kind { found(path) }
      }
    case .object(let object):
      if case .string(let ref)? = object["$ref"], let pointer = JSONPointer(parsing: ref) {
        found(Array(pointer.tokens.prefix { $0 != "$value" }))
      }
      for member in object.members { references(in: member.value, found) }
    case .array(let items):
      for item in items { references(in: item, found) }
    default:
      break
    }
  }
}
