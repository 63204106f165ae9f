/// What `snapshot --verify --record MODE` writes into the reference folder: the record policy.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Writes nothing: a difference only fails the run (the default under CI).
  case never
  /// Writes snapshots that have no reference (the default elsewhere).
  case missing
  /// Also rewrites references that differ.
  case failed
  /// Rewrites every reference that differs, and every brand's recorded roles.
  case all

  /// The environment variable that sets the mode when `--record` is not given.
  public static let environmentVariable = "SPTHEME_RECORD"

  /// A value of ``environmentVariable`` that names no mode.
  public struct InvalidSetting: Error, Sendable, CustomStringConvertible {
    /// The value found.
    public var value: String
    /// `SPTHEME_RECORD must be one of never, missing, failed, all, not '…'`.
    public var description: String {
      "\(SnapshotRecordMode.environmentVariable) must be one of \(SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")), not '\(value)'"
    }
  }

  /// The mode when `--record` is not given: ``environmentVariable``, else ``never`` under CI
  /// (`CI` set, not `0` or `false`) and ``missing`` otherwise.
  public static func fromEnvironment(_ environment: [String: String]) throws(InvalidSetting)
    -> SnapshotRecordMode
  {
    if let value = environment[environmentVariable], !value.isEmpty {
      guard let mode = SnapshotRecordMode(rawValue: value) else {
        throw InvalidSetting(value: value)
      }
      return mode
    }
    if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" {
      return .never
    }
    return .missing
  }

  /// Whether a difference of this kind gets its current rendering written: a missing one in
  /// every mode but ``never``, a changed one with ``failed`` and ``all``. Orphans are removed
  /// only with `--prune`, never by a mode alone.
  public func records(_ kind: SnapshotComparison.Kind) -> Bool {
    switch (kind, self) {
    case (_, .never): false
    case (.missing, _), (.changed, .failed), (.changed, .all): true
    default: false
    }
  }

  /// Whether the folder's recorded roles are replaced by today's (every mode but ``missing``,
  /// which only adds the brands and appearances the folder has none for).
  public var replacesRoles: Bool { self != .missing }

  /// The roles the references hold after recording: all of today's, except with ``missing``,
  /// where a brand and appearance with a changed snapshot keeps its earlier roles, so they
  /// still explain the changes not yet recorded.
  public func rolesKept(today: RoleRecord, comparison: SnapshotComparison) -> RoleRecord {
    var kept = today
    if self == .missing {
      for difference in comparison.differences where difference.kind == .changed {
        kept.brands[difference.name.brand]?[difference.name.appearance] = nil
      }
    }
    return kept
  }
}
