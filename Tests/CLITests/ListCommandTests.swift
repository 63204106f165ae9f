import Testing

/// `sptheme list` names each state's declared twin with its reason, so a reviewer knows two
/// states look alike on purpose.
@Suite struct ListCommandTests {
  @Test func declaredTwinsAreListedWithTheirReason() throws {
    let list = try CLIRunner.run(["list", "provider-stack", "reset-password"])
    #expect(list.status == 0, "\(list.stderr)")
    let lines = list.stdout.split(separator: "\n").map(String.init)
    let cancelled = try #require(lines.first { $0.contains("provider-stack/cancelled") })
    #expect(cancelled.hasSuffix("(looks like rest on purpose: a cancel goes back to rest quietly)"))
    let four = try #require(lines.first { $0.contains("reset-password/code-length-4") })
    #expect(!four.contains("looks like"))
  }
}
