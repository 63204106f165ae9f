import Theme

/// The parsed arguments of one subcommand: options with values, flags and positionals.
///
/// Options take `--name value` or `--name=value`; a flag is `--name`; `--` ends options. An option
/// given twice is a usage error unless it is repeatable. `-o`, `-w` and `-h` stand for `--out`,
/// `--watch` and `--help` in the commands that have them.
struct Arguments {
  /// What a command accepts: the one option table that parsing, help checks and shell
  /// completions read.
  struct Spec {
    /// Options that take a value.
    var options: Set<String> = []
    /// Flags without a value.
    var flags: Set<String> = []
    /// Options that may be given more than once (their values add up).
    var repeatable: Set<String> = []

    /// Creates a spec; `repeatable` names options of `options` that may repeat (`input`
    /// always may).
    init(options: Set<String> = [], flags: Set<String> = [], repeatable: Set<String> = []) {
      self.options = options
      self.flags = flags
      self.repeatable = repeatable.union(Self.alwaysRepeatable)
    }

    /// Options that repeat wherever a command takes them: one `--input name=context` per modifier.
    static let alwaysRepeatable: Set<String> = ["input"]

    /// Single-letter forms: `-o` is `--out`, `-w` is `--watch`, `-h` is `--help`.
    static let shortNames: [Character: String] = ["o": "out", "w": "watch", "h": "help"]

    /// The short forms this command has (`o` → `out` only where `--out` exists).
    var shortForms: [(short: Character, long: String)] {
      Self.shortNames.sorted { $0.key < $1.key }.filter {
        options.contains($0.value) || flags.contains($0.value) || $0.value == "help"
      }
      .map { ($0.key, $0.value) }
    }

    /// Every long option and flag name, sorted, `help` included.
    var allNames: [String] { (options.union(flags).union(["help"])).sorted() }
  }

  private(set) var values: [String: [String]] = [:]
  /// How each option was written, for the message about one given twice.
  private var spelling: [String: String] = [:]
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
      if !name.hasPrefix("--"), name.count == 2,
        let long = spec.shortForms.first(where: { "-\($0.short)" == name })?.long
      {
        name = "--" + long
      }
      let key = String(name.drop { $0 == "-" })
      if spec.flags.contains(key) || key == "help" {
        guard inline == nil else { throw UsageError(message: "\(name) does not take a value") }
        flags.insert(key)
      } else if spec.options.contains(key) {
        let value: String
        if let inline {
          value = inline
        } else {
          guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
          value = arguments[index]
          index += 1
        }
        let written = "\(argument.hasPrefix("--") ? "--\(key)" : argument.prefix(2)) \(value)"
        if let earlier = spelling[key], !spec.repeatable.contains(key) {
          throw UsageError(
            message: "--\(key) is given twice (\(earlier) and \(written)); give it once")
        }
        spelling[key] = written
        values[key, default: []].append(value)
      } else {
        let known = (spec.options.map { "--\($0) VALUE" } + spec.flags.map { "--\($0)" }).sorted()
        let guess =
          Suggestion.closest(to: key, in: spec.allNames).map { " (did you mean --\($0)?)" } ?? ""
        throw UsageError(
          message: "unknown option \(name)\(guess)"
            + (known.isEmpty ? "" : "; options: \(known.joined(separator: ", "))"))
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
  func choice(_ name: String, _ choices: [String], default fallback: String) throws(UsageError)
    -> String
  {
    guard let value = value(name) else { return fallback }
    guard choices.contains(value) else {
      throw UsageError(
        message:
          "--\(name) must be one of \(choices.joined(separator: ", ")), not '\(value)'\(Suggestion.hint(for: value, in: choices))"
      )
    }
    return value
  }

  /// A whole-number option of at least `minimum` (positive unless told) and at most `maximum`.
  func integer(
    _ name: String, default fallback: Int, minimum: Int = 1, maximum: Int = .max
  ) throws(UsageError) -> Int {
    guard let value = value(name) else { return fallback }
    guard let number = Int(value), number >= minimum else {
      let wanted = minimum == 1 ? "a positive whole number" : "a whole number of \(minimum) or more"
      throw UsageError(message: "--\(name) must be \(wanted), not '\(value)'")
    }
    guard number <= maximum else {
      throw UsageError(
        message:
          "--\(name) must be at most \(maximum), not \(value): each one is a whole theme in memory; fix some modifiers with --input NAME=CONTEXT instead"
      )
    }
    return number
  }
}
