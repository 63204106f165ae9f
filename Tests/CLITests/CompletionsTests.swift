import ArgumentParsing
import Foundation
import TestSupport
import Testing

@testable import sptheme

/// `sptheme completions bash|zsh|fish`: every command and every declared option in each script,
/// values completed from the declarations, and the scripts load and complete in the real shells
/// (shell tier).
@Suite struct CompletionsTests {
  static let shells = ["bash", "zsh", "fish"]

  static func script(_ shell: String) throws -> String {
    let result = try CLIRunner.run(["completions", shell])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  /// The part of a script that completes one command.
  static func section(of command: String, in script: String, shell: String) -> String {
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    switch shell {
    case "bash":
      return lines.first { $0.hasPrefix("    \(command)) options=") } ?? ""
    case "zsh":
      guard let start = lines.firstIndex(of: "    \(command))") else { return "" }
      let end = lines[start...].firstIndex(of: "      ;;") ?? lines.count
      return lines[start..<end].joined(separator: "\n")
    default:
      return lines.filter { $0.contains("'__fish_seen_subcommand_from \(command)'") }.joined(
        separator: "\n")
    }
  }

  @Test(arguments: shells) func everyDeclaredOptionAppears(_ shell: String) throws {
    let script = try Self.script(shell)
    for command in CommandLineTool.subcommands {
      #expect(script.contains(command.name), "\(shell): no \(command.name)")
      let section = Self.section(of: command.name, in: script, shell: shell)
      #expect(!section.isEmpty, "\(shell): no section for \(command.name)")
      for option in command.options.map(\.name) {
        let found: Bool
        switch shell {
        case "bash":
          let words = section.split(separator: "\"").dropFirst().first?.split(separator: " ") ?? []
          found = words.contains { $0 == "--\(option)" }
        case "zsh":
          found = section.contains("--\(option)[") || section.contains("--\(option)}")
        default:
          found = section.split(separator: "\n").contains {
            $0.contains(" -l \(option) ") || $0.hasSuffix(" -l \(option)")
          }
        }
        #expect(found, "\(shell): \(command.name) --\(option) is missing")
      }
      for option in command.options where option.name != "help" {
        guard let short = option.short else { continue }
        let long = option.name
        #expect(
          section.contains(shell == "fish" ? "-s \(short) -l \(long)" : "-\(short)"),
          "\(shell): \(command.name) -\(short)")
      }
    }
  }

  @Test func optionTextsComeFromTheDeclarations() throws {
    let fish = try Self.script("fish")
    #expect(
      fish.contains(
        "complete -c sptheme -n '__fish_seen_subcommand_from snapshot' -l shard -r -F -d 'Only shard K of N (see MERGING SHARDS)'"
      ))
    #expect(
      fish.contains(
        "complete -c sptheme -n '__fish_seen_subcommand_from snapshot' -s o -l out -r -F -d 'Where snapshots are written (default: snapshots)'"
      ))
  }

  @Test func anUnknownShellIsAUsageError() throws {
    let result = try CLIRunner.run(["completions", "zhs"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "error: no completions for 'zhs' (did you mean 'zsh'?); shells: bash, zsh, fish"))
  }

  /// Runs a shell with a script on standard input; nil when the shell is not installed.
  static func shell(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String)
  {
    let path = "/usr/bin/" + name
    guard FileManager.default.isExecutableFile(atPath: path) else {
      Issue.record("\(name) is missing: run `make test`, which installs it")
      throw MissingTool(name: name)
    }
    let run = try ToolRun.run(
      path, arguments, in: TestPaths.packageRoot,
      environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TERM": "dumb"])
    return (run.status, run.output)
  }

  @Test(.tags(.shells), .fullTier) func bashCompletes() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.script("bash").write(
      toFile: folder + "/sptheme.bash", atomically: true, encoding: .utf8)
    let probe = """
      source \(folder)/sptheme.bash
      ask() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _sptheme; echo "${COMPREPLY[*]}"; }
      ask sptheme che
      ask sptheme check --fo
      ask sptheme snapshot --sh
      ask sptheme preview --brand fo
      ask sptheme snapshot --block magic
      ask sptheme export -
      ask sptheme check --format s
      ask sptheme snapshot --record f
      ask sptheme preview --color 2
      """
    let (status, output) = try Self.shell("bash", ["-c", probe])
    #expect(status == 0, "\(output)")
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      Array(lines.prefix(5)) == ["check", "--format", "--shard", "folio", "magic-link"], "\(output)"
    )
    #expect(lines[5].split(separator: " ").contains("-o"), "\(lines[5])")
    #expect(Array(lines[6..<9]) == ["sarif", "failed", "256"], "\(output)")
  }

  @Test(.tags(.shells), .fullTier) func zshAndFishLoadTheirScripts() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.script("zsh").write(toFile: folder + "/_sptheme", atomically: true, encoding: .utf8)
    try Self.script("fish").write(
      toFile: folder + "/sptheme.fish", atomically: true, encoding: .utf8)
    let zsh = try Self.shell("zsh", ["-n", folder + "/_sptheme"])
    #expect(zsh.status == 0, "\(zsh.output)")
    let fish = try Self.shell(
      "fish",
      [
        "--no-config", "-c",
        "source \(folder)/sptheme.fish; complete -C 'sptheme snapshot --sh'; complete -C 'sptheme chec'",
      ])
    #expect(fish.status == 0, "\(fish.output)")
    #expect(
      fish.output.contains("--shard\tOnly shard K of N (see MERGING SHARDS)"), "\(fish.output)")
    #expect(
      fish.output.contains("check\tCheck brands or token files and report every problem"),
      "\(fish.output)")
  }
}
