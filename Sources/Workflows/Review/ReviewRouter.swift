import Components
import Render
import Theme

/// The routes of `sptheme serve`: each request answered from ``ReviewState`` as a
/// ``ReviewResponse`` value, nothing read from the disk but what the brands read. A path that is not a route (`..`, an encoded
/// traversal, an absolute path, a file name) is 404; a `Host` other than the bound address or
/// `localhost` is 421 (DNS rebinding); only GET and HEAD are served, and a request that would
/// change something must carry the run's token (none does yet). `/events` answers
/// ``ReviewResponse/Body/events``: the server streams them.
public struct ReviewRouter: Sendable {
  /// The brands and what they show.
  public let state: ReviewState
  /// The docs templates and the snapshot templates.
  public let templates: (docs: TemplateLibrary, snapshots: TemplateLibrary)
  /// The port served, for the `Host` check.
  public let port: Int
  /// The bound address (`127.0.0.1`).
  public let address: String
  /// A secret made for this run, which a state-changing request must send.
  public let token: String

  /// Routes over `state`, for a server bound to `address` and `port`.
  public init(
    state: ReviewState, templates: (docs: TemplateLibrary, snapshots: TemplateLibrary),
    port: Int, address: String, token: String
  ) {
    self.state = state
    self.templates = templates
    self.port = port
    self.address = address
    self.token = token
  }

  /// The answer to a request.
  public func respond(to request: ReviewRequest) -> ReviewResponse {
    FrameGuard.secured(answer(request), path: request.path)
  }

  /// The answer before the headers every answer carries (``FrameGuard``).
  private func answer(_ request: ReviewRequest) -> ReviewResponse {
    if let misdirected = LocalOrigin.misdirected(request, address: address, port: port) {
      return misdirected
    }
    guard request.method == "GET" || request.method == "HEAD" else {
      if let forbidden = LocalOrigin.forbidden(request, token: token) { return forbidden }
      return .text(ReviewWording.noSuchAction, status: 404)
    }
    return route(request)
  }

  private func route(_ request: ReviewRequest) -> ReviewResponse {
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
      return ReviewResponse(
        status: 200,
        headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")],
        body: .events)
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

  private var notFound: ReviewResponse { .text(ReviewWording.notFound, status: 404) }

  private func page(_ html: String) -> ReviewResponse { .page(html) }

  /// A brand's gallery: every state of the chosen blocks, with the switchers' choices.
  private func gallery(id: String, query: [String: String]) -> ReviewResponse {
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
  private func drawn(_ request: ReviewRequest, notes: Bool) -> ReviewResponse {
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
}
