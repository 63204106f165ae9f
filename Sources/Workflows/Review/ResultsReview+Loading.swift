import Platform
import Render
import Theme

extension ResultsReview {
  /// Why results cannot be reviewed, and what to do.
  public struct LoadProblem: Error, Sendable {
    /// The message.
    public var message: String
  }

  /// The results of `snapshot --verify --results DIR` (`DIR/results.json`, or the file named),
  /// whole and with their reference folder here, and the path they were read from.
  ///
  /// - Throws: ``LoadProblem`` when they cannot be read, are one shard of several, or their
  ///   reference folder is not here.
  public static func load(_ folder: String) throws(LoadProblem) -> (
    path: String, results: SnapshotResults
  ) {
    let path = folder.hasSuffix(".json") ? folder : folder + "/results.json"
    let results: SnapshotResults
    do {
      let document = try JSONDocument(contentsOf: path)
      results = try SnapshotResults(json: document.root, path: path)
    } catch let failure as SnapshotResults.Failure {
      throw LoadProblem(message: failure.description)
    } catch {
      throw LoadProblem(message: "cannot read \(path): \(error)")
    }
    if let shard = results.shard, shard.count > 1 {
      throw LoadProblem(message: ReviewWording.shardOnly(path: path, shard: "\(shard)"))
    }
    guard FileSystem.kind(of: results.referencesFolder).isFolder else {
      throw LoadProblem(
        message: ReviewWording.noReferenceFolder(results.referencesFolder, path: path))
    }
    return (path, results)
  }
}
