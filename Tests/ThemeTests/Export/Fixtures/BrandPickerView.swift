// An app's brand picker over every exported brand, written as an app team would, type-checked
// with the file of all shipped brands (`SwiftExporterTests`): `SPTheme.allBrands` in `ForEach`,
// a theme as the `Picker`'s selection (`Hashable`), `.onChange(of: theme)` (`Equatable`), and a
// loop over every brand as a snapshot test writes it (`Identifiable`).

import SwiftUI

struct BrandPicker: View {
  @State private var theme: SPTheme = .studio
  @State private var changes = 0

  var body: some View {
    VStack(spacing: theme.space.md) {
      Picker("Brand", selection: $theme) {
        ForEach(SPTheme.allBrands) { brand in
          Text(brand.name).tag(brand)
        }
      }
      Text("Sign in").spTextStyle(theme.type.headline)
      SPHairline()
    }
    .spTheme(theme)
    .onChange(of: theme) { old, new in
      if old.id != new.id { changes += 1 }
    }
  }
}

/// Every brand's name by id, as a snapshot loop over the brands reads them.
func brandNamesByID() -> [SPTheme.ID: String] {
  var names: [SPTheme.ID: String] = [:]
  for theme in SPTheme.allBrands where !names.keys.contains(theme.id) {
    names[theme.id] = theme.name
  }
  return names
}

/// Whether the brand in use is one of the exported ones.
func isExported(_ theme: SPTheme) -> Bool {
  Set(SPTheme.allBrands).contains(theme)
}
