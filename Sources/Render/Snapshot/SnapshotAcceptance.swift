import Platform
import Theme

/// Which references a reviewer accepts from the results of a verification, checked before
/// anything is written: a cause (`color.accent`, `folio:color.accent`, `copy`, `bytes-only`,
/// `missing`), `all`, a snapshot's name, or a pattern over names (`sign-in.*.folio.light.*`).
///
/// Accepting writes today's files of each chosen snapshot as `--record` does. It is refused,
/// with every reason at once, when the name matches nothing, when the references' roles are not
/// the ones the results were made against, or when a chosen reference changed since.
public struct SnapshotAcceptance: Sendable {
  /// The differences chosen: changed or missing snapshots with today's files.
  public var accepted: [SnapshotComparison.Difference]
  /// Chosen snapshots whose references already hold today's files (accepted before).
  public var alreadyAccepted: [SnapshotName]
  /// The roles file to write afterwards: the recorded roles with those of every role cause all
  /// of whose snapshots are accepted set to today's, or nil when it does not change.
  public var roles: RoleRecord?

  /// Why nothing can be accepted: every reason, each naming the snapshot or file and what to do.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// The reasons, one a line.
    public var reasons: [String]
    /// The reasons, one a line.
    public var description: String { reasons.joined(separator: "\n") }
  }

  /// The name `--accept` takes for the snapshots that differ in bytes only.
  public static let bytesOnlyName = "bytes-only"
  /// The name `--accept` takes for the snapshots whose only change is the shared stylesheet.
  public static let stylesheetName = "stylesheet"

  /// The names `--accept` takes for the results' groups, for a message.
  public static func choices(_ results: SnapshotResults) -> [String] {
    let causes = results.causes
    var names = causes.groups.map(\.id)
    if !causes.bytesOnly.isEmpty { names.append(bytesOnlyName) }
    if !causes.stylesheet.isEmpty { names.append(stylesheetName) }
    if results.comparison.count(.missing) > 0 { names.append("missing") }
    return names
  }

  /// The snapshots a cause, name or pattern chooses among the results' changed and missing
  /// ones, in name order.
  public static func choose(_ selector: String, in results: SnapshotResults) -> [SnapshotName] {
    let candidates = results.comparison.differences.filter { $0.kind != .orphaned }.map(\.name)
    if selector == "all" { return candidates.sorted() }
    if selector.contains("*") || selector.contains("?") {
      return candidates.filter { Self.glob(selector, matches: $0.description) }.sorted()
    }
    if let name = candidates.first(where: { $0.description == selector }) { return [name] }
    let causes = results.causes
    var chosen = Set<SnapshotName>()
    for group in causes.groups where group.isNamed(by: selector) { chosen.formUnion(group.names) }
    if selector == bytesOnlyName { chosen.formUnion(causes.bytesOnly) }
    if selector == stylesheetName { chosen.formUnion(causes.stylesheet) }
    if selector == SnapshotComparison.Kind.missing.rawValue {
      chosen.formUnion(results.comparison.differences.filter { $0.kind == .missing }.map(\.name))
    }
    return chosen.sorted()
  }

  /// Checks a choice against the references in `folder` as they are now.
  ///
  /// - Parameters:
  ///   - selector: What `--accept` was given.
  ///   - results: The results of a whole (or merged) verification.
  ///   - folder: The reference folder.
  /// - Throws: ``Failure`` with every reason nothing can be accepted.
  public init(_ selector: String, results: SnapshotResults, folder: String) throws(Failure) {
    var reasons: [String] = []
    if let shard = results.shard, shard.count > 1 {
      throw Failure(reasons: [
        "these are the results of shard \(shard) only; join every shard's results with snapshot merge-reports and accept from the merged results"
      ])
    }
    let onDisk: RoleRecord?
    do {
      onDisk = try RoleRecord.read(folder: folder)
    } catch {
      throw Failure(reasons: [error.description])
    }
    if onDisk != results.recordedRoles {
      reasons.append(
        "\(folder)/\(RoleRecord.fileName) is not the one these results were made against (the references were recorded again since, or these are another folder's results); run snapshot --verify again and accept from its results"
      )
    }
    let names = Set(Self.choose(selector, in: results))
    if names.isEmpty {
      let choices = Self.choices(results)
      reasons.append(
        "'\(selector)' names no changed or missing snapshot of these results; causes: \(choices.isEmpty ? "none" : choices.joined(separator: ", ")) (or a snapshot's name, or a pattern with * and ?)"
      )
    }
    var accepted: [SnapshotComparison.Difference] = []
    var already: [SnapshotName] = []
    let stylesheet = try? ReferenceStore.stylesheet(in: folder)
    for difference in results.comparison.differences where names.contains(difference.name) {
      guard let current = difference.current else { continue }
      var now: [String: String] = [:]
      for ext in SnapshotName.extensions {
        let path = folder + "/" + difference.name.file(ext)
        if FileSystem.kind(of: path).exists {
          now[ext] =
            (try? ReferenceStore.read(folder, difference.name, ext, stylesheet: stylesheet ?? nil))
            ?? ""
        }
      }
      if now == current.files {
        already.append(difference.name)
      } else if now != difference.reference {
        reasons.append(
          "\(difference.name): its reference in \(folder) changed since these results were made; run snapshot --verify again and accept from its results"
        )
      } else {
        accepted.append(difference)
      }
    }
    guard reasons.isEmpty else { throw Failure(reasons: reasons) }
    self.accepted = accepted
    alreadyAccepted = already
    roles = Self.roles(after: Set(accepted.map(\.name)).union(already), results: results)
  }

  /// The recorded roles with each role cause whose snapshots are all accepted set to today's
  /// value, or nil when none is.
  static func roles(after accepted: Set<SnapshotName>, results: SnapshotResults) -> RoleRecord? {
    guard var record = results.recordedRoles else { return nil }
    var changed = false
    for group in results.causes.groups where group.names.allSatisfy(accepted.contains) {
      for cause in group.causes where cause.kind == .role {
        for appearance in Set(group.names.map(\.appearance)) {
          guard let today = results.todayRoles.brands[cause.brand]?[appearance]?[cause.role],
            record.brands[cause.brand]?[appearance]?[cause.role] != today
          else { continue }
          record.brands[cause.brand]?[appearance]?[cause.role] = today
          changed = true
        }
      }
    }
    return changed ? record : nil
  }

  /// Whether a pattern with `*` (any run of characters) and `?` (one) matches all of `text`.
  static func glob(_ pattern: String, matches text: String) -> Bool {
    let p = Array(pattern)
    let t = Array(text)
    var pi = 0
    var ti = 0
    var star = -1
    var mark = 0
    while ti < t.count {
      if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
        pi += 1
        ti += 1
      } else if pi < p.count, p[pi] == "*" {
        star = pi
        mark = ti
        pi += 1
      } else if star >= 0 {
        pi = star + 1
        mark += 1
        ti = mark
      } else {
        return false
      }
    }
    while pi < p.count, p[pi] == "*" { pi += 1 }
    return pi == p.count
  }
}
