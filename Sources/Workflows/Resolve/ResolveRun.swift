import Render
import Theme

/// `sptheme resolve` as a value: one token (or role) of one brand; ``run()`` resolves it in
/// every permutation of the brand's modifiers (those the ``input`` holds fixed at one context)
/// and returns a ``ResolveReport`` with its value and alias chain in each.
public struct ResolveRun: Sendable {
  /// Where brand names are looked up.
  public var catalog: BrandCatalog
  /// The brand (default: studio).
  public var reference: String
  /// The token: a dotted path (`color.background`) or a reference (`{color.background}`).
  public var token: String
  /// `--input` choices: modifiers held at one context (the appearance too).
  public var input: [String: String]
  /// The most permutations resolved.
  public var maxPermutations: Int

  /// Creates a run.
  public init(
    catalog: BrandCatalog, reference: String = "studio", token: String,
    input: [String: String] = [:], maxPermutations: Int = 64
  ) {
    self.catalog = catalog
    self.reference = reference
    self.token = token
    self.input = input
    self.maxPermutations = maxPermutations
  }

  /// The token's name without the braces of a reference or surrounding spaces.
  public static func name(_ token: String) -> String {
    var name = token.trimmingSpaces
    if name.hasPrefix("{"), name.hasSuffix("}"), name.count >= 2 {
      name = String(name.dropFirst().dropLast()).trimmingSpaces
    }
    return name
  }

  /// Loads the brand and resolves the token in each permutation.
  public func run() -> ResolveReport {
    let name = Self.name(token)
    var report = ResolveReport(token: name)
    let brand: Brand
    do {
      brand = try catalog.brand(reference)
    } catch {
      report.failure = .notLoaded(error.description)
      return report
    }
    report.brand = brand.id
    if let unreadable = brand.loadDiagnostics.first(where: {
      $0.severity == .error && ($0.rule == .fileUnreadable || $0.rule == .resolverFile)
    }) {
      report.failure = .notLoaded(
        "\(unreadable.location?.description ?? brand.path): \(unreadable.message)")
      return report
    }
    if let problem = brand.inputProblems(input).first {
      report.failure = .input(problem)
      return report
    }
    let order: [String]
    if case .resolver(let resolver) = brand.source {
      order = resolver.modifiers.map(\.name)
    } else {
      order = []
    }
    let (inputs, total) = brand.permutations(fixing: input, limit: maxPermutations)
    report.permutations = total
    var names: [String] = []
    for permutation in inputs {
      let resolution = brand.resolve(input: permutation)
      if names.isEmpty {
        names = brand.lookupNames(in: resolution) + resolution.diagnostics.compactMap(\.tokenPath)
      }
      let pairs = order.compactMap { modifier in
        permutation[modifier].map { (modifier: modifier, context: $0) }
      }
      report.contexts.append(
        ResolveReport.Context(
          input: pairs, outcome: outcome(brand.lookup(name, in: resolution, input: permutation))))
    }
    let found = report.contexts.contains {
      if case .undefined = $0.outcome { false } else { true }
    }
    if !found {
      report.failure = .unknownToken(name, suggestions: Self.suggestions(for: name, in: names))
    }
    return report
  }

  /// The names a misspelt or partial name may have meant: for a group, its first tokens;
  /// otherwise the nearest names (``Suggestion/nearest(to:in:limit:)``).
  static func suggestions(for name: String, in names: [String], limit: Int = 3) -> [String] {
    var seen = Set<String>()
    let distinct = names.map { $0.hasSuffix(".$root") ? String($0.dropLast(6)) : $0 }
      .filter { seen.insert($0).inserted }
    let inside = distinct.filter { $0.hasPrefix(name + ".") }
    if !inside.isEmpty { return Array(inside.prefix(limit)) }
    return Suggestion.nearest(to: name, in: distinct, limit: limit)
  }

  /// A lookup as the report holds it.
  private func outcome(_ lookup: Brand.TokenLookup) -> ResolveReport.Outcome {
    switch lookup {
    case .found(let token, let via, let filledFrom):
      return .value(
        ResolveReport.Resolved(
          type: token.type, json: token.json, text: Self.text(token.value, json: token.json),
          links: via + token.provenance, filledFrom: filledFrom))
    case .failed(let finding): return .error(finding)
    case .absent: return .undefined
    }
  }

  /// A value in one line: as `sptheme diff` prints the types it knows (colors, dimensions,
  /// font families, typography, transitions), any other as its compact JSON.
  public static func text(_ value: TokenValue, json: JSONValue) -> String {
    switch value {
    case .color, .dimension, .fontFamily, .typography, .transition:
      BrandDiff.describe(value)
    default:
      json.string ?? json.serialized(indent: nil)
    }
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  fileprivate var trimmingSpaces: String {
    let blank: Set<Character> = [" ", "\t", "\n", "\r"]
    var slice = Substring(self)
    while let first = slice.first, blank.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, blank.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
