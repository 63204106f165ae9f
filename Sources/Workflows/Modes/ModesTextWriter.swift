import Theme

/// A ``ModesReport`` as `sptheme modes` prints it: the map as one table, then each finding.
public struct ModesTextWriter {
  /// Paints severities when the terminal takes color.
  public var formatter: DiagnosticFormatter

  /// Creates a writer.
  public init(formatter: DiagnosticFormatter) {
    self.formatter = formatter
  }

  /// The report's lines, each safe for a terminal: standard output's, then standard error's.
  public func lines(_ report: ModesReport) -> (out: [String], err: [String]) {
    func safe(_ text: String) -> String { SafeText.terminal(text) }
    if let failure = report.failure { return ([], [safe(Self.message(failure))]) }
    guard let map = report.map else {
      return (["\(safe(report.brand)): one token file, no modes (\(safe(report.path)))"], [])
    }
    let state: String
    switch report.origin {
    case .resolver: state = "spelled out by its resolver"
    case .projectFile where map.isConfirmed: state = "confirmed in sptheme.json"
    case .projectFile: state = "in sptheme.json, \(plural(map.guessCount, "line")) still a guess"
    case .proposed: state = "proposed from the files' names and contents; every line is a guess"
    }
    var out = ["\(safe(report.brand)): mode map of \(safe(report.path)) (\(state))"]
    out += ModeMapTable.lines(map, appearance: report.appearance).map(safe)
    if let appearance = report.appearance {
      let pairs = appearance.contexts.map { "\($0.appearance) = \($0.context)" }
      out.append(
        "  appearance: modifier \(safe(appearance.modifier)), \(safe(pairs.joined(separator: ", ")))"
      )
    } else if !map.modifiers.isEmpty {
      out.append("  appearance: none of the modifiers says light and dark")
    }
    if report.exitCode == 1 {
      out.append(
        "refused: the files cannot be read one way only (the errors above say where and what to write); the map so far, as the \"modes\" of the brand in sptheme.json, for you to finish:"
      )
      out.append("  " + safe(map.oneLineJSON))
    } else if let path = report.confirmedIn {
      out.append("confirmed every line in \(safe(path)): every command reads the map as written")
    } else if report.origin == .proposed {
      out.append(
        "next: 'sptheme init NAME --from-tokens \(safe(report.path))' writes this map into sptheme.json for you to review and confirm"
      )
    } else if report.origin == .projectFile, !map.isConfirmed {
      out.append(
        "next: edit \"modes\" in sptheme.json where a line is wrong, then 'sptheme modes \(safe(report.brand)) --confirm'"
      )
    }
    let err = report.diagnostics.map { formatter.text($0) }
    return (out, err)
  }

  static func message(_ failure: ModesReport.Failure) -> String {
    switch failure {
    case .notLoaded(let why): "error: \(why)"
    case .notProjectBrand(let name):
      "error: '\(name)' is not a brand of sptheme.json, so it has no map to confirm; 'sptheme init NAME --from-tokens PATH' adds it with its map"
    case .resolverNeedsNoConfirming(let name):
      "error: '\(name)' is read by its resolver, whose modifiers are written out: there is nothing to confirm"
    case .cannotWrite(let why): "error: \(why)"
    }
  }
}
