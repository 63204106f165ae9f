import Platform
import Theme

/// The rows for real design systems: every set in `../shared/realworld/` migrated (a dry run,
/// then written into a copy) and checked, and a Tokens Studio single-file export of about 4 MB
/// made here, read with `--legacy` and migrated. The targets are 0.2 s for a check and 1 s for
/// a migration; a row says whether it met them.
enum RealWorldBench {
  static let checkTarget = 0.2
  static let migrateTarget = 1.0

  /// One row per real set, and two for the large Tokens Studio file.
  static func rows(sptheme: String, realWorld: String, out: String) -> [BenchRow] {
    var rows: [BenchRow] = []
    let sets = ((try? FileSystem.contents(ofFolder: realWorld)) ?? []).filter {
      FileSystem.kind(of: realWorld + "/" + $0).isFolder
    }
    if sets.isEmpty {
      print("sptheme-bench: no real sets in \(realWorld); those rows are left out")
    }
    for set in sets {
      let copy = out + "/realworld/" + set
      copyTree(realWorld + "/" + set, to: copy)
      let migrate = Clock.median(runs: 3) { _ = Child.run([sptheme, "migrate", copy]) }
      _ = Child.run([sptheme, "migrate", copy, "--write", "--force"])
      let resolvers = resolverFiles(in: copy, depth: 3)
      var check = 0.0
      for resolver in resolvers {
        check = max(
          check, Clock.median(runs: 5) { _ = Child.run([sptheme, "check", resolver, "--legacy"]) })
      }
      rows.append(
        BenchRow(
          task: "realworld \(set): check (slowest of \(resolvers.count) resolvers)",
          seconds: check, floorName: "migrate", floorSeconds: migrate,
          extra: verdict(check: resolvers.isEmpty ? nil : check, migrate: migrate)))
    }
    let file = ScaleFiles.save(
      tokensStudioExport(bytes: 4 << 20), to: out + "/tokens-studio-4mb.json")
    let check = Clock.median(runs: 3) {
      _ = Child.run([sptheme, "check", file, "--legacy", "--no-contrast"])
    }
    let migrate = Clock.median(runs: 3) { _ = Child.run([sptheme, "migrate", file]) }
    rows.append(
      BenchRow(
        task: "Tokens Studio export, 4 MB: check --legacy", seconds: check, floorName: "migrate",
        floorSeconds: migrate, extra: verdict(check: check, migrate: migrate)))
    return rows
  }

  /// "check ≤ 0.2 s: met; migrate ≤ 1 s: missed".
  static func verdict(check: Double?, migrate: Double) -> String {
    func said(_ met: Bool) -> String { met ? "met" : "missed" }
    let checked = check.map { "check ≤ 0.2 s: \(said($0 <= checkTarget)); " } ?? "no resolver; "
    return checked + "migrate ≤ 1 s: \(said(migrate <= migrateTarget))"
  }

  /// A Tokens Studio single-file export in its classic `value`/`type` form, about `bytes`
  /// long: a `global` set of hex colors and px sizes, and `light` and `dark` sets that alias
  /// them, with an empty `$themes` (as a plugin export without themes writes it).
  static func tokensStudioExport(bytes: Int) -> String {
    var global = #"{"color":{"#
    var count = 0
    while global.utf8.count < bytes * 2 / 3 {
      let hex = String(count &* 2_654_435_761 & 0xFFFFFF, radix: 16)
      let padded = String(repeating: "0", count: 6 - hex.count) + hex
      if count > 0 { global += "," }
      global += ##""c\##(count)":{"value":"#\##(padded)","type":"color"}"##
      count += 1
    }
    global += #"},"space":{"#
    for index in 0..<64 {
      global +=
        (index > 0 ? "," : "") + #""s\#(index)":{"value":"\#(index * 2)px","type":"spacing"}"#
    }
    global += "}}"
    func mode(_ offset: Int) -> String {
      var text = #"{"role":{"#
      for index in 0..<(count / 4) {
        text +=
          (index > 0 ? "," : "")
          + #""r\#(index)":{"value":"{color.c\#((index * 2 + offset) % count)}","type":"color"}"#
      }
      return text + "}}"
    }
    return #"{"global":"# + global + #","light":"# + mode(0) + #","dark":"# + mode(1)
      + #","$themes":[],"$metadata":{"tokenSetOrder":["global","light","dark"]}}"#
  }

  /// Copies a folder's files and folders (links are not followed), replacing what is there.
  static func copyTree(_ source: String, to target: String) {
    try? FileSystem.createFolder(target)
    for name in (try? FileSystem.contents(ofFolder: source)) ?? [] {
      let from = source + "/" + name
      if FileSystem.kind(of: from).isFolder {
        copyTree(from, to: target + "/" + name)
      } else if let bytes = try? FileSystem.read(from) {
        try? FileSystem.write(bytes, to: target + "/" + name)
      }
    }
  }

  /// The resolver documents in a folder and the folders below it, `depth` levels at most.
  static func resolverFiles(in folder: String, depth: Int) -> [String] {
    var found: [String] = []
    for name in (try? FileSystem.contents(ofFolder: folder)) ?? [] {
      let path = folder + "/" + name
      if FileSystem.kind(of: path).isFolder {
        if depth > 0 { found += resolverFiles(in: path, depth: depth - 1) }
      } else if name.hasSuffix(".resolver.json") || name == "resolver.json" {
        found.append(path)
      }
    }
    return found
  }
}
