import Platform
import Render
import Theme

/// `sptheme snapshot --accept CAUSE|NAME|PATTERN --results DIR…` as a value: rewrites exactly the
/// references a verification's results choose, as a record mode does, and nothing when anything
/// is wrong (a shard missing, a chosen reference or `roles.json` changed since).
public struct SnapshotAcceptRun: Sendable {
  /// A cause as verify prints it, a snapshot's name, or a pattern with `*` and `?`.
  public var selector: String
  /// The results folders (or `results.json` files) of the verification, every shard's.
  public var results: [String]
  /// The reference folder, when not the one the results were made against.
  public var referencesFolder: String?
  /// The templates of the gallery.
  public var templates: TemplateLibrary
  /// The project folder the reference folder a results file names must stay inside
  /// (``ConfinedPath``): the working folder, unless a caller in process names another.
  public var projectFolder: String

  /// Creates an acceptance run.
  public init(
    selector: String, results: [String], referencesFolder: String? = nil,
    templates: TemplateLibrary, projectFolder: String = "."
  ) {
    self.selector = selector
    self.results = results
    self.referencesFolder = referencesFolder
    self.templates = templates
    self.projectFolder = projectFolder
  }

  /// Reads the results, accepts the chosen changes into the reference folder and, from one
  /// results folder, brings its `results.json` up to date so the next acceptance still holds.
  public func run() -> SnapshotRunReport {
    let joined: SnapshotResults
    switch readResults() {
    case .success(let document): joined = document
    case .failure(let failure): return SnapshotRunReport(result: .failure(failure))
    }
    let folder: String
    if let referencesFolder {
      folder = referencesFolder
    } else {
      // A folder named on the command line is the user's; one read from a file is confined.
      if let why = ConfinedPath.refusal(
        joined.referencesFolder, in: SnapshotMergeRun.resultsPath(results.first ?? "."),
        member: "/references", project: projectFolder, advice: ConfinedPath.referencesAdvice)
      {
        return SnapshotRunReport(result: .failure(.unreadable([why])))
      }
      folder = ConfinedPath.resolved(joined.referencesFolder, project: projectFolder)
    }
    guard FileSystem.kind(of: folder).isFolder else {
      return SnapshotRunReport(result: .failure(.noReferenceFolder(folder)))
    }
    let acceptance: SnapshotAcceptance
    do {
      acceptance = try Self.accept(selector, results: joined, folder: folder, templates: templates)
      if results.count == 1 {
        try FileSystem.write(
          joined.accepting(acceptance).json.serialized(),
          to: SnapshotMergeRun.resultsPath(results[0]))
      }
    } catch let failure as SnapshotAcceptance.Failure {
      return SnapshotRunReport(result: .failure(.nothingAccepted(failure.reasons)))
    } catch let failure as FileFailure {
      return SnapshotRunReport(result: .failure(.cannotWrite(failure)))
    } catch {
      return SnapshotRunReport(result: .failure(.failed("\(error)")))
    }
    return SnapshotRunReport(
      result: .success(
        .accepted(.init(acceptance: acceptance, selector: selector, folder: folder))))
  }

  /// Every results document read and, from shards, joined; each problem is said.
  func readResults() -> Result<SnapshotResults, SnapshotFailure> {
    var parts: [SnapshotResults] = []
    var problems: [String] = []
    for folder in results {
      switch SnapshotMergeRun.read(folder) {
      case .success(let document): parts.append(document)
      case .failure(.unreadable(let reasons)): problems += reasons
      case .failure(let failure): return .failure(failure)
      }
    }
    guard problems.isEmpty else { return .failure(.nothingAccepted(problems)) }
    guard parts.count != 1 || (parts[0].shard?.count ?? 1) != 1 else { return .success(parts[0]) }
    do {
      return .success(try SnapshotResults.merge(parts, referencesFolder: referencesFolder))
    } catch {
      return .failure(.nothingAccepted([error.description]))
    }
  }

  /// Checks and writes an acceptance into `folder` under its lock, as a record mode writes: each
  /// chosen snapshot's files, the roles, the gallery. `serve --review` accepts through it too.
  ///
  /// - Throws: ``SnapshotAcceptance/Failure`` (nothing written), ``FileFailure``, or
  ///   a template error.
  public static func accept(
    _ selector: String, results: SnapshotResults, folder: String, templates: TemplateLibrary
  ) throws -> SnapshotAcceptance {
    // The lock is taken before the references are read, so they cannot change in between.
    let lock = try FolderLock(folder)
    defer { withExtendedLifetime(lock) {} }
    let acceptance = try SnapshotAcceptance(selector, results: results, folder: folder)
    // Accepting every snapshot whose only change is the shared stylesheet accepts the
    // stylesheet itself: snapshot.css is replaced, once.
    let accepted = Set(acceptance.accepted.map(\.name))
    let stylesheetOnly = results.comparison.differences.filter(\.stylesheetOnly)
    var store = try ReferenceStore.Writer(
      folder: folder,
      replacingStylesheet: !stylesheetOnly.isEmpty
        && stylesheetOnly.allSatisfy { accepted.contains($0.name) })
    for difference in acceptance.accepted {
      if let snapshot = difference.current { try store.write(snapshot) }
    }
    if let roles = acceptance.roles {
      try FileSystem.writeIfChanged(roles.text, to: folder + "/" + RoleRecord.fileName)
    }
    if !acceptance.accepted.isEmpty {
      try SnapshotFolder.writeGallery(folder, templates: templates)
    }
    return acceptance
  }
}
