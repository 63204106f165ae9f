import Platform
import Render
import Theme

extension SnapshotTextWriter {
  /// Why a snapshot run stopped, as `error:` lines for standard error.
  public static func lines(_ failure: SnapshotFailure) -> [String] {
    func safe(_ text: String) -> String { SafeText.terminal(text) }
    switch failure {
    case .nothingToRender(let verifying, let shard):
      let reason =
        shard.map { "shard \($0) holds none of this run's snapshots; use fewer shards" }
        ?? "the brands, blocks and sizes chosen give no snapshot"
      return ["error: nothing to \(verifying ? "verify" : "snapshot"): \(reason)"]
    case .cannotRead(let failure):
      return ["error: cannot read \(failure.description)"]
    case .cannotWrite(let failure):
      return ["error: cannot write \(failure.description)"]
    case .renderFailed(let state, let brand, let appearance, let error):
      return ["error: \(state) in \(brand) \(appearance): \(error.description)"]
    case .unreadable(let problems):
      return problems.map { "error: " + safe($0) }
    case .nothingAccepted(let reasons):
      return reasons.map { "error: " + safe($0) } + ["error: nothing was accepted"]
    case .noReferenceFolder(let folder):
      return [
        "error: the reference folder \(safe(folder)) does not exist here; give it with --verify DIR"
      ]
    case .failed(let description):
      // A template or file error that says `error:` itself (`place: error: message`) is not
      // given a second one.
      let text = SafeText.terminal(description, keepNewlines: true)
      let said = text.hasPrefix("error:") || text.contains(": error: ")
      return [said ? text : "error: " + text]
    }
  }

  /// What is said about a reference folder before a verification: a note when it was made, the
  /// error when it could not be; `nil` when it was there.
  public static func line(
    _ preparation: SnapshotFolder.Preparation, folder: String, record: SnapshotRecordMode
  ) -> String? {
    switch preparation {
    case .exists:
      nil
    case .created:
      "note: created the reference folder \(folder)/ (--record \(record.rawValue))"
    case .refused:
      "the reference folder \(folder) does not exist; record the references first with "
        + "--record missing (the default when CI is not set), or check the path"
    case .failed(let failure):
      "error: cannot create \(failure.description)"
    }
  }
}
