import Foundation
import Testing

/// The tools a test drives beyond the Swift toolchain. A test tagged with one of them belongs to
/// the full tier: `swift test` alone skips it (the fast unit tier), `make test` runs it with
/// `SPTHEME_TEST_TIERS=all`, and there a missing tool fails the test, never skips it.
extension Tag {
  /// Headless Chromium driven by Selenium (`.venv`, `chromium`, `chromium-driver`).
  @Tag public static var chromium: Self
  /// A private tmux server driving a full-screen command.
  @Tag public static var tmux: Self
  /// A Python oracle in `.venv` (pyte, tinycss2, coloraide, jsonschema, pyyaml).
  @Tag public static var python: Self
  /// bash, zsh and fish, for the completion scripts.
  @Tag public static var shells: Self
  /// A separate `swift build` of a package that uses the libraries (minutes, not seconds).
  @Tag public static var packageBuild: Self
  /// make, installing the binary into a temporary prefix (or packing it with `make dist`) and
  /// running it outside the checkout.
  @Tag public static var install: Self
  /// `swiftc`, type-checking generated Swift against the stub SwiftUI (seconds per file).
  @Tag public static var compiler: Self
  /// groff and man-db's `man`, rendering the man page.
  @Tag public static var man: Self
  /// Starts threads: file watchers, the parallel map and the locks it meets, sockets, worker
  /// threads, a snapshot run. Not a tier: these run in `swift test` too, and `make sanitize`
  /// runs them under ThreadSanitizer (found by tag in the test list, `.ci/tier_filters.py`).
  @Tag public static var threads: Self
  /// Renders the whole catalogue matrix or records many copies of a brand's references: a
  /// minute or more in a debug build, many under a sanitizer. Not a tier: these run in `swift
  /// test`; `make sanitize` skips them, as the code they drive is sanitized through smaller tests
  /// of the same runs (`SnapshotRunTests`, the render and scene tests).
  @Tag public static var heavy: Self
  /// The committed reference snapshots of `Tests/Snapshots/`, verified in process over the
  /// selections `make snapshots` records (`Tests/WorkflowsTests/References/`). It needs no tool
  /// beyond Swift and takes seconds, so unlike the tags above it stays in the fast tier; the tag
  /// names the tests a reference change fails (re-record with `make snapshots`); `make sanitize`
  /// never runs them.
  @Tag public static var references: Self
}

extension Trait where Self == ConditionTrait {
  /// Runs only when `SPTHEME_TEST_TIERS=all` (set by `make test`); pair it with a tool tag.
  public static var fullTier: Self {
    .enabled(
      if: ProcessInfo.processInfo.environment["SPTHEME_TEST_TIERS"] == "all",
      "needs Chromium, tmux, Python, the shells, make, groff, swiftc or a package build: `make test` runs it (SPTHEME_TEST_TIERS=all)"
    )
  }
}

/// Thrown after recording why a test cannot run (a tool that `make test` installs is missing).
public struct MissingTool: Error, CustomStringConvertible {
  public var name: String
  public init(name: String) { self.name = name }
  public var description: String { "\(name) is missing: run `make test`, which installs it" }
}
