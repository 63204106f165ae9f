#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A TCP socket listening on one address of this machine, for a local server.
///
/// Opening it here, not inside the HTTP library, gives the precise reason when the port is taken
/// and the port the system chose when 0 was asked for.
package struct ListeningSocket: Sendable {
  /// The listening descriptor (the server owns it once started).
  package let descriptor: Int32
  /// The numeric address it listens on (`127.0.0.1`, `::1`).
  package let address: String
  /// The port it listens on (the one the system chose when 0 was asked for).
  package let port: Int

  /// Listens on `address` (an IPv4 or IPv6 literal, or `localhost`) and `port` (0: any free one).
  ///
  /// - Throws: ``SystemError`` about `address:port` (``Errno/addressInUse`` when the port is
  ///   taken; ``Errno/addressNotAvailable`` for an address that is not this machine's or not a
  ///   numeric address).
  package static func open(address: String, port: Int) throws(SystemError) -> ListeningSocket {
    let numeric = address == "localhost" ? "127.0.0.1" : address
    let place = numeric.contains(":") ? "[\(numeric)]:\(port)" : "\(numeric):\(port)"
    guard (0...65535).contains(port) else {
      throw SystemError(errno: Errno(rawValue: EINVAL), path: place)
    }
    var storage = sockaddr_storage()
    let family: Int32 = numeric.contains(":") ? AF_INET6 : AF_INET
    guard let length = fill(&storage, family: family, address: numeric, port: port) else {
      throw SystemError(errno: .addressNotAvailable, path: place)
    }
    #if canImport(Glibc)
      let stream = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
      let stream = SOCK_STREAM
    #endif
    let descriptor = socket(family, stream, 0)
    guard descriptor >= 0 else { throw .current(place) }
    var on: Int32 = 1
    _ = setsockopt(
      descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    let bound = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
    }
    guard bound == 0, listen(descriptor, 128) == 0 else {
      let failure = SystemError.current(place)
      systemClose(descriptor)
      throw failure
    }
    var chosen = sockaddr_storage()
    var chosenLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &chosen) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &chosenLength)
      }
    }
    let actual =
      family == AF_INET6
      ? withUnsafeBytes(of: chosen) { $0.load(as: sockaddr_in6.self).sin6_port }
      : withUnsafeBytes(of: chosen) { $0.load(as: sockaddr_in.self).sin_port }
    return ListeningSocket(
      descriptor: descriptor, address: numeric, port: Int(UInt16(bigEndian: actual)))
  }

  /// Writes `address` and `port` into `storage` as a socket address of `family`; returns its
  /// length, or `nil` when `address` is not a numeric address of that family.
  private static func fill(
    _ storage: inout sockaddr_storage, family: Int32, address: String, port: Int
  ) -> socklen_t? {
    func write<Address>(_ value: Address) -> socklen_t {
      withUnsafeBytes(of: value) { bytes in
        withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: bytes) }
      }
      return socklen_t(MemoryLayout<Address>.size)
    }
    let networkPort = UInt16(port).bigEndian
    if family == AF_INET6 {
      var ipv6 = sockaddr_in6()
      ipv6.sin6_family = sa_family_t(AF_INET6)
      ipv6.sin6_port = in_port_t(networkPort)
      return inet_pton(AF_INET6, address, &ipv6.sin6_addr) == 1 ? write(ipv6) : nil
    }
    var ipv4 = sockaddr_in()
    ipv4.sin_family = sa_family_t(AF_INET)
    ipv4.sin_port = in_port_t(networkPort)
    return inet_pton(AF_INET, address, &ipv4.sin_addr) == 1 ? write(ipv4) : nil
  }

  /// Closes the socket (when no server took it).
  package func close() {
    systemClose(descriptor)
  }
}
