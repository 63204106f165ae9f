import Platform
import Render
import Workflows

/// Runs a full-screen program in the terminal and always gives the terminal back.
package enum FullScreen {
  /// Runs `program` until it finishes or a signal stops it.
  ///
  /// - Returns: The exit status: 0 after a quit, 128 + the signal's number after a stop signal.
  /// - Throws: ``RawTerminal/Failure`` when standard input or output is not a terminal.
  package static func run<P: FullScreenProgram>(
    _ program: inout P, watcher: FileWatcher?, profile: ColorProfile
  )
    throws(RawTerminal.Failure) -> Int32
  {
    let terminal = RawTerminal(input: 0, output: 1)
    SignalPipe.install()
    // Before the screen is taken: a watcher that falls back to polling says so on this screen.
    watcher?.watch(files: program.watchedFiles)
    try terminal.enter()
    defer { terminal.leave() }
    // From here a stop request ends the program within a second, whatever it computes.
    StopWatchdog.start(input: 0)
    StopWatchdog.setQuitsOnQ(program.quitsOnQ)
    StopWatchdog.busy()

    var loop = EventLoop(input: 0, watcher: watcher)
    var updater = ScreenUpdater(profile: profile)
    var status: Int32 = 0
    draw(program, terminal: terminal, updater: &updater)
    while !program.isFinished {
      let polling = watcher?.isPolling
      StopWatchdog.setQuitsOnQ(program.quitsOnQ)
      let events = loop.wait(timeout: program.timeout)
      program.advance(to: EventLoop.now())
      for event in events {
        switch event {
        case .keys(let keys):
          program.handle(keys)
        case .resized:
          updater.invalidate()
        case .stop(let signal):
          status = 128 + signal
        case .filesChanged(let paths):
          program.filesChanged(paths)
          watcher?.watch(files: program.watchedFiles)
        }
      }
      if status != 0 || loop.inputClosed { break }
      // A watcher that fell back to polling wrote its warning over the screen: redraw it all.
      if watcher?.isPolling != polling { updater.invalidate() }
      if !program.isFinished { draw(program, terminal: terminal, updater: &updater) }
    }
    return status
  }

  /// Ends the process with 128 + the signal's number when a signal stopped the program (the
  /// terminal is already restored), as a shell expects of a program killed by it.
  package static func exitIfStopped(_ status: Int32) {
    if status != 0 { CurrentProcess.exit(status) }
  }

  private static func draw<P: FullScreenProgram>(
    _ program: P, terminal: RawTerminal, updater: inout ScreenUpdater
  ) {
    let size = terminal.size
    let output = updater.update(
      program.frame(columns: size.columns, rows: size.rows, now: EventLoop.now()))
    if !output.isEmpty { terminal.write(output) }
  }
}
