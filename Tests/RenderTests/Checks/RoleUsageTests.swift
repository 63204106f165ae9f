import Components
import Testing
import Theme

@testable import Render

/// The coverage check knows every role the blocks bind, whatever sizes the audit renders.
@Suite struct RoleUsageTests {
  /// The roles of every catalogue state's parts at one kind of text size.
  static func roles(accessibilitySize: Bool) -> Set<String> {
    var used = Set<RoleUsage.BoundRole>()
    for block in BlockKind.allCases {
      for state in block.catalogue {
        RoleUsage.collect(
          state.part(PartsEnvironment(isAccessibilitySize: accessibilitySize)), into: &used)
      }
    }
    return Set(used.map(\.token))
  }

  @Test func sizesTheAuditRendersAddNothing() {
    #expect(RoleUsage.roles(atSizesOtherThan: [.large, .ax3]).isEmpty)
    #expect(RoleUsage.roles(atSizesOtherThan: [.xSmall, .ax5, .ax1]).isEmpty)
  }

  @Test(arguments: [
    ([ContentSize.large], true), ([.xSmall, .xxxLarge], true), ([.ax5], false),
    ([.ax1, .ax2], false),
  ])
  func sizesTheAuditLeavesOutAreAdded(_ sizes: [ContentSize], missing accessibilitySize: Bool) {
    let added = Set(RoleUsage.roles(atSizesOtherThan: sizes).map(\.token))
    #expect(added == Self.roles(accessibilitySize: accessibilitySize))
    #expect(added.contains("color.accent") && added.contains("type.body"))
  }

  @Test func collectNamesEveryKindOfRole() {
    let roles = Self.roles(accessibilitySize: false)
    for prefix in ["color.", "type.", "font.", "radius.", "space.", "motion."] {
      #expect(roles.contains { $0.hasPrefix(prefix) }, "no \(prefix) role collected")
    }
  }
}
