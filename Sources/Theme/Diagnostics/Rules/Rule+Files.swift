extension Rule {
  /// A token file is not valid JSON.
  public static let jsonSyntax = Rule(
    .json, "json/syntax", .error, "A token, resolver or project file is not valid JSON",
    explanation: "A token file is not valid JSON (RFC 8259).",
    fix: "Fix the JSON at the position shown.")
  /// An object names a key twice.
  public static let jsonDuplicateKey = Rule(
    .json, "json/duplicate-key", .error, "An object names the same key twice",
    explanation:
      "An object names the same key twice; JSON parsers would keep one silently. An error in token files, a warning in other documents.",
    fix: "Keep one of the two members (both places are listed).", tuning: Tuning.none)
  /// A file cannot be read.
  public static let fileUnreadable = Rule(
    .file, "file/unreadable", .error, "A file cannot be read", unreadableInput: true)

  static let jsonCatalogue = [jsonDuplicateKey, jsonSyntax]
  static let fileCatalogue = [fileUnreadable]
}
