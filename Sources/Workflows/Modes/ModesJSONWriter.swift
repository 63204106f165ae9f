import Theme

/// A ``ModesReport`` as `sptheme modes --format json` writes it: the brand, where its map
/// comes from, the map as `"modes"` is written in `sptheme.json`, and the findings.
public enum ModesJSONWriter {
  /// The report as one JSON object.
  public static func json(_ report: ModesReport) -> JSONValue {
    var object = JSONObject()
    if let failure = report.failure {
      object["error"] = .string(ModesTextWriter.message(failure))
      return .object(object)
    }
    object["brand"] = .string(report.brand)
    object["path"] = .string(report.path)
    object["origin"] = .string(report.origin.rawValue)
    object["modes"] = report.map?.json ?? .null
    if let appearance = report.appearance {
      var map = JSONObject()
      map["modifier"] = .string(appearance.modifier)
      for (context, name) in appearance.contexts { map[name] = .string(context) }
      object["appearance"] = .object(map)
    }
    object["diagnostics"] = .array(report.diagnostics.map(DiagnosticFormatter.json))
    return .object(object)
  }
}
