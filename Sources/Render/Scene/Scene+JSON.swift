import Components
import Theme

extension Scene {
  /// The scene as JSON text (keys in a fixed order, two-space indentation, a final newline):
  /// the `.scene.json` snapshot file.
  public var jsonText: String {
    SceneJSONWriter.text(self)
  }

  /// The `.scene.json` text with every token file named as `paths` writes it (relative to the
  /// brand's folder in snapshots and references).
  public func jsonText(paths: ReferencePaths) -> String {
    SceneJSONWriter.text(self, paths: paths)
  }

  /// The scene as JSON (what ``jsonText`` writes), for semantic diffs.
  public var json: JSONValue {
    SceneJSONWriter.json(self)
  }
}
