import Platform
import Theme

/// Wall-clock measurement with a monotonic clock.
enum Clock {
  static func now() -> Double {
    MonotonicClock.now()
  }

  /// The median of `runs` timings of `body`, in seconds.
  static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<max(1, runs) {
      let start = now()
      try body()
      times.append(now() - start)
    }
    times.sort()
    return times[times.count / 2]
  }
}

/// Runs a program and waits for it, returning its exit status, wall time, peak memory and
/// what it printed (when asked to capture it).
enum Child {
  static func run(_ arguments: [String], capture: Bool = false)
    -> (status: Int32, seconds: Double, peakKilobytes: Int, output: String)
  {
    var actions: [ChildProcess.FileAction] = []
    var pipe: (read: Int32, write: Int32)?
    if capture {
      pipe = try? Descriptor.pipe(nonBlocking: false)
      if let pipe { actions += [.duplicate(pipe.write, as: 1), .close(pipe.read)] }
    } else {
      actions.append(.file("/dev/null", as: 1, access: .write))
    }
    actions.append(.file("/dev/null", as: 2, access: .write))
    let start = Clock.now()
    guard let child = try? ChildProcess.spawn(arguments, actions: actions) else {
      for end in [pipe?.read, pipe?.write].compactMap({ $0 }) { Descriptor.close(end) }
      return (-1, 0, 0, "")
    }
    var output: [UInt8] = []
    if let pipe {
      Descriptor.close(pipe.write)
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = Descriptor.read(pipe.read, into: &buffer)
        if count <= 0 { break }
        output += buffer[0..<count]
      }
      Descriptor.close(pipe.read)
    }
    let (status, peakKilobytes) = child.wait()
    let seconds = Clock.now() - start
    return (status, seconds, peakKilobytes, String(decoding: output, as: UTF8.self))
  }

  /// The first number a child printed.
  static func number(_ output: String) -> Double {
    Double(output.split(whereSeparator: { $0 == " " || $0 == "\n" }).first ?? "") ?? 0
  }
}

/// This process's memory, from `/proc/self/status`.
enum Memory {
  /// Resident and peak resident size, e.g. `rss 120 MB, peak 250 MB`.
  static func report() -> String {
    guard let text = try? FileSystem.read("/proc/self/status") else { return "" }
    let lines = String(decoding: text, as: UTF8.self).split(separator: "\n")
    func megabytes(_ key: String) -> String {
      guard let line = lines.first(where: { $0.hasPrefix(key) }),
        let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
      else { return "?" }
      return "\(kilobytes / 1024) MB"
    }
    return "rss \(megabytes("VmRSS:")), peak \(megabytes("VmHWM:"))"
  }
}
