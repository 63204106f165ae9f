import Platform

switch CurrentProcess.arguments() {
case .success(let arguments):
  let status = CommandLineTool.run(arguments, console: Console.standard)
  CurrentProcess.exit(status.rawValue)
case .failure(let invalid):
  Console.standard.error(
    "error: argument \(invalid.position) (\(Sanitize.terminal(invalid.shown))) is not UTF-8; SPTheme reads UTF-8 names only: rename the file or folder"
  )
  CurrentProcess.exit(ExitStatus.usage.rawValue)
}
