import Components
import HTTP
import Platform
import Render
import Theme

/// The routes of `sptheme serve`: each request answered from ``ReviewState``, nothing read
/// from the disk but what the brands read. A path that is not a route (`..`, an encoded
/// traversal, an absolute path, a file name) is 404; a `Host` other than the bound address or
/// `localhost` is 421 (DNS rebinding); only GET and HEAD are served, and a request that would
/// change something must carry the run's token (none does yet).
struct ReviewSite: Sendable {
  let state: ReviewState
  let templates: (docs: TemplateLibrary, snapshots: TemplateLibrary)
  /// The port served, for the `Host` check.
  let port: Int
  /// The bound address (`127.0.0.1`).
  let address: String
  /// A secret made for this run, which a state-changing request must send.
  let token: String

  func respond(to request: HTTPRequest) -> HTTPResponse {
    if let misdirected = LocalOrigin.misdirected(request, address: address, port: port) {
      return misdirected
    }
    guard request.method == "GET" || request.method == "HEAD" else {
      guard request.headers["x-sptheme-token"] == token else {
        return .text("forbidden: a change needs this run's token\n", status: 403)
      }
      return .text("no such action\n", status: 404)
    }
    var response = route(request)
    response.headers += [
      ("X-Content-Type-Options", "nosniff"), ("Cache-Control", "no-store"),
      ("Referrer-Policy", "no-referrer"),
    ]
    return response
  }

  private func route(_ request: HTTPRequest) -> HTTPResponse {
    let path = request.path
    switch path {
    case "/":
      return page(
        ReviewPage.index(
          brands: state.all.map { ($0.brand?.id ?? $0.reference, $0.brand?.name ?? $0.reference) }))
    case "/review.css":
      return .text(ReviewAssets.css, type: "text/css; charset=utf-8")
    case "/review.js":
      return .text(ReviewAssets.script, type: "text/javascript; charset=utf-8")
    case "/events":
      return events()
    case "/state", "/notes":
      return drawn(request, notes: path == "/notes")
    default:
      break
    }
    if path.hasPrefix("/brand/") {
      return gallery(id: String(path.dropFirst("/brand/".count)), query: request.query)
    }
    if path.hasPrefix("/docs/") {
      let file = String(path.dropFirst("/docs/".count))
      guard let contents = state.docsFiles(templates: templates)[file] else { return notFound }
      return .text(contents, type: "text/html; charset=utf-8")
    }
    return notFound
  }

  private var notFound: HTTPResponse { .text("not found\n", status: 404) }

  private func page(_ html: String) -> HTTPResponse {
    var response = HTTPResponse.text(html, type: "text/html; charset=utf-8")
    response.headers.append(
      (
        "Content-Security-Policy",
        "default-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'self'; "
          + "frame-src 'self'; connect-src 'self'; img-src 'self' data:; font-src data:; base-uri 'none'; form-action 'none'"
      ))
    return response
  }

  /// A brand's gallery: every state of the chosen blocks, with the switchers' choices.
  private func gallery(id: String, query: [String: String]) -> HTTPResponse {
    guard let entry = state.entry(id) else { return notFound }
    guard let review = entry.brand else {
      return page(
        ReviewPage.gallery(
          brand: entry.reference, switchers: [], cells: [], findings: [], error: entry.error))
    }
    let view = ReviewView(query: query, brand: review, others: state.all.compactMap(\.brand))
    let cells = view.blocks.flatMap(\.catalogue).map { state in
      ReviewPage.Cell(
        id: state.id, title: state.title,
        frames: view.frames.map { frame in
          (frame.caption, "/state?" + frame.query(state: state.id))
        })
    }
    let stateIDs = BlockKind.allCases.flatMap(\.catalogue).map(\.id)
    let findings = review.findings.filter { $0.severity != .info }.sorted {
      $0.severity > $1.severity
    }.map { finding in
      let place = finding.location.map { "\($0): " } ?? ""
      return ReviewPage.Finding(
        severity: finding.severity.rawValue, text: place + finding.message + " [\(finding.rule)]",
        states: stateIDs.filter { finding.message.contains($0) })
    }
    return page(
      ReviewPage.gallery(
        brand: review.name, switchers: view.switchers(brands: state.all.compactMap(\.brand)),
        cells: cells, findings: findings, error: entry.error))
  }

  /// One state drawn as `snapshot` draws it (`/state`), or its parts' notes (`/notes`).
  private func drawn(_ request: HTTPRequest, notes: Bool) -> HTTPResponse {
    let query = request.query
    guard let id = query["brand"], let review = state.entry(id)?.brand,
      let catalogueState = BlockKind.allCases.flatMap(\.catalogue).first(where: {
        $0.id == query["state"]
      }),
      let size = ContentSize(flag: query["size"] ?? "large")
    else { return notFound }
    let appearance = query["appearance"] ?? review.brand.drawnAppearances[0]
    let contexts = ReviewView.contexts(in: query)
    let styled: StyledTheme
    switch review.theme(appearance: appearance, contexts: contexts) {
    case .success(let theme): styled = theme
    case .failure(let failure):
      return .text(failure.text, status: 404)
    }
    if notes {
      return .text(
        PartNote.json(PartNote.of(catalogueState, theme: styled, size: size)),
        type: "application/json")
    }
    do {
      let snapshot = try SnapshotRenderer(templates: templates.snapshots).render(
        catalogueState, theme: styled, brand: review.id, size: size)
      return .text(snapshot.files["html"] ?? "", type: "text/html; charset=utf-8")
    } catch {
      return .text(error.description, status: 500)
    }
  }

  /// Server-Sent Events: `hello` at once, then `reload` whenever a save moves the generation
  /// on; a comment every 15 s keeps the connection open; the stream ends when the server stops.
  private func events() -> HTTPResponse {
    let state = self.state
    let started = Locked<(generation: Int, greeted: Bool, lastSent: Double)>(
      (state.currentGeneration, false, MonotonicClock.now()))
    return HTTPResponse(
      status: 200,
      headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")]
    ) {
      let greeted = started.withLock { value -> Bool in
        defer { value.greeted = true }
        return value.greeted
      }
      if !greeted { return Array("event: hello\ndata: \(state.currentGeneration)\n\n".utf8) }
      for _ in 0..<10 {
        if state.isStopped { return nil }
        let now = state.currentGeneration
        let event = started.withLock { value -> [UInt8]? in
          if now != value.generation {
            value.generation = now
            value.lastSent = MonotonicClock.now()
            return Array("event: reload\ndata: \(now)\n\n".utf8)
          }
          if MonotonicClock.now() - value.lastSent > 15 {
            value.lastSent = MonotonicClock.now()
            return Array(": keep-alive\n\n".utf8)
          }
          return nil
        }
        if let event { return event }
        MonotonicClock.sleep(seconds: 0.01)
      }
      return []
    }
  }
}
