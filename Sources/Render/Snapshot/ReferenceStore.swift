import Platform

/// How a reference folder stores the HTML pages: the stylesheet every snapshot page shares (the
/// bundled fonts and `snapshot-css`, the `<style data-shared="snapshot.css">` element of the
/// `snapshot` template) is kept once, as `snapshot.css` in the folder, and each stored page holds
/// a one-line note in its place. A stylesheet change is then one file in the folder's history,
/// not one per page.
///
/// Pages written with `--out` stay whole; only the references are stored this way. Reading a
/// reference puts the stylesheet back, so comparisons, reports and acceptance see whole pages.
/// A page whose shared stylesheet is not the folder's (written by `--record missing` after the
/// stylesheet changed, or from templates without the element) is stored whole.
public enum ReferenceStore {
  /// The file that holds the shared stylesheet.
  public static let stylesheetFile = "snapshot.css"
  /// What opens the shared stylesheet's element in a page.
  static let open = "<style data-shared=\"snapshot.css\">\n"
  /// What closes it.
  static let close = "\n</style>"
  /// What a stored page holds in its place.
  static let note = "/* stored once, in snapshot.css beside this file */"

  /// A page's shared stylesheet, and the page as stored with the note in its place; nil when the
  /// page has no shared stylesheet element.
  public static func split(_ html: String) -> (page: String, stylesheet: String)? {
    guard let start = html.firstRange(of: open),
      let end = html[start.upperBound...].firstRange(of: close)
    else { return nil }
    let stylesheet = String(html[start.upperBound..<end.lowerBound])
    guard stylesheet != note else { return nil }
    return (String(html[..<start.upperBound]) + note + String(html[end.lowerBound...]), stylesheet)
  }

  /// A stored page with the folder's stylesheet put back (as it is when it holds no note, or the
  /// folder has no stylesheet).
  public static func restored(_ stored: String, stylesheet: String?) -> String {
    guard let stylesheet, let start = stored.firstRange(of: open + note + close) else {
      return stored
    }
    return String(stored[..<start.lowerBound]) + open + stylesheet + close
      + String(stored[start.upperBound...])
  }

  /// Whether a stored page holds the note in place of the shared stylesheet.
  public static func isStoredWithNote(_ stored: String) -> Bool {
    stored.contains(open + note + close)
  }

  /// The shared stylesheet a folder holds, if any.
  ///
  /// - Throws: ``FileFailure`` when the file exists but cannot be read.
  public static func stylesheet(in folder: String) throws(FileFailure) -> String? {
    let path = folder + "/" + stylesheetFile
    guard FileSystem.kind(of: path).exists else { return nil }
    return String(decoding: try FileSystem.read(path), as: UTF8.self)
  }

  /// One reference file as stored, without the stylesheet put back.
  static func raw(_ folder: String, _ name: SnapshotName, _ ext: String)
    throws(FileFailure) -> String
  {
    String(decoding: try FileSystem.read(folder + "/" + name.file(ext)), as: UTF8.self)
  }

  /// One reference file as a whole page (`stylesheet`: the folder's, from ``stylesheet(in:)``).
  public static func read(
    _ folder: String, _ name: SnapshotName, _ ext: String, stylesheet: String?
  ) throws(FileFailure) -> String {
    let text = try raw(folder, name, ext)
    return ext == "html" ? restored(text, stylesheet: stylesheet) : text
  }

  /// The text a snapshot's file is stored as, given the folder's stylesheet.
  public static func stored(_ snapshot: Snapshot, _ ext: String, stylesheet: String?) -> String {
    let text = snapshot.files[ext] ?? ""
    guard ext == "html", let stylesheet, let (page, shared) = split(text), shared == stylesheet
    else { return text }
    return page
  }

  /// Writes snapshots into a reference folder, keeping its shared stylesheet.
  public struct Writer {
    /// The folder.
    public let folder: String
    /// The stylesheet the folder holds (or will once written).
    public private(set) var stylesheet: String?
    /// Whether a snapshot whose stylesheet differs may replace the folder's (a run that
    /// rewrites every changed snapshot); it is replaced once per run at most.
    let replacing: Bool
    private var replaced = false

    /// A writer for `folder`; `replacingStylesheet` as ``replacing`` says.
    ///
    /// - Throws: ``FileFailure`` when the folder's stylesheet cannot be read.
    public init(folder: String, replacingStylesheet: Bool) throws(FileFailure) {
      self.folder = folder
      stylesheet = try ReferenceStore.stylesheet(in: folder)
      replacing = replacingStylesheet
    }

    /// Writes the snapshot's three files (each only when it changed), the page without the
    /// shared stylesheet when it is the folder's; writes `snapshot.css` first when the folder
    /// has none, or when this run replaces it.
    public mutating func write(_ snapshot: Snapshot) throws(FileFailure) {
      if let (_, shared) = split(snapshot.files["html"] ?? ""), shared != stylesheet,
        stylesheet == nil || (replacing && !replaced)
      {
        try FileSystem.writeIfChanged(shared, to: folder + "/" + stylesheetFile)
        replaced = true
        stylesheet = shared
      }
      for ext in SnapshotName.extensions {
        try FileSystem.writeIfChanged(
          stored(snapshot, ext, stylesheet: stylesheet), to: folder + "/" + snapshot.name.file(ext))
      }
    }
  }
}
