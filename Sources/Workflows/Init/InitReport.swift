import Theme

/// What ``InitRun/run()`` made: a brand folder copied from a brand, or an entry for a team's
/// own tokens added to `sptheme.json`; or why it made nothing.
public struct InitReport: Sendable {
  /// A brand folder made from an existing brand.
  public struct Copied: Sendable {
    /// The new folder (`tokens/acme`).
    public var folder: String
    /// The source brand's id.
    public var source: String
    /// Whether the source is a built-in brand.
    public var builtIn: Bool
    /// The files written in the folder.
    public var files: [String]
    /// Whether a starter `sptheme.json` was written too.
    public var wroteProject: Bool
    /// The new brand's name.
    public var brand: String
    /// How the new brand is named to `check` (its name, or its folder outside `tokens/`).
    public var reference: String
    /// Errors in the new brand.
    public var errors: Int
  }

  /// An entry for a team's own tokens, added to the project file.
  public struct Mapped: Sendable {
    /// The brand's name.
    public var brand: String
    /// The tokens, as given.
    public var tokens: String
    /// How the tokens were read while the roles were guessed.
    public var reading: RoleReading
    /// The guessed roles and those left unmapped.
    public var guesses: RoleGuesser.Result
    /// The mode map proposed for files without a resolver, written into the entry.
    public var modes: ModeMap?
    /// The brand the rest is filled in from (`studio`), if there is one.
    public var filledFrom: String?
    /// The project file written.
    public var configPath: String
    /// Whether the entry says `"legacy": true`.
    public var legacy: Bool
    /// Whether the project file got a starter `"outputs"`.
    public var startsOutputs: Bool
    /// How the new brand checks, when it loads.
    public var check: Brand.CheckReport?
  }

  /// What to do with a folder of token files that has no resolver: migrate it first.
  public struct MigrateAdvice: Sendable {
    /// The folder.
    public var folder: String
    /// The brand's name.
    public var brand: String
    /// What the migration finds in it, or `nil` when it cannot tell.
    public var found: ProjectMigration.Result?
  }

  /// Why nothing was made.
  public enum Failure: Error, Sendable {
    /// The brand folder exists.
    case folderExists(String)
    /// The source brand could not be loaded.
    case sourceNotLoaded(String)
    /// The source brand has errors.
    case sourceNotBuilt(String)
    /// A file could not be written: `path: reason`.
    case cannotWrite(String)
    /// The project already has a brand of that name.
    case brandExists(config: String, brand: String)
    /// The tokens are a device, FIFO or socket.
    case notTokens(String)
    /// The tokens are outside the project.
    case outsideProject(path: String, config: String, why: String)
    /// The tokens could not be loaded; advice when a folder has no resolver to find.
    case notLoaded(String, advice: MigrateAdvice?)
    /// The tokens have errors that stop them being read.
    case unreadable(path: String, findings: [Diagnostic])
    /// The project file is not a JSON object.
    case notJSONObject(String)

    /// The exit code: 1 for a source with errors, else 2.
    public var exitCode: Int32 {
      switch self {
      case .sourceNotBuilt, .unreadable: 1
      default: 2
      }
    }
  }

  /// The folder made, if one was.
  public var copied: Copied?
  /// The entry added, if one was.
  public var mapped: Mapped?
  /// Why nothing was made, if so.
  public var failure: Failure?

  /// Creates a report.
  public init(copied: Copied? = nil, mapped: Mapped? = nil, failure: Failure? = nil) {
    self.copied = copied
    self.mapped = mapped
    self.failure = failure
  }

  /// The process exit code: 0 made, 1 a source or new brand with errors, 2 usage, an
  /// existing folder or unwritable.
  public var exitCode: Int32 {
    if let failure { return failure.exitCode }
    return (copied?.errors ?? 0) > 0 ? 1 : 0
  }
}

/// How a brand is read while its roles are guessed: the appearance map (named, found, or
/// not found), and the inputs that hold modifiers without a default at their first context.
public struct RoleReading: Sendable {
  /// How the appearance modifier was found.
  public enum Appearance: Sendable {
    /// The brand names its contexts light and dark.
    case named
    /// Found, and why (by contexts' names or backgrounds' lightness).
    case found(reason: String)
    /// Modifiers, but none reads as the appearance.
    case notFound
    /// No modifiers at all.
    case none
  }

  /// The appearance map.
  public var map: AppearanceMap?
  /// How it was found.
  public var appearance: Appearance = .none
  /// Modifiers held at a context.
  public var inputs: [String: String] = [:]

  /// The input of the light appearance, where the roles are guessed.
  public var lightInput: [String: String] {
    inputs.merging(map.map { [$0.modifier: $0.context(for: "light") ?? ""] } ?? [:]) { $1 }
  }
}
