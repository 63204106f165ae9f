/// The resolver input from `--appearance NAME` and `--input NAME=CONTEXT` (repeatable).
enum ModifierInput {
  static func parse(_ arguments: Arguments) throws(UsageError) -> [String: String] {
    var input: [String: String] = [:]
    for pair in arguments.list("input") {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw UsageError(message: "--input takes NAME=CONTEXT (e.g. appearance=dark), not '\(pair)'")
      }
      input[parts[0]] = parts[1]
    }
    if let appearance = arguments.value("appearance") { input["appearance"] = appearance }
    return input
  }
}
