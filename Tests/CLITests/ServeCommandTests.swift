import Foundation
import TestSupport
import Testing

/// `sptheme serve` as a process: it prints its address, refuses a port in use with the flag to
/// change, stops on SIGTERM, and (in Chromium) switches, annotates and repaints as a reviewer
/// expects while refusing hostile requests.
@Suite struct ServeCommandTests {
  /// A running `sptheme serve`, its address read from its first line.
  final class Server {
    let process = Process()
    let output = Pipe()
    let errors = Pipe()
    private(set) var url = ""

    init(_ arguments: [String], in directory: String = TestPaths.packageRoot) throws {
      process.executableURL = URL(fileURLWithPath: CLIRunner.binary)
      process.arguments = ["serve", "--port", "0"] + arguments
      process.currentDirectoryURL = URL(fileURLWithPath: directory)
      process.environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
      process.standardOutput = output
      process.standardError = errors
      try process.run()
      var line = Data()
      while !line.contains(UInt8(ascii: "\n")) {
        let byte = output.fileHandleForReading.readData(ofLength: 1)
        if byte.isEmpty { break }
        line.append(byte)
      }
      let text = String(decoding: line, as: UTF8.self)
      url = text.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init) ?? ""
    }

    /// Sends `signal` and waits for the exit status (up to `seconds`).
    func stop(_ signal: Int32 = SIGTERM, within seconds: Double = 30) -> (
      status: Int32?, rest: String
    ) {
      kill(process.processIdentifier, signal)
      let deadline = Date().addingTimeInterval(seconds)
      while process.isRunning, Date() < deadline { usleep(10_000) }
      guard !process.isRunning else {
        process.terminate()
        return (nil, "")
      }
      let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      return (process.terminationStatus, rest)
    }
  }

  /// The body of a GET, through a plain socket (no URL loading system needed).
  static func fetch(_ url: String) throws -> String {
    let address = url.dropFirst("http://".count).split(separator: "/")[0]
    let port = UInt16(address.split(separator: ":")[1]) ?? 0
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var target = sockaddr_in()
    target.sin_family = sa_family_t(AF_INET)
    target.sin_port = port.bigEndian
    target.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &target) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    #expect(connected == 0)
    let request = "GET / HTTP/1.0\r\nHost: \(address)\r\n\r\n"
    _ = request.withCString { send(descriptor, $0, strlen($0), 0) }
    var response = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count <= 0 { break }
      response += buffer[0..<count]
    }
    return String(decoding: response, as: UTF8.self)
  }

  @Test func itServesAndStopsOnSIGTERM() throws {
    let server = try Server(["--brand", "studio"])
    #expect(server.url.hasPrefix("http://127.0.0.1:"), "\(server.url)")
    let page = try Self.fetch(server.url)
    #expect(page.contains("/brand/studio"))
    let (status, rest) = server.stop()
    #expect(status == 128 + SIGTERM)
    #expect(rest.contains("stopped"))
  }

  @Test func aPortInUseNamesThePortAndTheFlag() throws {
    let server = try Server(["--brand", "studio"])
    defer { _ = server.stop() }
    let port = server.url.split(separator: ":").last.map { $0.filter(\.isNumber) } ?? ""
    let second = try CLIRunner.run(["serve", "--port", port, "--brand", "studio"], hangLimit: 60)
    #expect(second.status == 2)
    #expect(second.stderr.contains("127.0.0.1:\(port)"), "\(second.stderr)")
    #expect(second.stderr.contains("another program is listening there"), "\(second.stderr)")
    #expect(second.stderr.contains("--port"), "\(second.stderr)")
  }

  @Test(arguments: [
    (["--port", "70000"], "--port must be a number from 0 to 65535"),
    (["--host", "192.0.2.1"], "a --host of this machine"),
    (["--host", "nowhere"], "a --host of this machine"),
  ])
  func badOptionsAreUsageErrors(_ arguments: [String], _ message: String) throws {
    let result = try CLIRunner.run(["serve", "--brand", "studio"] + arguments, hangLimit: 60)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  /// Every switcher, a hovered part, a save that repaints, hostile requests and 200 at once, in
  /// Chromium (`.ci/serve_check.py`).
  @Test(.tags(.chromium, .python), .fullTier) func aReviewerInChromium() throws {
    let folder = try CLIRunner.copyOfBrand("studio", as: "studio")
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let server = try Server(["--brand", folder])
    defer { _ = server.stop() }
    let (status, output) = try PythonRunner.run(
      "serve_check.py",
      [
        server.url, "studio", folder + "/light.tokens.json", ##""$ref": "#/palette/blue/700""##,
        #""$value": { "colorSpace": "srgb", "components": [0.8, 0.1, 0.1] }"#, "2",
      ])
    #expect(status == 0, "\(output)")
    #expect(output.contains("ok   a save repaints the page"), "\(output)")
  }
}
