import Components
import Theme

/// A snapshot's name: `<block>.<state>.<brand>.<appearance>.<text-size>`, such as
/// `sign-in.invalid.folio.dark.large`. Its files add `.html`, `.ansi.txt` and `.scene.json`.
public struct SnapshotName: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The block id (`sign-in`).
  public var block: String
  /// The state's name within the block (`invalid`).
  public var state: String
  /// The brand id (`folio`).
  public var brand: String
  /// `light` or `dark`.
  public var appearance: String
  /// The Dynamic Type size's flag name (`large`, `ax3`).
  public var size: String

  /// The file extensions of a snapshot, in the order they are written.
  public static let extensions = ["html", "ansi.txt", "scene.json"]

  /// Creates a name from its parts, each made safe for a file name with ``component(_:)``.
  public init(block: String, state: String, brand: String, appearance: String, size: String) {
    self.block = Self.component(block)
    self.state = Self.component(state)
    self.brand = Self.component(brand)
    self.appearance = Self.component(appearance)
    self.size = Self.component(size)
  }

  /// A part of a file name that cannot leave the snapshot folder or split into more parts
  /// (``GeneratedName/strictComponent(_:)``, the one rule for names made from data).
  public static func component(_ text: String) -> String {
    GeneratedName.strictComponent(text)
  }

  /// Eight hex digits of a stable hash of a text (``GeneratedName/fingerprint(_:)``).
  static func fingerprint(_ text: String) -> String {
    GeneratedName.fingerprint(text)
  }

  /// Reads a file name (`sign-in.invalid.folio.dark.large.html`); `nil` when it is not one.
  public init?(fileName: String) {
    guard let parsed = Self.parse(fileName: fileName) else { return nil }
    self = parsed.name
  }

  /// The name and extension of a snapshot file name; `nil` when it is not one.
  static func parse(fileName: String) -> (name: SnapshotName, ext: String)? {
    var text = fileName
    return text.withUTF8 { bytes in
      // In ASCII every character is one byte: the bytes are read as the characters would be.
      String.isASCII(bytes) ? parseASCII(bytes) : parseUnicode(fileName)
    }
  }

  /// The extensions' bytes, in the order of ``extensions``.
  private static let extensionBytes = extensions.map { Array($0.utf8) }

  /// ``parse(fileName:)`` for an ASCII name, on its bytes.
  private static func parseASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    name: SnapshotName, ext: String
  )? {
    guard
      let kind = extensionBytes.firstIndex(where: { ext in
        bytes.count > ext.count && bytes[bytes.count - ext.count - 1] == UInt8(ascii: ".")
          && bytes[(bytes.count - ext.count)...].elementsEqual(ext)
      })
    else { return nil }
    let stem = UnsafeBufferPointer(
      rebasing: bytes[..<(bytes.count - extensionBytes[kind].count - 1)])
    var parts: [String] = []
    parts.reserveCapacity(5)
    var start = 0
    for index in 0...stem.count where index == stem.count || stem[index] == UInt8(ascii: ".") {
      guard index > start, parts.count < 5 else { return nil }
      let part = UnsafeBufferPointer(rebasing: stem[start..<index])
      parts.append(component(String(decoding: part, as: UTF8.self)))
      start = index + 1
    }
    guard parts.count == 5 else { return nil }
    return (SnapshotName(safe: parts), extensions[kind])
  }

  /// ``parse(fileName:)`` for a name outside ASCII, by characters.
  private static func parseUnicode(_ fileName: String) -> (name: SnapshotName, ext: String)? {
    guard let ext = extensions.first(where: { fileName.hasSuffix("." + $0) }) else { return nil }
    let parts = fileName.dropLast(ext.count + 1).split(
      separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 5, !parts.contains(where: \.isEmpty) else { return nil }
    return (SnapshotName(safe: parts.map { component(String($0)) }), ext)
  }

  /// A name from five parts already safe for a file name.
  private init(safe parts: [String]) {
    block = parts[0]
    state = parts[1]
    brand = parts[2]
    appearance = parts[3]
    size = parts[4]
  }

  /// The stem shared by the three files.
  public var description: String { "\(block).\(state).\(brand).\(appearance).\(size)" }

  /// The file name for an extension.
  public func file(_ ext: String) -> String { "\(description).\(ext)" }

  /// The extension of a snapshot file name, if it is one.
  public static func fileExtension(of fileName: String) -> String? {
    extensions.first { fileName.hasSuffix("." + $0) }
  }

  /// Orders names by block, state, brand, appearance and size.
  public static func < (a: SnapshotName, b: SnapshotName) -> Bool {
    // Field by field, as the tuples of the five would compare, without building them.
    if a.block != b.block { return a.block < b.block }
    if a.state != b.state { return a.state < b.state }
    if a.brand != b.brand { return a.brand < b.brand }
    if a.appearance != b.appearance { return a.appearance < b.appearance }
    return a.size < b.size
  }
}
