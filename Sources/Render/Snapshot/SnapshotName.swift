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

  /// A part of a file name that cannot leave the snapshot folder or split into more parts: ASCII
  /// letters, digits, `-` and `_` stay, anything else (`/`, `.`, `\`, spaces, controls, other
  /// scripts) becomes `_`; an empty part becomes `_`.
  ///
  /// A brand folder named `../x` or `my.brand` is written as `__x` or `my_brand`.
  public static func component(_ text: String) -> String {
    // Most parts are safe already: kept as they are.
    if !text.isEmpty, text.utf8.allSatisfy(Self.isSafe) { return text }
    let safe = String(
      text.unicodeScalars.map { scalar -> Character in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_": Character(scalar)
        default: "_"
        }
      })
    return safe.isEmpty ? "_" : safe
  }

  /// Whether a byte is an ASCII letter, digit, `-` or `_`.
  private static func isSafe(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// Reads a file name (`sign-in.invalid.folio.dark.large.html`); `nil` when it is not one.
  public init?(fileName: String) {
    let parts: [String]
    if fileName.utf8.allSatisfy({ $0 < 0x80 }) {
      // In ASCII every character is one byte: the bytes are read as the characters would be.
      let bytes = fileName.utf8
      guard let ext = Self.extensions.first(where: { bytes.count > $0.utf8.count && Self.ends(bytes, with: $0) })
      else { return nil }
      parts = bytes.dropLast(ext.utf8.count + 1).split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    } else {
      guard let ext = Self.extensions.first(where: { fileName.hasSuffix("." + $0) }) else { return nil }
      let stem = fileName.dropLast(ext.count + 1)
      parts = stem.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
    guard parts.count == 5, !parts.contains(where: \.isEmpty) else { return nil }
    self.init(block: parts[0], state: parts[1], brand: parts[2], appearance: parts[3], size: parts[4])
  }

  /// Whether ASCII bytes end with `.` and an extension.
  private static func ends(_ bytes: String.UTF8View, with ext: String) -> Bool {
    let suffix = bytes.suffix(ext.utf8.count + 1)
    return suffix.first == UInt8(ascii: ".") && suffix.dropFirst().elementsEqual(ext.utf8)
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
    (a.block, a.state, a.brand, a.appearance, a.size) < (b.block, b.state, b.brand, b.appearance, b.size)
  }
}
