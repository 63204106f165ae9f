// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SPTheme",
  products: [
    .executable(name: "sptheme", targets: ["sptheme"]),
    .library(name: "Theme", targets: ["Theme"]),
    .library(name: "Components", targets: ["Components"]),
    .library(name: "Render", targets: ["Render"]),
  ],
  targets: [
    .systemLibrary(
      name: "CJSONC",
      pkgConfig: "json-c",
      providers: [.apt(["libjson-c-dev"])]
    ),
    .target(name: "Theme", dependencies: ["CJSONC"]),
    .target(name: "Components", dependencies: ["Theme"]),
    .target(name: "Render", dependencies: ["Theme", "Components"]),
    .executableTarget(name: "sptheme", dependencies: ["Theme", "Components", "Render"]),
    .executableTarget(name: "sptheme-bench", dependencies: ["Theme", "Components", "Render"]),
    .testTarget(
      name: "ThemeTests", dependencies: ["Theme"],
      exclude: ["__Snapshots__", "Export/Fixtures", "Migrate/Fixtures"]),
    .testTarget(name: "ComponentsTests", dependencies: ["Components"]),
    .testTarget(
      name: "RenderTests", dependencies: ["Render"], exclude: ["__Snapshots__", "Fixtures"]),
    .testTarget(name: "CLITests", dependencies: ["sptheme", "Theme"]),
  ],
  swiftLanguageModes: [.v6]
)
