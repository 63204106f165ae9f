import Platform

/// Writes a brand's color roles as an Xcode asset catalog (`Theme.xcassets`), so an app reads
/// them with `Color("accent")`, `UIColor(named:)`, in storyboards and in widgets.
///
/// The catalog holds one colorset per color role (`accent.colorset`, `textPrimary.colorset`, …)
/// and a `Contents.json` in Xcode's format at every level (`"info" : { "author" : "xcode",
/// "version" : 1 }`, keys sorted, two-space indent, `" : "`, as Xcode writes them). Each colorset
/// has an entry for Any (the light appearance), Dark (`luminosity` `dark`), and, when the brand
/// has them, High Contrast (`contrast` `high`) for light and for dark.
///
/// A color inside sRGB is written as `srgb`. A color outside sRGB is written as `display-p3`
/// (the same color, not clipped); one outside Display P3 too is written as `extended-srgb`, whose
/// components may lie outside 0…1, so it is never clipped either. Each of those is listed in
/// ``Catalog/notes``. Components are strings with four decimals, as Xcode reads them.
///
/// Xcode's format has no field for a description, and Xcode drops keys it does not know the
/// next time it saves a `Contents.json`, so role descriptions are not written into the catalog.
///
/// Several brands' catalogs in one app target name their colorsets alike, so `Color("accent")`
/// finds whichever catalog wins. With `namespaced`, the colorsets go into a folder named after
/// the brand (``namespace(of:)``: `Folio/accent.colorset`) whose `Contents.json` has Xcode's
/// "Provides Namespace" (`"properties" : { "provides-namespace" : true }`), and the app reads
/// `Color("Folio/accent")`.
///
/// ```swift
/// let catalog = XCAssetsExporter.render(try BrandThemes(brand: Brand("folio")), namespaced: true)
/// try XCAssetsExporter.write(catalog, to: "App/Folio.xcassets")
/// ```
public struct XCAssetsExporter {
  /// One file of a catalog: its path inside the catalog folder and its text.
  public struct File: Sendable, Equatable {
    /// The path relative to the catalog folder (`Contents.json`, `accent.colorset/Contents.json`).
    public var path: String
    /// The file's text, ending with a newline.
    public var text: String
  }

  /// A catalog ready to write.
  public struct Catalog: Sendable, Equatable {
    /// Every file, the catalog's own `Contents.json` first, then the colorsets by role order.
    public var files: [File]
    /// What a person should know about the values: colors written in `display-p3` or
    /// `extended-srgb` because they lie outside sRGB (`color.accent (dark): … outside sRGB,
    /// written as display-p3`).
    public var notes: [String]
    /// The appearances each colorset carries, as Xcode's inspector names them: `Any`, `Dark`,
    /// and `High Contrast`, `Dark High Contrast` when the brand has increased-contrast variants.
    public var appearances: [String]
    /// The folder that provides a namespace for the colorsets (`Folio`: `Color("Folio/accent")`),
    /// or `nil` when they sit at the top of the catalog (`Color("accent")`).
    public var namespace: String?
  }

  /// The namespace folder of a brand's colorsets: its id as an ASCII identifier, capitalized
  /// (`folio` → `Folio`, `field-note` → `FieldNote`), so it is a safe folder name and reads as
  /// `Color("Folio/accent")`.
  public static func namespace(of themes: BrandThemes) -> String {
    let name = SwiftCodeWriter.identifier(themes.id)
    return name.prefix(1).uppercased() + name.dropFirst()
  }

  /// Builds the catalog of a brand.
  ///
  /// - Parameters:
  ///   - themes: The brand's appearances and increased-contrast variants.
  ///   - namespaced: Whether the colorsets go into a namespace folder (``namespace(of:)``), for
  ///     an app target that holds several brands' catalogs.
  /// - Returns: The files and notes; the same themes always give the same bytes.
  public static func render(_ themes: BrandThemes, namespaced: Bool = false) -> Catalog {
    var files = [File(path: "Contents.json", text: contents([:]))]
    let namespace = namespaced ? namespace(of: themes) : nil
    let prefix = namespace.map { $0 + "/" } ?? ""
    if let namespace {
      files.append(
        File(
          path: namespace + "/Contents.json",
          text: contents(["properties": "{\n    \"provides-namespace\" : true\n  }"])))
    }
    var notes: [String] = []
    var entries: [(appearances: [Appearance], theme: SPTheme)] = [([], themes.light)]
    if themes.hasDark { entries.append(([.dark], themes.dark)) }
    if let high = themes.increasedContrast(of: themes.light.appearance) {
      entries.append(([.highContrast], high))
    }
    if themes.hasDark, let high = themes.increasedContrast(of: themes.dark.appearance) {
      entries.append(([.dark, .highContrast], high))
    }
    for role in ColorRole.allCases {
      var colors: [String] = []
      for entry in entries {
        let color = ExportColor(entry.theme.color(role).value)
        let written = value(of: color)
        if written.space != "srgb" {
          notes.append(
            "color.\(role.rawValue) (\(entry.theme.appearance)): \(CSSExporter.color(color, original: true)) lies outside sRGB\(written.space == "extended-srgb" ? " and Display P3" : ""), written as \(written.space)"
          )
        }
        colors.append(colorEntry(entry.appearances, written))
      }
      files.append(
        File(
          path: prefix + folderName(role) + "/Contents.json",
          text: contents(["colors": "[\n" + colors.joined(separator: ",\n") + "\n  ]"])))
    }
    let names = entries.map { entry in
      entry.appearances.isEmpty
        ? "Any" : entry.appearances.map(\.name).joined(separator: " ")
    }
    return Catalog(files: files, notes: notes, appearances: names, namespace: namespace)
  }

  /// The colorset folder of a role: `accent.colorset`. Role names are ASCII letters and digits,
  /// unique even where file names ignore case (as on macOS), so the name is safe as it is.
  public static func folderName(_ role: ColorRole) -> String {
    role.rawValue + ".colorset"
  }

  // MARK: Writing

  /// Writes a catalog as a folder, atomically: the files go into a temporary folder beside
  /// `path`, which is then renamed to it. An existing catalog is replaced only when the new one
  /// is complete, and only when it holds nothing but what this exporter writes (its
  /// `Contents.json` and role colorsets, each with only a `Contents.json`, at the top or in a
  /// namespace folder; `.DS_Store` files are allowed), so a hand-made catalog with images or
  /// other colors is never lost.
  ///
  /// A catalog that already holds exactly these files, byte for byte, is left as it is (its
  /// time stamps too), so a build that changed nothing rewrites nothing.
  ///
  /// - Returns: Whether the folder was written (`false`: it already held this catalog).
  /// - Throws: ``FileFailure`` when `path` does not end in `.xcassets`, is a file or a
  ///   folder that is not such a catalog, or cannot be written; nothing is left half-written.
  @discardableResult
  public static func write(_ catalog: Catalog, to path: String) throws(FileFailure) -> Bool {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    guard path.hasSuffix(".xcassets"), path != ".xcassets", !path.hasSuffix("/.xcassets") else {
      throw FileFailure(
        path: path, reason: "an asset catalog's folder name must end in .xcassets (Theme.xcassets)")
    }
    try checkReplaceable(path)
    if holds(catalog, at: path) { return false }
    try FileSystem.replaceFolder(at: path, with: catalog.files.map { ($0.path, $0.text) })
    return true
  }

  /// Whether the folder holds exactly the catalog's files with the same bytes (`.DS_Store` aside).
  static func holds(_ catalog: Catalog, at path: String) -> Bool {
    guard FileSystem.linkKind(of: path).isFolder else { return false }
    /// The paths under `folder` (relative, `.DS_Store` aside), three levels deep at most (a
    /// namespace folder, a colorset, its file).
    func entries(_ folder: String, _ prefix: String, depth: Int) -> [String] {
      ((try? FileSystem.contents(ofFolder: folder)) ?? []).filter { $0 != ".DS_Store" }.flatMap {
        name in
        guard depth > 1, FileSystem.linkKind(of: folder + "/" + name).isFolder else {
          return [prefix + name]
        }
        return entries(folder + "/" + name, prefix + name + "/", depth: depth - 1)
      }
    }
    let present = Set(entries(path, "", depth: 3))
    guard present == Set(catalog.files.map(\.path)) else { return false }
    return catalog.files.allSatisfy { file in
      (try? FileSystem.read(path + "/" + file.path)) == Array(file.text.utf8)
    }
  }

  /// Refuses a path that holds anything but a catalog this exporter wrote.
  static func checkReplaceable(_ path: String) throws(FileFailure) {
    let kind = FileSystem.linkKind(of: path)
    guard kind.exists else { return }
    guard kind.isFolder else {
      throw FileFailure(
        path: path,
        reason: "is \(kind.name), not an asset catalog; give --out a new folder name or remove it")
    }
    try checkColorsets(path, catalog: path, prefix: "", namespaces: true)
  }

  /// Refuses a folder holding anything but a `Contents.json`, role colorsets (each with only a
  /// `Contents.json`) and, at the top with `namespaces`, namespace folders holding the same (a
  /// folder without an extension, holding at least one role colorset).
  private static func checkColorsets(
    _ folder: String, catalog: String, prefix: String, namespaces: Bool
  ) throws(FileFailure) {
    let ours = Set(ColorRole.allCases.map(folderName))
    let advice =
      "which this export did not write, so it is not replaced; give --out a new folder or remove it"
    for name in try FileSystem.contents(ofFolder: folder) where name != ".DS_Store" {
      let isFolder = FileSystem.linkKind(of: folder + "/" + name).isFolder
      if name == "Contents.json", !isFolder { continue }
      // A namespace folder is a group (no asset extension such as `.imageset`) holding colorsets.
      if namespaces, isFolder, !name.contains("."),
        (try? FileSystem.contents(ofFolder: folder + "/" + name))?.contains(where: ours.contains)
          == true
      {
        try checkColorsets(
          folder + "/" + name, catalog: catalog, prefix: prefix + name + "/", namespaces: false)
        continue
      }
      guard ours.contains(name), isFolder else {
        throw FileFailure(path: catalog, reason: "holds '\(prefix)\(name)', \(advice)")
      }
      for inner in try FileSystem.contents(ofFolder: folder + "/" + name)
      where inner != "Contents.json" && inner != ".DS_Store" {
        throw FileFailure(
          path: catalog, reason: "holds '\(prefix)\(name)/\(inner)', \(advice)")
      }
    }
  }

  // MARK: Contents.json

  /// An appearance condition of a colorset entry.
  enum Appearance {
    case dark, highContrast

    var name: String {
      switch self {
      case .dark: "Dark"
      case .highContrast: "High Contrast"
      }
    }

    var json: String {
      switch self {
      case .dark: entry("luminosity", "dark")
      case .highContrast: entry("contrast", "high")
      }
    }

    private func entry(_ appearance: String, _ value: String) -> String {
      "        {\n          \"appearance\" : \"\(appearance)\",\n          \"value\" : \"\(value)\"\n        }"
    }
  }

  /// A color as written: its Xcode color space and components (red, green, blue, alpha).
  struct WrittenColor: Equatable {
    var space: String
    var components: [Double]
  }

  /// The color space a color needs and its components there.
  static func value(of color: ExportColor) -> WrittenColor {
    let alpha = color.original.alpha
    if !color.isWideGamut {
      let c = color.srgb.components
      return WrittenColor(space: "srgb", components: [c.x, c.y, c.z, alpha])
    }
    if let p3 = color.displayP3 {
      let c = p3.components
      return WrittenColor(
        space: "display-p3", components: [c.x, c.y, c.z].map { min(max($0, 0), 1) } + [alpha])
    }
    let c = color.original.converted(to: .srgb).components
    return WrittenColor(space: "extended-srgb", components: [c.x, c.y, c.z, alpha])
  }

  /// One element of a colorset's `colors` array.
  static func colorEntry(_ appearances: [Appearance], _ color: WrittenColor) -> String {
    let names = ["red", "green", "blue", "alpha"]
    let components = zip(names, color.components).sorted { $0.0 < $1.0 }.map {
      "          \"\($0.0)\" : \"\(decimal($0.1))\""
    }
    var lines = ["    {"]
    if !appearances.isEmpty {
      lines.append("      \"appearances\" : [")
      lines.append(appearances.map(\.json).joined(separator: ",\n"))
      lines.append("      ],")
    }
    lines += [
      "      \"color\" : {",
      "        \"color-space\" : \"\(color.space)\",",
      "        \"components\" : {",
      components.joined(separator: ",\n"),
      "        }",
      "      },",
      "      \"idiom\" : \"universal\"",
      "    }",
    ]
    return lines.joined(separator: "\n")
  }

  /// A `Contents.json`: the given members (already JSON) and `info`, keys sorted.
  static func contents(_ members: [String: String]) -> String {
    var all = members
    all["info"] = "{\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"
    let body = all.keys.sorted().map { "  \"\($0)\" : \(all[$0] ?? "")" }
    return "{\n" + body.joined(separator: ",\n") + "\n}\n"
  }

  /// A component with four decimals (`0.0627`, `1.0000`, `-0.1250`), never `-0.0000`.
  ///
  /// Total: a theme never holds a component past ``DrawableRange/maxSRGBComponent``, but one
  /// whose ten-thousandths do not fit an `Int64` prints in Swift's shortest form, never traps.
  static func decimal(_ value: Double) -> String {
    guard value.isFinite else { return "0.0000" }
    guard let units = Int64(exactly: (abs(value) * 10_000).rounded()) else {
      return value.description
    }
    let fraction = String(units % 10_000)
    let text = "\(units / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    return units != 0 && value < 0 ? "-" + text : text
  }
}
