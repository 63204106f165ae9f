import Theme

/// Splits template source into text pieces and tags, following set-delimiter tags.
///
/// Works on UTF-8 bytes so that `\r\n` stays two bytes and offsets are cheap. Text pieces never
/// hold more than one line: a piece ends after each `\n`.
struct TemplateScanner {
  /// The kind of a tag, from its sigil.
  enum TagKind: Equatable {
    case variable, unescaped, section, inverted, close, comment, partial, parent, block, delimiters

    /// Whether a tag of this kind may stand alone on a line (and then takes the line with it).
    var canStandAlone: Bool {
      switch self {
      case .variable, .unescaped: false
      default: true
      }
    }
  }

  /// One tag and what the line it sits on says about it.
  struct Tag {
    var kind: TagKind
    /// The trimmed content after the sigil (for set-delimiter tags, the raw content).
    var content: String
    /// Byte offset of the opening delimiter.
    var start: Int
    /// Set when the tag's line holds only whitespace and standalone tags: the line's leading
    /// whitespace. The line's whitespace and line break are then dropped.
    var standaloneIndent: String?
    /// Only whitespace follows the tag up to the end of its line (or of the source).
    var endsLine = false
    /// Only whitespace and standalone-capable tags follow the tag on its line.
    var clearsLineEnd = false
    /// The line break that ends the tag's line (`nil` at the end of the source).
    var lineTerminator: String?
    /// The leading whitespace of the line after the tag's line.
    var nextLineIndent = ""
  }

  /// A scanned piece: text (a byte range) or a tag.
  enum Token {
    case text(Range<Int>)
    case tag(Tag)
  }

  let bytes: [UInt8]
  let name: String
  private let lineStarts: [Int]

  init(source: String, name: String) {
    bytes = Array(source.utf8)
    self.name = name
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == .newline { starts.append(offset + 1) }
    lineStarts = starts
  }

  /// The line and column (in Unicode scalars) of a byte offset.
  func location(of offset: Int) -> SourceLocation {
    var low = 0
    var high = lineStarts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle }
    }
    let scalars = bytes[lineStarts[low]..<min(offset, bytes.count)].lazy.filter {
      $0 & 0xC0 != 0x80
    }.count
    return SourceLocation(file: name, line: low + 1, column: scalars + 1)
  }

  func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Scans the whole source.
  func scan() throws(TemplateError) -> [Token] {
    var tokens: [Token] = []
    var opening: [UInt8] = Array("{{".utf8)
    var closing: [UInt8] = Array("}}".utf8)
    var textStart = 0
    var position = 0

    func appendText(_ range: Range<Int>) {
      var start = range.lowerBound
      for offset in range where bytes[offset] == .newline {
        tokens.append(.text(start..<offset + 1))
        start = offset + 1
      }
      if start < range.upperBound { tokens.append(.text(start..<range.upperBound)) }
    }

    while let tagStart = find(opening, from: position) {
      appendText(textStart..<tagStart)
      var contentStart = tagStart + opening.count
      let sigil = contentStart < bytes.count ? bytes[contentStart] : 0
      var terminator = closing
      if sigil == .openBrace {
        terminator = [.closeBrace] + closing
        contentStart += 1
      } else if sigil == .equals {
        terminator = [.equals] + closing
        contentStart += 1
      }
      guard let contentEnd = find(terminator, from: contentStart) else {
        throw TemplateError(
          .unclosedTag(
            opening: String(decoding: opening, as: UTF8.self),
            closing: String(decoding: closing, as: UTF8.self)),
          at: location(of: tagStart))
      }
      let raw = string(contentStart..<contentEnd)
      var tag = Tag(kind: .variable, content: "", start: tagStart)
      switch sigil {
      case .openBrace:
        tag.kind = .unescaped
        tag.content = raw
      case .equals:
        tag.kind = .delimiters
        (opening, closing) = try delimiters(in: raw, at: tagStart)
      default:
        let kinds: [UInt8: TagKind] = [
          .hash: .section, .caret: .inverted, .slash: .close, .bang: .comment,
          .greater: .partial, .less: .parent, .dollar: .block, .ampersand: .unescaped,
        ]
        if let kind = kinds[sigil] {
          tag.kind = kind
          tag.content = String(raw.dropFirst())
        } else {
          tag.content = raw
        }
      }
      if tag.kind != .delimiters && tag.kind != .comment {
        tag.content = try validName(tag.content, kind: tag.kind, at: tagStart)
      }
      tokens.append(.tag(tag))
      position = contentEnd + terminator.count
      textStart = position
    }
    appendText(textStart..<bytes.count)
    return tokens
  }

  private func validName(_ raw: String, kind: TagKind, at offset: Int) throws(TemplateError)
    -> String
  {
    var name = raw.trimmingWhitespace()
    if kind == .partial || kind == .parent, name.hasPrefix("*") {
      name = "*" + String(name.dropFirst()).trimmingWhitespace()
    }
    let checked = name.hasPrefix("*") ? String(name.dropFirst()) : name
    guard !checked.isEmpty, !checked.unicodeScalars.contains(where: \.isTemplateWhitespace) else {
      throw TemplateError(.invalidTagName(name), at: location(of: offset))
    }
    return name
  }

  private func delimiters(in raw: String, at offset: Int) throws(TemplateError) -> (
    [UInt8], [UInt8]
  ) {
    let parts = raw.unicodeScalars.split(whereSeparator: \.isTemplateWhitespace)
    guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
      throw TemplateError(.invalidDelimiters("=\(raw)="), at: location(of: offset))
    }
    return (Array(String(parts[0]).utf8), Array(String(parts[1]).utf8))
  }

  private func find(_ needle: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first, needle.count <= bytes.count else { return nil }
    var index = start
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == first {
        var matched = true
        for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
          matched = false
          break
        }
        if matched { return index }
      }
      index += 1
    }
    return nil
  }
}

extension UInt8 {
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let equals = UInt8(ascii: "=")
  static let hash = UInt8(ascii: "#")
  static let caret = UInt8(ascii: "^")
  static let slash = UInt8(ascii: "/")
  static let bang = UInt8(ascii: "!")
  static let greater = UInt8(ascii: ">")
  static let less = UInt8(ascii: "<")
  static let dollar = UInt8(ascii: "$")
  static let ampersand = UInt8(ascii: "&")
}

extension Unicode.Scalar {
  var isTemplateWhitespace: Bool {
    self == " " || self == "\t" || self == "\n" || self == "\r"
  }
}

extension String {
  func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isTemplateWhitespace }),
      let last = scalars.lastIndex(where: { !$0.isTemplateWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
