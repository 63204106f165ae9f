import Foundation
import Testing

/// An argument whose bytes are not UTF-8 is named as given (`\xNN` for each such byte) and
/// refused, rather than turned into U+FFFD and reported as a file that does not exist.
@Suite struct NonUTF8ArgumentTests {
  @Test(arguments: [
    (#"check "$(printf 'a\377b')""#, "error: argument 2 (a\\xffb) is not UTF-8"),
    (#""$(printf '\377')""#, "error: argument 1 (\\xff) is not UTF-8"),
    (#"list --tokens "$(printf 't\300')""#, "error: argument 3 (t\\xc0) is not UTF-8"),
  ])
  func refusedWithItsBytesShown(_ arguments: String, _ message: String) throws {
    let result = try CLIRunner.run(
      ["-c", "exec \"$0\" " + arguments, CLIRunner.binary], executable: "/bin/sh")
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    #expect(result.stderr.contains("rename the file or folder"))
    #expect(!result.stderr.contains("\u{FFFD}"))
  }
}
