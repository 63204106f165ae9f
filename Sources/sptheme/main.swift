#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let status = CommandLineTool.run(
  Array(CommandLine.arguments.dropFirst()), console: Console.standard)
exit(status.rawValue)
