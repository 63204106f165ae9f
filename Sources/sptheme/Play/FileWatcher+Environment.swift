import ArgumentParsing
import Platform

extension FileWatcher {
  /// The environment variable that says how `--watch` watches files: `native` (or unset) for
  /// the system's notifications, `poll` for polling.
  static let environmentVariable = "SPTHEME_FILE_WATCHER"

  /// The watcher ``environmentVariable`` asks for. A line on standard error says so when
  /// polling takes over from the native back end.
  ///
  /// - Throws: ``UsageError`` when the variable holds anything but `native` or `poll`.
  static func chosen(by console: Console) throws(UsageError) -> FileWatcher {
    FileWatcher(try method(environment: console.environment), warn: { console.error($0) })
  }

  /// The method named by ``environmentVariable`` in `environment`; `native` when it is unset or
  /// empty.
  static func method(environment: [String: String]) throws(UsageError) -> Method {
    guard let value = environment[environmentVariable], !value.isEmpty else { return .native }
    guard let method = Method(rawValue: value) else {
      let choices = Method.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError(
        message: ShellWording.badChoice(environmentVariable, value, choices: choices))
    }
    return method
  }
}
