import Components
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// The reference snapshots committed in `Tests/Snapshots/`: the runs `make snapshots` records
/// (the Makefile's `REFERENCES_*` selections, one line each), as in-process ``SnapshotRun``s.
///
/// A representative subset, sized for review: every state of every block in studio light and
/// dark at Large; the states whose text wraps most at AX5 in studio; one state per block in
/// folio and fieldnote at Large. Every other snapshot of the matrix is rendered and checked in
/// process, without a stored copy (`CatalogueMatrixTests`).
enum CommittedReferences {
  /// The reference folder.
  static let folder = TestPaths.packageRoot + "/Tests/Snapshots"

  /// One `make snapshots` run: brands, states (none: every state of every block) and sizes.
  struct Selection: CustomTestStringConvertible, Sendable {
    var brands: [String]
    var states: [String]
    var sizes: [ContentSize]
    var testDescription: String {
      "\(brands.joined(separator: ",")) \(states.isEmpty ? "every state" : "\(states.count) states") \(sizes.map(\.flagName).joined(separator: ","))"
    }
  }

  /// The states whose text wraps most at AX5, one per block (`REFERENCES_AX5`).
  static let wrappingStates = [
    "sign-in/failed", "magic-link/code-wrong", "reset-password/step-3-refused",
    "provider-stack/rest", "login/signed-up",
  ]

  /// One state per block in the brands that build on studio (`REFERENCES_BRANDS`).
  static let brandStates = [
    "sign-in/failed", "magic-link/code-wrong", "reset-password/step-3-refused",
    "provider-stack/rest", "login/forgot-password-sent",
  ]

  /// The selections, in the Makefile's order.
  static let selections = [
    Selection(brands: ["studio"], states: [], sizes: [.large]),
    Selection(brands: ["studio"], states: wrappingStates, sizes: [.ax5]),
    Selection(brands: ["folio", "fieldnote"], states: brandStates, sizes: [.large]),
  ]

  /// Every drawn appearance of the built-in brands named (the same text as `tokens/` on disk,
  /// which the Makefile's runs read: reference files name token files relative to the brand).
  static func themes(_ brands: [String]) throws -> [(brand: String, theme: SPTheme)] {
    let catalog = BrandCatalog(
      project: nil, tokensFolder: "/nonexistent-tokens-folder", options: TokenOptions())
    return try brands.flatMap { name in
      let brand = try catalog.brand(name)
      return try brand.drawnAppearances.map { appearance in
        guard let theme = brand.theme(appearance: appearance).theme else {
          throw Failure(description: "\(name) cannot be drawn in \(appearance)")
        }
        return (brand.id, theme)
      }
    }
  }

  /// The run of a selection over `folder` with `mode` (a verification of the committed
  /// references by default).
  static func run(
    _ selection: Selection, themes: [(brand: String, theme: SPTheme)], mode: SnapshotRun.Mode
  ) throws -> SnapshotRun {
    let states = try SnapshotSelection.states(selection.states)
    let blocks =
      states.isEmpty ? BlockKind.allCases : try SnapshotSelection.blocks(of: states, named: [])
    return SnapshotRun(
      themes: themes, blocks: blocks, states: states, sizes: selection.sizes,
      templates: try SnapshotRun.templates(nil), mode: mode)
  }

  /// The names of the snapshots a selection renders, without rendering them.
  static func names(_ selection: Selection, themes: [(brand: String, theme: SPTheme)]) throws
    -> [SnapshotName]
  {
    let chosen = try SnapshotSelection.states(selection.states)
    let states = chosen.isEmpty ? BlockKind.allCases.flatMap(\.catalogue) : chosen
    return themes.flatMap { brand, theme in
      states.flatMap { state in
        selection.sizes.map {
          SnapshotRenderer.name(of: state, theme: theme, brand: brand, size: $0)
        }
      }
    }
  }

  /// Why a fixture cannot be made.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }
}
