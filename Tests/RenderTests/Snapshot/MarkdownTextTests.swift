import Render
import Testing

/// Token text in a job summary shows as written: no image, link, autolink, emphasis, HTML or
/// terminal control.
@Suite struct MarkdownTextTests {
  @Test(arguments: [
    ("![pixel](https://evil.example/t.png)", #"\!\[pixel\]\(https\:\/\/evil\.example\/t\.png\)"#),
    ("[click](javascript:alert(1))", #"\[click\]\(javascript\:alert\(1\)\)"#),
    ("see www.evil.example now", #"see www\.evil\.example now"#),
    ("mail a@b.example", #"mail a\@b\.example"#),
    ("**bold** _it_ ~~x~~", #"\*\*bold\*\* \_it\_ \~\~x\~\~"#),
    ("a | b", #"a \| b"#),
    ("<img src=x onerror=alert(1)>", #"&lt;img src\=x onerror\=alert\(1\)&gt;"#),
    (#"already \[escaped]"#, #"already \\\[escaped\]"#),
    ("line\nbreak", "line break"),
    ("bell\u{07}and\u{1B}red\u{202E}turned", "bellandredturned"),
  ])
  func inert(_ text: String, _ expected: String) {
    #expect(MarkdownText.inert(text) == expected)
  }

  @Test func codeSpansKeepOneCell() {
    #expect(MarkdownText.code("a`b|c\u{1B}") == "`a'b¦c`")
  }
}
