import Theme

/// The changed snapshots of a comparison grouped under what explains them: the role changes
/// between the roles the references were recorded with and today's, then the changes no role
/// explains; snapshots whose bytes differ and whose scene and drawing do not are only counted.
public struct SnapshotCauses: Sendable {
  /// Snapshots that share the same causes.
  public struct Group: Sendable {
    /// What explains them (usually one role change).
    public var causes: [SnapshotCause]
    /// The snapshots, in name order.
    public var names: [SnapshotName]

    /// What `--accept` takes to name the whole group: its causes' ids joined with `+`.
    public var id: String { causes.map(\.id).joined(separator: "+") }

    /// Whether a role explains the group (no cause of another kind is in it).
    public var isExplainedByRoles: Bool { causes.allSatisfy { $0.kind == .role } }

    /// Whether `--accept NAME` names the group: its id, or the name of one of its causes.
    public func isNamed(by name: String) -> Bool {
      name == id || causes.contains { $0.isNamed(by: name) }
    }

    /// `color.accent #137d41 → #0f6b37 (file:25:5): 99 snapshots in 5 blocks, light only`.
    public var line: String {
      let blocks = Set(names.map(\.block)).count
      let brands = Set(names.map(\.brand)).sorted()
      let appearances = Set(names.map(\.appearance)).sorted()
      let which =
        appearances.count == 1
        ? "\(appearances[0]) only" : appearances.joined(separator: " and ")
      let brandNote =
        causes.contains(where: { $0.kind == .role })
        ? (brands.count == 1 ? " of \(brands[0])" : " of \(brands.joined(separator: ", "))")
        : " of \(brands.joined(separator: ", "))"
      return
        "\(causes.map(\.description).joined(separator: " + ")): \(plural(names.count, "snapshot"))\(brandNote) in \(plural(blocks, "block")), \(which)"
    }
  }

  /// The groups: role-explained ones first, largest first within each.
  public var groups: [Group]
  /// Changed snapshots whose scene and drawing are the same as their references'.
  public var bytesOnly: [SnapshotName]
  /// Changed snapshots whose only change is the shared stylesheet the references keep once
  /// (``ReferenceStore``): one change, to `snapshot.css`.
  public var stylesheet: [SnapshotName]
  /// The role changes found, whether or not a snapshot shows them.
  public var roleChanges: [RoleRecord.Change]
  /// Whether the references had a roles record to compare with.
  public var hadRecord: Bool
  /// The roles the references were recorded with, and today's.
  private var recorded: RoleRecord?
  private var today: RoleRecord

  /// Groups the changed snapshots of `comparison`.
  ///
  /// - Parameters:
  ///   - comparison: The comparison.
  ///   - recorded: The roles the references were recorded with (`roles.json`), if any.
  ///   - today: Today's roles for the brands of the run.
  public init(_ comparison: SnapshotComparison, recorded: RoleRecord?, today: RoleRecord) {
    let changes = recorded?.changes(to: today) ?? []
    roleChanges = changes
    hadRecord = recorded != nil
    self.recorded = recorded
    self.today = today
    var byTheme: [String: [RoleRecord.Change]] = [:]
    for change in changes {
      byTheme[change.brand + "/" + change.appearance, default: []].append(change)
    }
    var grouped: [[SnapshotCause]: [SnapshotName]] = [:]
    var bytesOnly: [SnapshotName] = []
    var stylesheet: [SnapshotName] = []
    for difference in comparison.differences where difference.kind == .changed {
      let name = difference.name
      if difference.stylesheetOnly {
        stylesheet.append(name)
        continue
      }
      let known =
        recorded?.has(brand: name.brand, appearance: name.appearance) == true
        ? byTheme[name.brand + "/" + name.appearance] ?? [] : nil
      if let causes = Self.causes(of: difference, changes: known) {
        grouped[causes, default: []].append(name)
      } else {
        bytesOnly.append(name)
      }
    }
    groups = grouped.map { Group(causes: $0.key, names: $0.value.sorted()) }.sorted {
      ($0.isExplainedByRoles ? 0 : 1, -$0.names.count, $0.id)
        < ($1.isExplainedByRoles ? 0 : 1, -$1.names.count, $1.id)
    }
    self.bytesOnly = bytesOnly.sorted()
    self.stylesheet = stylesheet.sorted()
  }

  /// The pair whose contrast a group's color role changes lower the most, over the brands and
  /// appearances of its snapshots; nil when none falls (or the roles were not recorded).
  public func worstContrast(of group: Group) -> ContrastChange? {
    let roles = Set(group.causes.filter { $0.kind == .role }.map(\.role))
    var worst: ContrastChange?
    let themes = Set(group.names.map { [$0.brand, $0.appearance] })
    for theme in themes.sorted(by: { $0.joined() < $1.joined() }) {
      guard let before = recorded?.brands[theme[0]]?[theme[1]],
        let after = today.brands[theme[0]]?[theme[1]],
        let change = ContrastChange.worst(roles: roles, before: before, after: after)
      else { continue }
      if let current = worst, current.before - current.after >= change.before - change.after {
        continue
      }
      worst = change
    }
    return worst
  }

  /// The causes of one changed snapshot, or nil when its scene and drawing are the same.
  ///
  /// - Parameter changes: The role changes of its brand and appearance, or nil when the
  ///   references recorded no roles for them (a color change is then read from the scenes).
  static func causes(of difference: SnapshotComparison.Difference, changes: [RoleRecord.Change]?)
    -> [SnapshotCause]?
  {
    guard let current = difference.current else { return nil }
    let brand = difference.name.brand
    var causes = Set<SnapshotCause>()
    func cause(_ change: RoleRecord.Change) -> SnapshotCause {
      .role(
        brand: brand, role: change.role, before: change.before, after: change.after,
        source: change.source)
    }
    let nonColor = (changes ?? []).filter { !$0.role.hasPrefix("color.") }
    var sceneSame = true
    if let before = difference.reference["scene.json"], let now = current.files["scene.json"],
      before != now
    {
      let path = difference.name.file("scene.json")
      guard let old = try? JSONDocument(bytes: Array(before.utf8), path: path).root,
        let new = try? JSONDocument(bytes: Array(now.utf8), path: path).root
      else { return [.unexplained(.renderer)] }
      let delta = SceneDelta(old: old, new: new)
      sceneSame = delta.items.isEmpty
      // A role value the scene shows changed: the recorded role change that explains it, else
      // (no roles recorded) the change read from the scenes themselves.
      func roleChanged(_ token: String, read fromScenes: @autoclosure () -> SnapshotCause) {
        guard let changes else {
          causes.insert(fromScenes())
          return
        }
        causes.insert(
          changes.first(where: { $0.role == token }).map(cause) ?? .unexplained(.renderer))
      }
      for item in delta.items {
        switch item {
        case .color(let token, let old, let new, let provenance):
          roleChanged(
            token,
            read: .role(
              brand: brand, role: token, before: old, after: new,
              source: RoleRecord.source(before: [], now: provenance.suffix(1))))
        case .motion(let token, let old, let new):
          roleChanged(
            token, read: .role(brand: brand, role: token, before: old, after: new, source: nil))
        case .font(let style):
          let related = nonColor.filter {
            $0.role == "type.\(style)" || $0.role.hasPrefix("font.")
          }
          if related.isEmpty {
            causes.insert(.unexplained(changes == nil ? .layout : .renderer))
          }
          for change in related { causes.insert(cause(change)) }
        case .value:
          if nonColor.isEmpty { causes.insert(.unexplained(.layout)) }
          for change in nonColor { causes.insert(cause(change)) }
        case .copy: causes.insert(.unexplained(.copy))
        case .parts: causes.insert(.unexplained(.parts))
        }
      }
    }
    if sceneSame {
      let ansiSame = difference.reference["ansi.txt"] == current.files["ansi.txt"]
      let htmlSame =
        Self.drawn(difference.reference["html"] ?? "") == Self.drawn(current.files["html"] ?? "")
      if ansiSame && htmlSame { return nil }
      causes.insert(.unexplained(.renderer))
    }
    return causes.sorted()
  }

  /// A page without the definitions of its role custom properties (`--sp-color-accent: …;`):
  /// what is drawn, when the scene that names every value drawn is the same.
  static func drawn(_ html: String) -> [Substring] {
    html.split(separator: "\n").filter {
      !$0.drop(while: { $0 == " " }).hasPrefix("--sp-")
    }
  }

  /// The text lines `--verify` prints: one per cause, the bytes-only snapshots in one line;
  /// with `verbose`, each cause's snapshots under it.
  public func lines(verbose: Bool) -> [String] {
    var lines: [String] = []
    let changed = groups.reduce(0) { $0 + $1.names.count } + bytesOnly.count + stylesheet.count
    guard changed > 0 else { return [] }
    lines.append("\(plural(changed, "changed snapshot")), by cause:")
    if !stylesheet.isEmpty {
      lines.append(
        "  stylesheet changed: \(plural(stylesheet.count, "snapshot")) (\(ReferenceStore.stylesheetFile))"
      )
      if verbose { lines += stylesheet.map { "      \($0)" } }
    }
    var explained = true
    for group in groups {
      if explained && !group.isExplainedByRoles {
        explained = false
        lines.append("  no role change explains:")
      }
      lines.append((explained ? "  " : "    ") + group.line)
      if verbose { lines += group.names.map { "      \($0)" } }
    }
    if !bytesOnly.isEmpty {
      lines.append(
        "  \(plural(bytesOnly.count, "snapshot")) differ in bytes only (the scene and the drawing are the same)"
      )
      if verbose { lines += bytesOnly.map { "      \($0)" } }
    }
    if !hadRecord {
      lines.append(
        "  (the references hold no \(RoleRecord.fileName): colors are read from the scenes; record again to keep the roles)"
      )
    }
    return lines
  }
}

/// `1 snapshot`, `2 snapshots`.
private func plural(_ count: Int, _ word: String) -> String {
  "\(count) \(word)\(count == 1 ? "" : "s")"
}
