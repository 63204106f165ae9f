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
  /// whole and with their reference folder here (inside `project`, ``ConfinedPath``), and the
  /// path they were read from.
  ///
  /// - Throws: ``LoadProblem`` when they cannot be read, are one shard of several, or their
  ///   reference folder is not here or lies outside the project.
  public static func load(_ folder: String, project: String = ".") throws(LoadProblem) -> (
    path: String, results: SnapshotResults
  ) {
    let path = folder.hasSuffix(".json") ? folder : folder + "/results.json"
    var results: SnapshotResults
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
    // The reference folder accepting writes into is read from the file: it is confined.
    if let why = ConfinedPath.refusal(
      results.referencesFolder, in: path, member: "/references", project: project,
      advice: ConfinedPath.referencesAdvice)
    {
      throw LoadProblem(message: why)
    }
    results.referencesFolder = ConfinedPath.resolved(results.referencesFolder, project: project)
    guard FileSystem.kind(of: results.referencesFolder).isFolder else {
      throw LoadProblem(
        message: ReviewWording.noReferenceFolder(results.referencesFolder, path: path))
    }
    return (path, results)
  }
}
