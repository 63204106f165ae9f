import Foundation
import TestSupport
import Testing
import Theme

/// `sptheme preview` as a terminal shows it: its output fed through the pyte terminal emulator,
/// with assertions on the emulated screen's cells.
@Suite(.tags(.python), .fullTier) struct TerminalEmulatorTests {
  struct Screen: Decodable {
    struct Cell: Decodable {
      var c: String
      var fg: String
      var bg: String
      var bold: Bool
      var underline: Bool?
      var reverse: Bool?
    }
    var rows: [[Cell]]

    /// The cells of the first occurrence of a text on the screen.
    func cells(of text: String) -> [Cell]? {
      for row in rows {
        let line = row.map(\.c).joined()
        guard let range = line.range(of: text) else { continue }
        let start = line.distance(from: line.startIndex, to: range.lowerBound)
        return Array(row[start..<(start + text.count)])
      }
      return nil
    }
  }

  static func screen(_ arguments: [String], columns: Int, rows: Int = 80) throws -> (Screen, String)
  {
    let preview = try CLIRunner.run(["preview"] + arguments + ["--width", String(columns)])
    #expect(preview.status == 0, "\(preview.stderr)")
    let python = TestPaths.packageRoot + "/.venv/bin/python"
    guard FileManager.default.isExecutableFile(atPath: python) else {
      Issue.record("missing \(python): run `make venv` (installs pyte into .venv)")
      throw MissingTool(name: "pyte")
    }
    let screen = try ToolRun.run(
      python, [TestPaths.packageRoot + "/.ci/pyte_screen.py", String(columns), String(rows)],
      input: preview.stdout)
    #expect(screen.status == 0, "pyte failed: \(screen.stderr)")
    return (try JSONDecoder().decode(Screen.self, from: Data(screen.stdout.utf8)), preview.stdout)
  }

  static func hex(_ role: ColorRole, _ appearance: String, brand: String = "studio") throws
    -> String
  {
    let theme = try #require(
      try Brand(brand, tokensFolder: TestPaths.packageRoot + "/tokens").theme(
        appearance: appearance
      ).theme)
    return String(theme.color(role).value.srgbHex.dropFirst().prefix(6))
  }

  @Test(arguments: ["light", "dark"])
  func rolesReachTheScreen(_ appearance: String) throws {
    let (screen, raw) = try Self.screen(
      ["--state", "invalid", "--appearance", appearance, "--color", "truecolor"], columns: 80)
    let label = try #require(screen.cells(of: "Sign in"), "no Sign in label on the screen")
    let accent = try Self.hex(.accent, appearance)
    let accentOn = try Self.hex(.accentOn, appearance)
    for cell in label {
      #expect(cell.fg == accentOn, "Sign in label color \(cell.fg), expected accentOn \(accentOn)")
      #expect(cell.bg == accent, "Sign in label ground \(cell.bg), expected accent \(accent)")
    }
    let message = try #require(screen.cells(of: "Enter your password."))
    let danger = try Self.hex(.danger, appearance)
    let surface = try Self.hex(.surface, appearance)
    for cell in message {
      #expect(cell.fg == danger)
      #expect(cell.bg == surface, "the error sits on the card (surface)")
    }
    let email = try #require(screen.cells(of: "Email"))
    #expect(email.allSatisfy { $0.bg == surface })
    #expect(email.allSatisfy { $0.fg == (try? Self.hex(.textSecondary, appearance)) })
    // Nothing of an escape sequence is left on the screen, and no line is wider than --width.
    for row in screen.rows {
      let line = row.map(\.c).joined()
      #expect(!line.contains("\u{1B}") && !line.contains("[38;") && !line.contains("[48;"))
    }
    for line in raw.split(separator: "\n") {
      #expect(Self.visibleWidth(line) <= 80, "line wider than 80 columns")
    }
  }

  @Test(arguments: ["256", "16"])
  func reducedPalettesKeepTextReadable(_ profile: String) throws {
    for appearance in ["light", "dark"] {
      for state in ["rest", "invalid", "create-account-refused"] {
        let (screen, _) = try Self.screen(
          ["--state", state, "--appearance", appearance, "--color", profile], columns: 60)
        var checked = 0
        for row in screen.rows {
          for cell in row where !cell.c.trimmingCharacters(in: .whitespaces).isEmpty {
            checked += 1
            #expect(
              cell.fg != cell.bg || cell.fg == "default",
              "\(profile) \(appearance) \(state): '\(cell.c)' is \(cell.fg) on \(cell.bg)")
          }
        }
        #expect(checked > 100)
      }
    }
  }

  @Test func noColorMeansNoEscapes() throws {
    let result = try CLIRunner.run(["preview", "--width", "100"])
    #expect(result.status == 0)
    #expect(!result.stdout.contains("\u{1B}"), "NO_COLOR (and a pipe) must give plain text")
    #expect(result.stdout.contains("Sign in"))
    let forced = try CLIRunner.run(
      ["preview", "--width", "100"], environment: ["NO_COLOR": "", "FORCE_COLOR": "3"])
    #expect(forced.stdout.contains("\u{1B}[48;2;"))
  }

  /// `NO_COLOR=1 sptheme preview` on a terminal (a pseudo-terminal, as a person runs it) keeps
  /// its attributes: the error bold, the links underlined, the Sign in button reversed, and no
  /// color anywhere on the screen.
  @Test func noColorOnATerminalKeepsTheAttributes() throws {
    let python = TestPaths.packageRoot + "/.venv/bin/python"
    guard FileManager.default.isExecutableFile(atPath: python) else {
      Issue.record("missing \(python): run `make venv` (installs pyte into .venv)")
      throw MissingTool(name: "pyte")
    }
    var environment = ProcessInfo.processInfo.environment
    for name in ["FORCE_COLOR", "CLICOLOR_FORCE", "COLORTERM"] { environment[name] = nil }
    environment["NO_COLOR"] = "1"
    environment["TERM"] = "xterm-256color"
    let run = try ToolRun.run(
      python,
      [
        TestPaths.packageRoot + "/.ci/pyte_screen.py", "80", "80", "--run", CLIRunner.binary,
        "preview", "--state", "invalid", "--appearance", "light", "--width", "80",
      ], environment: environment)
    #expect(run.status == 0, "pyte or the preview failed: \(run.stderr)")
    let screen = try JSONDecoder().decode(Screen.self, from: Data(run.stdout.utf8))
    let message = try #require(screen.cells(of: "Enter your password."))
    #expect(message.allSatisfy { $0.bold }, "the error is not bold")
    let forgot = try #require(screen.cells(of: "Forgot password?"))
    #expect(forgot.allSatisfy { $0.underline == true }, "the link is not underlined")
    let signIn = try #require(screen.cells(of: "Sign in "))
    #expect(signIn.allSatisfy { $0.reverse == true }, "the Sign in button is not reversed")
    for row in screen.rows {
      for cell in row {
        #expect(cell.fg == "default" && cell.bg == "default", "a color under NO_COLOR: \(cell)")
      }
    }
  }

  /// Columns of a line with its escape sequences removed.
  static func visibleWidth(_ line: Substring) -> Int {
    var width = 0
    var inEscape = false
    for scalar in line.unicodeScalars {
      if inEscape {
        if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
        continue
      }
      if scalar == "\u{1B}" {
        inEscape = true
        continue
      }
      width += 1
    }
    return width
  }
}
