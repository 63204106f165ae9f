import Platform

/// What a reviewer waits for in `sptheme serve`: from saving a token file to the gallery's
/// repainted frame in headless Chromium (`.ci/serve_check.py --repaint-only`, which needs the
/// `.venv` of `make test`).
///
/// A copy of `studio` is served; each save sets its `color.accent` to a red and back, and the
/// script times until the Sign in button's computed color changes in the page.
enum ServeLatency {
  /// The median in seconds, or why it could not be measured.
  static func measure(sptheme: String, in folder: String, saves: Int = 10) -> Result<
    Double, Failure
  > {
    let python = ".venv/bin/python"
    guard FileSystem.kind(of: python).exists else {
      return .failure(Failure(reason: "no .venv: run make test once (it installs selenium)"))
    }
    let brand = folder + "/serve-brand/studio"
    RealWorldBench.copyTree("tokens/studio", to: brand)
    guard let probe = try? ListeningSocket.open(address: "127.0.0.1", port: 0) else {
      return .failure(Failure(reason: "no free port"))
    }
    let port = probe.port
    probe.close()
    guard
      let server = try? ChildProcess.spawn(
        [sptheme, "serve", "--port", String(port), "--brand", brand],
        actions: [
          .file("/dev/null", as: 1, access: .write), .file("/dev/null", as: 2, access: .write),
        ])
    else { return .failure(Failure(reason: "sptheme serve did not start")) }
    defer {
      server.kill()
      _ = server.wait()
    }
    MonotonicClock.sleep(seconds: 1)
    let run = Child.run(
      [
        python, ".ci/serve_check.py", "--repaint-only", "http://127.0.0.1:\(port)/", "studio",
        brand + "/light.tokens.json", ##""$ref": "#/palette/blue/700""##,
        #""$value": { "colorSpace": "srgb", "components": [0.8, 0.1, 0.1] }"#, String(saves),
      ], capture: true)
    let parts = run.output.split(
      separator: "median ", maxSplits: 1, omittingEmptySubsequences: false)
    guard run.status == 0, parts.count == 2 else {
      return .failure(Failure(reason: "the browser check failed: \(run.output.suffix(300))"))
    }
    let number = parts[1].prefix { $0.isNumber || $0 == "." }
    guard let milliseconds = Double(number) else {
      return .failure(Failure(reason: "no median in: \(run.output.suffix(300))"))
    }
    return .success(milliseconds / 1000)
  }

  struct Failure: Error {
    var reason: String
  }
}
