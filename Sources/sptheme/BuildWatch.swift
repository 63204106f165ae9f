import ArgumentParsing
import Interactive
import Platform
import Theme
import Workflows

/// `sptheme build --watch`: builds, then builds again what each saved file affects.
///
/// It reuses the watch machinery of `preview --watch` (``FileWatcher`` over the brands'
/// folders, ``EventLoop`` coalescing the events of one save, ``SignalPipe`` for Ctrl-C) but
/// prints lines instead of owning the screen, like `tsc --watch`: a saved token file rebuilds
/// only the outputs whose brands read it, a saved `sptheme.json` rebuilds every output.
enum BuildWatch {
  /// Runs until a signal stops it; the process then ends with 128 + the signal's number.
  static func run(
    _ first: BuildRun, watcher: FileWatcher, arguments: Arguments<BuildCommand.Options>,
    tokensFolder: String?,
    console: Console
  ) -> ExitStatus {
    SignalPipe.install()
    // From here a stop signal ends the watch within a second, whatever it is building.
    StopWatchdog.start(input: -1)
    StopWatchdog.busy()
    var build: BuildRun? = first
    var files = BuildCommand.perform(first, console: console).report.files
    let projectFile = first.project.path
    watcher.watch(files: [projectFile] + files.values.flatMap { $0 })
    console.out(BuildWording.watching(folders: watcher.watchedFolders.count))
    // No keys are read: standard input is left alone (-1 is not polled).
    var loop = EventLoop(input: -1, watcher: watcher)
    while true {
      for event in loop.wait(timeout: nil) {
        switch event {
        case .stop(let signal):
          console.out(BuildWording.watchStopped)
          CurrentProcess.exit(128 + signal)
        case .filesChanged(let paths):
          let started = EventLoop.now()
          let outputs = rebuilt(
            after: paths, build: &build, files: files, projectFile: projectFile,
            arguments: arguments, tokensFolder: tokensFolder, console: console)
          guard var build, !outputs.isEmpty else {
            console.out(BuildWording.nothingReads(paths))
            continue
          }
          let targets = outputs.map { build.project.outputs?[$0].out ?? "" }
          console.out(BuildWording.rebuilding(paths, outputs: targets))
          build.outputs = outputs
          let (status, report) = BuildCommand.perform(build, console: console)
          // A file a brand read once stays watched: a brand that failed because a file was
          // deleted no longer lists it, and its return must rebuild.
          files.merge(report.files) { old, new in old + new.filter { !old.contains($0) } }
          watcher.watch(files: files.values.flatMap { $0 })
          let milliseconds = Int(((EventLoop.now() - started) * 1000).rounded())
          console.out(BuildWording.rebuilt(ok: status == .ok, milliseconds: milliseconds))
        default:
          break
        }
      }
    }
  }

  /// The outputs a save rebuilds: every one after the project file changed (read afresh, or
  /// `build` left `nil` when it has errors) or while it had errors, else those whose brands
  /// read a changed file.
  private static func rebuilt(
    after paths: [String], build: inout BuildRun?, files: [String: [String]],
    projectFile: String, arguments: Arguments<BuildCommand.Options>, tokensFolder: String?,
    console: Console
  ) -> [Int] {
    if let current = build, !paths.contains(projectFile) {
      return affected(by: paths, build: current, files: files)
    }
    do {
      build = try BuildCommand.load(
        arguments, project: projectFile, tokensFolder: tokensFolder, console: console)
    } catch {
      build = nil
      console.fail(SafeText.terminal(error.message))
    }
    return build?.allOutputs ?? []
  }

  /// The outputs with a brand made of a changed file (or of a file in a changed folder).
  static func affected(by paths: [String], build: BuildRun, files: [String: [String]])
    -> [Int]
  {
    let outputs = build.project.outputs ?? []
    return outputs.indices.filter { index in
      outputs[index].brands.contains { brand in
        guard let read = files[brand] else { return true }
        return read.contains { file in
          paths.contains {
            file == $0 || file.hasPrefix($0 + "/") || (file.hasSuffix("/") && $0.hasPrefix(file))
          }
        }
      }
    }
  }
}
