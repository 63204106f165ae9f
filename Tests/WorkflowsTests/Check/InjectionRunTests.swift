import Foundation
import TestSupport
import Testing
import Workflows

/// A brand whose display name, token names, `$description`s and font family names carry markup,
/// quotes and terminal escape sequences, run in process through every command that prints or
/// writes them: nothing reaches a terminal raw, no page gains a script or leaves its `<style>`,
/// generated Swift stays Swift, JSON stays JSON, and no file lands outside `--out`.
@Suite struct InjectionRunTests {
  /// Closes a `<style>` element and opens a script, both quotes, and OSC 52 (set the clipboard).
  static let payload = "</style><script>alert(1)</script>\"'\u{1B}]52;c;aGk=\u{07}"
  /// The brand folder's name: quotes, markup and a dot, none of which may reach a file name.
  static let folderName = "x'\"<b>.y"

  /// A copy of studio named `folderName`, with the payload in the resolver's name, a palette
  /// token's name and description, the accent's description and the text font family.
  static func hostileBrand() throws -> (root: String, brand: String) {
    let root = try TestPaths.temporaryFolder()
    let brand = root + "/" + folderName
    try FileManager.default.copyItem(
      atPath: BrandFiles.tokens + "/studio", toPath: brand)
    let resolver = brand + "/\(folderName).resolver.json"
    try FileManager.default.moveItem(atPath: brand + "/studio.resolver.json", toPath: resolver)
    try BrandFiles.edit(
      resolver, replacing: #""name": "Studio""#, with: #""name": \#(json("Evil" + payload))"#)
    for appearance in ["light", "dark"] {
      try BrandFiles.edit(
        resolver, replacing: #"{ "$ref": "\#(appearance).tokens.json" }"#,
        with: #"{ "$ref": "\#(appearance).tokens.json" }, { "$ref": "hostile.tokens.json" }"#)
    }
    let tokenName = "p" + payload
    let hostile = """
      {
        "palette": { "$type": "color", \(json(tokenName)): {
          "$description": \(json("d" + payload)),
          "$value": { "colorSpace": "srgb", "components": [0, 0.3, 0.6], "hex": "#004d99" } } },
        "font": { "$type": "fontFamily", "text": {
          "$description": \(json("f" + payload)), "$value": [\(json("Evil" + payload)), "sans-serif"] } },
        "color": { "accent": { "$description": \(json("a" + payload)), "$value": \(json("{palette.\(tokenName)}")) } }
      }
      """
    try hostile.write(toFile: brand + "/hostile.tokens.json", atomically: true, encoding: .utf8)
    return (root, brand)
  }

  static func json(_ text: String) -> String {
    let data = try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
    return String(String(decoding: data ?? Data(), as: UTF8.self).dropFirst().dropLast())
  }

  /// C0 controls but tab, line feed and carriage return; DEL; C1 controls.
  static func controls(in text: String) -> [String] {
    text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r")
        || (0x7F...0x9F).contains($0.value)
    }.map { String(format: "U+%04X", $0.value) }
  }

  /// What the console would show after the tool's own colors (SGR sequences) are taken out.
  static func shownControls(_ result: ShellRender.Output) -> [String] {
    controls(in: result.all.replacing(#/\u{1B}\[[0-9;]*m/#, with: ""))
  }

  @Test func terminalOutputCarriesNoEscapes() throws {
    let (root, brand) = try Self.hostileBrand()
    defer { BrandFiles.remove(root) }
    func checked(_ shell: ShellCheck) -> ShellRender.Output {
      let result = shell([brand])
      return ShellRender.Output(status: result.status, stdout: result.stdout, stderr: result.stderr)
    }
    let runs: [(String, ShellRender.Output)] = [
      ("check", checked(ShellCheck())),
      ("check --no-contrast --format json", checked(ShellCheck(format: "json", noContrast: true))),
      ("preview", ShellRender.preview(brand, width: 160)),
      ("preview --color truecolor", ShellRender.preview(brand, width: 160, profile: .truecolor)),
      ("list --tokens", ShellRender.list(tokens: root)),
    ]
    for (name, result) in runs {
      #expect(result.status != 2, "\(name): \(result.stderr)")
      // Colors are SGR sequences the tool writes itself; nothing else may start with ESC.
      #expect(Self.shownControls(result).isEmpty, "\(name): \(Self.shownControls(result))")
    }
    // --verbose: the accent's alias shows in the information about the dimmed provider button
    // (the brand has no error of its own since a valid stroke stopped binding the accent).
    let check = ShellCheck(verbose: true)([brand])
    #expect(
      check.stdout.contains("{palette.p</style><script>alert(1)</script>\"']52;c;aGk=}"),
      "\(check.stdout)")
  }

  @Test func snapshotPagesStayInertAndInsideOut() throws {
    let (root, brand) = try Self.hostileBrand()
    defer { BrandFiles.remove(root) }
    let out = root + "/out"
    let result = try ShellRender.snapshot([brand], blocks: ["sign-in"], mode: .write(folder: out))
    #expect(result.status == 0, "\(result.stderr)")
    // Everything landed in --out, under names made of safe characters only.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root).sorted() == [
        "out", Self.folderName,
      ])
    let files = try FileManager.default.contentsOfDirectory(atPath: out)
    #expect(files.count == 152)
    #expect(
      files.contains("sign-in.invalid.x___b__y-fffc79bb.dark.large.html"),
      "\(files.sorted().prefix(3))")
    for file in files {
      #expect(
        file.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) },
        "\(file)")
      let text = try String(contentsOfFile: out + "/" + file, encoding: .utf8)
      #expect(Self.controls(in: text).isEmpty, "\(file): \(Self.controls(in: text))")
      if file.hasSuffix(".html") {
        #expect(!text.contains("<script"), "\(file) has a script")
        // Two style elements: the theme's rule, and the stylesheet every page shares.
        #expect(text.components(separatedBy: "</style>").count <= 3, "\(file) closes <style> early")
      }
      if file.hasSuffix(".scene.json") {
        #expect(
          (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil, "\(file) is not JSON")
      }
    }
    let page = try String(
      contentsOfFile: out + "/sign-in.rest.x___b__y-fffc79bb.light.large.html", encoding: .utf8)
    #expect(
      page.contains(
        "Evil&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;\u{FFFD}]52;c;aGk=\u{FFFD}"
      ))
    #expect(
      page.contains(
        #""Evil\3c /style\3e \3c script\3e alert(1)\3c /script\3e \"'\1b ]52;c;aGk=\7 ", sans-serif"#
      ))
  }

  @Test func exportsEscapeForTheirLanguage() throws {
    let (root, brand) = try Self.hostileBrand()
    defer { BrandFiles.remove(root) }

    let css = ShellRender.export(.css, brand)
    #expect(css.status == 0, "\(css.stderr)")
    #expect(Self.controls(in: css.stdout).isEmpty)
    #expect(!css.stdout.contains("</style") && !css.stdout.contains("</script"))
    #expect(
      css.stdout.contains(
        #"--sp-font-text: "Evil\3c /style\3e \3c script\3e alert(1)\3c /script\3e \"'\1b ]52;c;aGk=\7 ", sans-serif;"#
      ))

    let json = ShellRender.export(.json, brand)
    #expect(json.status == 0, "\(json.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let font = try #require((document["font"] as? [String: Any])?["text"] as? [String: Any])
    #expect(
      (font["$value"] as? [String])?.first == "Evil" + Self.payload, "the value survives exactly")

    let swift = ShellRender.export(.swift, brand)
    #expect(swift.status == 0, "\(swift.stderr)")
    #expect(Self.controls(in: swift.stdout).isEmpty)
    #expect(
      swift.stdout.contains(
        #"text: FontFamily(names: ["Evil</style><script>alert(1)</script>\"'\u{1b}]52;c;aGk=\u{7}", "sans-serif"], face: .custom("Evil</style><script>alert(1)</script>\"'\u{1b}]52;c;aGk=\u{7}"))"#
      ))
    #expect(
      swift.stdout.contains("public static let xBY = SPTheme("),
      "identifier from letters and digits only")
  }
}

/// The generated Swift of the hostile brand parses as Swift: no literal or comment was closed
/// early. It runs the compiler, so it is in the full tier.
@Suite(.tags(.packageBuild), .fullTier) struct InjectionSwiftParseTests {
  @Test func exportedSwiftParses() throws {
    let (root, brand) = try InjectionRunTests.hostileBrand()
    defer { BrandFiles.remove(root) }
    let swift = ShellRender.export(.swift, brand)
    #expect(swift.status == 0, "\(swift.stderr)")
    let file = root + "/Theme.swift"
    try swift.stdout.write(toFile: file, atomically: true, encoding: .utf8)
    let parse = try ToolRun.run("/usr/bin/env", ["swiftc", "-parse", file])
    #expect(parse.status == 0, "\(parse.stderr)")
  }
}
