internal import CMicroHTTPD
import Platform

/// A local HTTP server: libmicrohttpd serving a socket already listening, a thread per
/// connection, each request answered by one handler. The only code in SPTheme that calls
/// libmicrohttpd.
///
/// ```swift
/// let socket = try ListeningSocket.open(address: "127.0.0.1", port: 0)
/// let server = try HTTPServer(socket: socket) { request in .text("hello \(request.path)") }
/// defer { server.stop() }
/// ```
package final class HTTPServer: Sendable {
  /// Why the server did not start.
  package struct StartFailure: Error, Sendable, CustomStringConvertible {
    package var description: String
  }

  /// The most connections served at once; more wait in the socket's queue.
  package static let connectionLimit: UInt32 = 256
  /// Seconds a connection may sit idle before it is closed.
  package static let idleTimeout: UInt32 = 30

  private let daemon: Locked<OpaquePointer?>
  private let context: Unmanaged<Handler>
  /// The socket served.
  package let socket: ListeningSocket

  /// Starts serving `socket`; `handler` answers every request, on the connection's thread.
  package init(
    socket: ListeningSocket, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
  ) throws(StartFailure) {
    self.socket = socket
    let context = Unmanaged.passRetained(Handler(handler))
    guard
      let started = sptheme_mhd_start(
        socket.descriptor, accessHandler, context.toOpaque(), Self.connectionLimit,
        Self.idleTimeout)
    else {
      context.release()
      throw StartFailure(
        description: "the HTTP server could not start on \(socket.address):\(socket.port)")
    }
    self.context = context
    daemon = Locked(started)
  }

  /// Stops accepting, waits for the connections' threads to end, and closes the socket.
  package func stop() {
    guard
      let running = daemon.withLock({ value -> OpaquePointer? in
        defer { value = nil }
        return value
      })
    else { return }
    MHD_stop_daemon(running)
    context.release()
  }

  deinit { stop() }
}

/// The handler, boxed so that C can hold it.
private final class Handler: Sendable {
  let respond: @Sendable (HTTPRequest) -> HTTPResponse
  init(_ respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse) { self.respond = respond }
}

/// Collects a connection's values (query arguments or headers) through C.
private final class Values {
  var items: [String: String] = [:]
  let lowercased: Bool
  init(lowercased: Bool) { self.lowercased = lowercased }
}

/// The state of one streamed body: the bytes produced but not yet sent.
private final class StreamState {
  let next: @Sendable () -> [UInt8]?
  var pending: [UInt8] = []
  var ended = false
  init(_ next: @escaping @Sendable () -> [UInt8]?) { self.next = next }
}

private func values(
  of connection: OpaquePointer?, kind: MHD_ValueKind, lowercased: Bool
) -> [String: String] {
  let collected = Values(lowercased: lowercased)
  let box = Unmanaged.passUnretained(collected).toOpaque()
  _ = MHD_get_connection_values(
    connection, kind,
    { context, _, key, value in
      guard let context, let key else { return .YES }
      let values = Unmanaged<Values>.fromOpaque(context).takeUnretainedValue()
      let name = String(cString: key)
      values.items[values.lowercased ? name.lowercased() : name] =
        value.map { String(cString: $0) } ?? ""
      return .YES
    }, box)
  return collected.items
}

/// `MHD_RESPMEM_MUST_COPY`: the server copies a body before the handler's buffer goes away.
private let copyTheBuffer = MHD_ResponseMemoryMode(rawValue: 2)!

private let accessHandler: MHD_AccessHandlerCallback = {
  context, connection, url, method, _, _, uploadSize, _ in
  guard let context, let connection else { return .NO }
  // A body is read and dropped: no route takes one.
  if let uploadSize, uploadSize.pointee > 0 {
    uploadSize.pointee = 0
    return .YES
  }
  let handler = Unmanaged<Handler>.fromOpaque(context).takeUnretainedValue()
  let request = HTTPRequest(
    method: method.map { String(cString: $0) } ?? "GET",
    path: url.map { String(cString: $0) } ?? "/",
    query: values(of: connection, kind: .GET_ARGUMENT_KIND, lowercased: false),
    headers: values(of: connection, kind: .HEADER_KIND, lowercased: true))
  let answer = handler.respond(request)
  let response: OpaquePointer?
  switch answer.body {
  case .bytes(let bytes):
    response = bytes.withUnsafeBytes { buffer in
      MHD_create_response_from_buffer(
        buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress),
        copyTheBuffer)
    }
  case .stream(let next):
    let state = Unmanaged.passRetained(StreamState(next)).toOpaque()
    response = MHD_create_response_from_callback(
      sptheme_mhd_size_unknown(), 4096,
      { context, _, buffer, capacity in
        guard let context, let buffer else { return sptheme_mhd_end_with_error() }
        let state = Unmanaged<StreamState>.fromOpaque(context).takeUnretainedValue()
        while state.pending.isEmpty {
          guard !state.ended, let more = state.next() else { return sptheme_mhd_end_of_stream() }
          state.pending = more
        }
        let count = min(capacity, state.pending.count)
        state.pending.withUnsafeBytes { source in
          UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress!, byteCount: count)
        }
        state.pending.removeFirst(count)
        return count
      }, state,
      { context in
        guard let context else { return }
        Unmanaged<StreamState>.fromOpaque(context).release()
      })
  }
  guard let response else { return .NO }
  for header in answer.headers {
    _ = MHD_add_response_header(response, header.name, header.value)
  }
  let queued = MHD_queue_response(connection, UInt32(answer.status), response)
  MHD_destroy_response(response)
  return queued
}
