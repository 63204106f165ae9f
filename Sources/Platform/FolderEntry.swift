#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One entry of a folder as `lstat` sees it: links are never followed to decide what it is, so
/// a walk over entries never goes round a link to a folder above it.
package struct FolderEntry: Sendable, Equatable {
  /// The name, or nil when its bytes are not UTF-8 (such a file cannot be named in a brand, a
  /// `$ref` or a message, so it is reported, never opened).
  package var name: String?
  /// The name as it may be printed: bytes that are not UTF-8 as `\xNN`, and control characters
  /// as `\u{NN}` escapes.
  package var shownName: String
  /// What the entry itself is (a link is `.symbolicLink`); nil when it vanished meanwhile.
  package var kind: FileStatus.Kind?
  /// What a link leads to: nil for an entry that is not a link, and for a link that leads
  /// nowhere (see ``problem``).
  package var linkTarget: FileStatus.Kind?
  /// Why the entry cannot be read, in words (`a symbolic link to nothing`), or nil.
  package var problem: String?

  /// Whether the entry is a folder, or a link to one.
  package var leadsToFolder: Bool { kind == .folder || linkTarget == .folder }
}

extension FileSystem {
  /// The entries of a folder (without `.` and `..`), sorted by their bytes, each with its kind
  /// seen without following links, what a link leads to, and why an entry cannot be read: a
  /// name that is not UTF-8, a link to nothing, a link that loops.
  ///
  /// - Throws: ``FileFailure`` when the folder cannot be opened.
  package static func entries(ofFolder path: String) throws(FileFailure) -> [FolderEntry] {
    guard let folder = opendir(path) else { throw FileFailure.current(path) }
    defer { closedir(folder) }
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19
    var raw: [[UInt8]] = []
    while let entry = readdir(folder) {
      // The name is read in place (`d_reclen` may be shorter than `sizeof(dirent)`).
      let pointer = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(
        to: UInt8.self)
      let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer)))
      if bytes != [0x2E] && bytes != [0x2E, 0x2E] { raw.append(bytes) }
    }
    return raw.sorted { $0.lexicographicallyPrecedes($1) }.map { bytes in
      entry(named: bytes, in: path)
    }
  }

  /// One entry, from its name's bytes.
  private static func entry(named bytes: [UInt8], in folder: String) -> FolderEntry {
    let name = String(validating: bytes, as: UTF8.self)
    var result = FolderEntry(
      name: name, shownName: shown(bytes), kind: nil, linkTarget: nil, problem: nil)
    guard let name else {
      result.problem = "its name is not UTF-8"
      return result
    }
    let path = folder == "/" ? "/" + name : folder + "/" + name
    result.kind = status(of: path, followingLinks: false)?.kind
    guard result.kind == .symbolicLink else { return result }
    var info = stat()
    if stat(path, &info) == 0 {
      result.linkTarget = FileStatus(info).kind
    } else {
      let code = errno
      result.problem =
        code == ELOOP
        ? "it is a symbolic link that loops"
        : code == ENOENT
          ? "it is a symbolic link to nothing" : "it is a symbolic link that cannot be followed"
    }
    return result
  }

  /// A name as it may be printed: every byte that is not printable UTF-8 as an escape.
  static func shown(_ bytes: [UInt8]) -> String {
    if let text = String(validating: bytes, as: UTF8.self),
      !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    {
      return text
    }
    var result = ""
    var index = 0
    while index < bytes.count {
      // The longest valid UTF-8 sequence starting here (at most 4 bytes).
      var taken = false
      for length in (1...min(4, bytes.count - index)).reversed() {
        guard let piece = String(validating: bytes[index..<index + length], as: UTF8.self),
          piece.unicodeScalars.count == 1, let scalar = piece.unicodeScalars.first
        else { continue }
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          result += piece
        }
        index += length
        taken = true
        break
      }
      if !taken {
        let hex = String(bytes[index], radix: 16)
        result += "\\x" + (hex.count == 1 ? "0" : "") + hex
        index += 1
      }
    }
    return result
  }
}
