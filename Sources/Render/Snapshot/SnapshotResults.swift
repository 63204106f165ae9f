import Platform
import Theme

/// The outcome of one `snapshot --verify` run as data (`results.json`): what a shard of a
/// sharded run writes and `snapshot merge-reports` joins into one report.
///
/// A shard renders part of the matrix, so it never judges orphans; ``merge(_:referencesFolder:)``
/// does, over every shard's snapshots together.
public struct SnapshotResults: Sendable {
  /// Which part of a sharded run: `index` of `count`, from 1.
  public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// The shard's number, from 1.
    public var index: Int
    /// How many shards the run has.
    public var count: Int

    /// Creates a shard.
    public init(index: Int, count: Int) {
      self.index = index
      self.count = count
    }

    /// `2/3`.
    public var description: String { "\(index)/\(count)" }

    /// The shard (from 1) a snapshot belongs to among `count`: a stable hash of its name
    /// (``StableHash``), so the same snapshot lands in the same shard on every machine.
    public static func index(of name: SnapshotName, count: Int) -> Int {
      Int(StableHash.of(name.description) % UInt64(max(1, count))) + 1
    }

    /// Whether this shard renders and checks the snapshot.
    public func contains(_ name: SnapshotName) -> Bool {
      Self.index(of: name, count: count) == index
    }
  }

  /// The shard, or nil for a whole run.
  public var shard: Shard?
  /// The reference folder compared with.
  public var referencesFolder: String
  /// The brands, blocks and sizes of the run.
  public var scope: SnapshotComparison.Scope
  /// What was checked and what differs.
  public var comparison: SnapshotComparison
  /// Whether ``comparison`` includes orphans (false for a shard).
  public var orphansJudged: Bool
  /// The roles the references were recorded with (their `roles.json`), if they have one.
  public var recordedRoles: RoleRecord?
  /// The roles of the run's brands today.
  public var todayRoles: RoleRecord

  /// Creates results.
  public init(
    shard: Shard?, referencesFolder: String, scope: SnapshotComparison.Scope,
    comparison: SnapshotComparison,
    orphansJudged: Bool, recordedRoles: RoleRecord? = nil, todayRoles: RoleRecord = RoleRecord()
  ) {
    self.shard = shard
    self.referencesFolder = referencesFolder
    self.scope = scope
    self.comparison = comparison
    self.orphansJudged = orphansJudged
    self.recordedRoles = recordedRoles
    self.todayRoles = todayRoles
  }

  /// The results once `acceptance` is written: its snapshots no longer differ, and the roles
  /// it records are the recorded ones.
  public func accepting(_ acceptance: SnapshotAcceptance) -> SnapshotResults {
    var copy = self
    let done = Set(acceptance.accepted.map(\.name)).union(acceptance.alreadyAccepted)
    copy.comparison.differences.removeAll { done.contains($0.name) }
    if let roles = acceptance.roles { copy.recordedRoles = roles }
    return copy
  }

  /// The changed snapshots grouped under what explains them.
  public var causes: SnapshotCauses {
    SnapshotCauses(comparison, recorded: recordedRoles, today: todayRoles)
  }

  /// Why results cannot be read or merged; each message names the file or the shard.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// What is wrong and what to do.
    public var description: String
  }

  // MARK: - JSON

  /// The results as a JSON document.
  public var json: JSONValue {
    var object = JSONObject()
    object["format"] = .string(Self.format)
    if let shard {
      object["shard"] = .object(
        JSONObject([
          .init(key: "index", value: .number(Double(shard.index))),
          .init(key: "count", value: .number(Double(shard.count))),
        ]))
    }
    object["references"] = .string(referencesFolder)
    object["scope"] = .object(
      JSONObject(
        [
          .init(key: "brands", value: strings(scope.brands.sorted())),
          .init(key: "blocks", value: strings(scope.blocks.sorted())),
          .init(key: "sizes", value: strings(scope.sizes.sorted())),
        ] + (scope.states.map { [.init(key: "states", value: strings($0.sorted()))] } ?? [])))
    object["orphansJudged"] = .bool(orphansJudged)
    if let recordedRoles { object["recordedRoles"] = recordedRoles.json }
    object["todayRoles"] = todayRoles.json
    object["checked"] = strings(comparison.checked.map(\.description))
    object["differences"] = .array(
      comparison.differences.map { difference in
        var item = JSONObject()
        item["name"] = .string(difference.name.description)
        item["kind"] = .string(difference.kind.rawValue)
        item["files"] = strings(difference.files)
        if difference.stylesheetOnly { item["stylesheetOnly"] = .bool(true) }
        item["summary"] = strings(difference.summary)
        item["diffs"] = .object(
          JSONObject(
            difference.diffs.sorted { $0.key < $1.key }.map {
              .init(key: $0.key, value: .string($0.value))
            }))
        item["reference"] = .object(
          JSONObject(
            difference.reference.sorted { $0.key < $1.key }.map {
              .init(key: $0.key, value: .string($0.value))
            }))
        if let current = difference.current {
          item["title"] = .string(current.title)
          item["current"] = .object(
            JSONObject(
              current.files.sorted { $0.key < $1.key }.map {
                .init(key: $0.key, value: .string($0.value))
              }))
        }
        return .object(item)
      })
    return .object(object)
  }

  /// The `format` member of `results.json`.
  static let format = "sptheme-snapshot-results/2"

  /// Reads results written by ``json``.
  ///
  /// - Throws: ``Failure`` naming `path` and the member that is wrong.
  public init(json: JSONValue, path: String) throws(Failure) {
    func fail(_ what: String) -> Failure { Failure(description: "\(path): \(what)") }
    guard let object = json.object, object["format"]?.string == Self.format else {
      if let other = json.object?["format"]?.string, other.hasPrefix("sptheme-snapshot-results/") {
        throw fail(
          "results of another version of sptheme (\(other), this one reads \(Self.format)); run snapshot --verify again with this version"
        )
      }
      throw fail("not a snapshot results file (its format is not \(Self.format))")
    }
    func names(_ value: JSONValue?, _ member: String) throws(Failure) -> [String] {
      guard let items = value?.array else { throw fail("\(member) is not a list") }
      var result: [String] = []
      for item in items {
        guard let text = item.string else {
          throw fail("\(member) holds something other than text")
        }
        result.append(text)
      }
      return result
    }
    func name(_ text: String) throws(Failure) -> SnapshotName {
      guard let (name, _) = SnapshotName.parse(fileName: text + ".html") else {
        throw fail("'\(text)' is not a snapshot name")
      }
      return name
    }
    func texts(_ value: JSONValue?) -> [String: String] {
      var result: [String: String] = [:]
      for member in value?.object?.members ?? [] { result[member.key] = member.value.string }
      return result
    }
    if let shard = object["shard"]?.object {
      guard let index = shard["index"]?.number, let count = shard["count"]?.number, index >= 1,
        index <= count
      else {
        throw fail("shard is not an index and a count")
      }
      self.shard = Shard(index: Int(index), count: Int(count))
    } else {
      self.shard = nil
    }
    guard let references = object["references"]?.string else { throw fail("references is missing") }
    referencesFolder = references
    let scopeObject = object["scope"]?.object
    var states: Set<String>?
    if let value = scopeObject?["states"] { states = Set(try names(value, "scope.states")) }
    scope = SnapshotComparison.Scope(
      brands: Set(try names(scopeObject?["brands"], "scope.brands")),
      blocks: Set(try names(scopeObject?["blocks"], "scope.blocks")),
      sizes: Set(try names(scopeObject?["sizes"], "scope.sizes")),
      states: states)
    orphansJudged = object["orphansJudged"]?.bool ?? false
    do {
      recordedRoles = try object["recordedRoles"].map { value throws(RoleRecord.Failure) in
        try RoleRecord(json: value, path: path + " (recordedRoles)")
      }
      todayRoles =
        try object["todayRoles"].map { value throws(RoleRecord.Failure) in
          try RoleRecord(json: value, path: path + " (todayRoles)")
        } ?? RoleRecord()
    } catch {
      throw Failure(description: error.description)
    }
    var checked: [SnapshotName] = []
    for text in try names(object["checked"], "checked") { checked.append(try name(text)) }
    var differences: [SnapshotComparison.Difference] = []
    for item in object["differences"]?.array ?? [] {
      guard let item = item.object, let text = item["name"]?.string,
        let kind = item["kind"]?.string.flatMap(SnapshotComparison.Kind.init(rawValue:))
      else { throw fail("a difference has no name or kind") }
      let snapshotName = try name(text)
      let current = item["current"].map {
        Snapshot(name: snapshotName, title: item["title"]?.string ?? "", files: texts($0))
      }
      var difference = SnapshotComparison.Difference(
        name: snapshotName, kind: kind, files: try names(item["files"], "files"),
        summary: try names(item["summary"], "summary"), diffs: texts(item["diffs"]),
        reference: texts(item["reference"]),
        current: current)
      difference.stylesheetOnly = item["stylesheetOnly"]?.bool ?? false
      differences.append(difference)
    }
    comparison = SnapshotComparison(checked: checked, differences: differences)
  }

  // MARK: - Merging

  /// Joins the results of every shard of one run, and judges orphans over all of them.
  ///
  /// - Parameters:
  ///   - parts: Each shard's results, in any order.
  ///   - referencesFolder: The reference folder to look for orphans in (default: the one the
  ///     shards compared with).
  /// - Throws: ``Failure`` when a shard is missing or given twice, the shards are of different
  ///   runs, or the reference folder cannot be read.
  public static func merge(_ parts: [SnapshotResults], referencesFolder: String? = nil)
    throws(Failure) -> SnapshotResults
  {
    guard let first = parts.first else { throw Failure(description: "no results to merge") }
    let count = first.shard?.count ?? 1
    for part in parts {
      guard (part.shard?.count ?? 1) == count else {
        throw Failure(
          description:
            "the results are of runs with different shard counts (\(first.shard?.description ?? "1/1") and \(part.shard?.description ?? "1/1"))"
        )
      }
      guard part.referencesFolder == first.referencesFolder else {
        throw Failure(
          description:
            "the results compared different reference folders (\(first.referencesFolder) and \(part.referencesFolder))"
        )
      }
      guard part.recordedRoles == first.recordedRoles else {
        throw Failure(
          description:
            "shard \(part.shard?.description ?? "1/1") compared another version of the references than shard \(first.shard?.description ?? "1/1") (their \(RoleRecord.fileName) differ); verify every shard against the same references"
        )
      }
      guard part.scope.brands == first.scope.brands, part.scope.blocks == first.scope.blocks,
        part.scope.sizes == first.scope.sizes
      else {
        throw Failure(
          description:
            "shard \(part.shard?.description ?? "1/1") selected other brands, blocks or sizes than shard \(first.shard?.description ?? "1/1")"
        )
      }
    }
    let indices = parts.map { $0.shard?.index ?? 1 }
    for index in 1...count {
      let found = indices.filter { $0 == index }.count
      if found == 0 {
        throw Failure(
          description: "shard \(index)/\(count) is missing: give the results of every shard")
      }
      if found > 1 { throw Failure(description: "shard \(index)/\(count) is given \(found) times") }
    }
    var seen: [SnapshotName: Int] = [:]
    for part in parts {
      for name in part.comparison.checked {
        if let other = seen[name] {
          throw Failure(
            description:
              "\(name) was checked by shards \(other)/\(count) and \(part.shard?.index ?? 1)/\(count)"
          )
        }
        seen[name] = part.shard?.index ?? 1
      }
    }
    let folder = referencesFolder ?? first.referencesFolder
    var differences = parts.flatMap { $0.comparison.differences.filter { $0.kind != .orphaned } }
    guard FileSystem.kind(of: folder).isFolder else {
      throw Failure(
        description:
          "the reference folder \(folder) does not exist here (give it with --verify DIR)")
    }
    do {
      differences += try SnapshotComparison.orphans(
        in: folder, rendered: Set(seen.keys), scope: first.scope)
    } catch {
      throw Failure(description: "cannot read the references: \(error.description)")
    }
    differences.sort {
      ($0.kind == .orphaned ? 1 : 0, $0.name) < ($1.kind == .orphaned ? 1 : 0, $1.name)
    }
    var today = RoleRecord()
    for part in parts { today = today.updating(with: part.todayRoles) }
    return SnapshotResults(
      shard: nil, referencesFolder: folder, scope: first.scope,
      comparison: SnapshotComparison(checked: seen.keys.sorted(), differences: differences),
      orphansJudged: true, recordedRoles: first.recordedRoles, todayRoles: today)
  }

  private func strings(_ items: [String]) -> JSONValue { .array(items.map(JSONValue.string)) }
}
