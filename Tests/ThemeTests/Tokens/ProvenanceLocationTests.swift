import Dispatch
import Platform
import TestSupport
import Testing

@testable import Theme

/// Provenance locations are found when first read: the same places whichever link is read first
/// and from however many threads at once.
@Suite struct ProvenanceLocationTests {
  static func studio() -> TokenResolution {
    ResolverDocument(contentsOf: TestPaths.packageRoot + "/tokens/studio/studio.resolver.json")
      .resolve(input: ["appearance": "dark"])
  }

  /// Every link's location, read in document order on one thread.
  static func locations(_ resolution: TokenResolution) -> [String] {
    resolution.tokens.flatMap(\.provenance).map { $0.location?.description ?? "none" }
  }

  @Test func locationsAreTheSameReadInAnyOrder() throws {
    let forward = Self.locations(Self.studio())
    let backward = Self.studio()
    let links = backward.tokens.flatMap(\.provenance)
    let reversed = links.reversed().map { $0.location?.description ?? "none" }
    #expect(Array(reversed.reversed()) == forward)
    #expect(!forward.contains("none"))
    #expect(forward.allSatisfy { $0.hasPrefix(TestPaths.packageRoot + "/tokens/studio/") })
  }

  @Test func locationsAreTheSameReadFromManyThreads() throws {
    let expected = Self.locations(Self.studio())
    let resolution = Self.studio()
    let links = resolution.tokens.flatMap(\.provenance)
    let found = Locked([String?](repeating: nil, count: links.count))
    DispatchQueue.concurrentPerform(iterations: links.count) { index in
      let location = links[index].location?.description ?? "none"
      found.withLock { $0[index] = location }
    }
    #expect(found.withLock { $0 }.map { $0 ?? "missing" } == expected)
  }
}
