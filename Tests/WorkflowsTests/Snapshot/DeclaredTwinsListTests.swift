import Components
import Testing
import Theme
import Workflows

/// `sptheme list` in process names each state's declared twin with its reason, so a reviewer of
/// snapshots knows two states look alike on purpose.
@Suite struct DeclaredTwinsListTests {
  @Test func declaredTwinsAreListedWithTheirReason() throws {
    let listing = ListRun(
      catalog: SnapshotFixture.catalog(), blocks: [.providerStack, .resetPassword]
    )
    .run()
    let lines = ListTextWriter.text(listing).split(separator: "\n").map(String.init)
    let cancelled = try #require(lines.first { $0.contains("provider-stack/cancelled") })
    #expect(cancelled.hasSuffix("(looks like rest on purpose: a cancel goes back to rest quietly)"))
    let four = try #require(lines.first { $0.contains("reset-password/code-length-4") })
    #expect(!four.contains("looks like"))
  }
}
