import Platform

/// `sptheme.json`, the project file: the team's own brands, where their tokens are, which
/// modifier is light and dark, default inputs, and how SPTheme's roles map onto their tokens.
///
/// ```json
/// { "brands": { "sds": {
///     "resolver": "design/figma-sds.resolver.json",
///     "appearance": { "modifier": "theme", "light": "light", "dark": "dark" },
///     "inputs": { "size": "mobile" },
///     "extends": "studio",
///     "legacy": true,
///     "roles": { "color.surface": "{color.background.default.default}" } } } }
/// ```
///
/// It is found like git's or tsconfig's: the nearest `sptheme.json` from the working folder up
/// (``find(from:)``). Every problem in it is a finding with its `file:line:col`.
public struct ProjectFile: Sendable {
  /// The name of the file.
  public static let fileName = "sptheme.json"

  /// One brand the project defines.
  public struct BrandEntry: Sendable {
    /// The brand's name in the project (`sds`).
    public var name: String
    /// The resolver, token file or folder, relative to the working folder.
    public var source: String
    /// Which modifier and contexts are the appearances, when the entry says.
    public var appearance: AppearanceMap?
    /// Default contexts of other modifiers.
    public var inputs: [String: String]
    /// A brand whose roles fill in what ``roles`` leaves out.
    public var extends: String?
    /// Whether the brand's tokens are read with legacy shapes accepted (as `--legacy` does),
    /// for a team whose files come from an older format.
    public var legacy: Bool = false
    /// The role map.
    public var roles: RoleMap
    /// How the brand's files make its sets and modifiers, when the entry says (a folder or a
    /// Tokens Studio export read without a resolver of its own).
    public var modes: ModeMap?
    /// Where the entry is written.
    public var location: SourceLocation
    /// Where each member is written, by member name (`appearance`, `inputs`, `extends`).
    var places: [String: SourceLocation]
    /// What reading the entry found.
    public var diagnostics: [Diagnostic] = []
  }

  /// The file's path.
  public let path: String
  /// The brands, in the file's order.
  public let brands: [BrandEntry]
  /// What `sptheme build` writes, in the file's order; `nil` when the file has no `outputs`.
  public let outputs: [OutputEntry]?
  /// The severities the file gives rules (`"rules"`); empty when it has none.
  public let rules: RuleSettings
  /// What reading the file found outside the brands' and outputs' entries: syntax, unknown
  /// members. (Each entry's own findings are in its ``BrandEntry/diagnostics`` or
  /// ``OutputEntry/diagnostics``, so a broken output stops `build`, not every command.)
  public let diagnostics: [Diagnostic]

  /// Whether reading found errors.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The brand of a name, if the file defines it.
  public func brand(named name: String) -> BrandEntry? { brands.first { $0.name == name } }

  /// The nearest `sptheme.json` in `folder` (an absolute path) or a folder above it, as a
  /// path relative to `folder` (`sptheme.json`, `../sptheme.json`, …).
  ///
  /// One found in a folder above is used only when it is in the same git work tree as
  /// `folder` or owned by the user running the command: a `sptheme.json` another user left in
  /// `/tmp` or a shared parent folder would otherwise take over every project below it.
  public static func find(from folder: String) -> String? {
    var current = DocumentStore.normalized(folder)
    var up = ""
    let workTree = enclosingWorkTree(of: current)
    while true {
      let path = (current == "/" ? "" : current) + "/" + fileName
      let kind = FileSystem.kind(of: path)
      if kind.exists && !kind.isFolder,
        up.isEmpty || FileSystem.status(of: path)?.owner == CurrentProcess.userID
          || workTree.map({ current == $0 || current.hasPrefix($0 + "/") }) == true
      {
        return up + fileName
      }
      guard current != "/", let slash = current.lastIndex(of: "/") else { return nil }
      current = slash == current.startIndex ? "/" : String(current[..<slash])
      up += "../"
    }
  }

  /// Why a brand's tokens at `source` may not be named by the project file at `projectFile`
  /// (they lie outside its folder and its git work tree), or `nil` when they may;
  /// `--allow-outside-sources` lifts the rule.
  public static func sourceRefusal(_ source: String, projectFile: String) -> String? {
    SourcePolicy.refusal(brandSource: source, projectFile: projectFile)
  }

  /// The top folder of the git work tree that holds `folder` (the nearest one with `.git`).
  static func enclosingWorkTree(of folder: String) -> String? {
    var current = folder
    while true {
      if FileSystem.kind(of: (current == "/" ? "" : current) + "/.git").exists { return current }
      guard current != "/", let slash = current.lastIndex(of: "/") else { return nil }
      current = slash == current.startIndex ? "/" : String(current[..<slash])
    }
  }

  private static let rootKeys: Set = ["$schema", "brands", "outputs", "rules"]
  private static let brandKeys: Set = [
    "resolver", "appearance", "inputs", "extends", "legacy", "roles", "description", "modes",
  ]
  private static let appearanceKeys: Set = [
    "modifier", "light", "dark", "lightIncreasedContrast", "darkIncreasedContrast",
  ]

  /// Reads and checks a project file; brand sources in it are relative to its folder.
  public init(contentsOf path: String) {
    self.path = path
    var findings: [Diagnostic] = []
    let document: JSONDocument
    do {
      // Read as token files are: within the default file size (no project file comes near it).
      document = try JSONDocument(contentsOf: path, maxBytes: TokenOptions().maxFileBytes)
    } catch {
      self.brands = []
      self.outputs = nil
      self.rules = RuleSettings()
      self.diagnostics = [error.diagnostic]
      return
    }
    // A key written twice would silently lose the first (and `init` would then drop entries
    // when it rewrites the file): refused, with both places.
    for duplicate in document.duplicateKeys {
      var diagnostic = Diagnostic(
        .error, rule: .configDuplicateKey,
        message:
          "'\(duplicate.pointer.tokens.last ?? "")' is written twice in the same object; only the second one would count",
        location: duplicate.second, hint: "remove one of the two, or rename it")
      diagnostic.notes = [Diagnostic.Note("first written here", at: duplicate.first)]
      findings.append(diagnostic)
    }
    var reader = Reader(document: document, findings: findings)
    self.brands = reader.read()
    self.outputs = reader.readOutputs()
    self.rules = reader.readRules()
    findings = reader.findings
    self.diagnostics = findings
  }

  /// Walks the document once, collecting the brands, the outputs and every problem.
  ///
  /// Where each member is written is found for all members at once, in two scans of the text
  /// (keys and values), so reading is linear in the file: looking each one up on its own
  /// scanned the file once per role (16,000 roles took 31 s for every command).
  struct Reader {
    let document: JSONDocument
    var findings: [Diagnostic]
    /// Where each member's key is written, and where its value is.
    private let keyPlaces: [JSONPointer: SourceLocation]
    private let valuePlaces: [JSONPointer: SourceLocation]

    /// How many unknown roles get a "did you mean" (each costs a comparison with every role).
    static let maxRoleSuggestions = 100

    /// How deep members are located at once (`brands/<name>/roles/<role>` is four levels;
    /// `outputs/<index>/brands/<index>` too); a deeper one is looked up on its own.
    static let placedDepth = 5

    init(document: JSONDocument, findings: [Diagnostic]) {
      self.document = document
      self.findings = findings
      var pointers = Set<JSONPointer>()
      func collect(_ value: JSONValue, _ tokens: [String]) {
        pointers.insert(JSONPointer(tokens: tokens))
        guard tokens.count < Self.placedDepth else { return }
        switch value {
        case .object(let object):
          for member in object.members { collect(member.value, tokens + [member.key]) }
        case .array(let elements):
          for (index, element) in elements.enumerated() {
            collect(element, tokens + [String(index)])
          }
        default: break
        }
      }
      collect(document.root, [])
      keyPlaces = document.locations(of: pointers, keys: true)
      valuePlaces = document.locations(of: pointers, keys: false)
    }

    func at(_ tokens: [String], key: Bool = false) -> SourceLocation {
      let pointer = JSONPointer(tokens: tokens)
      return (key ? keyPlaces[pointer] : valuePlaces[pointer])
        ?? document.location(of: pointer, key: key)
    }

    mutating func error(
      _ rule: Rule, _ message: String, at tokens: [String], key: Bool = false, hint: String? = nil
    ) {
      findings.append(
        Diagnostic(
          .error, rule: rule, message: message, location: at(tokens, key: key),
          hint: hint))
    }

    mutating func unknown(
      _ object: JSONObject, allowed: Set<String>, at tokens: [String], what: String
    ) {
      for key in object.keys where !allowed.contains(key) {
        let near = Suggestion.closest(to: key, in: allowed.sorted())
        error(
          .configUnknownMember, "unknown member '\(key)' in \(what)", at: tokens + [key], key: true,
          hint: near.map { "did you mean '\($0)'?" }
            ?? "the members are \(allowed.sorted().joined(separator: ", "))")
      }
    }

    mutating func read() -> [BrandEntry] {
      guard case .object(let root) = document.root else {
        error(
          .configNotObject, "sptheme.json must be a JSON object", at: [],
          hint: "start from { \"brands\": {} }")
        return []
      }
      unknown(root, allowed: ProjectFile.rootKeys, at: [], what: "sptheme.json")
      guard let brands = root["brands"] else { return [] }
      guard case .object(let entries) = brands else {
        error(.configBrands, "brands must be an object of named brands", at: ["brands"])
        return []
      }
      return entries.members.map { member in
        let before = findings.count
        var entry = readBrand(member.key, member.value)
        entry.diagnostics = Array(findings[before...])
        findings.removeSubrange(before...)
        return entry
      }
    }

    private mutating func readBrand(_ name: String, _ value: JSONValue) -> BrandEntry {
      let base = ["brands", name]
      var entry = BrandEntry(
        name: name, source: "", appearance: nil, inputs: [:], extends: nil, roles: RoleMap(),
        location: at(base, key: true), places: [:])
      guard case .object(let object) = value else {
        error(.configBrand, "brand '\(name)' must be an object", at: base)
        return entry
      }
      if name.isEmpty || name.contains("/") || name.hasPrefix(".") {
        error(
          .configBrandName, "'\(name)' cannot name a brand", at: base, key: true,
          hint: "use letters, digits, - and _")
      }
      unknown(object, allowed: ProjectFile.brandKeys, at: base, what: "brand '\(name)'")
      for key in object.keys { entry.places[key] = at(base + [key]) }
      if case .string(let source)? = object["resolver"], !source.isEmpty {
        // The folder of the file, whatever it is called (`--config team.json`).
        let folder = document.path.lastIndex(of: "/").map { String(document.path[...$0]) } ?? ""
        entry.source = DocumentStore.normalized(
          source.hasPrefix("/") || BuiltInBrands.isBuiltIn(source) ? source : folder + source)
      } else {
        error(
          .configResolver, "brand '\(name)' needs \"resolver\": its resolver, token file or folder",
          at: base,
          hint: "add \"resolver\": \"path/to/brand.resolver.json\" (relative to sptheme.json)")
      }
      if let appearance = object["appearance"] {
        entry.appearance = readAppearance(appearance, at: base + ["appearance"])
      }
      if let inputs = object["inputs"] { entry.inputs = readInputs(inputs, at: base + ["inputs"]) }
      if let extends = object["extends"] {
        if case .string(let other) = extends, !other.isEmpty {
          entry.extends = other
        } else {
          error(
            .configExtends, "extends must name a brand", at: base + ["extends"],
            hint: "write \"extends\": \"studio\"")
        }
      }
      if let legacy = object["legacy"] {
        if case .bool(let flag) = legacy {
          entry.legacy = flag
        } else {
          error(
            .configLegacy, "legacy must be true or false", at: base + ["legacy"],
            hint: "write \"legacy\": true to read the brand's older shapes as --legacy does")
        }
      }
      if let roles = object["roles"] { entry.roles = readRoles(roles, at: base + ["roles"]) }
      if let modes = object["modes"] {
        let (map, problems) = ModeMap.read(modes)
        for problem in problems {
          error(
            .configModes,
            "brand '\(name)': modes\(problem.at.map { "." + $0 }.joined()) \(problem.message)",
            at: base + ["modes"] + problem.at,
            hint: "'sptheme modes \(name)' shows the map it proposes")
        }
        entry.modes = map
      }
      return entry
    }

    private mutating func readAppearance(_ value: JSONValue, at tokens: [String]) -> AppearanceMap?
    {
      guard case .object(let object) = value else {
        error(
          .configAppearance, "appearance must be an object", at: tokens,
          hint: "write { \"modifier\": \"theme\", \"light\": \"light\", \"dark\": \"dark\" }")
        return nil
      }
      unknown(object, allowed: ProjectFile.appearanceKeys, at: tokens, what: "appearance")
      var strings: [String: String] = [:]
      for member in object.members {
        guard case .string(let text) = member.value, !text.isEmpty else {
          error(
            .configAppearance, "appearance.\(member.key) must be a non-empty string",
            at: tokens + [member.key])
          continue
        }
        strings[member.key] = text
      }
      guard let modifier = strings["modifier"], let light = strings["light"],
        let dark = strings["dark"]
      else {
        error(
          .configAppearance, "appearance needs \"modifier\", \"light\" and \"dark\"", at: tokens,
          hint: "name the modifier and its light and dark contexts")
        return nil
      }
      var contexts = [(light, "light"), (dark, "dark")]
      if let high = strings["lightIncreasedContrast"] {
        contexts.append((high, "light-increased-contrast"))
      }
      if let high = strings["darkIncreasedContrast"] {
        contexts.append((high, "dark-increased-contrast"))
      }
      return AppearanceMap(modifier: modifier, contexts: contexts, origin: .configured)
    }

    private mutating func readInputs(_ value: JSONValue, at tokens: [String]) -> [String: String] {
      guard case .object(let object) = value else {
        error(
          .configInputs, "inputs must be an object of modifier names and contexts", at: tokens,
          hint: "write { \"size\": \"mobile\" }")
        return [:]
      }
      var result: [String: String] = [:]
      for member in object.members {
        guard case .string(let context) = member.value, !context.isEmpty else {
          error(
            .configInputs, "inputs.\(member.key) must name a context", at: tokens + [member.key])
          continue
        }
        result[member.key] = context
      }
      return result
    }

    private mutating func readRoles(_ value: JSONValue, at tokens: [String]) -> RoleMap {
      guard case .object(let object) = value else {
        error(
          .configRoles, "roles must be an object of role names and aliases", at: tokens,
          hint: "write { \"color.surface\": \"{your.token}\" }")
        return RoleMap()
      }
      var map = RoleMap()
      let roleNames = RoleCatalog.entries.map(\.name)
      let known = Set(roleNames)
      // A near name is looked for among the first unknown roles only: a file of 16,000 made-up
      // roles is reported in time linear in its size, each role once.
      var suggestionsLeft = Self.maxRoleSuggestions
      for member in object.members {
        let place = tokens + [member.key]
        guard known.contains(member.key) else {
          var near: String?
          if suggestionsLeft > 0 {
            suggestionsLeft -= 1
            near = Suggestion.closest(to: member.key, in: roleNames)
          }
          error(
            .configUnknownRole, "'\(member.key)' is not an SPTheme role", at: place, key: true,
            hint: near.map { "did you mean '\($0)'?" }
              ?? "the roles are listed by 'sptheme list --roles'")
          continue
        }
        guard case .string(let text) = member.value, let target = AliasTarget(text) else {
          error(
            .configRoleAlias,
            "the role \(member.key) must map to an alias such as \"{color.brand.primary}\"",
            at: place,
            hint: "write the token's path in braces")
          continue
        }
        map.entries.append(
          RoleMap.Entry(role: member.key, reference: text, target: target.path, location: at(place))
        )
      }
      return map
    }
  }
}

/// A `{dotted.path}` alias as written in a role map.
struct AliasTarget {
  var path: String

  init?(_ text: String) {
    guard text.count > 2, text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
    let inner = String(text.dropFirst().dropLast())
    guard !inner.isEmpty, !inner.contains("{"), !inner.contains("}"),
      !inner.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
    else { return nil }
    path = inner
  }
}
