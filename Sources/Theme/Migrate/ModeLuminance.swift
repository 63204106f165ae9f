/// How light the background of a mode is: the relative luminance of the most background-like
/// color (``RoleGuesser/backgroundLuminance(in:)``) its migrated files resolve to, merged in
/// order. What tells a mode named `Day` or `inverted` from its other when the names do not.
enum ModeLuminance {
  /// The luminance of the files' texts merged in order, or `nil` when they resolve to no
  /// background-like color.
  static func of(_ files: [(path: String, text: String)]) -> Double? {
    var pipeline = TokenPipeline(options: TokenOptions(legacy: true))
    for file in files {
      guard let document = try? JSONDocument(bytes: Array(file.text.utf8), path: file.path)
      else { continue }
      let index = pipeline.register(document)
      pipeline.add(document.root, at: SourceRef(document: index, pointer: .root))
    }
    return RoleGuesser.backgroundLuminance(in: pipeline.finish())
  }
}
