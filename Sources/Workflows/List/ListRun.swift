import Components
import Theme

/// `sptheme list` as a value: which blocks; ``run()`` returns a ``Listing`` of their catalogue
/// states and, when every block is listed, the brands a catalog can name.
public struct ListRun: Sendable {
  /// Where brand names are looked up.
  public var catalog: BrandCatalog
  /// The blocks to list; every block when empty (and then the brands too).
  public var blocks: [BlockKind]

  /// Creates a run.
  public init(catalog: BrandCatalog, blocks: [BlockKind] = []) {
    self.catalog = catalog
    self.blocks = blocks
  }

  /// The blocks' states and, for a listing of every block, the brands.
  public func run() -> Listing {
    var listing = Listing(blocks: blocks.isEmpty ? BlockKind.allCases : blocks)
    guard blocks.isEmpty else { return listing }
    if let project = catalog.project, !project.brands.isEmpty {
      listing.projectBrands = (project.path, project.brands.map(\.name))
    }
    listing.tokensFolder = (catalog.tokensFolder, Brand.names(in: catalog.tokensFolder))
    listing.builtInBrands = BuiltInBrands.names.map { name in
      if catalog.builtInNames.contains(name) { return (name, .shown) }
      let own = try? catalog.brand(name)
      let same = own.map { BuiltInBrands.holds(brand: name, at: $0.path) } == true
      return (name, same ? .sameAsProject : .hiddenByProject)
    }
    return listing
  }
}

/// What ``ListRun/run()`` lists: blocks with their catalogue states, then the brands.
public struct Listing: Sendable {
  /// How a built-in brand stands beside the project's brands.
  public enum BuiltInStanding: Sendable, Equatable {
    /// Nothing of the project's has its name.
    case shown
    /// The project has a brand of its name holding the same files.
    case sameAsProject
    /// The project's brand of its name is used instead.
    case hiddenByProject
  }

  /// The blocks listed.
  public var blocks: [BlockKind]
  /// The project file's brands (its path and their names), if it defines any.
  public var projectBrands: (path: String, names: [String])?
  /// The tokens folder and the brands in it, for a listing of every block.
  public var tokensFolder: (path: String, names: [String])?
  /// The built-in brands, each with how it stands; empty when only some blocks are listed.
  public var builtInBrands: [(name: String, standing: BuiltInStanding)] = []

  /// Creates a listing of `blocks` and no brands.
  public init(blocks: [BlockKind]) {
    self.blocks = blocks
  }
}
