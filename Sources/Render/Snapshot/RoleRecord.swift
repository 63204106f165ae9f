import Platform
import Theme

/// The resolved roles of the brands a reference folder was recorded with (`roles.json` beside
/// the references): per brand and appearance, each role's value and alias chain. A later
/// `snapshot --verify` compares it with today's roles to say which role changes explain the
/// snapshots that changed.
///
/// Each link names its file relative to the brand's folder (``ReferencePaths``), so a record
/// made on one machine compares with today's roles on another. A record made from today's
/// themes also knows where each brand is, and names the ``Change/source`` of a change as a path
/// from the working folder.
public struct RoleRecord: Sendable, Equatable {
  /// One role as recorded.
  public struct Entry: Sendable, Equatable {
    /// The value (a color as its hex).
    public var value: JSONValue
    /// The alias chain, each link as `token (file:line:col)`, the file relative to the brand's
    /// folder.
    public var provenance: [String]

    /// Creates an entry.
    public init(value: JSONValue, provenance: [String]) {
      self.value = value
      self.provenance = provenance
    }
  }

  /// Brand id (as in snapshot names) → appearance → role token path → entry.
  public var brands: [String: [String: [String: Entry]]]
  /// Brand id → where its files are, for a record of today's themes (not written to the file):
  /// what turns the place of a change back into a path a person opens.
  var places: [String: ReferencePaths] = [:]

  /// The file name in a reference folder.
  public static let fileName = "roles.json"
  /// The `format` member of the file.
  static let format = "sptheme-snapshot-roles/1"

  /// Creates a record.
  public init(brands: [String: [String: [String: Entry]]] = [:]) {
    self.brands = brands
  }

  /// The roles of themes, each under its brand id and appearance.
  public init(themes: [(brand: String, theme: SPTheme)]) {
    brands = [:]
    for (brand, theme) in themes {
      var roles: [String: Entry] = [:]
      let paths = ReferencePaths(theme)
      for role in theme.roleValues {
        roles[role.token] = Entry(value: role.value, provenance: role.links.map(paths.reference))
      }
      brands[SnapshotName.component(brand), default: [:]][
        SnapshotName.component(theme.appearance)] = roles
      places[SnapshotName.component(brand)] = paths
    }
  }

  /// The record with `other`'s brands and appearances put in place of this one's.
  public func updating(with other: RoleRecord) -> RoleRecord {
    var result = self
    for (brand, appearances) in other.brands {
      for (appearance, roles) in appearances {
        result.brands[brand, default: [:]][appearance] = roles
      }
    }
    result.places.merge(other.places) { _, new in new }
    return result
  }

  /// Records are equal when they hold the same roles (where their brands are is no part of
  /// what they record).
  public static func == (a: RoleRecord, b: RoleRecord) -> Bool { a.brands == b.brands }

  /// The record with only the brands and appearances `other` has no entry for added: what
  /// `--record missing` keeps, so earlier roles still explain changes not yet recorded.
  public func adding(missingFrom other: RoleRecord) -> RoleRecord {
    var result = self
    for (brand, appearances) in other.brands {
      for (appearance, roles) in appearances where result.brands[brand]?[appearance] == nil {
        result.brands[brand, default: [:]][appearance] = roles
      }
    }
    return result
  }

  /// A role that differs between two records.
  public struct Change: Sendable, Equatable, Hashable {
    /// The brand id.
    public var brand: String
    /// The appearance.
    public var appearance: String
    /// The role's token path.
    public var role: String
    /// The value as recorded, in one line.
    public var before: String
    /// Today's value, in one line.
    public var after: String
    /// Where to look: the first link of today's chain that differs from the recorded one, else
    /// the link that holds the value (`file:line:col`), when known; a path from the working
    /// folder when today's record knows where the brand is, else relative to its folder.
    public var source: String?
  }

  /// The roles of `today` that differ from this record, for the brands and appearances both
  /// have, ordered by brand, appearance and role.
  public func changes(to today: RoleRecord) -> [Change] {
    var result: [Change] = []
    for (brand, appearances) in today.brands.sorted(by: { $0.key < $1.key }) {
      for (appearance, roles) in appearances.sorted(by: { $0.key < $1.key }) {
        guard let recorded = brands[brand]?[appearance] else { continue }
        for (role, now) in roles.sorted(by: { $0.key < $1.key }) {
          guard let before = recorded[role], before != now else { continue }
          result.append(
            Change(
              brand: brand, appearance: appearance, role: role,
              before: Self.text(before.value), after: Self.text(now.value),
              source: Self.source(before: before.provenance, now: now.provenance).map {
                today.places[brand]?.typed($0) ?? $0
              }))
        }
      }
    }
    return result
  }

  /// Whether the record holds a brand and appearance.
  public func has(brand: String, appearance: String) -> Bool {
    brands[brand]?[appearance] != nil
  }

  /// `file:line:col` of the link that changed (the first whose token differs), else the last.
  static func source(before: [String], now: [String]) -> String? {
    func token(_ link: String) -> Substring { link.prefix { $0 != " " } }
    var index = 0
    while index < now.count, index < before.count, token(now[index]) == token(before[index]) {
      index += 1
    }
    // A chain that leads elsewhere changed at the link before the first that differs.
    let link = index < now.count ? now[max(0, index - 1)] : now.last
    guard let link, let open = link.firstIndex(of: "("), link.hasSuffix(")") else { return nil }
    return String(link[link.index(after: open)..<link.index(before: link.endIndex)])
  }

  /// A value in one line: a string as it is, others as compact JSON.
  static func text(_ value: JSONValue) -> String {
    value.string ?? value.serialized(indent: nil)
  }

  // MARK: - JSON

  /// The record as JSON, every key in sorted order so the same roles give the same bytes.
  public var json: JSONValue {
    func sorted<Value>(_ items: [String: Value], _ json: (Value) -> JSONValue) -> JSONValue {
      .object(
        JSONObject(
          items.sorted { $0.key < $1.key }.map {
            JSONObject.Member(key: $0.key, value: json($0.value))
          }
        ))
    }
    return .object(
      JSONObject([
        .init(key: "format", value: .string(Self.format)),
        .init(
          key: "brands",
          value: sorted(brands) { appearances in
            sorted(appearances) { roles in
              sorted(roles) { entry in
                .object(
                  JSONObject([
                    .init(key: "value", value: entry.value),
                    .init(key: "provenance", value: .array(entry.provenance.map(JSONValue.string))),
                  ]))
              }
            }
          }),
      ]))
  }

  /// Why a record cannot be read: names the file and what is wrong.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// What is wrong and what to do.
    public var description: String
  }

  /// Reads a record written by ``json``.
  ///
  /// - Throws: ``Failure`` naming `path` and the member that is wrong.
  public init(json: JSONValue, path: String) throws(Failure) {
    func fail(_ what: String) -> Failure {
      Failure(
        description:
          "\(path): \(what); record the references again (--record all) to rewrite it")
    }
    guard let root = json.object, root["format"]?.string == Self.format else {
      throw fail("not a roles file of this version (its format is not \(Self.format))")
    }
    guard let brandsObject = root["brands"]?.object else { throw fail("brands is not an object") }
    var brands: [String: [String: [String: Entry]]] = [:]
    for brand in brandsObject.members {
      guard let appearances = brand.value.object else {
        throw fail("brands.\(brand.key) is not an object")
      }
      for appearance in appearances.members {
        guard let roles = appearance.value.object else {
          throw fail("brands.\(brand.key).\(appearance.key) is not an object")
        }
        var entries: [String: Entry] = [:]
        for role in roles.members {
          guard let entry = role.value.object, let value = entry["value"] else {
            throw fail("brands.\(brand.key).\(appearance.key).\(role.key) has no value")
          }
          let links = entry["provenance"]?.array?.compactMap(\.string) ?? []
          entries[role.key] = Entry(value: value, provenance: links)
        }
        brands[brand.key, default: [:]][appearance.key] = entries
      }
    }
    self.brands = brands
  }

  /// The record in a reference folder, or nil when it has none.
  ///
  /// - Throws: ``Failure`` when the file exists but cannot be read or is not a record.
  public static func read(folder: String) throws(Failure) -> RoleRecord? {
    let path = folder + "/" + fileName
    guard FileSystem.kind(of: path).exists else { return nil }
    do {
      let document = try JSONDocument(contentsOf: path)
      return try RoleRecord(json: document.root, path: path)
    } catch let failure as Failure {
      throw failure
    } catch {
      throw Failure(description: "\(path): \(error)")
    }
  }

  /// The text of the file: the JSON with a final newline.
  public var text: String { json.serialized() + "\n" }
}
