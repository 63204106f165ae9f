import ArgumentParsing
import HTTP
import Interactive
import Platform
import Render
import Theme
import Workflows

/// `sptheme serve`: a local review server over brands, live as their token files change.
enum ServeCommand: Subcommand {
  static let name = "serve"
  static let summary = "Review brands in a browser: every block and state, live as tokens change"
  static let defaultPort = 8321
  static let usage = [
    "[--brand B…] [--port N] [--host 127.0.0.1] [--open]",
    "--review RESULTS [--port N] [--host 127.0.0.1] [--open]",
  ]
  static let about = ReviewWording.about
  static let notes = ReviewWording.notes

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    guard arguments.positionals.isEmpty else {
      throw UsageError(message: ReviewWording.unexpectedArgument(arguments.positionals[0]))
    }
    let port = try self.port(arguments)
    let host = arguments[\.host] ?? "127.0.0.1"
    if let review = arguments[\.review] {
      guard arguments[\.brand].isEmpty else {
        throw UsageError(message: ReviewWording.brandWithReview)
      }
      return try serveReview(review, port: port, host: host, arguments: arguments, console: console)
    }
    let brandArguments = try BrandArguments(arguments, console: console, inputs: false)
    let references =
      arguments[\.brand].isEmpty ? try brandArguments.allNames() : arguments[\.brand]
    let state = ReviewState(references: references, catalog: brandArguments.catalog)
    for entry in state.all where entry.error != nil {
      console.error(SafeText.terminal(entry.error ?? ""))
    }
    let socket = try listen(host: host, port: port, hintingHost: true)
    let site = ReviewSite(
      state: state, templates: try DocsCommand.templates(custom: nil), port: socket.port,
      address: socket.address, token: LocalOrigin.newToken())
    guard let server = start(socket, console: console, respond: { site.respond(to: $0) }) else {
      return .usage
    }
    let url = address(of: socket)
    console.out(ReviewWording.serving(brands: state.all.count, at: url))
    if arguments[\.open] { openInBrowser(url, console: console) }
    return watch(state, server: server, console: console)
  }

  /// `serve --review RESULTS`: the report of a verification with accept and reject.
  private static func serveReview(
    _ folder: String, port: Int, host: String, arguments: Arguments<Options>, console: Console
  ) throws(UsageError) -> ExitStatus {
    let (path, results) = try readResults(folder)
    let templates: TemplateLibrary
    do {
      templates = try BuiltInTemplates.snapshots()
    } catch {
      throw UsageError(message: error.description)
    }
    let socket = try listen(host: host, port: port, hintingHost: false)
    let references = results.referencesFolder
    let review = ResultsReview(
      results: results, templates: templates, port: socket.port, address: socket.address,
      token: LocalOrigin.newToken(), lock: PlatformReviewLock(),
      accept: { what, results in
        try SnapshotCommand.accept(what, results: results, folder: references, templates: templates)
      },
      save: { try FileSystem.write($0.json.serialized(), to: path) })
    let respond = { @Sendable (request: HTTPRequest) in
      ReviewHTTP.response(review.respond(to: ReviewHTTP.request(request)))
    }
    guard let server = start(socket, console: console, respond: respond) else { return .usage }
    let url = address(of: socket)
    console.out(
      ReviewWording.servingReview(differences: results.comparison.differences.count, at: url))
    if arguments[\.open] { openInBrowser(url, console: console) }
    SignalPipe.install()
    var loop = EventLoop(input: -1, watcher: nil)
    while true {
      for case .stop(let signal) in loop.wait(timeout: nil) {
        server.stop()
        console.out(ReviewWording.stopped)
        CurrentProcess.exit(128 + signal)
      }
    }
  }

  /// The results to review (``ResultsReview/load(_:)``).
  private static func readResults(_ folder: String) throws(UsageError) -> (
    String, SnapshotResults
  ) {
    do throws(ResultsReview.LoadProblem) {
      return try ResultsReview.load(folder)
    } catch {
      throw UsageError(message: error.message)
    }
  }

  /// Listens on `host` and `port`.
  private static func listen(host: String, port: Int, hintingHost: Bool) throws(UsageError)
    -> ListeningSocket
  {
    do {
      return try ListeningSocket.open(address: host, port: port)
    } catch {
      throw UsageError(
        message: ReviewWording.cannotListen(
          error.description, hintingHost: hintingHost && error.errno == .addressNotAvailable))
    }
  }

  /// Serves `socket` with `respond`; `nil` (said on standard error) when the server cannot start.
  private static func start(
    _ socket: ListeningSocket, console: Console,
    respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse
  ) -> HTTPServer? {
    do {
      return try HTTPServer(socket: socket, handler: respond)
    } catch {
      socket.close()
      console.fail(error.description)
      return nil
    }
  }

  /// The address to open: `http://host:port/`, an IPv6 host in brackets.
  private static func address(of socket: ListeningSocket) -> String {
    let shownHost = socket.address.contains(":") ? "[\(socket.address)]" : socket.address
    return "http://\(shownHost):\(socket.port)/"
  }

  private static func port(_ arguments: Arguments<Options>) throws(UsageError) -> Int {
    guard let text = arguments[\.port] else { return defaultPort }
    guard let port = Int(text), (0...65535).contains(port) else {
      throw UsageError(message: ShellWording.badPort(text))
    }
    return port
  }

  /// Watches the brands' files until a signal stops the server; each save reloads the brands
  /// that read the file.
  private static func watch(_ state: ReviewState, server: HTTPServer, console: Console)
    -> ExitStatus
  {
    SignalPipe.install()
    let watcher: FileWatcher
    do {
      watcher = try FileWatcher.chosen(by: console)
    } catch {
      console.fail(error.message)
      server.stop()
      return .usage
    }
    watcher.watch(files: state.files)
    var loop = EventLoop(input: -1, watcher: watcher)
    while true {
      for event in loop.wait(timeout: nil) {
        switch event {
        case .stop(let signal):
          state.stop()
          server.stop()
          console.out(ReviewWording.stopped)
          CurrentProcess.exit(128 + signal)
        case .filesChanged(let paths):
          let reloaded = state.reload(changed: paths)
          watcher.watch(files: state.files)
          for entry in state.all where reloaded.contains(entry.reference) {
            console.out(ReviewWording.reloaded(entry.reference, broken: entry.error != nil))
          }
        default:
          break
        }
      }
    }
  }

  /// Opens `url` with the system's opener (`open` on macOS, `xdg-open` elsewhere).
  private static func openInBrowser(_ url: String, console: Console) {
    let opener = ["/usr/bin/open", "/usr/bin/xdg-open", "/usr/local/bin/xdg-open"].first {
      FileSystem.kind(of: $0).exists
    }
    guard let opener, (try? ChildProcess.spawn([opener, url])) != nil else {
      console.error("note: no browser opener found; open \(url)")
      return
    }
  }
}
