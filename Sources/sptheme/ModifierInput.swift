import ArgumentParsing

/// The resolver input from `--input NAME=CONTEXT` (repeatable).
enum ModifierInput {
  static func parse<O: TakesBrands>(_ arguments: Arguments<O>) throws(UsageError)
    -> [String: String]
  {
    var input: [String: String] = [:]
    for pair in arguments[\.input] {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw UsageError(message: ShellWording.inputSyntax(pair))
      }
      if let earlier = input[parts[0]], earlier != parts[1] {
        throw UsageError(message: ShellWording.inputTwice(parts[0], earlier, parts[1]))
      }
      input[parts[0]] = parts[1]
    }
    return input
  }
}
