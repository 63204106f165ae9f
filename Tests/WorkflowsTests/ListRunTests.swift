import Components
import Testing
import Theme
import Workflows

/// `ListRun`: the blocks asked for with their states, and the brands only in a listing of every
/// block.
@Suite struct ListRunTests {
  @Test(arguments: [
    ([], BlockKind.allCases, true),
    ([BlockKind.login], [.login], false),
    ([.resetPassword, .signIn], [.resetPassword, .signIn], false),
  ])
  func listsTheBlocksAskedFor(asked: [BlockKind], listed: [BlockKind], withBrands: Bool) {
    let listing = ListRun(catalog: Fixtures.builtIn(), blocks: asked).run()
    #expect(listing.blocks == listed)
    #expect(listing.builtInBrands.isEmpty == !withBrands)
    let text = ListTextWriter.text(listing)
    for block in listed {
      #expect(text.contains("\(block.id) (\(block.displayName)): \(block.catalogue.count) states"))
    }
    #expect(text.contains("built-in brands: ") == withBrands)
  }

  @Test func builtInBrandsStandAloneWithoutAProject() {
    let listing = ListRun(catalog: Fixtures.builtIn()).run()
    #expect(listing.builtInBrands.map(\.name) == BuiltInBrands.names)
    #expect(listing.builtInBrands.allSatisfy { $0.standing == .shown })
    #expect(listing.projectBrands == nil)
    #expect(listing.tokensFolder?.names == [])
    #expect(
      ListTextWriter.text(listing).hasSuffix(
        "built-in brands: \(BuiltInBrands.names.joined(separator: ", "))"))
  }

  @Test func statesAlignInOneColumn() {
    let text = ListTextWriter.text(ListRun(catalog: Fixtures.builtIn(), blocks: [.signIn]).run())
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("  ") }
    let titleColumns = zip(rows, BlockKind.signIn.catalogue).map { row, state in
      row.distance(from: row.startIndex, to: row.firstRange(of: state.title)!.lowerBound)
    }
    #expect(rows.count == BlockKind.signIn.catalogue.count)
    #expect(Set(titleColumns).count == 1, "every title starts in the same column")
  }
}
