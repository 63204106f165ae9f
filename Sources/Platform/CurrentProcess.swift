#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The process that runs: its id, its environment, and the ways it ends.
package enum CurrentProcess {
  /// The process id (`getpid`).
  package static var id: Int32 { getpid() }

  /// The user the process runs as (its effective user id).
  package static var userID: UInt32 { UInt32(geteuid()) }

  /// The environment variables, each name with its value (`environ`).
  package static func environment() -> [String: String] {
    var environment: [String: String] = [:]
    #if canImport(Darwin)
      // A program linked on Darwin reaches its environment through `_NSGetEnviron`.
      guard var pointer = _NSGetEnviron()?.pointee else { return environment }
    #else
      var pointer = environ
    #endif
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return environment
  }

  /// The command-line arguments after the program's name, each as given, or the first one
  /// whose bytes are not UTF-8 (its position from 1, and its bytes shown with `\xNN`
  /// escapes). Swift's `CommandLine.arguments` would turn such bytes into U+FFFD, so a file of
  /// that name could never be opened and every message would name a file that does not exist.
  package static func arguments() -> Result<[String], InvalidArgument> {
    var arguments: [String] = []
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map {
        UInt8(bitPattern: $0)
      }
      guard let text = String(validating: bytes, as: UTF8.self) else {
        return .failure(InvalidArgument(position: index, shown: FileSystem.shown(bytes)))
      }
      arguments.append(text)
    }
    return .success(arguments)
  }

  /// A command-line argument whose bytes are not UTF-8.
  package struct InvalidArgument: Error, Equatable {
    /// Its position, from 1 (the first after the program's name).
    package var position: Int
    /// Its bytes with every one that is not UTF-8 as `\xNN`.
    package var shown: String
  }

  /// The value of one environment variable (`getenv`), `nil` when it is not set.
  package static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Ends the process with `status`, after the exit handlers and flushing C streams (`exit`).
  package static func exit(_ status: Int32) -> Never {
    systemExit(status)
  }

  /// Ends the process with `status` at once: no exit handlers, no flushing (`_exit`).
  package static func exitNow(_ status: Int32) -> Never {
    _exit(status)
  }
}
