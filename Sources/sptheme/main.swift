import Platform

let status = CommandLineTool.run(
  Array(CommandLine.arguments.dropFirst()), console: Console.standard)
CurrentProcess.exit(status.rawValue)
