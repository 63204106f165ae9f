import Platform

switch CurrentProcess.arguments() {
case .success(let arguments):
  let status = CommandLineTool.run(arguments, console: Console.standard)
  CurrentProcess.exit(status.rawValue)
case .failure(let invalid):
  Console.standard.error(ShellWording.notUTF8(argument: invalid.position, shown: invalid.shown))
  CurrentProcess.exit(ExitStatus.usage.rawValue)
}
