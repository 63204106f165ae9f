import Theme

/// Findings as a SARIF 2.1.0 log, for code-scanning tools (GitHub code scanning and others).
enum SARIFReport {
  static func render(_ diagnostics: [Diagnostic], toolVersion: String) -> JSONValue {
    var rules: [String] = []
    for diagnostic in diagnostics where !rules.contains(diagnostic.rule) { rules.append(diagnostic.rule) }
    let results: [JSONValue] = diagnostics.map { diagnostic in
      var result = JSONObject()
      result["ruleId"] = .string(diagnostic.rule)
      let level: String =
        switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
      result["level"] = .string(level)
      var text = diagnostic.message
      if let token = diagnostic.tokenPath, !text.contains(token) { text = "\(token): \(text)" }
      if let hint = diagnostic.hint { text += " Hint: \(hint)" }
      result["message"] = .object(JSONObject([.init(key: "text", value: .string(text))]))
      if let location = diagnostic.location {
        result["locations"] = .array([physical(location)])
      }
      let related = diagnostic.notes.compactMap { note -> JSONValue? in
        guard let location = note.location, case .object(var item) = physical(location) else { return nil }
        item["message"] = .object(JSONObject([.init(key: "text", value: .string(note.message))]))
        return .object(item)
      }
      if !related.isEmpty { result["relatedLocations"] = .array(related) }
      return .object(result)
    }
    var driver = JSONObject()
    driver["name"] = .string("sptheme")
    driver["version"] = .string(toolVersion)
    driver["rules"] = .array(
      rules.map { .object(JSONObject([.init(key: "id", value: .string($0))])) })
    var run = JSONObject()
    run["tool"] = .object(JSONObject([.init(key: "driver", value: .object(driver))]))
    run["results"] = .array(results)
    var log = JSONObject()
    log["$schema"] = .string("https://json.schemastore.org/sarif-2.1.0.json")
    log["version"] = .string("2.1.0")
    log["runs"] = .array([.object(run)])
    return .object(log)
  }

  /// A path as a URI, as SARIF asks: `file:///…` for an absolute path, a relative reference
  /// otherwise, every byte but unreserved characters and `/` percent-encoded (a space, `#`, `?`,
  /// `%` or a non-ASCII letter in a file name stays part of the path).
  static func uri(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

  private static func physical(_ location: SourceLocation) -> JSONValue {
    var region = JSONObject()
    region["startLine"] = .number(Double(location.line))
    region["startColumn"] = .number(Double(location.column))
    var physical = JSONObject()
    physical["artifactLocation"] = .object(JSONObject([.init(key: "uri", value: .string(uri(location.file)))]))
    physical["region"] = .object(region)
    return .object(JSONObject([.init(key: "physicalLocation", value: .object(physical))]))
  }
}
