#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A pseudo-terminal: a program started on its terminal side sees a terminal, and this process
/// reads what it draws from the other side.
package struct PseudoTerminal: Sendable {
  /// This process's side: read what the program writes, write what it should read.
  package let descriptor: Int32
  /// The terminal side's path (`/dev/pts/3`), to open as the program's standard streams.
  package let terminalPath: String

  /// Opens a new pseudo-terminal of `columns` × `rows`.
  ///
  /// - Throws: ``SystemError`` when none can be made.
  package init(columns: UInt16, rows: UInt16) throws(SystemError) {
    let descriptor = ptyOpen(O_RDWR | O_NOCTTY)
    guard descriptor >= 0 else { throw .current("pseudo-terminal") }
    var name = [CChar](repeating: 0, count: 128)
    guard ptyGrant(descriptor) == 0, ptyUnlock(descriptor) == 0,
      ptyName(descriptor, &name, name.count) == 0
    else {
      let error = SystemError.current("pseudo-terminal")
      close(descriptor)
      throw error
    }
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(descriptor, UInt(TIOCSWINSZ), &size)
    self.descriptor = descriptor
    terminalPath = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

#if canImport(Darwin)
  private func ptyOpen(_ flags: Int32) -> Int32 { posix_openpt(flags) }
  private func ptyGrant(_ descriptor: Int32) -> Int32 { grantpt(descriptor) }
  private func ptyUnlock(_ descriptor: Int32) -> Int32 { unlockpt(descriptor) }
  private func ptyName(
    _ descriptor: Int32, _ buffer: UnsafeMutablePointer<CChar>, _ length: Int
  ) -> Int32 {
    ptsname_r(descriptor, buffer, length)
  }
#else
  // The C library's pseudo-terminal calls, which Glibc's Swift module leaves out (they are
  // declared only under `_XOPEN_SOURCE`); each takes and returns C `int`s as `<stdlib.h>`
  // declares them.
  @_silgen_name("posix_openpt") private func ptyOpen(_ flags: Int32) -> Int32
  @_silgen_name("grantpt") private func ptyGrant(_ descriptor: Int32) -> Int32
  @_silgen_name("unlockpt") private func ptyUnlock(_ descriptor: Int32) -> Int32
  @_silgen_name("ptsname_r") private func ptyName(
    _ descriptor: Int32, _ buffer: UnsafeMutablePointer<CChar>, _ length: Int
  ) -> Int32
#endif
