/// A text's bytes, shared by the copies of its ``SourceText``.
///
/// A large file's bytes can be let go once everything has been read from them (a token file of
/// ten megabytes would otherwise stay in memory beside its tokens for as long as they live). A
/// location or code frame asked for later reads the file again, and takes its bytes only if they
/// are the very bytes read the first time.
final class SourceBytes: Sendable {
  /// Where the bytes came from, to read them again.
  struct Origin: Sendable {
    /// The file's path.
    var file: String
    /// How many bytes at the start of the file are not part of the text (a byte order mark).
    var skipped: Int
  }

  /// How many bytes the text has.
  let count: Int
  private let origin: Origin?
  private let state: Locked<State>

  private struct State {
    var bytes: [UInt8]?
    /// The fingerprint of the bytes, taken when they are let go.
    var fingerprint: UInt64 = 0
  }

  /// Bytes read from `origin` (which lets them be let go), or given in memory (kept).
  init(_ bytes: [UInt8], origin: Origin? = nil) {
    count = bytes.count
    self.origin = origin
    state = Locked(State(bytes: bytes))
  }

  /// The bytes; read from the file again if they were let go. `nil` when the file no longer
  /// holds them (it changed, or cannot be read).
  var bytes: [UInt8]? {
    let (kept, fingerprint) = state.withLock { ($0.bytes, $0.fingerprint) }
    if let kept { return kept }
    guard let origin, var read = try? FileSystem.read(origin.file, limit: count + origin.skipped)
    else { return nil }
    read.removeFirst(min(origin.skipped, read.count))
    return read.count == count && Self.fingerprint(of: read) == fingerprint ? read : nil
  }

  /// Whether the bytes are in memory now.
  var isKept: Bool { state.withLock { $0.bytes != nil } }

  /// Lets the bytes go when they came from a file and are at least `minimum` bytes long.
  func release(ifAtLeast minimum: Int) {
    guard origin != nil, count >= minimum else { return }
    state.withLock { state in
      guard let bytes = state.bytes else { return }
      state.fingerprint = Self.fingerprint(of: bytes)
      state.bytes = nil
    }
  }

  /// A 64-bit fingerprint of the bytes (FNV-1a over eight bytes at a time, then the rest).
  static func fingerprint(of bytes: [UInt8]) -> UInt64 {
    let prime: UInt64 = 0x0000_0100_0000_01B3
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
    bytes.withUnsafeBytes { raw in
      let words = raw.count / 8
      for index in 0..<words {
        hash = (hash ^ raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* prime
        hash ^= hash >> 29
      }
      for index in (words * 8)..<raw.count { hash = (hash ^ UInt64(raw[index])) &* prime }
    }
    return hash
  }
}
