import Render
import Theme

/// `sptheme serve --review RESULTS`: the report of a verification, live. Each cause, each
/// snapshot and everything has Accept and Reject: accepting writes the references exactly as
/// `snapshot --accept` does (under the folder's lock, refused when stale), rejecting only takes
/// the snapshots off the page. Both are POST requests that must carry this run's token; a
/// `Host` other than the bound address or `localhost` is 421.
///
/// The writing is the caller's: `accept` writes the references (as `snapshot --accept` does)
/// and `save` rewrites `results.json`; this type decides what each request does and answers.
public final class ResultsReview: Sendable {
  /// Writes the acceptance of what a selector names into the reference folder, under its
  /// lock; throws ``SnapshotAcceptance/Failure`` when nothing may be written.
  public typealias Accept =
    @Sendable (_ what: String, _ results: SnapshotResults) throws ->
    SnapshotAcceptance
  /// Rewrites the results file with what is still to review.
  public typealias Save = @Sendable (_ results: SnapshotResults) throws -> Void

  /// The results still to review, kept up to date with each action.
  private let results: Guarded<SnapshotResults>
  /// The snapshot templates the page is drawn with.
  public let templates: TemplateLibrary
  /// The port served, for the `Host` check.
  public let port: Int
  /// The bound address, for the `Host` check.
  public let address: String
  /// A secret made for this run, which an action must send in `X-SPTheme-Token`.
  public let token: String
  private let acceptance: Accept
  private let save: Save

  /// A review of `results`; `lock` guards them between the server's threads.
  public init(
    results: SnapshotResults, templates: TemplateLibrary, port: Int, address: String,
    token: String, lock: any ReviewLock, accept: @escaping Accept, save: @escaping Save
  ) {
    self.results = Guarded(results, lock: lock)
    self.templates = templates
    self.port = port
    self.address = address
    self.token = token
    self.acceptance = accept
    self.save = save
  }

  /// The answer to a request: the page and its scripts, or an action's outcome.
  public func respond(to request: ReviewRequest) -> ReviewResponse {
    FrameGuard.secured(answer(request), path: request.path)
  }

  /// The answer before the headers every answer carries (``FrameGuard``).
  private func answer(_ request: ReviewRequest) -> ReviewResponse {
    if let misdirected = LocalOrigin.misdirected(request, address: address, port: port) {
      return misdirected
    }
    let response: ReviewResponse
    if request.method == "GET" || request.method == "HEAD" {
      response = route(request.path)
    } else if request.method == "POST" {
      if let forbidden = LocalOrigin.forbidden(request, token: token) { return forbidden }
      switch request.path {
      case "/accept": response = accept(request.query["what"] ?? "")
      case "/reject": response = reject(request.query["what"] ?? "")
      default: response = .text(ReviewWording.noSuchAction, status: 404)
      }
    } else {
      return .text(ReviewWording.methodNotAllowed, status: 405)
    }
    return response
  }

  private func route(_ path: String) -> ReviewResponse {
    do {
      switch path {
      case "/":
        let current = results.withLock { $0 }
        return .page(
          try SnapshotReport.html(
            current.comparison, causes: current.causes, review: token, templates: templates))
      case "/report.js":
        return .text(
          try SnapshotReport.script(templates: templates),
          type: "text/javascript; charset=utf-8")
      case "/review.js":
        return .text(Self.script, type: "text/javascript; charset=utf-8")
      default:
        return .text(ReviewWording.notFound, status: 404)
      }
    } catch {
      return .text(error.description, status: 500)
    }
  }

  /// Accepts what `what` names (a cause, a snapshot's name, a pattern or `all`).
  private func accept(_ what: String) -> ReviewResponse {
    results.withLock { current -> ReviewResponse in
      do {
        let acceptance = try self.acceptance(what, current)
        current = current.accepting(acceptance)
        try save(current)
        return .text(ReviewWording.accepted(acceptance.accepted.count))
      } catch let failure as SnapshotAcceptance.Failure {
        return .text(ReviewWording.nothingAccepted(failure.description), status: 409)
      } catch {
        return .text(ReviewWording.nothingAccepted(error: "\(error)"), status: 500)
      }
    }
  }

  /// Takes what `what` names off the page; nothing is written.
  private func reject(_ what: String) -> ReviewResponse {
    results.withLock { current -> ReviewResponse in
      let names = Set(SnapshotAcceptance.choose(what, in: current))
      guard !names.isEmpty else {
        return .text(ReviewWording.namesNothing(what), status: 409)
      }
      current.comparison.differences.removeAll { names.contains($0.name) }
      return .text(ReviewWording.rejected(names.count))
    }
  }

  /// The page's actions: each button posts its action with the token, then the page reloads.
  public static let script = """
    (function () {
      var token = document.querySelector('meta[name="sptheme-token"]').content;
      var status = document.getElementById("review-status");
      document.querySelectorAll("button[data-action]").forEach(function (button) {
        button.addEventListener("click", function () {
          button.disabled = true;
          fetch("/" + button.dataset.action + "?what=" + encodeURIComponent(button.dataset.what), {
            method: "POST", headers: { "X-SPTheme-Token": token }
          }).then(function (response) {
            return response.text().then(function (text) {
              status.textContent = text;
              document.body.dataset.reviewed = response.ok ? "ok" : "refused";
              if (response.ok) location.reload();
              else button.disabled = false;
            });
          });
        });
      });
    })();
    """
}
