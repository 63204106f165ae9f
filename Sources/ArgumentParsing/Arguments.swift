import Theme

/// The parsed arguments of one subcommand, against its declared ``CommandOptions``: read by key
/// path (`arguments[\.brand]`), so an option that is not declared cannot be read.
///
/// Options take `--name value` or `--name=value`; a flag is `--name`; `--` ends options. An option
/// given twice is a usage error unless it is repeatable. Short forms (`-o`, `-w`, `-h`) are
/// those declared.
package struct Arguments<Options: CommandOptions> {
  /// The declarations, read by key path.
  package let options = Options()
  package private(set) var values: [String: [String]] = [:]
  /// How each option was written, for the message about one given twice.
  private var spelling: [String: String] = [:]
  package private(set) var flags: Set<String> = []
  package private(set) var positionals: [String] = []

  /// Whether `-h` or `--help` was given.
  package var wantsHelp: Bool { flags.contains("help") }

  package init(_ arguments: [String]) throws(UsageError) {
    let declared = Options.all
    let byName = Dictionary(declared.map { ($0.name, $0) }) { first, _ in first }
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
        let long = declared.first(where: { $0.short.map { "-\($0)" } == name })?.name
      {
        name = "--" + long
      }
      let key = String(name.drop { $0 == "-" })
      guard let option = byName[key] else {
        let known = declared.filter { $0.name != "help" }.map {
          $0.takesValue ? "--\($0.name) VALUE" : "--\($0.name)"
        }.sorted()
        let guess =
          Suggestion.closest(to: key, in: declared.map(\.name).sorted()).map {
            " (did you mean --\($0)?)"
          } ?? ""
        throw UsageError(
          message: "unknown option \(name)\(guess)"
            + (known.isEmpty ? "" : "; options: \(known.joined(separator: ", "))"))
      }
      guard option.takesValue else {
        guard inline == nil else { throw UsageError(message: "\(name) does not take a value") }
        flags.insert(key)
        continue
      }
      let value: String
      if let inline {
        value = inline
      } else {
        guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
        value = arguments[index]
        index += 1
      }
      let written = "\(argument.hasPrefix("--") ? "--\(key)" : argument.prefix(2)) \(value)"
      if let earlier = spelling[key], !option.repeatable {
        throw UsageError(
          message: "--\(key) is given twice (\(earlier) and \(written)); give it once")
      }
      spelling[key] = written
      values[key, default: []].append(value)
    }
  }

  /// Whether a flag was given.
  package subscript(_ key: KeyPath<Options, Option<Bool>>) -> Bool {
    flags.contains(options[keyPath: key].info.name)
  }

  /// The value of an option, `nil` when not given.
  package subscript(_ key: KeyPath<Options, Option<String>>) -> String? {
    values[options[keyPath: key].info.name]?.last
  }

  /// Every value of a repeatable option, each split at commas.
  package subscript(_ key: KeyPath<Options, Option<[String]>>) -> [String] {
    (values[options[keyPath: key].info.name] ?? []).flatMap {
      $0.split(separator: ",").map(String.init)
    }
  }

  /// A whole-number option as written, `nil` when not given.
  package subscript(_ key: KeyPath<Options, Option<Int>>) -> String? {
    values[options[keyPath: key].info.name]?.last
  }

  /// A choice: one of its declared values, its default when not given.
  package func choice(_ key: KeyPath<Options, Option<String>>) throws(UsageError) -> String {
    let option = options[keyPath: key]
    let name = option.info.name
    guard let value = values[name]?.last else { return option.defaultChoice ?? "" }
    let choices = option.choices
    guard choices.contains(value) else {
      throw UsageError(
        message:
          "--\(name) must be one of \(choices.joined(separator: ", ")), not '\(value)'\(Suggestion.hint(for: value, in: choices))"
      )
    }
    return value
  }

  /// A whole number within its declared bounds, its default when not given.
  package func integer(_ key: KeyPath<Options, Option<Int>>) throws(UsageError) -> Int {
    let option = options[keyPath: key]
    let name = option.info.name
    let minimum = option.minimum
    guard let value = values[name]?.last else { return option.defaultNumber }
    guard let number = Int(value), number >= minimum else {
      let wanted = minimum == 1 ? "a positive whole number" : "a whole number of \(minimum) or more"
      throw UsageError(message: "--\(name) must be \(wanted), not '\(value)'")
    }
    guard number <= option.maximum else {
      let why = option.overMaximum.isEmpty ? "" : ": " + option.overMaximum
      throw UsageError(message: "--\(name) must be at most \(option.maximum), not \(value)\(why)")
    }
    return number
  }
}

extension Arguments {
  /// The long name of an option, for messages that name several.
  package func name(_ key: PartialKeyPath<Options>) -> String {
    (options[keyPath: key] as? any OptionInfoHolder)?.optionInfo.name ?? ""
  }

  /// Whether an option (of any kind) was given.
  package func isGiven(_ key: PartialKeyPath<Options>) -> Bool {
    let name = name(key)
    return values[name] != nil || flags.contains(name)
  }

  /// Every value of a repeatable option as given, not split at commas.
  package func all(_ key: KeyPath<Options, Option<[String]>>) -> [String] {
    values[options[keyPath: key].info.name] ?? []
  }
}
