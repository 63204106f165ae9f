import Foundation
import TestSupport
import Testing

@testable import Render

/// The fonts compiled into the binary are exactly those of `Fonts/` (`make fonts`), pages name
/// them first, and the docs estimates measure with their advances.
@Suite struct BundledFontsTests {
  static let folder = TestPaths.packageRoot + "/Fonts"
  static let stale = "run `make resources` (.ci/embed-resources) and commit the generated file"

  @Test func embeddedFacesMatchTheFontsFolder() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/advances.json"))
    let table = try #require(JSONSerialization.jsonObject(with: data) as? [String: [String: Any]])
    #expect(table.count == BundledFonts.faces.count, "Fonts/advances.json: \(Self.stale)")
    for face in BundledFonts.faces {
      let entry = try #require(
        table["\(face.family) \(face.weight)"], "no \(face.family) \(face.weight) in Fonts/")
      let file = try #require(entry["file"] as? String)
      let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + file))
      #expect(Data(base64Encoded: face.woff) == bytes, "Fonts/\(file) differs: \(Self.stale)")
      let advances = try #require(entry["advances"] as? [String: Int])
      let embedded = try #require(BundledFonts.metrics["\(face.family) \(face.weight)"])
      #expect(embedded.count == advances.count, "Fonts/advances.json: \(Self.stale)")
      #expect(bytes.prefix(4) == Data("wOFF".utf8), "Fonts/\(file) is not a WOFF file")
    }
  }

  @Test(arguments: [
    (
      ["SF Pro Text", "Inter", "sans-serif"],
      "\"SPTheme Sans\", \"SF Pro Text\", \"Inter\", sans-serif"
    ),
    (["New York", "Georgia", "serif"], "\"SPTheme Serif\", \"New York\", \"Georgia\", serif"),
    (["Berkeley Mono"], "\"SPTheme Mono\", \"Berkeley Mono\""),
    (["SF Pro Rounded", "Nunito"], "\"SPTheme Sans\", \"SF Pro Rounded\", \"Nunito\""),
  ])
  func pagesNameTheBundledFamilyFirst(names: [String], stack: String) {
    #expect(HTMLEscape.fontFamily(names).hasPrefix(stack))
  }

  @Test func everyPageFaceIsEmbeddedOnceAsData() {
    let css = BundledFonts.allFaceCSS
    #expect(css.components(separatedBy: "@font-face").count - 1 == BundledFonts.faces.count)
    #expect(css.contains("src: url(data:font/woff;base64,"))
    #expect(!css.contains("local("))
  }

  @Test func widthsAreTheFontsAdvances() {
    // Liberation Sans is metric-compatible with Arial: "W" 0.944 em, "i" 0.222 em at 400;
    // bold "W" 0.944 em, "i" 0.278 em; Mono 0.6 em for every character.
    let sans = BundledFonts.sans
    #expect(abs(BundledFonts.width(of: "W", family: sans, weight: 400, size: 100) - 94.385) < 0.1)
    #expect(abs(BundledFonts.width(of: "i", family: sans, weight: 400, size: 100) - 22.217) < 0.1)
    #expect(abs(BundledFonts.width(of: "i", family: sans, weight: 600, size: 100) - 27.783) < 0.1)
    #expect(
      abs(BundledFonts.width(of: "Wi x", family: BundledFonts.mono, weight: 700, size: 10) - 24)
        < 0.01)
  }
}
