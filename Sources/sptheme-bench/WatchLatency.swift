import Theme

import Platform

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
  private let pid: pid_t
  private var seen: [UInt8] = []

  /// Starts `arguments` with a new pty of 100×40 as its standard input, output and error.
  init?(_ arguments: [String], columns: UInt16 = 100, rows: UInt16 = 40) {
    let master = ptyOpenMaster(O_RDWR | O_NOCTTY)
    var name = [CChar](repeating: 0, count: 128)
    guard master >= 0, ptyGrant(master) == 0, ptyUnlock(master) == 0,
      ptySlaveName(master, &name, name.count) == 0
    else { return nil }
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    let path = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addclose(&actions, master)
    posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    let environment =
      ["TERM=xterm-256color", "COLORTERM=truecolor", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, arguments[0], &actions, nil, argv, envp) == 0 else {
      close(master)
      return nil
    }
    self.master = master
    self.pid = pid
  }

  /// Reads until `text` has arrived since the last ``drain()`` (or, with `orScreen`, until any
  /// output has come and then stopped for 0.2 s); the time it arrived, or `nil` after `timeout`.
  mutating func wait(for text: String, orScreen: Bool = false, timeout: Double) -> Double? {
    let wanted = Array(text.utf8)
    let deadline = Clock.now() + timeout
    var buffer = [UInt8](repeating: 0, count: 65536)
    while Clock.now() < deadline {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let quiet = orScreen && !seen.isEmpty
      let ready = poll(&descriptor, 1, quiet ? 200 : 50)
      if ready == 0, quiet { return Clock.now() }
      guard ready > 0 else { continue }
      let count = read(master, &buffer, buffer.count)
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
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    while poll(&descriptor, 1, 0) > 0, read(master, &buffer, buffer.count) > 0 {}
    seen = []
  }

  /// Types `q`, then waits for the program (killing it if it has not left after a second).
  func quit() {
    _ = "q".withCString { write(master, $0, 1) }
    var status: Int32 = 0
    let deadline = Clock.now() + 1
    while waitpid(pid, &status, WNOHANG) == 0 {
      if Clock.now() > deadline {
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        break
      }
      var buffer = [UInt8](repeating: 0, count: 4096)
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      if poll(&descriptor, 1, 20) > 0 { _ = read(master, &buffer, buffer.count) }
    }
    close(master)
  }
}

// The C library's pseudo-terminal calls, which Glibc's Swift module leaves out (they are declared
// only under `_XOPEN_SOURCE`); each takes and returns C `int`s as `<stdlib.h>` declares them.
@_silgen_name("posix_openpt") private func ptyOpenMaster(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func ptyGrant(_ descriptor: Int32) -> Int32
@_silgen_name("unlockpt") private func ptyUnlock(_ descriptor: Int32) -> Int32
@_silgen_name("ptsname_r") private func ptySlaveName(
  _ descriptor: Int32, _ buffer: UnsafeMutablePointer<CChar>, _ length: Int
) -> Int32

extension String {
  /// The string with the first `target` replaced.
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = firstRange(of: target) else { return self }
    return self[..<range.lowerBound] + replacement + self[range.upperBound...]
  }
}
