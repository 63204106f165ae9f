#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A thread of its own that runs one closure; ``join()`` waits for it to end.
final class WorkerThread {
  /// The closure, passed to the new thread through its one pointer argument.
  private final class Work: Sendable {
    let body: @Sendable () -> Void

    init(_ body: @escaping @Sendable () -> Void) {
      self.body = body
    }
  }

  #if canImport(Darwin)
    private var thread: pthread_t?
  #else
    private var thread = pthread_t()
  #endif
  private var joined = false

  /// Starts a thread running `body`.
  ///
  /// - Throws: ``SystemError`` when no thread can be made (`pthread_create`).
  init(_ body: @escaping @Sendable () -> Void) throws(SystemError) {
    let work = Unmanaged.passRetained(Work(body))
    let result = pthread_create(
      &thread, nil,
      { context in
        // Optional on Linux, not on Darwin: the same code reads both.
        let pointer: UnsafeMutableRawPointer? = context
        guard let pointer else { return nil }
        Unmanaged<Work>.fromOpaque(pointer).takeRetainedValue().body()
        return nil
      }, work.toOpaque())
    guard result == 0 else {
      work.release()
      throw SystemError(errno: Errno(rawValue: result), path: "thread")
    }
  }

  /// Waits until the closure has returned (once; later calls return at once).
  func join() {
    guard !joined else { return }
    joined = true
    #if canImport(Darwin)
      if let thread { pthread_join(thread, nil) }
    #else
      pthread_join(thread, nil)
    #endif
  }

  deinit {
    join()
  }
}
