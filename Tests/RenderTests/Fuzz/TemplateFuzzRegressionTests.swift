import Foundation
import TestSupport
import Testing

@testable import Render

/// Inputs the template fuzzer (`Tests/Fuzz/FuzzTemplates.swift`, `make fuzz`) found to crash,
/// hang or exhaust memory, kept in `Tests/Fixtures/fuzz-regressions/templates/` and rendered
/// the way the fuzzer renders them: each must parse or fail with an error, and finish.
@Suite struct TemplateFuzzRegressionTests {
  static let folder = TestPaths.packageRoot + "/Tests/Fixtures/fuzz-regressions/templates"

  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
      $0.hasSuffix(".mustache")
    }.sorted()
  }

  /// The fuzzer's context and partials.
  static let context: TemplateValue = [
    "name": "Mara", "items": [["label": "a"], ["label": "b", "children": []]], "flag": true,
    "empty": [],
    "html": "<b>&</b>", "nested": ["deeper": ["value": 1.5]],
  ]

  @Test func theFuzzersWayOfRenderingWorks() throws {
    // Also exercised when the folder is empty: a partial that includes itself stops at the depth limit.
    let template = try Template(parsing: "{{>p}}", name: "fuzz")
    let partials = ["p": "{{name}}{{>p}}"]
    #expect(throws: (any Error).self) {
      try template.render(
        Self.context, partials: partials, options: RenderOptions(maxPartialDepth: 16))
    }
  }

  @Test(arguments: files)
  func rendersLikeTheFuzzer(_ file: String) throws {
    let text = String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + file)), as: UTF8.self)
    if let template = try? Template(parsing: text, name: "fuzz") {
      let partials = ["p": "{{name}}{{>p}}", "layout": "{{$body}}default{{/body}}", "fuzz": text]
      _ = try? template.render(
        Self.context, partials: partials, options: RenderOptions(maxPartialDepth: 16))
    }
  }
}
