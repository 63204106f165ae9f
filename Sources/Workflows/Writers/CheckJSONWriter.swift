import Theme

/// `check --format json`: one document, `{"brands": [...]}`, each brand with its counts and
/// every finding (no cap).
public enum CheckJSONWriter {
  /// The document, serialized.
  public static func document(_ report: CheckReport) -> String {
    var document = JSONObject()
    document["brands"] = .array(report.brands.map(brand))
    return JSONValue.object(document).serialized()
  }

  /// One brand's object.
  public static func brand(_ result: CheckReport.BrandResult) -> JSONValue {
    let brand = result.brand
    var object = JSONObject()
    object["brand"] = .string(brand.id)
    object["name"] = .string(brand.name)
    object["path"] = .string(brand.path)
    object["appearances"] = .array(brand.appearances.map { .string($0) })
    if let map = brand.appearanceMap {
      object["appearanceModifier"] = .string(map.modifier)
      object["appearanceOrigin"] = .string(map.origin.rawValue)
    }
    object["permutations"] = .number(Double(result.permutations))
    object["tokens"] = .number(Double(result.tokenCount))
    if let pairs = result.contrastPairs { object["contrastPairs"] = .number(Double(pairs)) }
    object["errors"] = .number(Double(result.errors))
    object["warnings"] = .number(Double(result.warnings))
    object["diagnostics"] = .array(result.findings.map(DiagnosticFormatter.json))
    return .object(object)
  }
}
