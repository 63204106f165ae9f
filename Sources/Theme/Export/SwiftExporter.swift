public struct SwiftExporter {
  public static func render(_ themes: BrandThemes, options: ExportOptions = ExportOptions()) -> String { "" }
}
