import Foundation
import Theme
import Workflows

/// `sptheme init` as its shell builds it, in process, with the lines it prints.
enum ShellInit {
  /// `init NAME --from-tokens TOKENS` run in `folder` (its sptheme.json and tokens folder):
  /// the exit status, standard output and standard error.
  static func fromTokens(_ name: String, tokens: String, in folder: String) -> (
    status: Int32, stdout: String, stderr: String
  ) {
    let config = folder + "/" + ProjectFile.fileName
    let catalog = BrandCatalog(
      project: FileManager.default.fileExists(atPath: config)
        ? ProjectFile(contentsOf: config) : nil,
      tokensFolder: folder + "/tokens", options: TokenOptions())
    let report = InitRun(
      name: name, source: .tokens(tokens, catalog: catalog, configPath: config),
      workingFolder: folder
    ).run()
    let lines = InitTextWriter(codeFrame: CodeFrames().frame).lines(report)
    func text(_ stream: ReportLine.Stream) -> String {
      lines.filter { $0.stream == stream }.map { ShellCheck.line($0.text) + "\n" }.joined()
    }
    return (report.exitCode, text(.output), text(.error))
  }
}
