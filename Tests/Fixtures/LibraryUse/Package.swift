// swift-tools-version: 6.0
// The README's library example: a package that depends on SPTheme's `Theme` library by path
// (a checkout of SPTheme beside this package) and loads a brand at runtime. `LibraryUseTests`
// builds and runs exactly this package.
import PackageDescription

let package = Package(
  name: "BrandInfo",
  dependencies: [
    .package(path: "../SPTheme")
  ],
  targets: [
    .executableTarget(
      name: "BrandInfo",
      dependencies: [.product(name: "Theme", package: "SPTheme")]
    )
  ],
  swiftLanguageModes: [.v6]
)
