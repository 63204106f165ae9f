/// How a shell completes the value of an option.
package enum ValueCompletion: Equatable, Sendable {
  /// Free text: nothing to offer.
  case none
  /// A file name.
  case file
  /// A folder name.
  case folder
  /// The names of the entries of a folder (`tokens` for brand names), or a file or folder.
  case entries(of: String)
  /// One of a fixed list.
  case values([String])
}

/// What every declaration says, whatever reading it gives: the one description that parsing,
/// `--help`, the completions, the man page and `docs/commands.md` are made from.
package struct OptionInfo: Equatable, Sendable {
  /// The long name, without `--`.
  package var name: String
  /// The single-letter form (`o` for `-o`), if any.
  package var short: Character?
  /// The placeholder of its value (`FILE`); `nil` for a flag.
  package var valueName: String?
  /// One line (wrapped as needed) for `--help`.
  package var help: String
  /// The default, as `--help` shows it; `nil` when the help line says it or there is none.
  package var defaultText: String?
  /// The greatest value, as `--help` shows it; `nil` when unbounded.
  package var maximumText: String?
  /// How a shell completes its value.
  package var completion: ValueCompletion = .none
  /// Whether it may be given more than once (its values add up).
  package var repeatable = false

  /// Whether it takes a value.
  package var takesValue: Bool { valueName != nil }

  /// `-o, --out DIR` or `--verbose`: how help lists it.
  package var term: String {
    (short.map { "-\($0), " } ?? "") + "--" + name + (valueName.map { " " + $0 } ?? "")
  }

  /// The help line with its default.
  package var fullHelp: String {
    guard let defaultText else { return help }
    return help + " (default: \(defaultText)" + (maximumText.map { ", at most \($0))" } ?? ")")
  }

  /// `-h, --help`, which every command has.
  package static let help = OptionInfo(name: "help", short: "h", help: "Show this help")
}

/// Something a command's options hold: one option or a group of them.
package protocol OptionDeclarations {}

/// One option declared once. `Value` is what reading it gives: `Bool` for a flag, `String` for
/// a value (or a choice among fixed values), `[String]` for a repeatable list, `Int` for a
/// whole number.
package struct Option<Value>: OptionDeclarations, Sendable {
  /// Its description.
  package var info: OptionInfo
  /// The values a choice may take.
  package var choices: [String] = []
  /// The default of a choice.
  package var defaultChoice: String?
  /// The default, least and greatest value of a whole number.
  package var defaultNumber = 0
  package var minimum = 1
  package var maximum = Int.max
  /// Why a whole number may not be greater than its maximum: the message says it after the
  /// bound.
  package var overMaximum = ""
}

extension Option where Value == Bool {
  /// A flag.
  package static func flag(_ name: String, short: Character? = nil, help: String) -> Self {
    Option(info: OptionInfo(name: name, short: short, help: help))
  }
}

extension Option where Value == String {
  /// An option with one value.
  package static func value(
    _ name: String, short: Character? = nil, _ valueName: String, help: String,
    default defaultText: String? = nil, completion: ValueCompletion = .none
  ) -> Self {
    Option(
      info: OptionInfo(
        name: name, short: short, valueName: valueName, help: help, defaultText: defaultText,
        completion: completion))
  }

  /// An option whose value is one of `choices`, `fallback` when not given.
  package static func choice(
    _ name: String, _ choices: [String], default fallback: String, _ valueName: String,
    help: String, showDefault: Bool = false
  ) -> Self {
    Option(
      info: OptionInfo(
        name: name, valueName: valueName, help: help,
        defaultText: showDefault ? fallback : nil, completion: .values(choices)),
      choices: choices, defaultChoice: fallback)
  }
}

extension Option where Value == [String] {
  /// An option that may be given more than once, each value split at commas when read.
  package static func list(
    _ name: String, _ valueName: String, help: String, default defaultText: String? = nil,
    completion: ValueCompletion = .none
  ) -> Self {
    Option(
      info: OptionInfo(
        name: name, valueName: valueName, help: help, defaultText: defaultText,
        completion: completion, repeatable: true))
  }
}

extension Option where Value == Int {
  /// A whole number of at least `minimum` and at most `maximum` (`overMaximum` says why),
  /// `fallback` when not given; `showDefault` adds the default to the help line. `ceiling` is a greatest value the help
  /// shows and the reader checks itself, with its own message.
  package static func number(
    _ name: String, _ valueName: String = "N", help: String, default fallback: Int,
    minimum: Int = 1, maximum: Int = .max, overMaximum: String = "", ceiling: Int? = nil,
    showDefault: Bool = true
  ) -> Self {
    let shownMaximum = ceiling ?? (maximum == .max ? nil : maximum)
    return Option(
      info: OptionInfo(
        name: name, valueName: valueName, help: help,
        defaultText: showDefault ? String(fallback) : nil,
        maximumText: shownMaximum.map(String.init)),
      defaultNumber: fallback, minimum: minimum, maximum: maximum, overMaximum: overMaximum)
  }
}

/// A command's options: a struct of ``Option`` values and groups, read by key path from
/// ``Arguments``. Its stored properties, in order, are the declarations.
package protocol CommandOptions: OptionDeclarations {
  init()
}

extension OptionDeclarations {
  /// Every option declared here and in the groups held here, in declaration order.
  package var declarations: [OptionInfo] {
    if let option = self as? any OptionInfoHolder { return [option.optionInfo] }
    return Mirror(reflecting: self).children.flatMap { child -> [OptionInfo] in
      (child.value as? any OptionDeclarations)?.declarations ?? []
    }
  }
}

/// An ``Option`` of any value, as ``OptionDeclarations/declarations`` finds it.
package protocol OptionInfoHolder {
  var optionInfo: OptionInfo { get }
}

extension Option: OptionInfoHolder {
  package var optionInfo: OptionInfo { info }
}

extension CommandOptions {
  /// The declarations and `-h, --help`: everything the command accepts.
  package static var all: [OptionInfo] { Self().declarations + [.help] }
}

/// A command without options of its own.
package struct NoOptions: CommandOptions {
  package init() {}
}
