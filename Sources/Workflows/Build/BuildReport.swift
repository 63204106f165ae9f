import Theme

/// What ``BuildRun/run(progress:)`` did: the outputs written, left as they were or not
/// writable; or, when something failed before anything was written, the brands that failed
/// and the findings that stopped the build.
public struct BuildReport: Sendable {
  /// A brand that stopped the build.
  public enum BrandProblem: Sendable {
    /// It could not be loaded at all.
    case notLoaded(BrandError)
    /// It has errors (after the project's rule settings), so no output of it is written.
    case errors(brand: String, findings: [Diagnostic])
  }

  /// A brand's errors in tokens no role and no output uses: reported, but its outputs are
  /// written (without `--strict`).
  public struct UnusedErrors: Sendable {
    /// The brand's name.
    public var brand: String
    /// The errors, after the project's rule settings.
    public var findings: [Diagnostic]
  }

  /// One output after the run tried to write it.
  public struct Written: Sendable, Equatable {
    /// What happened to it.
    public enum Outcome: Sendable, Equatable {
      /// Written.
      case wrote
      /// Its bytes were already there: not touched, not even its time stamp.
      case unchanged
      /// It could not be written, and why.
      case failed(String)
    }

    /// How big it is, as its line says.
    public enum Size: Sendable, Equatable {
      /// A text file's lines.
      case lines(Int)
      /// An asset catalog's colorsets, and its namespace folder, if any.
      case colorsets(Int, namespace: String?)
    }

    /// Its `"out"`.
    public var out: String
    /// How many brands it holds.
    public var brands: Int
    /// The exporter's notes, said before it is written.
    public var notes: [String]
    /// What happened.
    public var outcome: Outcome
    /// Its size, once written or found unchanged.
    public var size: Size?
  }

  /// The files each brand the run used is made of, by brand name (for a brand that could not
  /// be loaded: where it was looked for), for a watch deciding what to rebuild.
  public var files: [String: [String]] = [:]
  /// The brands that stopped the build, in the order met.
  public var brandProblems: [BrandProblem] = []
  /// The brands whose errors are all in tokens no role and no output uses, in the order met.
  public var unusedErrors: [UnusedErrors] = []
  /// How many brands failed (loaded with errors, or not at all).
  public var failedBrands = 0
  /// The findings in the outputs, in file order, when the build stopped.
  public var findings: [Diagnostic] = []
  /// Whether the build stopped before writing anything.
  public var stopped = false
  /// The outputs, in order, when it did not.
  public var written: [Written] = []

  /// An empty report.
  public init() {}

  /// Errors among ``findings``.
  public var errors: Int { findings.filter { $0.severity == .error }.count }

  /// The process exit code: 1 when errors stopped the build, 2 when an output could not be
  /// written, else 0.
  public var exitCode: Int32 {
    if stopped { return 1 }
    return written.contains { if case .failed = $0.outcome { true } else { false } } ? 2 : 0
  }
}
