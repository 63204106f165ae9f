/// How a project's files make a brand: the sets merged first, in order, then each modifier with
/// its contexts and the sets each context merges over them.
///
/// A map the detector proposes is *guessed*: each of its lines keeps why it was read so
/// (``Modifier/guess``, ``setsGuess``). The team sees it (`sptheme modes`), edits it where it
/// is written (the brand's `"modes"` in `sptheme.json`) and confirms it by removing the
/// guesses. A brand whose entry holds a map is read by that map, guessed or not, and never by
/// the detector again; a file of the folder that no line names is reported, never merged.
///
/// ```json
/// "modes": {
///   "sets": ["global"],
///   "modifiers": [
///     { "name": "appearance", "contexts": { "light": ["light"], "dark": ["dark"] },
///       "guess": "the files light.json and dark.json define the same tokens" } ] }
/// ```
public struct ModeMap: Sendable, Equatable {
  /// One context: its name and the sets it merges, in order.
  public struct Context: Sendable, Equatable {
    /// The context's name (`dark`).
    public var name: String
    /// The sets it merges over the base sets, in order (may be empty: the base alone).
    public var sets: [String]

    /// Creates a context.
    public init(name: String, sets: [String]) {
      self.name = name
      self.sets = sets
    }
  }

  /// One modifier; its first context is the default.
  public struct Modifier: Sendable, Equatable {
    /// The modifier's name (`appearance`).
    public var name: String
    /// Its contexts, in order.
    public var contexts: [Context]
    /// Why the detector read the modifier so; `nil` once the team confirms it.
    public var guess: String?

    /// Creates a modifier.
    public init(name: String, contexts: [Context], guess: String? = nil) {
      self.name = name
      self.contexts = contexts
      self.guess = guess
    }
  }

  /// The sets merged before any modifier, in order.
  public var sets: [String]
  /// Why the detector merges these sets first; `nil` once confirmed.
  public var setsGuess: String?
  /// The modifiers, in resolution order.
  public var modifiers: [Modifier]

  /// Creates a map.
  public init(sets: [String], setsGuess: String? = nil, modifiers: [Modifier]) {
    self.sets = sets
    self.setsGuess = setsGuess
    self.modifiers = modifiers
  }

  /// How many lines are still guesses.
  public var guessCount: Int {
    (setsGuess == nil || sets.isEmpty ? 0 : 1) + modifiers.filter { $0.guess != nil }.count
  }

  /// Whether every line is confirmed.
  public var isConfirmed: Bool { guessCount == 0 }

  /// The same map with every line confirmed.
  public func confirmed() -> ModeMap {
    ModeMap(
      sets: sets,
      modifiers: modifiers.map { Modifier(name: $0.name, contexts: $0.contexts) })
  }

  /// Every set some line names, each once, in order.
  public var allSets: [String] {
    var seen = Set<String>()
    return (sets + modifiers.flatMap { $0.contexts.flatMap(\.sets) }).filter {
      seen.insert($0).inserted
    }
  }

  /// The map a detector's plan proposes, each line a guess with its reason; `fromThemes` when
  /// the plan comes from Tokens Studio themes.
  static func proposed(by plan: ResolverPlan, fromThemes: Bool) -> ModeMap {
    ModeMap(
      guessedFrom: plan,
      setsReason: fromThemes
        ? "the sets every theme of \(ProjectMigration.themesFile) uses, merged first"
        : "no layout made them contexts of a modifier, so they are merged first, in order",
      modifierReason: fromThemes
        ? "themes of \(ProjectMigration.themesFile)" : "these files define the same tokens")
  }

  /// A proposed map: the plan's lines, each guessed with the reason the detector gives.
  private init(guessedFrom plan: ResolverPlan, setsReason: String, modifierReason: String) {
    sets = plan.sets
    setsGuess = plan.sets.isEmpty ? nil : setsReason
    modifiers = plan.modifiers.map { modifier in
      Modifier(
        name: modifier.name,
        contexts: modifier.contexts.map { Context(name: $0.name, sets: $0.sets) },
        guess: modifier.origin.isEmpty ? modifierReason : modifier.origin)
    }
  }

  /// The resolver plan the map makes, named `name`.
  func plan(name: String) -> ResolverPlan {
    var plan = ResolverPlan(name: name)
    plan.sets = sets
    plan.modifiers = modifiers.map { modifier in
      ResolverPlan.Modifier(
        name: modifier.name,
        contexts: modifier.contexts.map { .init(name: $0.name, sets: $0.sets) },
        origin: modifier.guess ?? "confirmed in sptheme.json")
    }
    return plan
  }
}
