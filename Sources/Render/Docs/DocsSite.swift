import Components
import Platform
import Theme

/// Writes a brand's documentation site: an index of every brand, and per brand its colors,
/// typography, radius/space/stroke, motion, components (every catalogue state, light and dark, at
/// Large and an accessibility size), the findings of the component checks, and optionally the
/// changes from another version of the brand.
///
/// The pages come from the Mustache templates of `Templates/docs/` (`layout` is the page every
/// other template inherits, `style` its stylesheet); the component frames are the HTML snapshots
/// of `Templates/`, written into each brand's `snapshots/` folder and linked from the pages. Every
/// page is self-contained: inline CSS and SVG, no scripts, no network, and the same brands always
/// give the same bytes.
///
/// ```swift
/// let site = DocsSite(templates: docsTemplates, snapshotTemplates: templates)
/// for file in try site.render([brand]) { try FileSystem.write(file.contents, to: out + "/" + file.path) }
/// ```
public struct DocsSite: Sendable {
  /// One file of the site, with its path relative to the output folder.
  public struct File: Sendable, Equatable {
    /// The path inside the output folder (`folio/colors.html`).
    public var path: String
    /// The file's text.
    public var contents: String
  }

  /// The templates the site needs in `Templates/docs/`.
  public static let templateNames = [
    "layout", "style", "site-index", "overview", "colors", "typography", "dimensions", "motion",
    "components", "block",
    "accessibility", "changes",
  ]

  /// The docs templates (`Templates/docs/`, possibly overridden by a brand team's own).
  public let templates: TemplateLibrary
  /// The snapshot templates (`Templates/`) the component frames are written with.
  public let snapshotTemplates: TemplateLibrary
  /// The text sizes of the Components page and the contrast checks: Large and an accessibility size.
  public var sizes: [ContentSize]
  /// The project's folder (absolute): pages print the paths of token files relative to it,
  /// never absolute. Nil leaves paths as the brands were loaded.
  public var projectFolder: String?

  /// Creates a site generator.
  ///
  /// - Parameters:
  ///   - templates: The docs templates, with every name of ``templateNames``.
  ///   - snapshotTemplates: The snapshot templates of `Templates/` (``HTMLWriter/templateNames``).
  ///   - sizes: The text sizes each component state is shown at (default Large and AX3).
  public init(
    templates: TemplateLibrary, snapshotTemplates: TemplateLibrary,
    sizes: [ContentSize] = [.large, .ax3]
  ) {
    self.templates = templates
    self.snapshotTemplates = snapshotTemplates
    self.sizes = sizes
  }

  /// Renders the site: `index.html`, then per brand `<brand>/index.html`, its pages and its
  /// `snapshots/`.
  ///
  /// - Throws: ``HTMLError`` for a missing template or one that fails to render.
  public func render(_ brands: [DocsBrand]) throws(HTMLError) -> [File] {
    var files: [File] = []
    let paths = DocsPaths(root: projectFolder, brands: brands)
    let site = SiteInfo(brands: brands.map { (folder: Self.folder($0.id), name: $0.name) })
    for brand in brands {
      let data = BrandData(brand: brand, folder: Self.folder(brand.id), sizes: sizes)
      let snapshots = try data.snapshots(templates: snapshotTemplates)
      for page in data.pages {
        let context = try pageContext(page, data: data, site: site)
        files.append(
          File(
            path: data.folder + "/" + page.file,
            contents: paths.rewrite(try self.page(page.template, context)))
        )
      }
      files += snapshots.map {
        File(path: data.folder + "/snapshots/" + $0.name, contents: $0.html)
      }
    }
    files.insert(
      File(
        path: "index.html",
        contents: paths.rewrite(try self.page("site-index", siteIndex(brands, site: site)))),
      at: 0)
    return files
  }

  /// A folder name for a brand id: ``SnapshotName/component(_:)``.
  static func folder(_ id: String) -> String {
    // The snapshot files' rule, so two brands whose ids change alike keep their own folders.
    SnapshotName.component(id)
  }

  /// Renders a template by name in strict mode.
  func page(_ name: String, _ context: TemplateValue) throws(HTMLError) -> String {
    guard let template = templates[name] else { throw .missingTemplate(name) }
    do {
      return try template.render(context, partials: templates, options: .strict)
        .trimmingTrailingNewlines() + "\n"
    } catch {
      throw .template(error)
    }
  }

  /// Every brand, for the brand switcher.
  struct SiteInfo {
    var brands: [(folder: String, name: String)]
  }

  /// The members every page's layout reads.
  func layout(title: String, root: String, site: SiteInfo, brand: BrandData?, current: String)
    -> [String: TemplateValue]
  {
    var context: [String: TemplateValue] = [
      "lang": "en",
      "title": .string(title),
      "root": .string(root),
      "generator": .string("sptheme docs"),
      "fontFaces": .string(BundledFonts.allFaceCSS),
      "brands": .array(
        site.brands.map { entry in
          [
            "name": .string(entry.name), "href": .string(root + entry.folder + "/index.html"),
            "current": .bool(entry.folder == brand?.folder),
          ]
        }),
    ]
    if let brand {
      context["brandName"] = .string(brand.brand.name)
      context["brandPath"] = .string(brand.brand.path)
      context["nav"] = .array(
        brand.pages.filter { $0.parent == nil }.map { page in
          let children = brand.pages.filter { $0.parent == page.id }
          let open = page.id == current || children.contains { $0.id == current }
          return [
            "href": .string(page.file), "label": .string(page.label),
            "current": .bool(page.id == current),
            "open": .bool(open),
            "hasChildren": .bool(!children.isEmpty),
            "children": .array(
              children.map { child in
                [
                  "href": .string(child.file), "label": .string(child.label),
                  "current": .bool(child.id == current),
                ]
              }),
          ]
        })
    }
    return context
  }

  /// The context of one brand page.
  func pageContext(_ page: BrandData.Page, data: BrandData, site: SiteInfo) throws(HTMLError)
    -> TemplateValue
  {
    var context = layout(
      title: "\(page.label) — \(data.brand.name)", root: "../", site: site, brand: data,
      current: page.id)
    context["pageTitle"] = .string(page.label)
    let members: [String: TemplateValue]
    switch page.template {
    case "overview": members = overview(data)
    case "colors": members = colors(data)
    case "typography": members = typography(data)
    case "dimensions": members = dimensions(data)
    case "motion": members = motion(data)
    case "components": members = components(data)
    case "block": members = block(data, kind: page.block ?? .signIn)
    case "accessibility": members = accessibility(data)
    default: members = changes(data)
    }
    context.merge(members) { $1 }
    return .object(context)
  }
}
