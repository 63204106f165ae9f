import Components
import Theme

/// What changes between two versions of a brand (or two brands): role values per appearance
/// with their provenance, the parts and states each change reaches, contrast verdicts that flip,
/// and the snapshots that will change.
public struct BrandDiff: Sendable {
  /// One role whose value differs.
  public struct RoleChange: Sendable {
    public var appearance: String
    /// The role's token path (`color.accent`).
    public var role: String
    public var before: String
    public var after: String
    public var beforeProvenance: [ProvenanceLink]
    public var afterProvenance: [ProvenanceLink]
    /// `state › part` places that bind the role.
    public var reaches: [String]
  }

  /// A contrast verdict that differs.
  public struct Flip: Sendable {
    public var appearance: String
    public var size: ContentSize
    public var state: String
    public var part: String
    public var what: String
    public var before: Double
    public var after: Double
    public var required: Double
    /// True when the pair passes now and failed before.
    public var nowPasses: Bool { after >= required }
  }

  public var changes: [RoleChange] = []
  public var flips: [Flip] = []
  /// Snapshot names (`sign-in.invalid.folio.dark.large`) whose scene differs.
  public var snapshots: [String] = []
  /// The same changes as catalogue state, appearance and size, to render them before and after.
  public var changedScenes: [(state: String, appearance: String, size: ContentSize)] = []
  /// Appearances compared (those both sides have).
  public var appearances: [String] = []

  /// Whether anything differs.
  public var isEmpty: Bool { changes.isEmpty && flips.isEmpty && snapshots.isEmpty }

  /// Compares two sets of themes appearance by appearance.
  public static func compare(
    before: [SPTheme], after: [SPTheme], snapshotBrand: String,
    sizes: [ContentSize] = [.large, .ax3],
    level: ContrastLevel = .aa
  ) -> BrandDiff {
    var diff = BrandDiff()
    let reach = RoleUsage.places()
    for old in before {
      guard let new = after.first(where: { $0.appearance == old.appearance }) else { continue }
      diff.appearances.append(old.appearance)
      for entry in RoleCatalog.entries {
        let (a, aChain) = describe(entry, in: old)
        let (b, bChain) = describe(entry, in: new)
        guard a != b else { continue }
        diff.changes.append(
          RoleChange(
            appearance: old.appearance, role: entry.name, before: a, after: b,
            beforeProvenance: aChain,
            afterProvenance: bChain, reaches: reach[entry.name] ?? []))
      }
      let appearance: PartsEnvironment.Appearance = old.isDark ? .dark : .light
      for block in BlockKind.allCases {
        for state in block.catalogue {
          for size in sizes {
            let environment = SceneEnvironment(appearance: appearance, contentSize: size)
            let sceneA = Scene(state: state, theme: old, environment: environment)
            let sceneB = Scene(state: state, theme: new, environment: environment)
            // What a person sees: values, not where they are defined.
            guard sceneA.root.strippingProvenance() != sceneB.root.strippingProvenance() else {
              continue
            }
            diff.snapshots.append(
              [block.id, state.name, snapshotBrand, old.appearance, size.flagName].joined(
                separator: "."))
            diff.changedScenes.append((state.id, old.appearance, size))
            let pairsA = ContrastPairs.of(sceneA)
            let pairsB = ContrastPairs.of(sceneB)
            for (pa, pb) in zip(pairsA, pairsB) where pa.part == pb.part && pa.role == pb.role {
              guard let required = pb.required(level) ?? pa.required(level) else { continue }
              if (pa.ratio >= required) != (pb.ratio >= required) {
                diff.flips.append(
                  Flip(
                    appearance: old.appearance, size: size, state: state.id, part: pa.part,
                    what: pa.role,
                    before: pa.ratio, after: pb.ratio, required: required))
              }
            }
          }
        }
      }
    }
    return diff
  }

  /// A role's value in words, and its provenance.
  static func describe(_ entry: RoleCatalog.Entry, in theme: SPTheme) -> (String, [ProvenanceLink])
  {
    guard let token = theme.tokens.first(where: { $0.name == entry.name }) else {
      return ("(missing)", [])
    }
    return (describe(token.value), token.provenance)
  }

  /// A value in one line, as `sptheme diff` prints it: a color as its hex (and its own space),
  /// a dimension as `16px`, a typography as family, size, weight, line and tracking.
  public static func describe(_ value: TokenValue) -> String {
    switch value {
    case .color(let color):
      let hex = color.srgbHex.uppercased()
      return color.colorSpace == .srgb
        ? hex
        : "\(hex) (\(color.colorSpace.rawValue) \(color.components.map { $0.map { ComponentAudit.format($0, digits: 3) } ?? "none" }.joined(separator: " ")))"
    case .dimension(let dimension):
      return "\(ComponentAudit.format(dimension.value, digits: 2))\(dimension.unit.rawValue)"
    case .fontFamily(let families):
      return families.joined(separator: ", ")
    case .typography(let type):
      return
        "\(type.fontFamily.first ?? "") \(ComponentAudit.format(type.fontSize.value, digits: 2))\(type.fontSize.unit.rawValue) weight \(ComponentAudit.format(type.fontWeight.value)) line \(ComponentAudit.format(type.lineHeight, digits: 3)) tracking \(ComponentAudit.format(type.letterSpacing.value, digits: 2))"
    case .transition(let transition):
      let curve = transition.timingFunction
      return
        "\(ComponentAudit.format(transition.duration.milliseconds))ms after \(ComponentAudit.format(transition.delay.milliseconds))ms, cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map { ComponentAudit.format($0, digits: 3) }.joined(separator: ", ")))"
    default:
      return "\(value)"
    }
  }
}

extension RoleUsage {
  /// For each role token, the `state › part` places that bind it (first appearance, Large);
  /// the screen's role is drawn by every state (`state › screen`).
  static func places() -> [String: [String]] {
    var result: [String: [String]] = [:]
    for block in BlockKind.allCases {
      for state in block.catalogue {
        var used: [(String, String)] = [(screenToken, screenPart)]
        collectPlaces(state.part(PartsEnvironment()), into: &used)
        for (role, part) in used {
          let place = "\(state.id) › \(part)"
          if result[role]?.contains(place) != true { result[role, default: []].append(place) }
        }
      }
    }
    return result
  }

  private static func collectPlaces(_ part: Part, into used: inout [(String, String)]) {
    var roles = BoundRoles()
    collectOwn(part, into: &roles)
    for role in roles.tokens.sorted() { used.append((role, part.id)) }
    for child in part.children { collectPlaces(child, into: &used) }
  }
}

extension SceneNode {
  /// The node with every color's provenance removed, to compare what is drawn.
  func strippingProvenance() -> SceneNode {
    var copy = self
    for path in [\SceneNode.background, \.foreground, \.border, \.prompt]
      as [WritableKeyPath<SceneNode, SceneColor?>]
    {
      copy[keyPath: path]?.provenance = []
    }
    copy.children = children.map { $0.strippingProvenance() }
    return copy
  }
}
