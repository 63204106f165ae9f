import Theme

extension ExportRun {
  /// `json --all-tokens`: every token of the brand in the context that ``appearance`` and
  /// ``input`` choose, and the brand's id; `nil` after noting in the report why not (an
  /// unreadable brand, an appearance it lacks, errors in its tokens there).
  ///
  /// Unlike the roles, which leave out tokens no role uses, every token is written here, so
  /// an error in any token of the context stops the export.
  func allTokensText(_ report: inout ExportReport, progress: (Event) -> Void) -> (
    text: String, brand: String
  )? {
    let brand: Brand
    do {
      brand = try catalog.brand(references[0]).choosing(input)
    } catch {
      report.note(.notLoaded(error), failure: 2)
      return nil
    }
    if let first = brand.loadDiagnostics.first(where: {
      $0.severity == .error && ($0.rule == .fileUnreadable || $0.rule == .resolverFile)
    }) {
      report.note(
        .unreadable("\(first.location?.description ?? brand.path): \(first.message)"), failure: 2)
      return nil
    }
    progress(.loaded(brand))
    switch AllTokensExport.render(brand, appearance: appearance, sourceRoot: sourceRoot) {
    case .success(let text):
      return (text, brand.id)
    case .failure(.noAppearance(let asked, let names)):
      report.failure = .usage(
        ExportWording.noAppearance(brand.id, asked, names: names.joined(separator: ", ")))
    case .failure(.tokenErrors(let chosen, let errors)):
      report.note(
        .notBuilt(ExportWording.tokensHaveErrors(brand.id, appearance: chosen, errors: errors)),
        failure: 1)
    }
    return nil
  }
}
