import Components
import TestSupport
import Testing
import Theme

@testable import Render

/// The HTML writer: semantic markup, escaping per context, theme custom properties, determinism.
@Suite struct HTMLWriterTests {
  static let templates = try? TemplateLibrary(directory: TestPaths.packageRoot + "/Templates")

  static func page(
    _ stateID: String, appearance: PartsEnvironment.Appearance = .light, size: ContentSize = .large
  )
    throws -> String
  {
    let theme = try #require(appearance == .light ? Fixtures.studioLight : Fixtures.studioDark)
    let state = try #require(BlockKind.state(stateID))
    let scene = Scene(
      state: state, theme: theme,
      environment: SceneEnvironment(appearance: appearance, contentSize: size))
    return try HTMLWriter.render(scene, templates: try #require(templates))
  }

  @Test func everyStateRendersWithoutScriptsOrNetwork() throws {
    for block in BlockKind.allCases {
      for state in block.catalogue {
        let html = try Self.page(state.id)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), "\(state.id)")
        #expect(!html.contains("<script"), "\(state.id) has a script")
        #expect(!html.contains("src="), "\(state.id) loads something")
        // The bundled fonts are the only URLs, and they are data.
        #expect(
          !html.replacingOccurrences(of: "url(data:font/woff;base64,", with: "").contains("url("),
          "\(state.id) loads something from CSS")
        #expect(html.contains("<title>"), "\(state.id)")
      }
    }
  }

  @Test func sameSceneSameBytes() throws {
    #expect(try Self.page("sign-in/invalid") == (try Self.page("sign-in/invalid")))
  }

  @Test func fieldsAreLabelledAndErrorsDescribed() throws {
    let html = try Self.page("sign-in/invalid")
    #expect(html.contains(#"<label data-part="email.label" id="sp-email-label""#))
    #expect(html.contains(#"for="sp-email-field-input""#))
    #expect(html.contains(#"id="sp-email-field-input""#))
    #expect(html.contains(#"aria-invalid="true" aria-describedby="sp-email-error""#))
    #expect(html.contains(#"<p data-part="email.error" id="sp-email-error""#))
    #expect(html.contains(#"type="password""#))
    #expect(html.contains(#"autocomplete="current-password""#))
    #expect(html.contains(#"aria-label="Show password""#))
  }

  @Test func customPropertiesUseTheExportNames() throws {
    let html = try Self.page("sign-in/rest", appearance: .dark)
    let theme = try #require(Fixtures.studioDark)
    for name in [
      "--sp-color-background", "--sp-color-text-primary", "--sp-color-accent-on", "--sp-font-text",
      "--sp-type-body",
      "--sp-type-body-letter-spacing", "--sp-radius-md", "--sp-space-lg", "--sp-stroke-hairline",
      "--sp-motion-snappy",
    ] {
      #expect(html.contains("  \(name): "), "\(name) missing")
    }
    #expect(html.contains("color-scheme: dark;"))
    #expect(
      html.contains(
        "--sp-color-accent: \(theme.color(.accent).value.srgbHex.lowercased().prefix(7));"))
    #expect(html.contains("background-color: var(--sp-color-accent)"))
  }

  @Test func announcementsAndStatesInARIA() throws {
    #expect(try Self.page("login/forgot-password-sent").contains(#"role="status""#))
    let busy = try Self.page("sign-in/signing-in")
    #expect(busy.contains(#"aria-busy="true""#))
    #expect(try Self.page("login/sign-in-error").contains(#"role="alertdialog" aria-modal="true""#))
    #expect(try Self.page("sign-in/redacted").contains("sp-redacted"))
  }

  @Test func dynamicTypeScalesTheText() throws {
    let large = try Self.page("sign-in/rest")
    let ax3 = try Self.page("sign-in/rest", size: .ax3)
    #expect(large.contains("font-size: 17px"))
    #expect(!ax3.contains("font-size: 17px"))
    // Fields and buttons grow like @ScaledMetric: 52 × 40 / 17 for body and headline at AX3.
    #expect(large.contains("height: 52px"))
    #expect(ax3.contains("min-height: 122.353px"))
    #expect(!ax3.contains("min-height: 52px"))
  }
}

/// Escaping for the contexts the writer fills.
@Suite struct HTMLEscapingTests {
  static let templates = try? TemplateLibrary(directory: TestPaths.packageRoot + "/Templates")

  static func legalLine(url: String, text: String = "Read the Terms.", family: [String] = ["Inter"])
    throws -> Scene
  {
    let link = Self.node(
      "legal.terms", kind: .link, text: "Terms",
      accessibility: Accessibility(label: "Terms", value: url, traits: [.link]))
    var paragraph = Self.node("legal", kind: .text, text: text)
    paragraph.font = SceneFont(
      style: .footnote, family: family, size: 13, weight: 400, lineHeight: 1.3, letterSpacing: 0,
      underline: false,
      tabularFigures: false)
    paragraph.children = [link]
    let background = SceneColor(
      red: 1, green: 1, blue: 1, alpha: 1, source: "background", token: "color.background",
      provenance: [],
      wasOutOfGamut: false)
    let theme = try #require(Fixtures.studioLight)
    return Scene(
      root: paragraph, brand: "Test", environment: SceneEnvironment(), background: background,
      state: nil, style: SceneStyle(theme: theme, appearance: .light, contentSize: .large))
  }

  static func node(
    _ id: String, kind: Part.Kind, text: String? = nil,
    accessibility: Accessibility = Accessibility()
  )
    -> SceneNode
  {
    SceneNode(
      id: id, kind: kind, text: text, placeholder: nil, background: nil, foreground: nil,
      border: nil, prompt: nil,
      font: nil, radius: nil, padding: nil, spacing: nil, stroke: nil, motion: nil,
      metrics: Metrics(),
      accessibility: accessibility, flags: [], opacity: 1, children: [])
  }

  @Test(arguments: [
    "javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "data:text/html,x",
    "/terms", "https://a b",
  ])
  func refusesAddressesThatAreNotWebOrMail(_ url: String) throws {
    #expect(throws: HTMLError.refusedURL(part: "legal.terms", url: url)) {
      try HTMLWriter.render(
        try Self.legalLine(url: url), templates: try #require(Self.templates))
    }
  }

  /// A host that configures the sign-in block's legal line with a `javascript:` address gets an
  /// error from the writer, not a page.
  @Test(arguments: [
    ("javascript:alert(1)", "https://example.com/privacy", "legal.terms"),
    ("https://example.com/terms", "JAVASCRIPT:alert(document.cookie)", "legal.privacy"),
    ("https://example.com/terms", "java\tscript:alert(1)", "legal.privacy"),
  ])
  func aHostLegalLinkThatIsNotWebOrMailIsRefused(_ terms: String, _ privacy: String, _ part: String)
    throws
  {
    let theme = try #require(Fixtures.studioLight)
    let configuration = SignInBlock.Configuration(
      legal: SignInBlock.legalNotice(terms: terms, privacy: privacy))
    let environment = SceneEnvironment()
    let scene = Scene(
      part: SignInBlock.parts(SignInBlock.State(configuration), environment.parts), theme: theme,
      environment: environment)
    #expect(throws: HTMLError.refusedURL(part: part, url: part == "legal.terms" ? terms : privacy))
    {
      try HTMLWriter.render(scene, templates: try #require(Self.templates))
    }
    // The same block with web addresses renders, links and all.
    let fine = SignInBlock.Configuration(
      legal: SignInBlock.legalNotice(
        terms: "https://example.com/terms", privacy: "mailto:privacy@example.com"))
    let page = try HTMLWriter.render(
      Scene(
        part: SignInBlock.parts(SignInBlock.State(fine), environment.parts), theme: theme,
        environment: environment), templates: try #require(Self.templates))
    #expect(page.contains(#"href="https://example.com/terms""#))
    #expect(page.contains(#"href="mailto:privacy@example.com""#))
  }

  @Test(arguments: [
    "https://example.com/terms?a=1&b=2", "http://example.com", "mailto:help@example.com",
  ])
  func acceptsWebAndMailAddresses(_ url: String) throws {
    let html = try HTMLWriter.render(
      try Self.legalLine(url: url), templates: try #require(Self.templates))
    #expect(html.contains(#"href="\#(url.replacingOccurrences(of: "&", with: "&amp;"))""#))
  }

  @Test func textAndAttributesAreEscaped() throws {
    let html = try HTMLWriter.render(
      try Self.legalLine(url: "https://example.com", text: "<script>alert(\"x\")</script> & Terms"),
      templates: try #require(Self.templates))
    #expect(!html.contains("<script>"))
    #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; "))
  }

  @Test func aFontFamilyCannotCloseADeclarationOrTheStyleElement() throws {
    let evil = #"Evil"; color: red; } </style><script>alert(1)</script>"#
    let html = try HTMLWriter.render(
      try Self.legalLine(url: "https://example.com", family: [evil]),
      templates: try #require(Self.templates))
    #expect(!html.contains("<script>"))
    // In the style attribute the family is a CSS string (quotes escaped), then HTML-escaped.
    #expect(
      html.contains(
        #"font-family: &quot;SPTheme Sans&quot;, &quot;Evil\&quot;; color: red; } \3c /style\3e \3c script\3e alert(1)\3c /script\3e &quot;"#
      ))
  }
}
