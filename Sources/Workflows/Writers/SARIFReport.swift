import Render
import Theme

/// Findings as a SARIF 2.1.0 log, for code-scanning tools (GitHub code scanning and others).
///
/// Written to what GitHub's upload accepts: every result has a physical location, paths inside
/// the source root are relative to `%SRCROOT%` (declared in `originalUriBaseIds`), each rule has
/// short and full descriptions, a help text and a default level, each result carries a
/// `partialFingerprints` entry that stays the same from run to run, and a log holds at most
/// ``maximumResults`` results.
public enum SARIFReport {
  /// The schema the log names (OASIS SARIF 2.1.0, Errata 01).
  public static let schema =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
  /// GitHub code scanning takes at most 25,000 results per run.
  public static let maximumResults = 25_000
  /// The key of the fingerprint in `partialFingerprints`.
  public static let fingerprintKey = "spthemeFinding/v1"

  /// The log and how many results were left out to stay within ``maximumResults``.
  ///
  /// - Parameters:
  ///   - diagnostics: The findings, each with a location (see ``CheckReport/findings``).
  ///   - toolVersion: `tool.driver.version`.
  ///   - sourceRoot: The absolute folder `%SRCROOT%` stands for (the working folder).
  public static func render(_ diagnostics: [Diagnostic], toolVersion: String, sourceRoot: String?)
    -> (log: JSONValue, omitted: Int)
  {
    // Errors first, so a cut keeps the findings that matter most.
    let ordered = Diagnostic.Severity.allCases.reversed().flatMap { severity in
      diagnostics.filter { $0.severity == severity }
    }
    let kept = Array(ordered.prefix(maximumResults))
    let root = sourceRoot.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    var rules: [Rule] = []
    var ruleLevels: [Rule: Diagnostic.Severity] = [:]
    for diagnostic in kept where ruleLevels[diagnostic.rule] == nil {
      rules.append(diagnostic.rule)
      ruleLevels[diagnostic.rule] = diagnostic.severity
    }
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1, $0) })
    var seen: [String: Int] = [:]
    let results: [JSONValue] = kept.map { diagnostic in
      var result = JSONObject()
      result["ruleId"] = .string(diagnostic.rule.id)
      result["ruleIndex"] = .number(Double(ruleIndex[diagnostic.rule] ?? 0))
      result["level"] = .string(level(diagnostic.severity))
      var text = diagnostic.message
      if let token = diagnostic.tokenPath, !text.contains(token) { text = "\(token): \(text)" }
      if let hint = diagnostic.hint { text += " Hint: \(hint)" }
      result["message"] = message(text)
      let location = diagnostic.location ?? SourceLocation(file: ".", line: 1, column: 1)
      result["locations"] = .array([physical(location, root: root)])
      let related = diagnostic.notes.compactMap { note -> JSONValue? in
        guard let location = note.location, case .object(var item) = physical(location, root: root)
        else { return nil }
        item["message"] = message(note.message)
        return .object(item)
      }
      if !related.isEmpty { result["relatedLocations"] = .array(related) }
      // The same finding in the same file gets the same fingerprint in every run; a second one
      // that reads the same is told apart by its count.
      let key = [
        diagnostic.rule.id, uri(location.file, root: root).uri, diagnostic.tokenPath ?? "",
        diagnostic.message,
      ]
      .joined(separator: "\u{0}")
      let occurrence = seen[key, default: 0] + 1
      seen[key] = occurrence
      result["partialFingerprints"] = .object(
        JSONObject([
          .init(key: fingerprintKey, value: .string("\(StableHash.hex(key)):\(occurrence)"))
        ]))
      return .object(result)
    }
    var driver = JSONObject()
    driver["name"] = .string("sptheme")
    driver["version"] = .string(toolVersion)
    driver["semanticVersion"] = .string(toolVersion)
    driver["rules"] = .array(rules.map { describe($0, level: ruleLevels[$0] ?? $0.severity) })
    var run = JSONObject()
    run["tool"] = .object(JSONObject([.init(key: "driver", value: .object(driver))]))
    if let root {
      run["originalUriBaseIds"] = .object(
        JSONObject([
          .init(
            key: "%SRCROOT%",
            value: .object(
              JSONObject([.init(key: "uri", value: .string("file://" + escape(root)))])))
        ]))
    }
    run["results"] = .array(results)
    var log = JSONObject()
    log["$schema"] = .string(schema)
    log["version"] = .string("2.1.0")
    log["runs"] = .array([.object(run)])
    return (.object(log), ordered.count - kept.count)
  }

  /// A rule of `tool.driver.rules`, from the catalogue, at the level its findings have in this
  /// run (the project's `"rules"` setting, if any, already applied to them).
  private static func describe(_ rule: Rule, level severity: Diagnostic.Severity) -> JSONValue {
    var object = JSONObject()
    object["id"] = .string(rule.id)
    object["name"] = .string(rule.name)
    object["shortDescription"] = message(rule.summary)
    object["fullDescription"] = message(rule.explanation)
    object["helpUri"] = .string(rule.helpURI)
    var help = JSONObject()
    help["text"] = .string("\(rule.explanation) Fix: \(rule.fix)")
    help["markdown"] = .string(
      "\(rule.explanation)\n\n**Fix:** \(rule.fix)\n\nRun `sptheme check` for the code frame; "
        + "see [\(rule.id)](\(rule.helpURI)).")
    object["help"] = .object(help)
    object["defaultConfiguration"] = .object(
      JSONObject([.init(key: "level", value: .string(level(severity)))]))
    return .object(object)
  }

  private static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }

  private static func message(_ text: String) -> JSONValue {
    .object(JSONObject([.init(key: "text", value: .string(text))]))
  }

  private static func physical(_ location: SourceLocation, root: String?) -> JSONValue {
    var region = JSONObject()
    region["startLine"] = .number(Double(max(1, location.line)))
    region["startColumn"] = .number(Double(max(1, location.column)))
    var artifact = JSONObject()
    let (uri, base) = uri(location.file, root: root)
    artifact["uri"] = .string(uri)
    if let base { artifact["uriBaseId"] = .string(base) }
    var physical = JSONObject()
    physical["artifactLocation"] = .object(artifact)
    physical["region"] = .object(region)
    return .object(JSONObject([.init(key: "physicalLocation", value: .object(physical))]))
  }

  /// A file path as a URI: relative to `%SRCROOT%` when it is relative or inside the root,
  /// else an absolute `file://` URI.
  public static func uri(_ path: String, root: String?) -> (uri: String, base: String?) {
    var relative = path
    while relative.hasPrefix("./") { relative.removeFirst(2) }
    // `../x` leaves the root: written as the absolute path it stands for.
    if let root, !relative.hasPrefix("/"), relative.split(separator: "/").contains("..") {
      relative = normalized(root + relative)
    }
    if relative.hasPrefix("/") {
      guard let root, relative.hasPrefix(root) else { return ("file://" + escape(relative), nil) }
      relative.removeFirst(root.count)
    }
    return (escape(relative), "%SRCROOT%")
  }

  /// An absolute path without `.` and `..` components.
  private static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == ".." {
        _ = parts.popLast()
      } else if part != "." {
        parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// Percent-encodes everything but unreserved characters and `/` (RFC 3986).
  private static func escape(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
