import Foundation
import TestSupport
import Testing

/// Every relative link in README.md and docs/ leads somewhere: the file exists and, for a
/// `#anchor` into Markdown, a heading (GitHub's slug) or an `id`/`name` attribute has it. Links
/// in code (fences and inline) are not links.
@Suite struct DocumentationLinkTests {
  /// A relative link and where it is written.
  struct Link {
    var file: String
    var line: Int
    var target: String
  }

  /// The lines of a Markdown file outside code fences, numbered from 1.
  static func proseLines(_ text: String) -> [(number: Int, text: String)] {
    var inFence = false
    var lines: [(Int, String)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        inFence.toggle()
      } else if !inFence {
        lines.append((index + 1, String(line)))
      }
    }
    return lines
  }

  /// The text without the parts between backticks (inline code).
  static func withoutCode(_ line: String) -> String {
    line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 0 }.map(\.element).joined()
  }

  /// The targets of the links in a line: what stands in `](…)`, without `<>` or a title.
  static func targets(_ line: String) -> [String] {
    line.split(separator: "](", omittingEmptySubsequences: false).dropFirst().compactMap { rest in
      let target = rest.drop { $0 == " " || $0 == "<" }.prefix {
        $0 != ")" && $0 != " " && $0 != ">"
      }
      return target.isEmpty ? nil : String(target)
    }
  }

  /// The values of `id="…"` and `name="…"` attributes in a line.
  static func attributeAnchors(_ line: String) -> [String] {
    ["id=\"", "name=\""].flatMap { attribute in
      line.split(separator: attribute, omittingEmptySubsequences: false).dropFirst().map {
        String($0.prefix { $0 != "\"" })
      }
    }
  }

  /// GitHub's anchor for a heading: lowercase, only letters, digits, `_`, `-` and spaces kept,
  /// spaces to `-`; a link in the heading keeps its text.
  static func slug(_ heading: String) -> String {
    var text = ""
    var skippingTarget = false
    var previous: Character = " "
    for character in heading {
      if skippingTarget {
        if character == ")" { skippingTarget = false }
      } else if character == "(" && previous == "]" {
        skippingTarget = true
      } else {
        text.append(character)
      }
      previous = character
    }
    let kept = text.trimmingCharacters(in: .whitespaces).lowercased().filter {
      $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == " "
    }
    return kept.replacing(" ", with: "-")
  }

  /// The anchors of a Markdown file: its headings' slugs (`-1`, `-2` for repeats) and its
  /// `id`/`name` attributes.
  static func anchors(_ text: String) -> Set<String> {
    var seen: [String: Int] = [:]
    var anchors: Set<String> = []
    for (_, line) in proseLines(text) {
      anchors.formUnion(attributeAnchors(line))
      let hashes = line.prefix { $0 == "#" }
      guard (1...6).contains(hashes.count), line.dropFirst(hashes.count).first == " " else {
        continue
      }
      var title = line.dropFirst(hashes.count)
      while title.last == "#" || title.last == " " { title = title.dropLast() }
      let slug = slug(String(title))
      let count = seen[slug, default: 0]
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
      seen[slug] = count + 1
    }
    return anchors
  }

  static func files() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(atPath: TestPaths.packageRoot + "/docs")
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  @Test func everyRelativeLinkLeadsSomewhere() throws {
    let root = URL(fileURLWithPath: TestPaths.packageRoot)
    var broken: [String] = []
    var checked = 0
    var anchorsByPath: [String: Set<String>] = [:]
    for file in try Self.files() {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in Self.proseLines(text) {
        for target in Self.targets(Self.withoutCode(line)) {
          if let scheme = target.firstIndex(of: ":"),
            target[..<scheme].allSatisfy({ $0.isLetter || $0 == "+" || $0 == "." || $0 == "-" })
          {
            continue
          }
          checked += 1
          let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
          let url =
            parts[0].isEmpty
            ? root.appendingPathComponent(file)
            : root.appendingPathComponent(file).deletingLastPathComponent()
              .appendingPathComponent(String(parts[0])).standardized
          let place = "\(file):\(number): \(target)"
          guard FileManager.default.fileExists(atPath: url.path) else {
            broken.append("\(place): no such file")
            continue
          }
          guard parts.count == 2, url.path.hasSuffix(".md") else { continue }
          if anchorsByPath[url.path] == nil {
            anchorsByPath[url.path] = Self.anchors(try String(contentsOf: url, encoding: .utf8))
          }
          if anchorsByPath[url.path]?.contains(String(parts[1])) != true {
            broken.append("\(place): no heading #\(parts[1])")
          }
        }
      }
    }
    #expect(checked > 100, "the links were found")
    #expect(broken.isEmpty, "broken links:\n\(broken.joined(separator: "\n"))")
  }

  @Test(arguments: [
    ("Into the app", "into-the-app"),
    ("Snapshots: record, verify, accept", "snapshots-record-verify-accept"),
    ("`check --format sarif`", "check---format-sarif"),
    ("See [the guide](app.md) now", "see-the-guide-now"),
  ])
  func headingsGetGitHubsSlugs(heading: String, slug: String) {
    #expect(Self.slug(heading) == slug)
  }
}
