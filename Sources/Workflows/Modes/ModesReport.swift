import Theme

/// What `sptheme modes` found: a brand's mode map, where it comes from, and what reading it
/// found.
public struct ModesReport: Sendable {
  /// Where a brand's map comes from.
  public enum Origin: String, Sendable {
    /// The brand's resolver spells it out.
    case resolver
    /// The brand's entry in `sptheme.json` holds it.
    case projectFile = "sptheme.json"
    /// Proposed from the files' names and contents (a folder or Tokens Studio export read
    /// without a resolver); every line is a guess.
    case proposed
  }

  /// Why the run stopped before it had a map.
  public enum Failure: Sendable, Equatable {
    /// The brand could not be loaded.
    case notLoaded(String)
    /// `--confirm` named a brand that is not one of `sptheme.json`.
    case notProjectBrand(String)
    /// `--confirm` on a brand whose resolver spells out its modes.
    case resolverNeedsNoConfirming(String)
    /// The project file could not be rewritten.
    case cannotWrite(String)
  }

  /// The brand's name.
  public var brand: String = ""
  /// Its tokens' path.
  public var path: String = ""
  /// The map.
  public var map: ModeMap?
  /// Where the map comes from.
  public var origin: Origin = .resolver
  /// Which modifier and contexts are light and dark, when known.
  public var appearance: AppearanceMap?
  /// What reading the brand's modes found: lines left for a person (errors), guesses, other
  /// brands of the project, sets no theme uses.
  public var diagnostics: [Diagnostic] = []
  /// The project file `--confirm` rewrote, if it did.
  public var confirmedIn: String?
  /// Why the run stopped, if it did.
  public var failure: Failure?

  /// 0 when the map is read right, 1 when a line is left for a person, 2 when the brand could
  /// not be read or `--confirm` could not be done.
  public var exitCode: Int32 {
    if failure != nil { return 2 }
    return diagnostics.contains { $0.severity == .error } ? 1 : 0
  }
}
