import Platform
import Theme

/// What a person waits for in `sptheme preview --watch`: from saving a token file to the
/// redrawn screen, measured through a pseudo-terminal as a terminal would see it.
///
/// A copy of the `studio` brand is watched in a pty of 100×40 with 24-bit color. Each round
/// saves `light.tokens.json` as editors do (a temporary file renamed over it) with `color.accent`
/// set to a new color, and times until that color's escape (`48;2;r;g;b`) arrives on the pty.
enum WatchLatency {
  /// The median of `rounds` saves, in seconds; `nil` when the preview could not be run or a
  /// redraw did not arrive within two seconds.
  static func measure(sptheme: String, in folder: String, rounds: Int = 15) -> Double? {
    let brand = folder + "/watch-brand"
    guard copyStudio(to: brand), let light = try? FileSystem.read(brand + "/light.tokens.json")
    else { return nil }
    let original = String(decoding: light, as: UTF8.self)
    let reference = ##""$ref": "#/palette/blue/700""##
    guard original.contains(reference) else { return nil }
    guard
      var preview = PtyChild(
        [
          sptheme, "preview", "--watch", "--brand", brand, "--appearance", "light", "--color",
          "truecolor", "--width", "100",
        ])
    else { return nil }
    defer { preview.quit() }
    // The first screen (its note says it is watching): until the output stops for 0.2 s.
    guard preview.wait(for: "reloaded", orScreen: true, timeout: 5) != nil else { return nil }
    var times: [Double] = []
    for round in 0..<rounds {
      let (red, green, blue) = (UInt8(16 + round), UInt8(200 - round), UInt8(120))
      let components = [red, green, blue].map { String(Double($0) / 255) }.joined(separator: ", ")
      let text = original.replacingFirst(
        reference, with: #""$value": { "colorSpace": "srgb", "components": [\#(components)] }"#)
      preview.drain()
      let start = Clock.now()
      guard (try? FileSystem.write(text, to: brand + "/light.tokens.json")) != nil,
        let arrived = preview.wait(for: "48;2;\(red);\(green);\(blue)", timeout: 2)
      else { return nil }
      times.append(arrived - start)
    }
    return median(times)
  }

  /// Copies `tokens/studio` (its files only) into `folder`.
  private static func copyStudio(to folder: String) -> Bool {
    try? FileSystem.createFolder(folder)
    guard let names = try? FileSystem.contents(ofFolder: "tokens/studio") else { return false }
    for name in names where name.hasSuffix(".json") {
      guard let bytes = try? FileSystem.read("tokens/studio/" + name),
        (try? FileSystem.write(String(decoding: bytes, as: UTF8.self), to: folder + "/" + name))
          != nil
      else { return false }
    }
    return true
  }
}

/// A program running on the far side of a pseudo-terminal, whose output is read as it comes.
struct PtyChild {
  private let master: Int32
  private let child: ChildProcess
  private var seen: [UInt8] = []

  /// Starts `arguments` with a new pty of 100×40 as its standard input, output and error.
  init?(_ arguments: [String], columns: UInt16 = 100, rows: UInt16 = 40) {
    guard let terminal = try? PseudoTerminal(columns: columns, rows: rows) else { return nil }
    let environment =
      ["TERM=xterm-256color", "COLORTERM=truecolor", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]
    let actions: [ChildProcess.FileAction] = [
      .close(terminal.descriptor),
      .file(terminal.terminalPath, as: 0, access: .readWrite),
      .duplicate(0, as: 1), .duplicate(0, as: 2),
    ]
    guard
      let child = try? ChildProcess.spawn(arguments, environment: environment, actions: actions)
    else {
      Descriptor.close(terminal.descriptor)
      return nil
    }
    self.master = terminal.descriptor
    self.child = child
  }

  /// Reads until `text` has arrived since the last ``drain()`` (or, with `orScreen`, until any
  /// output has come and then stopped for 0.2 s); the time it arrived, or `nil` after `timeout`.
  mutating func wait(for text: String, orScreen: Bool = false, timeout: Double) -> Double? {
    let wanted = Array(text.utf8)
    let deadline = Clock.now() + timeout
    var buffer = [UInt8](repeating: 0, count: 65536)
    while Clock.now() < deadline {
      let quiet = orScreen && !seen.isEmpty
      let ready = !Descriptor.poll([master], timeout: quiet ? 200 : 50).isEmpty
      if !ready, quiet { return Clock.now() }
      guard ready else { continue }
      let count = Descriptor.read(master, into: &buffer)
      guard count > 0 else { return nil }
      let from = max(0, seen.count - wanted.count)
      seen += buffer[0..<count]
      let arrived = Clock.now()
      if seen[from...].firstRange(of: wanted) != nil { return arrived }
    }
    return nil
  }

  /// Forgets what has arrived so far (reading whatever is waiting).
  mutating func drain() {
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !Descriptor.poll([master], timeout: 0).isEmpty,
      Descriptor.read(master, into: &buffer) > 0
    {}
    seen = []
  }

  /// Types `q`, then waits for the program (killing it if it has not left after a second).
  func quit() {
    try? Descriptor.writeAll(Array("q".utf8), to: master, path: "pseudo-terminal")
    let deadline = Clock.now() + 1
    while !child.hasEnded() {
      if Clock.now() > deadline {
        child.kill()
        child.wait()
        break
      }
      var buffer = [UInt8](repeating: 0, count: 4096)
      if !Descriptor.poll([master], timeout: 20).isEmpty {
        _ = Descriptor.read(master, into: &buffer)
      }
    }
    Descriptor.close(master)
  }
}

extension String {
  /// The string with the first `target` replaced.
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = firstRange(of: target) else { return self }
    return self[..<range.lowerBound] + replacement + self[range.upperBound...]
  }
}
