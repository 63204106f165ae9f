import Foundation
import Render
import Testing

extension Templates {
  @Suite("Mustache spec")
  struct SpecSuiteTests {
    @Test("the spec folder is present")
    func specFolderIsPresent() {
      #expect(
        !MustacheSpec.files.isEmpty,
        """
        no spec files in \(MustacheSpec.directory.path): the Mustache spec suite is expected in \
        ../shared/conformance/mustache-spec/ next to the package
        """)
    }

    @Test("spec case", arguments: MustacheSpec.allCases)
    func specCase(_ specCase: MustacheSpec.Case) throws {
      let output = try specCase.render()
      #expect(output == specCase.expected, "template: \(specCase.template.debugDescription)")
    }

    @Test("every spec file passes, counted per file")
    func countsPerFile() throws {
      var lines: [String] = []
      var failures: [String] = []
      for file in MustacheSpec.files {
        let cases = try MustacheSpec.cases(in: file)
        var passed = 0
        for specCase in cases {
          if (try? specCase.render()) == specCase.expected {
            passed += 1
          } else {
            failures.append(specCase.testDescription)
          }
        }
        lines.append("\(file): \(passed)/\(cases.count)")
      }
      print("Mustache spec\n  " + lines.joined(separator: "\n  "))
      #expect(failures.isEmpty, "failing: \(failures.joined(separator: ", "))")
      #expect(!lines.isEmpty)
    }
  }
}
