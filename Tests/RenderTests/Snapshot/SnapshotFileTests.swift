import Foundation
import Testing

@testable import Render

/// Reading snapshot file names.
@Suite struct SnapshotFileTests {
  @Test func fileNamesInAndOutsideASCIIReadTheSame() {
    #expect(
      SnapshotName(fileName: "sign-in.invalid.folio.dark.large.html")
        == SnapshotName(
          block: "sign-in", state: "invalid", brand: "folio", appearance: "dark", size: "large"))
    #expect(
      SnapshotName(fileName: "sign-in.invalid.caf\u{E9}.dark.large.html")
        == SnapshotName(
          block: "sign-in", state: "invalid", brand: "caf\u{E9}", appearance: "dark", size: "large")
    )
    #expect(SnapshotName(fileName: ".html") == nil)
    #expect(SnapshotName(fileName: "html") == nil)
    #expect(SnapshotName(fileName: "a.b.c.d..html") == nil)
    #expect(SnapshotName(fileName: "a.b.c.d.e.htm") == nil)
    #expect(SnapshotName(fileName: "a.b.c.d.e.f.html") == nil)
    #expect(
      SnapshotName.component("my.brand") == "my_brand-" + SnapshotName.fingerprint("my.brand"))
    #expect(SnapshotName.component("my.brand") != SnapshotName.component("my_brand"))
    #expect(SnapshotName.component("日本") != SnapshotName.component("中国"))
    #expect(SnapshotName.component("mybrand") == "mybrand")
    #expect(SnapshotName.component("") != SnapshotName.component("_"))
  }

  @Test func fileNamesGiveTheirExtension() {
    let name = SnapshotName(
      block: "sign-in", state: "invalid", brand: "folio", appearance: "dark", size: "large")
    for ext in SnapshotName.extensions {
      let parsed = SnapshotName.parse(fileName: "sign-in.invalid.folio.dark.large.\(ext)")
      #expect(parsed?.name == name)
      #expect(parsed?.ext == ext)
    }
    #expect(
      SnapshotName.parse(fileName: "sign-in.invalid.my brand.dark.large.html")?.name.brand
        == SnapshotName.component("my brand"))
    #expect(
      SnapshotName.parse(fileName: "sign-in.invalid.caf\u{E9}.dark.large.scene.json")?.ext
        == "scene.json")
    #expect(SnapshotName.parse(fileName: "sign-in.invalid.folio.dark.large.txt") == nil)
  }

  @Test func trailingLineFeedsAreTrimmedButNotAfterACarriageReturn() {
    #expect("a\n\n".trimmingTrailingNewlines() == "a")
    #expect("a".trimmingTrailingNewlines() == "a")
    #expect("\n".trimmingTrailingNewlines() == "")
    #expect("a\r\n\n".trimmingTrailingNewlines() == "a\r\n")
    #expect("a\r\n".trimmingTrailingNewlines() == "a\r\n")
  }
}
