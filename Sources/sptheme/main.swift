import Platform

let status = CommandLineTool.run(
  Array(CommandLine.arguments.dropFirst()), console: Console.standard)
exit(status.rawValue)
