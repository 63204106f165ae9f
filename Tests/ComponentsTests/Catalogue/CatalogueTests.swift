import Testing

@testable import Components

@Suite struct CatalogueTests {
  static let all = BlockKind.allCases.flatMap(\.catalogue)

  @Test(arguments: [
    (BlockKind.signIn, 12), (.magicLink, 10), (.resetPassword, 10), (.providerStack, 3),
    (.login, 8),
  ])
  func everyBlockHasItsMinimumOfStates(block: BlockKind, minimum: Int) {
    #expect(block.catalogue.count >= minimum)
  }

  @Test func idsAreUniqueAndNamedBlockSlashState() {
    let ids = Self.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for state in Self.all {
      #expect(state.id == "\(state.block.id)/\(state.name)")
      #expect(!state.name.isEmpty)
      #expect(state.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(state.id)")
      #expect(!state.title.isEmpty && !state.note.isEmpty)
    }
  }

  @Test(arguments: all.map(\.id))
  func everyStateBuildsATreeWithUniquePartIDs(id: String) throws {
    let state = try #require(BlockKind.state(id))
    for reduceMotion in [false, true] {
      let tree = state.part(PartsEnvironment(reduceMotion: reduceMotion))
      #expect(tree.duplicateIDs.isEmpty, "\(id): \(tree.duplicateIDs)")
      #expect(tree.id == state.block.id)
      #expect(!tree.dump().isEmpty)
    }
  }

  @Test func overridesReachTheEnvironment() {
    let redacted = BlockKind.state("sign-in/redacted")!
    #expect(redacted.environment(.standard).redacted)
    #expect(redacted.part().find("card")?.flags.contains(.redacted) == true)
    let large = BlockKind.state("sign-in/accessibility-size")!
    #expect(large.environment(.standard).isAccessibilitySize)
  }

  @Test func statesAreDeterministic() {
    for state in Self.all {
      #expect(state.part().dump() == state.part().dump())
    }
  }

  @Test func blockKindsHaveIDsAndNames() {
    #expect(
      BlockKind.allCases.map(\.id) == [
        "sign-in", "magic-link", "reset-password", "provider-stack", "login",
      ])
    #expect(BlockKind.allCases.allSatisfy { !$0.displayName.isEmpty })
  }

  @Test func everyControlIsAtLeast44PointsTall() {
    for state in Self.all {
      func walk(_ p: Part) {
        switch p.kind {
        case .button, .link, .field, .codeBoxes:
          let size = p.metrics.height ?? p.metrics.minHeight ?? p.metrics.minimumTarget ?? 0
          if !(p.id.hasPrefix("legal.")) {
            #expect(size >= 44, "\(state.id) \(p.id)")
          }
        default: break
        }
        p.children.forEach(walk)
      }
      walk(state.part())
    }
  }
}
