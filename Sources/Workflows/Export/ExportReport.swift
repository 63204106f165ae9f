import Theme

/// What ``ExportRun/run(progress:)`` did: what it says about the brands on the way, what it
/// made (text for standard output, a file or a catalog written), or why it stopped.
public struct ExportReport: Sendable {
  /// A brand and its themes, ready to render.
  public struct Loaded: Sendable {
    /// The brand, with the run's input chosen.
    public var brand: Brand
    /// Its themes.
    public var themes: BrandThemes
  }

  /// Something said on the way, in order.
  public enum Message: Sendable {
    /// A brand that could not be loaded.
    case notLoaded(BrandError)
    /// A brand with modifiers but no dark context, for a format that needs dark.
    case lacksDark(brand: String)
    /// A brand file that could not be read: its place and message.
    case unreadable(String)
    /// A brand whose themes could not be built, and why.
    case notBuilt(String)
    /// A brand with errors in tokens no role uses (left out).
    case errorsElsewhere(brand: String, count: Int)
    /// A note from an exporter (a text style's family changed, a color outside sRGB).
    case note(String)
  }

  /// An asset catalog written (or left as it was).
  public struct CatalogWritten: Sendable, Equatable {
    /// The catalog folder.
    public var path: String
    /// Whether it was written (`false`: it held the same files).
    public var written: Bool
    /// The brand's id.
    public var brand: String
    /// How many colorsets it holds.
    public var colorsets: Int
    /// Its namespace folder, if any.
    public var namespace: String?
    /// The appearances each colorset has (`Any`, `Dark`).
    public var appearances: [String]
  }

  /// What the run made.
  public enum Result: Sendable, Equatable {
    /// The text, for standard output.
    case text(String)
    /// A file written, with the ids of the brands in it.
    case wrote(path: String, format: ExportRun.Format, brands: [String])
    /// A catalog written.
    case catalog(CatalogWritten)
  }

  /// Why the run stopped.
  public enum Failure: Error, Sendable, Equatable {
    /// A choice the brands refuse (exit 2, printed with the command's usage).
    case usage(String)
    /// Brands that could not be exported (exit 1 for errors, 2 for unreadable input); what
    /// went wrong is in ``messages``.
    case brands(exitCode: Int32)
    /// A file that could not be written: `path: reason` (exit 2).
    case write(String)
  }

  /// What was said on the way, in order.
  public var messages: [Message] = []
  /// What was made, unless the run stopped first.
  public var result: Result?
  /// Why it stopped, if it did.
  public var failure: Failure?

  /// An empty report.
  public init() {}

  /// The process exit code: 0 exported, 1 a brand has errors, 2 usage or unreadable input or
  /// an unwritable file.
  public var exitCode: Int32 {
    switch failure {
    case nil: 0
    case .usage, .write: 2
    case .brands(let code): code
    }
  }

  /// Adds a message about a brand that stops the export, keeping the worst exit code.
  mutating func note(_ message: Message, failure code: Int32) {
    messages.append(message)
    if case .brands(let worst) = failure, worst >= code { return }
    failure = .brands(exitCode: code)
  }

  /// The report, stopped.
  func ending(_ failure: Failure) -> ExportReport {
    var report = self
    report.failure = failure
    return report
  }
}
