import TestSupport
import Testing

@testable import Platform

/// The socket `sptheme serve` listens on: any free port on request, and the reason when the port
/// is taken or the address is not this machine's.
@Suite(.tags(.threads)) struct ListeningSocketTests {
  @Test func portZeroTakesAFreePortAndASecondListenerIsRefused() throws {
    let first = try ListeningSocket.open(address: "localhost", port: 0)
    defer { first.close() }
    #expect(first.address == "127.0.0.1")
    #expect(first.port > 0)
    #expect(throws: SystemError(errno: .addressInUse, path: "127.0.0.1:\(first.port)")) {
      try ListeningSocket.open(address: "127.0.0.1", port: first.port)
    }
  }

  @Test(arguments: ["nowhere", "192.0.2.1", "::zz"])
  func anAddressNotOfThisMachineIsRefused(_ address: String) {
    #expect(throws: SystemError.self) { try ListeningSocket.open(address: address, port: 0) }
  }
}
