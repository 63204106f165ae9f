import Components
import Testing
import Theme

@testable import Render

/// The coverage check knows every role the blocks bind, whatever sizes the audit renders.
@Suite struct RoleUsageTests {
  /// The roles of every catalogue state's parts at one kind of text size.
  static func roles(accessibilitySize: Bool) -> Set<String> {
    var used = RoleUsage.BoundRoles()
    for block in BlockKind.allCases {
      for state in block.catalogue {
        RoleUsage.collect(
          state.part(PartsEnvironment(isAccessibilitySize: accessibilitySize)), into: &used)
      }
    }
    return used.tokens
  }

  @Test func sizesTheAuditRendersAddNothing() {
    #expect(RoleUsage.roles(atSizesOtherThan: [.large, .ax3]).roles.isEmpty)
    #expect(RoleUsage.roles(atSizesOtherThan: [.xSmall, .ax5, .ax1]).roles.isEmpty)
  }

  @Test(arguments: [
    ([ContentSize.large], true), ([.xSmall, .xxxLarge], true), ([.ax5], false),
    ([.ax1, .ax2], false),
  ])
  func sizesTheAuditLeavesOutAreAdded(_ sizes: [ContentSize], missing accessibilitySize: Bool) {
    let added = RoleUsage.roles(atSizesOtherThan: sizes).tokens
    #expect(added == Self.roles(accessibilitySize: accessibilitySize))
    #expect(added.contains("color.accent") && added.contains("type.body"))
  }

  @Test func collectNamesEveryKindOfRole() {
    let roles = Self.roles(accessibilitySize: false)
    for prefix in ["color.", "type.", "font.", "radius.", "space.", "motion."] {
      #expect(roles.contains { $0.hasPrefix(prefix) }, "no \(prefix) role collected")
    }
  }

  /// Every bound role has its own place, in the order of `allCases`, and its own token.
  @Test func everyBoundRoleHasItsOwnPlaceAndToken() {
    let all = RoleUsage.BoundRole.allCases
    #expect(all.map(\.index) == Array(all.indices))
    #expect(Set(all.map(\.token)).count == all.count)
    #expect(all.count == RoleCatalog.entries.filter { !$0.name.contains("success") }.count)
    var set = RoleUsage.BoundRoles()
    set.insert(.motion(.smooth))
    set.insert(.color(.background))
    set.insert(.motion(.smooth))
    #expect(set.roles == [.color(.background), .motion(.smooth)])
    var other = RoleUsage.BoundRoles()
    other.insert(.type(.body))
    set.formUnion(other)
    #expect(set.tokens == ["color.background", "type.body", "motion.smooth"])
  }
}
