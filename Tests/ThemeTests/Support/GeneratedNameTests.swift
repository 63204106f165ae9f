import Testing
import Theme

/// Names from data become path parts in one place.
@Suite struct GeneratedNameTests {
  @Test(arguments: [
    ("../../../victim", "__/__/__/victim"), ("brand/casual", "brand/casual"),
    ("Core Colors", "Core Colors"), (".hidden", "_hidden"), ("", "_"), ("a\\b", "a_b"),
    ("a\u{1B}[31m", "a_[31m"), ("x\u{202E}y", "x_y"), ("/abs", "_/abs"), ("日本", "日本"),
  ])
  func relativePath(_ name: String, _ expected: String) {
    #expect(GeneratedName.relativePath(name) == expected)
  }

  @Test func strictComponentKeepsNamesApart() {
    #expect(GeneratedName.strictComponent("studio") == "studio")
    #expect(GeneratedName.strictComponent("my.brand") != GeneratedName.strictComponent("my_brand"))
    #expect(GeneratedName.strictComponent("..").hasPrefix("__-"))
  }
}
