extension Rule {
  /// Every rule, family by family in the order of ``RuleFamily/allCases``, each family's rules
  /// in the order of their ids.
  public static let all: [Rule] = {
    let families: [[Rule]] = [
      jsonCatalogue, fileCatalogue, tokensCatalogue, valueCatalogue, aliasCatalogue,
      extendsCatalogue, resolverCatalogue, limitCatalogue, themeCatalogue, contrastCatalogue,
      coverageCatalogue, configCatalogue, buildCatalogue, templateCatalogue,
    ]
    return families.flatMap { $0 }
  }()
}
