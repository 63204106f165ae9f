import Theme

/// A ``ResolveReport`` as JSON for tools: the token, its type, the brand, and each context with
/// its input, value (DTCG JSON and one line of text) and chain (each link's token, reference
/// and `file:line:col`), or its error. Keys are in a fixed order, so a report gives the same
/// bytes every time.
public struct ResolveJSONWriter {
  /// How source paths are printed (relative to the working folder).
  public var options: ExportOptions

  /// Creates a writer.
  public init(options: ExportOptions = ExportOptions()) {
    self.options = options
  }

  /// The report as JSON text, ending with a newline.
  public func text(_ report: ResolveReport) -> String {
    json(report).serialized() + "\n"
  }

  /// The report as a JSON value.
  public func json(_ report: ResolveReport) -> JSONValue {
    var root = JSONObject()
    root["token"] = .string(report.token)
    root["brand"] = .string(report.brand)
    root["type"] = report.type.map { .string($0.rawValue) } ?? .null
    root["permutations"] = .number(Double(report.permutations))
    root["contexts"] = .array(report.contexts.map(context))
    if let failure = report.failure { root["failure"] = self.failure(failure) }
    return .object(root)
  }

  private func context(_ context: ResolveReport.Context) -> JSONValue {
    var object = JSONObject()
    object["input"] = .object(
      JSONObject(
        context.input.map { JSONObject.Member(key: $0.modifier, value: .string($0.context)) }))
    switch context.outcome {
    case .value(let resolved):
      object["type"] = .string(resolved.type.rawValue)
      object["value"] = resolved.json
      object["text"] = .string(resolved.text)
      object["chain"] = .array(resolved.links.map { JSONExporter.link(options, $0) })
      if let brand = resolved.filledFrom { object["filledFrom"] = .string(brand) }
    case .error(let finding):
      var error = JSONObject()
      error["rule"] = .string(finding.rule.id)
      error["message"] = .string(finding.message)
      if let location = finding.location {
        error["source"] = .string(
          "\(options.display(location.file)):\(location.line):\(location.column)")
      }
      object["error"] = .object(error)
    case .undefined:
      object["undefined"] = .bool(true)
    }
    return .object(object)
  }

  private func failure(_ failure: ResolveReport.Failure) -> JSONValue {
    var object = JSONObject()
    switch failure {
    case .notLoaded(let message):
      object["kind"] = .string("notLoaded")
      object["message"] = .string(message)
    case .input(let message):
      object["kind"] = .string("input")
      object["message"] = .string(message)
    case .unknownToken(let name, let suggestions):
      object["kind"] = .string("unknownToken")
      object["token"] = .string(name)
      object["suggestions"] = .array(suggestions.map(JSONValue.string))
    }
    return .object(object)
  }
}
