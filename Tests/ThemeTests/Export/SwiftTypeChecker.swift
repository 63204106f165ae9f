import Foundation
import Testing

/// Type-checks exported Swift against the stub SwiftUI (`Fixtures/SwiftUIStub.swift`), in three
/// set-ups: SwiftUI alone, SwiftUI with UIKit, and SwiftUI with AppKit, so each `#if` branch of
/// the exported file is checked.
enum SwiftTypeChecker {
  /// The set-ups and their module folders, emitted once per test run.
  static let modules: Result<[(name: String, folder: String)], StubError> = emitModules()

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
    var files: [String] = []
    for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
      let file = "\(folder)/\(name).swift"
      try source.write(toFile: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    files += fixtures.map { fixtureFolder + "/" + $0 }
    var problems: [String] = []
    for setup in setups {
      let result = try swiftc(
        ["-typecheck", "-swift-version", "6", "-parse-as-library", "-I", setup.folder] + files)
      if result.status != 0 || result.output.contains("warning:") {
        problems.append("[\(setup.name)] \(result.output)")
      }
    }
    return problems
  }

  /// The stub and the Swift fixtures that use the exported file.
  static let fixtureFolder = SharedFixtures.packageRoot + "/Tests/ThemeTests/Export/Fixtures"

  private static func emitModules() -> Result<[(name: String, folder: String)], StubError> {
    let stub = fixtureFolder + "/SwiftUIStub.swift"
    let root = NSTemporaryDirectory() + "sptheme-stubs-\(UUID().uuidString)"
    let plan: [(setup: String, modules: [(String, String)])] = [
      ("SwiftUI", [("SwiftUI", "STUB_SWIFTUI")]),
      ("SwiftUI+UIKit", [("UIKit", "STUB_UIKIT"), ("SwiftUI", "STUB_SWIFTUI")]),
      ("SwiftUI+AppKit", [("AppKit", "STUB_APPKIT"), ("SwiftUI", "STUB_SWIFTUI")]),
    ]
    var result: [(name: String, folder: String)] = []
    do {
      for (setup, modules) in plan {
        let folder = "\(root)/\(setup)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (module, flag) in modules {
          let run = try swiftc([
            "-emit-module", "-parse-as-library", "-module-name", module, "-D", flag, "-I", folder,
            stub,
            "-emit-module-path", "\(folder)/\(module).swiftmodule",
          ])
          guard run.status == 0 else {
            return .failure(
              StubError(description: "stub \(module) does not compile: \(run.output)"))
          }
        }
        result.append((setup, folder))
      }
    } catch {
      return .failure(StubError(description: "cannot run swiftc: \(error)"))
    }
    return .success(result)
  }

  /// Runs `swiftc` (found on PATH) and returns its exit status and combined output.
  private static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
