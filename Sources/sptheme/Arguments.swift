/// The parsed arguments of one subcommand: options with values, flags and positionals.
///
/// Options take `--name value` or `--name=value`; a flag is `--name`; `--` ends options.
struct Arguments {
  /// What a command accepts.
  struct Spec {
    /// Options that take a value (may repeat).
    var options: Set<String> = []
    /// Flags without a value.
    var flags: Set<String> = []
  }

  private(set) var values: [String: [String]] = [:]
  private(set) var flags: Set<String> = []
  private(set) var positionals: [String] = []

  init(_ arguments: [String], spec: Spec) throws(UsageError) {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inline: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      if name == "-h" { name = "--help" }
      let key = String(name.drop { $0 == "-" })
      if spec.flags.contains(key) || key == "help" {
        guard inline == nil else { throw UsageError(message: "\(name) does not take a value") }
        flags.insert(key)
      } else if spec.options.contains(key) {
        if let inline {
          values[key, default: []].append(inline)
        } else {
          guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
          values[key, default: []].append(arguments[index])
          index += 1
        }
      } else {
        let known = (spec.options.map { "--\($0) VALUE" } + spec.flags.map { "--\($0)" }).sorted()
        throw UsageError(message: "unknown option \(name)" + (known.isEmpty ? "" : " (options: \(known.joined(separator: ", ")))"))
      }
    }
  }

  /// Whether a flag was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The last value of an option.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value of a repeatable option, each split at commas.
  func list(_ name: String) -> [String] {
    (values[name] ?? []).flatMap { $0.split(separator: ",").map(String.init) }
  }

  /// An option that must be one of `choices`.
  func choice(_ name: String, _ choices: [String], default fallback: String) throws(UsageError) -> String {
    guard let value = value(name) else { return fallback }
    guard choices.contains(value) else {
      throw UsageError(message: "--\(name) must be one of \(choices.joined(separator: ", ")), not '\(value)'")
    }
    return value
  }

  /// A positive whole-number option.
  func integer(_ name: String, default fallback: Int) throws(UsageError) -> Int {
    guard let value = value(name) else { return fallback }
    guard let number = Int(value), number > 0 else {
      throw UsageError(message: "--\(name) must be a positive whole number, not '\(value)'")
    }
    return number
  }
}
