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
      guard let ascii = Self.asciiParts(fileName) else { return nil }
      parts = ascii
    } else {
      guard let ext = Self.extensions.first(where: { fileName.hasSuffix("." + $0) }) else { return nil }
      let stem = fileName.dropLast(ext.count + 1)
      parts = stem.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
    guard parts.count == 5, !parts.contains(where: \.isEmpty) else { return nil }
    self.init(block: parts[0], state: parts[1], brand: parts[2], appearance: parts[3], size: parts[4])
  }

  /// The dot-separated parts of an ASCII file name before its snapshot extension.
  private static func asciiParts(_ fileName: String) -> [String]? {
    var fileName = fileName
    return fileName.withUTF8 { bytes -> [String]? in
      guard
        let ext = extensions.first(where: { ext in
          let suffix = bytes.suffix(ext.utf8.count + 1)
          return bytes.count > ext.utf8.count && suffix.first == UInt8(ascii: ".")
            && suffix.dropFirst().elementsEqual(ext.utf8)
        })
      else { return nil }
      let stem = bytes.prefix(bytes.count - ext.utf8.count - 1)
      var parts: [String] = []
      var start = stem.startIndex
      for index in stem.indices where stem[index] == UInt8(ascii: ".") {
        parts.append(String(decoding: UnsafeBufferPointer(rebasing: stem[start..<index]), as: UTF8.self))
        start = index + 1
      }
      parts.append(String(decoding: UnsafeBufferPointer(rebasing: stem[start...]), as: UTF8.self))
      return parts
    }
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
