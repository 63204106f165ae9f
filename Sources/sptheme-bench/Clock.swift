import Theme

import Platform

/// Wall-clock measurement with a monotonic clock.
enum Clock {
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
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
    var pid: pid_t = 0
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pipeEnds: [Int32] = [-1, -1]
    if capture {
      pipe(&pipeEnds)
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
      posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let start = Clock.now()
    guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
      return (-1, 0, 0, "")
    }
    var output: [UInt8] = []
    if capture {
      close(pipeEnds[1])
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(pipeEnds[0], &buffer, buffer.count)
        if count <= 0 { break }
        output += buffer[0..<count]
      }
      close(pipeEnds[0])
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let seconds = Clock.now() - start
    return (
      (status >> 8) & 0xFF, seconds, Int(usage.ru_maxrss), String(decoding: output, as: UTF8.self)
    )
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
