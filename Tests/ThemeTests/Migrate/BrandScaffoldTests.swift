import Foundation
import Testing

@testable import Theme

/// `BrandScaffold`: a new brand from each shipped brand checks clean and keeps its values.
@Suite struct BrandScaffoldTests {
  @Test(arguments: ["studio", "folio", "fieldnote"])
  func scaffoldChecksCleanAndKeepsValues(_ source: String) throws {
    let themes = try ExportFixtures.shipped(source)
    let files = BrandScaffold.files(brand: "harbor", from: themes)
    #expect(
      files.map(\.name) == [
        "harbor.resolver.json", "palette.tokens.json", "base.tokens.json", "light.tokens.json",
        "dark.tokens.json",
      ])
    #expect(files == BrandScaffold.files(brand: "harbor", from: try ExportFixtures.shipped(source)))
    let folder = NSTemporaryDirectory() + "sptheme-init-\(UUID().uuidString)/harbor"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    for file in files {
      try file.text.write(toFile: folder + "/" + file.name, atomically: true, encoding: .utf8)
    }
    let brand = try Brand(folder)
    let report = brand.check()
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
    let copy = try BrandThemes(brand: brand)
    for appearance in ["light", "dark"] {
      let (old, new) = (
        try #require(themes.theme(appearance: appearance)),
        try #require(copy.theme(appearance: appearance))
      )
      for role in ColorRole.allCases {
        #expect(old.color(role).value.components == new.color(role).value.components)
      }
      for role in TypeRole.allCases { #expect(old.style(role).value == new.style(role).value) }
      for role in MotionRole.allCases { #expect(old.motion(role).value == new.motion(role).value) }
      for role in RadiusRole.allCases { #expect(old.radius(role).value == new.radius(role).value) }
    }
    // Every role has a description saying what it is for.
    for entry in RoleCatalog.entries {
      let token = copy.light.tokens.first { $0.name == entry.name }
      #expect(token?.description?.isEmpty == false, "\(entry.name) has no $description")
    }
  }

  @Test(
    arguments: [
      ("harbor", nil), ("my-brand_2", nil), ("", "empty"), ("../x", "starts"), ("a/b", "only"),
      ("-x", "starts"),
      ("über", "starts"), ("a b", "only"),
    ] as [(String, String?)])
  func names(_ name: String, _ problem: String?) {
    let found = BrandScaffold.nameProblem(name)
    if let problem {
      #expect(found?.contains(problem) == true, "\(found ?? "nil")")
    } else {
      #expect(found == nil)
    }
  }
}
