#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A program started by this one (`posix_spawn`), to wait for or to stop.
package struct ChildProcess: Sendable {
  /// A change to the child's open files, made in order before the program starts (the file
  /// actions of `posix_spawn`).
  package enum FileAction: Sendable {
    /// Opens the file at `path` as `descriptor`, for reading, writing or both.
    case file(_ path: String, as: Int32, access: Access)
    /// Makes `descriptor` a copy of `source` (`dup2`).
    case duplicate(_ source: Int32, as: Int32)
    /// Closes `descriptor` in the child.
    case close(Int32)
  }

  /// How ``FileAction/file(_:as:access:)`` opens a file.
  package enum Access: Sendable {
    /// For reading.
    case read
    /// For writing.
    case write
    /// For reading and writing.
    case readWrite
  }

  /// The child's process id.
  package let id: Int32

  /// Starts the program at `arguments[0]` (a path, not searched for) with `arguments`.
  ///
  /// - Parameters:
  ///   - arguments: The program and its arguments.
  ///   - environment: `NAME=value` entries; `nil` passes this process's environment on.
  ///   - actions: Changes to the child's open files; the rest it inherits.
  /// - Throws: ``SystemError`` about the program when it cannot be started.
  package static func spawn(
    _ arguments: [String], environment: [String]? = nil, actions: [FileAction] = []
  ) throws(SystemError) -> ChildProcess {
    guard let program = arguments.first else {
      throw SystemError(errno: .noSuchFileOrFolder, path: "")
    }
    #if canImport(Darwin)
      var fileActions: posix_spawn_file_actions_t? = nil
    #else
      var fileActions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&fileActions)
    defer { posix_spawn_file_actions_destroy(&fileActions) }
    for action in actions {
      switch action {
      case .file(let path, let descriptor, let access):
        let flags =
          switch access {
          case .read: O_RDONLY
          case .write: O_WRONLY
          case .readWrite: O_RDWR
          }
        posix_spawn_file_actions_addopen(&fileActions, descriptor, path, flags, 0)
      case .duplicate(let source, let descriptor):
        posix_spawn_file_actions_adddup2(&fileActions, source, descriptor)
      case .close(let descriptor):
        posix_spawn_file_actions_addclose(&fileActions, descriptor)
      }
    }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { $0.map { strdup($0) } + [nil] }
    defer { for pointer in argv + (envp ?? []) { free(pointer) } }
    var id: pid_t = 0
    let result =
      if let envp {
        posix_spawn(&id, program, &fileActions, nil, argv, envp)
      } else {
        posix_spawn(&id, program, &fileActions, nil, argv, Self.inheritedEnvironment)
      }
    guard result == 0 else { throw SystemError(errno: Errno(rawValue: result), path: program) }
    return ChildProcess(id: id)
  }

  /// This process's environment, as `posix_spawn` takes it.
  private static var inheritedEnvironment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    #if canImport(Darwin)
      _NSGetEnviron()?.pointee
    #else
      environ
    #endif
  }

  /// Waits for the child to end (`wait4`).
  ///
  /// - Returns: Its exit status (the low byte of what it passed to `exit`), and the most memory
  ///   it held at once, in kilobytes.
  @discardableResult
  package func wait() -> (status: Int32, peakKilobytes: Int) {
    var status: Int32 = 0
    var usage = rusage()
    while wait4(id, &status, 0, &usage) < 0 && Errno.current == .interrupted {}
    #if canImport(Darwin)
      let peak = Int(usage.ru_maxrss) / 1024  // bytes on Darwin
    #else
      let peak = Int(usage.ru_maxrss)  // kilobytes on Linux
    #endif
    return ((status >> 8) & 0xFF, peak)
  }

  /// Whether the child has ended; one that has is reaped (`waitpid` without waiting).
  package func hasEnded() -> Bool {
    var status: Int32 = 0
    return waitpid(id, &status, WNOHANG) != 0
  }

  /// Ends the child at once (`SIGKILL`).
  package func kill() {
    systemKill(id, SIGKILL)
  }
}
