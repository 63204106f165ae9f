import Testing

@testable import sptheme

/// Token text in a job summary shows as written: no image, link, autolink, emphasis or HTML.
@Suite struct MarkdownTextTests {
  @Test(arguments: [
    ("![pixel](https://evil.example/t.png)", #"!\[pixel\](https\://evil.example/t.png)"#),
    ("[click](javascript:alert(1))", #"\[click\](javascript:alert(1))"#),
    ("see www.evil.example now", #"see www\.evil.example now"#),
    ("mail a@b.example", #"mail a\@b.example"#),
    ("**bold** _it_ `code` ~~x~~", #"\*\*bold\*\* \_it\_ \`code\` \~\~x\~\~"#),
    ("a | b", #"a \| b"#),
    ("<img src=x onerror=alert(1)>", "&lt;img src=x onerror=alert(1)&gt;"),
    (#"already \[escaped]"#, #"already \\\[escaped\]"#),
    ("many (many): failed: 3 errors", "many (many): failed: 3 errors"),
    ("bell\u{07}and\u{1B}[31mred", #"belland\[31mred"#),
  ])
  func inert(_ text: String, _ expected: String) {
    #expect(MarkdownText.inert(text) == expected)
  }
}
