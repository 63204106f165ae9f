import Foundation
import TestSupport
import Testing

/// Type-checks exported Swift against the stub SwiftUI (`Fixtures/SwiftUIStub.swift`), in four
/// set-ups: SwiftUI alone, SwiftUI with UIKit, SwiftUI with AppKit, and SwiftUI with watchOS's
/// UIKit (no `UIColor(dynamicProvider:)`, no `accessibilityContrast`), so each `#if` branch of
/// the exported file is checked.
///
/// `os(watchOS)` is false on Linux and no flag makes it true, so the watchOS set-up compiles the
/// exported files with that condition (the only `os(…)` the exporter writes) spelled as the
/// compilation condition `SPTHEME_STUB_WATCHOS`, which it defines: the watchOS branch is then
/// the one compiled, against a UIKit that lacks the two APIs, and any use of them elsewhere fails.
enum SwiftTypeChecker {
  /// One set-up: its name, the folder of its stub modules, and whether it stands for watchOS.
  struct Setup {
    var name: String
    var folder: String
    var watchOS: Bool
  }

  /// The set-ups and their module folders, emitted once per test run.
  static let modules: Result<[Setup], StubError> = emitModules()

  /// The condition `os(watchOS)` becomes in the watchOS set-up.
  static let watchOSCondition = "SPTHEME_STUB_WATCHOS"

  struct StubError: Error, CustomStringConvertible {
    var description: String
  }

  /// Type-checks `source` in every set-up; returns the compiler's complaints (empty when clean).
  static func check(_ source: String, name: String) throws -> [String] {
    try check([name: source])
  }

  /// Type-checks several files as one module (file name → source), plus the fixture files
  /// named in `fixtures` (from `Fixtures/`), in every set-up.
  static func check(_ sources: [String: String], fixtures: [String] = []) throws -> [String] {
    let setups = try modules.get()
    let folder = NSTemporaryDirectory() + "sptheme-typecheck-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var problems: [String] = []
    for setup in setups {
      var files: [String] = []
      for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
        let file = "\(folder)/\(setup.name)-\(name).swift"
        let text =
          setup.watchOS
          ? source.replacingOccurrences(of: "os(watchOS)", with: watchOSCondition) : source
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        files.append(file)
      }
      files += fixtures.map { fixtureFolder + "/" + $0 }
      let defines = setup.watchOS ? ["-D", watchOSCondition] : []
      let result = try swiftc(
        ["-typecheck", "-swift-version", "6", "-parse-as-library", "-I", setup.folder] + defines
          + files)
      if result.status != 0 || result.output.contains("warning:") {
        problems.append("[\(setup.name)] \(result.output)")
      }
    }
    return problems
  }

  /// The stub and the Swift fixtures that use the exported file.
  static let fixtureFolder = TestPaths.packageRoot + "/Tests/ThemeTests/Export/Fixtures"

  private static func emitModules() -> Result<[Setup], StubError> {
    let stub = fixtureFolder + "/SwiftUIStub.swift"
    let root = NSTemporaryDirectory() + "sptheme-stubs-\(UUID().uuidString)"
    let plan: [(setup: String, modules: [(String, [String])])] = [
      ("SwiftUI", [("SwiftUI", ["STUB_SWIFTUI"])]),
      ("SwiftUI+UIKit", [("UIKit", ["STUB_UIKIT"]), ("SwiftUI", ["STUB_SWIFTUI"])]),
      ("SwiftUI+AppKit", [("AppKit", ["STUB_APPKIT"]), ("SwiftUI", ["STUB_SWIFTUI"])]),
      (
        "SwiftUI+watchOS",
        [("UIKit", ["STUB_UIKIT", "STUB_WATCHOS"]), ("SwiftUI", ["STUB_SWIFTUI"])]
      ),
    ]
    var result: [Setup] = []
    do {
      for (setup, modules) in plan {
        let folder = "\(root)/\(setup)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (module, flags) in modules {
          let run = try swiftc(
            ["-emit-module", "-parse-as-library", "-module-name", module]
              + flags.flatMap { ["-D", $0] } + [
                "-I", folder, stub, "-emit-module-path", "\(folder)/\(module).swiftmodule",
              ])
          guard run.status == 0 else {
            return .failure(
              StubError(description: "stub \(module) does not compile: \(run.output)"))
          }
        }
        result.append(Setup(name: setup, folder: folder, watchOS: setup.hasSuffix("watchOS")))
      }
    } catch {
      return .failure(StubError(description: "cannot run swiftc: \(error)"))
    }
    return .success(result)
  }

  /// Runs `swiftc` (found on PATH) and returns its exit status and combined output.
  private static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let run = try ToolRun.run("/usr/bin/env", ["swiftc"] + arguments)
    return (run.status, run.output)
  }
}
