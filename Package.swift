// swift-tools-version: 6.0
import PackageDescription

/// The version `sptheme --version` prints. A plain `swift build` leaves it unset and the binary
/// reports the base version in Sources/CVersion/version.c; `make release`, `make install` and
/// `make dist` set it from `git describe` (see .ci/version). Only the one C file of CVersion sees
/// it, so a new version rebuilds that file and the sptheme binary, not the libraries.
let versionDefines: [CSetting] =
  Context.environment["SPTHEME_VERSION"].map { [.define("SPTHEME_VERSION", to: "\"\($0)\"")] }
  ?? []

let package = Package(
  name: "SPTheme",
  products: [
    .executable(name: "sptheme", targets: ["sptheme"]),
    .library(name: "Theme", targets: ["Theme"]),
    .library(name: "Components", targets: ["Components"]),
    .library(name: "Render", targets: ["Render"]),
    .library(name: "Workflows", targets: ["Workflows"]),
  ],
  targets: [
    .systemLibrary(
      name: "CJSONC",
      pkgConfig: "json-c",
      providers: [.apt(["libjson-c-dev"]), .brew(["json-c"])]
    ),
    .systemLibrary(
      name: "CMicroHTTPD",
      pkgConfig: "libmicrohttpd",
      providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
    ),
    .target(name: "CVersion", cSettings: versionDefines),
    // The one seam to the operating system: every libc call the project makes. Its API is
    // `package`: the project's own modules use it; it is no product of the package.
    .target(name: "Platform"),
    .target(name: "Theme", dependencies: ["CJSONC", "Platform"]),
    .target(name: "Components", dependencies: ["Theme"]),
    .target(name: "Render", dependencies: ["Theme", "Components", "Platform"]),
    // The commands as runs with typed reports, and one writer per output format; no console
    // (Platform only for the files a run writes).
    .target(name: "Workflows", dependencies: ["Theme", "Components", "Render", "Platform"]),
    // The local review server (`sptheme serve`): libmicrohttpd behind one small seam.
    .target(name: "HTTP", dependencies: ["CMicroHTTPD", "Platform"]),
    // A full-screen program on a real terminal: raw mode, the event loop over keys, signals and
    // file changes, frames written.
    .target(name: "Interactive", dependencies: ["Platform", "Render", "Workflows"]),
    // The command line's declarations: options, parsing, help, man page, completions.
    .target(name: "ArgumentParsing", dependencies: ["Theme"]),
    .executableTarget(
      name: "sptheme",
      dependencies: [
        "CVersion", "ArgumentParsing", "Theme", "Components", "Render", "Workflows", "Interactive",
        "Platform", "HTTP",
      ]),
    .executableTarget(
      name: "sptheme-bench", dependencies: ["Theme", "Components", "Render", "Platform"]),
    // What every test target shares: golden files with a unified diff, the tiers switch, the
    // process runner, the package's paths.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "PlatformTests", dependencies: ["Platform", "HTTP", "TestSupport"]),
    .testTarget(
      name: "ThemeTests", dependencies: ["Theme", "Platform", "TestSupport"],
      exclude: ["__Snapshots__", "Export/Fixtures", "Migrate/Fixtures"]),
    .testTarget(name: "ComponentsTests", dependencies: ["Components", "TestSupport"]),
    .testTarget(
      name: "RenderTests", dependencies: ["Render", "TestSupport"],
      exclude: ["__Snapshots__", "Fixtures"]),
    .testTarget(
      name: "WorkflowsTests",
      dependencies: ["Workflows", "Theme", "Components", "Render", "Platform", "TestSupport"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "CLITests",
      dependencies: [
        "sptheme", "ArgumentParsing", "Theme", "Components", "Render", "Workflows", "HTTP",
        "TestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
