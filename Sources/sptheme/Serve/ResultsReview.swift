import HTTP
import Platform
import Render
import Theme

/// `sptheme serve --review RESULTS`: the report of a verification, live. Each cause, each
/// snapshot and everything has Accept and Reject: accepting writes the references exactly as
/// `snapshot --accept` does (under the folder's lock, refused when stale), rejecting only takes
/// the snapshots off the page. Both are POST requests that must carry this run's token; a
/// `Host` other than the bound address or `localhost` is 421.
final class ResultsReview: Sendable {
  /// The results still to review, kept up to date with each action.
  private let results: Locked<SnapshotResults>
  /// Where the results came from (`DIR/results.json`), rewritten after each acceptance.
  let resultsPath: String
  /// The reference folder.
  let folder: String
  let templates: TemplateLibrary
  /// The port served and the bound address, for the `Host` check.
  let port: Int
  let address: String
  /// A secret made for this run, which an action must send in `X-SPTheme-Token`.
  let token: String

  init(
    results: SnapshotResults, resultsPath: String, folder: String, templates: TemplateLibrary,
    port: Int, address: String, token: String
  ) {
    self.results = Locked(results)
    self.resultsPath = resultsPath
    self.folder = folder
    self.templates = templates
    self.port = port
    self.address = address
    self.token = token
  }

  func respond(to request: HTTPRequest) -> HTTPResponse {
    if let misdirected = LocalOrigin.misdirected(request, address: address, port: port) {
      return misdirected
    }
    var response: HTTPResponse
    if request.method == "GET" || request.method == "HEAD" {
      response = route(request.path)
    } else if request.method == "POST" {
      guard request.headers["x-sptheme-token"] == token else {
        return .text("forbidden: a change needs this run's token\n", status: 403)
      }
      switch request.path {
      case "/accept": response = accept(request.query["what"] ?? "")
      case "/reject": response = reject(request.query["what"] ?? "")
      default: response = .text("no such action\n", status: 404)
      }
    } else {
      return .text("method not allowed\n", status: 405)
    }
    response.headers += [
      ("X-Content-Type-Options", "nosniff"), ("Cache-Control", "no-store"),
      ("Referrer-Policy", "no-referrer"),
    ]
    return response
  }

  private func route(_ path: String) -> HTTPResponse {
    do {
      switch path {
      case "/":
        let current = results.withLock { $0 }
        var response = HTTPResponse.text(
          try SnapshotReport.html(
            current.comparison, causes: current.causes, review: token, templates: templates),
          type: "text/html; charset=utf-8")
        response.headers.append(
          (
            "Content-Security-Policy",
            "default-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'self'; "
              + "frame-src 'self'; connect-src 'self'; img-src 'self' data:; font-src data:; base-uri 'none'; form-action 'none'"
          ))
        return response
      case "/report.js":
        return .text(
          try SnapshotReport.script(templates: templates),
          type: "text/javascript; charset=utf-8")
      case "/review.js":
        return .text(Self.script, type: "text/javascript; charset=utf-8")
      default:
        return .text("not found\n", status: 404)
      }
    } catch {
      return .text(error.description, status: 500)
    }
  }

  /// Accepts what `what` names (a cause, a snapshot's name, a pattern or `all`).
  private func accept(_ what: String) -> HTTPResponse {
    results.withLock { current -> HTTPResponse in
      do {
        let acceptance = try SnapshotCommand.accept(
          what, results: current, folder: folder, templates: templates)
        current = current.accepting(acceptance)
        try FileSystem.write(current.json.serialized(), to: resultsPath)
        let count = acceptance.accepted.count
        return .text("accepted \(count) snapshot\(count == 1 ? "" : "s")\n")
      } catch let failure as SnapshotAcceptance.Failure {
        return .text("nothing was accepted:\n" + failure.description + "\n", status: 409)
      } catch {
        return .text("nothing was accepted: \(error)\n", status: 500)
      }
    }
  }

  /// Takes what `what` names off the page; nothing is written.
  private func reject(_ what: String) -> HTTPResponse {
    results.withLock { current -> HTTPResponse in
      let names = Set(SnapshotAcceptance.choose(what, in: current))
      guard !names.isEmpty else {
        return .text("'\(what)' names no snapshot still to review\n", status: 409)
      }
      current.comparison.differences.removeAll { names.contains($0.name) }
      return .text("rejected \(names.count) snapshot\(names.count == 1 ? "" : "s")\n")
    }
  }

  /// The page's actions: each button posts its action with the token, then the page reloads.
  static let script = """
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
