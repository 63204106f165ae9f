import Platform
import Theme

extension DiffRun {
  /// A brand against another version of it (`diff BRAND --against DIR`): `folder` is a tokens
  /// folder holding the brand's folder, whose brand of the same name is the other version;
  /// else `folder` is the other brand itself.
  public static func against(
    _ reference: String, folder: String, catalog: BrandCatalog, input: [String: String] = [:]
  ) -> DiffRun {
    let before = Side(reference: reference, catalog: catalog)
    guard FileSystem.kind(of: folder + "/" + reference).isFolder else {
      return DiffRun(
        before: before, after: .init(reference: folder, catalog: catalog), input: input)
    }
    let other =
      folder == catalog.tokensFolder
      ? catalog : BrandCatalog(project: nil, tokensFolder: folder, options: catalog.options)
    return DiffRun(before: before, after: .init(reference: reference, catalog: other), input: input)
  }
}
