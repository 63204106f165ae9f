import Platform
import Render

/// What a snapshot run did (``SnapshotRun``, ``SnapshotMergeRun``, ``SnapshotAcceptRun``): the
/// snapshots written, the verification with each snapshot's outcome and causes, the merged
/// shards or the accepted changes; or why it stopped. The writers print it
/// (``SnapshotTextWriter``, ``JUnitWriter``, ``MarkdownSummaryWriter``).
public struct SnapshotRunReport: Sendable {
  /// Snapshots rendered into a folder (`snapshot --out`).
  public struct Written: Sendable {
    /// How many snapshots (three files each).
    public var count: Int
    /// The folder.
    public var folder: String
    /// The shard rendered, if any.
    public var shard: SnapshotResults.Shard?

    /// Creates the record of a folder written.
    public init(count: Int, folder: String, shard: SnapshotResults.Shard? = nil) {
      (self.count, self.folder, self.shard) = (count, folder, shard)
    }
  }

  /// Snapshots compared with a reference folder (`snapshot --verify`).
  public struct Verified: Sendable {
    /// The results document (`results.json`): the comparison, its causes, the shard.
    public var results: SnapshotResults
    /// The record mode the run applied.
    public var record: SnapshotRecordMode
    /// The snapshots recorded into the reference folder, by name.
    public var recorded: [String]
    /// The orphaned references removed (`--prune`), by name.
    public var removed: [String]
    /// Where `report.html` was written, when something differs.
    public var reportPath: String?

    /// Creates the record of a verification.
    public init(
      results: SnapshotResults, record: SnapshotRecordMode = .never, recorded: [String] = [],
      removed: [String] = [], reportPath: String? = nil
    ) {
      (self.results, self.record, self.recorded) = (results, record, recorded)
      (self.removed, self.reportPath) = (removed, reportPath)
    }
  }

  /// Shards' results joined (`snapshot merge-reports`).
  public struct Merged: Sendable {
    /// The merged results.
    public var results: SnapshotResults
    /// How many results documents were joined.
    public var parts: Int
    /// Where `report.html` was written.
    public var reportPath: String
    /// Where `junit.xml` was written.
    public var junitPath: String

    /// Creates the record of a merge.
    public init(results: SnapshotResults, parts: Int, reportPath: String, junitPath: String) {
      (self.results, self.parts, self.reportPath, self.junitPath) =
        (results, parts, reportPath, junitPath)
    }
  }

  /// Changes accepted into a reference folder (`snapshot --accept`).
  public struct Accepted: Sendable {
    /// What was accepted.
    public var acceptance: SnapshotAcceptance
    /// The cause, name or pattern given.
    public var selector: String
    /// The reference folder written.
    public var folder: String

    /// Creates the record of an acceptance.
    public init(acceptance: SnapshotAcceptance, selector: String, folder: String) {
      (self.acceptance, self.selector, self.folder) = (acceptance, selector, folder)
    }
  }

  /// What the run did.
  public enum Outcome: Sendable {
    case written(Written)
    case verified(Verified)
    case merged(Merged)
    case accepted(Accepted)
  }

  /// Notes said on the way (a broken `roles.json` that `--record all` writes anew).
  public var notes: [String] = []
  /// What the run did, or why it stopped (nothing more is written after the failure).
  public var result: Result<Outcome, SnapshotFailure>

  /// Creates a report.
  public init(notes: [String] = [], result: Result<Outcome, SnapshotFailure>) {
    self.notes = notes
    self.result = result
  }

  /// The comparison verified or merged, if any.
  public var comparison: SnapshotComparison? { results?.comparison }

  /// The results document of a verification or a merge.
  public var results: SnapshotResults? {
    switch result {
    case .success(.verified(let verified)): verified.results
    case .success(.merged(let merged)): merged.results
    default: nil
    }
  }

  /// The process exit code: the failure's, else 1 when a verification or merge found any
  /// difference (also after recording, so a recording never passes by accident), else 0.
  public var exitCode: Int32 {
    switch result {
    case .failure(let failure): failure.exitCode
    case .success(.verified), .success(.merged):
      comparison?.differences.isEmpty ?? true ? 0 : 1
    case .success(.written), .success(.accepted): 0
    }
  }
}

/// Why a snapshot run stopped. ``SnapshotTextWriter/lines(_:)`` says it; ``exitCode`` is 2 for
/// input or files that cannot be read or written, 1 for a render or template failure.
public enum SnapshotFailure: Error, Sendable {
  /// The brands, blocks, sizes and shard chosen give no snapshot.
  case nothingToRender(verifying: Bool, shard: SnapshotResults.Shard?)
  /// A reference file that exists could not be read.
  case cannotRead(FileFailure)
  /// A file could not be written.
  case cannotWrite(FileFailure)
  /// A state could not be rendered.
  case renderFailed(state: String, brand: String, appearance: String, error: HTMLError)
  /// Input that could not be read or joined (`roles.json`, a `results.json`, the shards), one
  /// problem each.
  case unreadable([String])
  /// `--accept` wrote nothing, for these reasons.
  case nothingAccepted([String])
  /// The reference folder `--accept` writes into is not there.
  case noReferenceFolder(String)
  /// A template or other failure, as its own text says it.
  case failed(String)

  /// 2 for input and files, 1 for a failure to render.
  public var exitCode: Int32 {
    switch self {
    case .renderFailed, .failed: 1
    default: 2
    }
  }

  /// The failure for an error writing a snapshot or reference folder.
  static func writing(_ error: any Error) -> SnapshotFailure {
    switch error {
    case let failure as FileFailure: .cannotWrite(failure)
    case let failure as RoleRecord.Failure: .unreadable([failure.description])
    default: .failed("\(error)")
    }
  }
}
