import ArgumentParsing
import Components
import Platform
import Render
import Theme
import Workflows

/// `sptheme snapshot`: HTML, readable ANSI and scene JSON snapshots of every catalogue state in
/// brands, appearances and text sizes; `--verify` compares them with reference files for CI.
enum SnapshotCommand: Subcommand {
  static let name = "snapshot"
  static let summary = "Write HTML, ANSI and scene snapshots of every state, or verify references"
  static let usage = [
    "[--brand B…] [--block BLOCK…] [--state ID…] [--sizes large,ax3] [--out DIR] [--shard K/N]",
    "--verify DIR [--record MODE [--prune]] [--junit FILE] [--report FILE] [selection]",
    "--accept CAUSE|NAME|PATTERN --results DIR… [--verify DIR]",
  ]
  static let about = """
    Renders every catalogue state of the chosen blocks in every chosen brand, in light and dark,
    at each text size. Each snapshot is three files named <block>.<state>.<brand>.<appearance>.<size>:
    .html (a self-contained page), .ansi.txt (the terminal drawing, escapes made readable) and
    .scene.json (every resolved value with its role and token). index.html links them all.

    With --verify DIR, nothing is written unless a record mode says so: the snapshots are rendered
    and compared with the files in DIR. Missing, orphaned (a reference no current state renders)
    and changed snapshots are counted, the changed ones grouped under what explains them: the
    role changes since the references were recorded (their roles.json), then the changes no role
    explains (layout, copy, parts, renderer); those that differ in bytes only are counted in one
    line. A report with before and after side by side is written. Exit status 1 on any difference.
    """
  static let notes = """
    \(mergeHelp)

    \(acceptHelp)

    Record modes: never writes nothing; missing writes snapshots with no reference; failed also
    rewrites changed ones; all rewrites every snapshot. Orphaned references are only removed
    with --prune, never by a record mode alone. A run that records still exits 1, so a
    recording never passes by accident.
    """

  /// What `--record` asks for (the policy is Render's).
  typealias RecordMode = SnapshotRecordMode

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    if let first = arguments.positionals.first {
      guard first == "merge-reports" else {
        throw UsageError(
          message:
            "unknown argument '\(first)'\(Suggestion.hint(for: first, in: ["merge-reports"])); snapshot takes options, or merge-reports DIR…"
        )
      }
      return try mergeReports(arguments, console: console)
    }
    if arguments[\.accept] != nil { return try accept(arguments, console: console) }
    if arguments.all(\.results).count > 1 {
      throw UsageError(message: "--results is given once, except with --accept")
    }
    let brands = try BrandArguments(arguments, console: console)
    let shard = try shard(arguments)
    let chosenStates = try selectedStates(arguments)
    let blocks =
      chosenStates.isEmpty
      ? try selectedBlocks(arguments) : try blocksOfStates(chosenStates, arguments)
    let sizes = try selectedSizes(arguments)
    let verifyFolder = arguments[\.verify]
    let record = try checkedRecordMode(
      arguments, verifying: verifyFolder != nil, shard: shard, console: console)
    if let verifyFolder {
      guard try makeReferenceFolder(verifyFolder, record: record, console: console) else {
        return .usage
      }
    }
    let templates = try loadTemplates(arguments)
    let resolved: [(brand: String, theme: SPTheme)]
    switch try drawnThemes(arguments[\.brand], brands: brands, console: console) {
    case .success(let themes): resolved = themes
    case .failure(let stop): return stop.exitStatus
    }
    // Each theme is styled for every size once, on every core.
    let themes = ParallelMap.map(resolved) { brand, theme in
      (brand: brand, theme: StyledTheme(theme, sizes: sizes))
    }
    let states = chosenStates.isEmpty ? blocks.flatMap(\.catalogue) : chosenStates
    // A shard renders the snapshots whose names hash to it, the same on every machine.
    let jobs = themes.flatMap { brand, theme in
      states.flatMap { state in sizes.map { RenderJob(brand, theme, state, $0) } }
    }
    .filter { job in
      shard?.contains(
        SnapshotRenderer.name(
          of: job.state, theme: job.theme.theme, brand: job.brand, size: job.size)) ?? true
    }
    // A run that renders nothing must not pass: `--verify` would check nothing and say so
    // with exit 0.
    guard !jobs.isEmpty else {
      let reason = shard.map { "shard \($0) holds none of this run's snapshots; use fewer shards" }
      console.error(
        "error: nothing to \(verifyFolder == nil ? "snapshot" : "verify"): \(reason ?? "the brands, blocks and sizes chosen give no snapshot")"
      )
      return .usage
    }
    let snapshots: [Snapshot]
    let matching: [SnapshotName]
    switch render(
      jobs, with: SnapshotRenderer(templates: templates), comparingWith: verifyFolder,
      console: console)
    {
    case .success(let result): (snapshots, matching) = result
    case .failure(let stop): return stop.exitStatus
    }
    guard let verifyFolder else {
      return writeOut(
        snapshots, themes: resolved, to: arguments[\.out] ?? "snapshots", shard: shard,
        templates: templates, console: console)
    }
    return verify(
      snapshots, matching: matching, folder: verifyFolder, record: record, shard: shard,
      arguments: arguments, todayRoles: RoleRecord(themes: resolved),
      templates: templates, console: console,
      scope: SnapshotComparison.Scope(
        brands: Set(themes.map(\.brand)), blocks: Set(blocks.map(\.id)),
        sizes: Set(sizes.map(\.flagName)),
        states: chosenStates.isEmpty ? nil : Set(chosenStates.map(\.id))))
  }

  /// The record mode, once the options given are known to go together: `--out` or
  /// `--verify`, the verify-only options with `--verify`, `--prune` with a record mode and no
  /// shard.
  private static func checkedRecordMode(
    _ arguments: Arguments<Options>, verifying: Bool, shard: SnapshotResults.Shard?,
    console: Console
  ) throws(UsageError) -> RecordMode {
    if verifying, arguments[\.out] != nil {
      throw UsageError(message: "give --out or --verify, not both")
    }
    _ = try summaryFormat(arguments)
    if !verifying {
      let verifyOnly: [PartialKeyPath<Options>] = [
        \.record, \.junit, \.report, \.results, \.summary,
      ]
      for option in verifyOnly where arguments.isGiven(option) {
        throw UsageError(message: "--\(arguments.name(option)) goes with --verify")
      }
      if arguments[\.prune] {
        throw UsageError(message: "--prune goes with --verify and a record mode")
      }
    }
    let record = try recordMode(arguments, environment: console.environment)
    if let shard, arguments[\.prune] {
      throw UsageError(
        message:
          "--prune removes orphans, and a shard (\(shard)) cannot tell them; prune in an unsharded run"
      )
    }
    if arguments[\.prune] && record == .never {
      throw UsageError(
        message:
          "--prune removes orphaned references while recording; give --record missing, failed or all"
      )
    }
    return record
  }

  /// Makes a reference folder that does not exist yet when a record mode may fill it; refuses
  /// it under `never`. Returns false when it could not be made (and says so).
  private static func makeReferenceFolder(
    _ folder: String, record: RecordMode, console: Console
  ) throws(UsageError) -> Bool {
    guard !FileSystem.kind(of: folder).isFolder else { return true }
    guard record != .never else {
      throw UsageError(
        message:
          "the reference folder \(folder) does not exist; record the references first with "
          + "--record missing (the default when CI is not set), or check the path")
    }
    do {
      try FileSystem.createFolder(folder)
    } catch {
      console.error("error: cannot create \(error.description)")
      return false
    }
    console.error("note: created the reference folder \(folder)/ (--record \(record.rawValue))")
    return true
  }

  /// The theme of every drawn appearance of the brands (default: every brand), each brand once;
  /// stops at a brand that cannot be loaded or an appearance with errors.
  private static func drawnThemes(
    _ references: [String], brands: BrandArguments, console: Console
  ) throws(UsageError) -> Result<[(brand: String, theme: SPTheme)], CommandStop> {
    var resolved: [(brand: String, theme: SPTheme)] = []
    var admitted = RunBrands()
    for reference in references.isEmpty ? try brands.allNames() : references {
      guard let brand = brands.load(reference) else { return .failure(.usage) }
      guard try admitted.admit(id: brand.id, path: brand.path) else { continue }
      for appearance in brand.drawnAppearances {
        let (theme, diagnostics) = brand.theme(appearance: appearance)
        guard let theme else {
          let formatter = DiagnosticFormatter(
            format: .text, styled: console.stdoutStyled, codeFrame: Brand.codeFrame)
          for diagnostic in diagnostics where diagnostic.severity == .error {
            console.error(formatter.text(diagnostic))
          }
          console.error(
            "error: \(brand.id) has errors in \(appearance); fix them first (sptheme check \(brand.id))"
          )
          return .failure(.findings)
        }
        resolved.append((brand.id, theme))
      }
      if let note = CheckFailureNote.line(for: brand) { console.error(note) }
    }
    return .success(resolved)
  }

  /// One snapshot to render: a state of a block in a brand's styled theme at one size.
  struct RenderJob: Sendable {
    var brand: String
    var theme: StyledTheme
    var state: CatalogueState
    var size: ContentSize

    init(_ brand: String, _ theme: StyledTheme, _ state: CatalogueState, _ size: ContentSize) {
      (self.brand, self.theme, self.state, self.size) = (brand, theme, state, size)
    }
  }

  /// Renders the jobs on every core, a batch at a time for the progress line, in a fixed order.
  /// With a reference folder, each snapshot is compared with its reference files on the core
  /// that rendered it; those equal byte for byte are kept by name only.
  private static func render(
    _ jobs: [RenderJob], with renderer: SnapshotRenderer, comparingWith verifyFolder: String?,
    console: Console
  ) -> Result<(snapshots: [Snapshot], matching: [SnapshotName]), CommandStop> {
    // The shared stylesheet the references keep once (ReferenceStore).
    let storedStylesheet: String?
    do {
      storedStylesheet = try verifyFolder.flatMap(ReferenceStore.stylesheet(in:))
    } catch {
      console.error("error: cannot read \(error.description)")
      return .failure(.usage)
    }
    var snapshots: [Snapshot] = []
    var matching: [SnapshotName] = []
    var done = 0
    let progress = Progress(console: console, total: jobs.count)
    snapshots.reserveCapacity(jobs.count)
    for start in stride(from: 0, to: jobs.count, by: 96) {
      let batch = Array(jobs[start..<min(jobs.count, start + 96)])
      let rendered = ParallelMap.map(batch) { job in
        Result { () throws(HTMLError) -> Rendered in
          let snapshot = try renderer.render(
            job.state, theme: job.theme, brand: job.brand, size: job.size)
          if let verifyFolder,
            SnapshotComparison.matches(
              snapshot, folder: verifyFolder, stylesheet: storedStylesheet)
          {
            return .matching(snapshot.name)
          }
          return .rendered(snapshot)
        }
      }
      var last = ""
      for (job, result) in zip(batch, rendered) {
        switch result {
        case .success(.rendered(let snapshot)):
          snapshots.append(snapshot)
          last = snapshot.name.description
        case .success(.matching(let name)):
          matching.append(name)
          last = name.description
        case .failure(let error):
          progress.finish()
          console.error(
            "error: \(job.state.id) in \(job.brand) \(job.theme.theme.appearance): \(error.description)"
          )
          return .failure(.findings)
        }
      }
      done += batch.count
      progress.step(done, last)
    }
    progress.finish()
    return .success((snapshots, matching))
  }

  /// Says why a reference or snapshot folder could not be written, and the exit status:
  /// 2 for a file or `roles.json` that could not be written, 1 for anything else.
  private static func writeFailed(_ error: any Error, console: Console) -> ExitStatus {
    switch error {
    case let failure as FileFailure:
      console.error("error: cannot write \(failure.description)")
      return .usage
    case let failure as RoleRecord.Failure:
      console.error("error: \(Sanitize.terminal(failure.description))")
      return .usage
    default:
      console.fail("\(error)")
      return .findings
    }
  }

  /// Writes the snapshots, `roles.json` and `index.html` into `folder`, under its lock.
  private static func writeOut(
    _ snapshots: [Snapshot], themes: [(brand: String, theme: SPTheme)], to folder: String,
    shard: SnapshotResults.Shard?, templates: TemplateLibrary, console: Console
  ) -> ExitStatus {
    do {
      try FileSystem.createFolder(folder)
      // Another run writing into the same folder waits for this one, and the other way round.
      let lock = try FolderLock(folder)
      // Written on every core; each file is atomic, and one left as it was is not rewritten.
      let written = ParallelMap.map(snapshots) { snapshot in
        Result { () throws(FileFailure) in try write(snapshot, to: folder) }
      }
      for case .failure(let failure) in written { throw failure }
      try writeRoles(RoleRecord(themes: themes), to: folder, replacing: true)
      try writeGallery(folder, templates: templates)
      withExtendedLifetime(lock) {}
    } catch {
      return writeFailed(error, console: console)
    }
    let part = shard.map { " (shard \($0))" } ?? ""
    console.out(
      "wrote \(snapshots.count) snapshots\(part) (\(snapshots.count * 3) files, roles.json and index.html) to \(folder)/"
    )
    return .ok
  }

  /// The templates of `--templates DIR`, else the ones built into the binary, with every one a
  /// snapshot run needs.
  static func loadTemplates(_ arguments: Arguments<Options>) throws(UsageError) -> TemplateLibrary {
    let templatesFolder = arguments[\.rendering.templates]
    var templates: TemplateLibrary
    do {
      templates = try snapshotTemplates(templatesFolder)
    } catch {
      throw UsageError(message: error.description)
    }
    templates.outputBudget = try OutputSizeArgument.budget(arguments)
    let needed = HTMLWriter.templateNames + ["index", "report", "report-script"]
    if let missing = needed.first(where: { templates[$0] == nil }) {
      throw UsageError(
        message:
          "\(templatesFolder ?? "the built-in templates") has no \(missing).mustache (needed: \(needed.joined(separator: ", ")))"
      )
    }
    return templates
  }

  /// The snapshot templates of a folder (`--templates`), else the built-in ones.
  static func snapshotTemplates(_ folder: String?) throws(TemplateError) -> TemplateLibrary {
    guard let folder else { return try BuiltInTemplates.snapshots() }
    return try TemplateLibrary(directory: folder)
  }

  /// A snapshot rendered for --verify: its files, or only its name when they equal the references.
  enum Rendered: Sendable {
    case rendered(Snapshot)
    case matching(SnapshotName)
  }

  static func verify(
    _ snapshots: [Snapshot], matching: [SnapshotName], folder: String, record: RecordMode,
    shard: SnapshotResults.Shard?,
    arguments: Arguments<Options>, todayRoles: RoleRecord, templates: TemplateLibrary,
    console: Console,
    scope: SnapshotComparison.Scope
  ) -> ExitStatus {
    let comparison: SnapshotComparison
    var recordedRoles: RoleRecord?
    var rolesBroken = false
    do {
      recordedRoles = try RoleRecord.read(folder: folder)
    } catch {
      // Recording everything again is how a broken roles file is mended.
      guard record == .all else {
        console.error("error: \(Sanitize.terminal(error.description))")
        return .usage
      }
      console.error(
        "note: \(Sanitize.terminal(error.description)); --record all writes it anew")
      recordedRoles = nil
      rolesBroken = true
    }
    do {
      comparison = try SnapshotComparison.compare(
        snapshots, matching: matching, folder: folder, scope: scope, judgingOrphans: shard == nil)
    } catch {
      console.error("error: cannot read \(error.description)")
      return .usage
    }
    let document = SnapshotResults(
      shard: shard, referencesFolder: folder, scope: scope, comparison: comparison,
      orphansJudged: shard == nil, recordedRoles: recordedRoles, todayRoles: todayRoles)
    let verbose = arguments[\.verbose]
    var lines = verbose ? differenceLines(comparison) : []
    lines += outcomeLines(document, verbose: verbose)
    var recorded: [String] = []
    var removed: [String] = []
    do {
      let results = arguments.all(\.results).last
      if let results {
        try FileSystem.createFolder(results)
        try FileSystem.write(document.json.serialized(), to: results + "/results.json")
      }
      if let junit = arguments[\.junit] ?? results.map({ $0 + "/junit.xml" }) {
        try FileSystem.write(SnapshotReport.junit(comparison), to: junit)
      }
      let reportPath = arguments[\.report] ?? (results ?? folder) + "/report.html"
      if !comparison.differences.isEmpty {
        try FileSystem.write(
          try SnapshotReport.html(comparison, causes: document.causes, templates: templates),
          to: reportPath)
      }
      if record != .never {
        try FileSystem.createFolder(folder)
        let lock = try FolderLock(folder)
        defer { withExtendedLifetime(lock) {} }
        // A run that rewrites every changed snapshot may replace the shared stylesheet.
        var store = try ReferenceStore.Writer(
          folder: folder, replacingStylesheet: record == .failed || record == .all)
        for difference in comparison.differences {
          if record.records(difference.kind), let snapshot = difference.current {
            try store.write(snapshot)
            recorded.append(difference.name.description)
          } else if difference.kind == .orphaned, arguments[\.prune] {
            for ext in difference.files {
              try FileSystem.remove(folder + "/" + difference.name.file(ext))
            }
            removed.append(difference.name.description)
          }
        }
        if !recorded.isEmpty || !removed.isEmpty {
          try writeGallery(folder, templates: templates)
        }
        try writeRoles(
          record.rolesKept(today: todayRoles, comparison: comparison), to: folder,
          replacing: record.replacesRoles, discardingBefore: rolesBroken)
      }
      if !comparison.differences.isEmpty { lines.append("report: \(reportPath)") }
    } catch {
      return writeFailed(error, console: console)
    }
    let counts =
      "\(comparison.checked.count) snapshots checked\(shard.map { " (shard \($0))" } ?? ""): "
      + "\(comparison.count(.changed)) changed, \(comparison.count(.missing)) missing, "
      + (shard == nil
        ? "\(comparison.count(.orphaned)) orphaned"
        : "orphans are judged when the shards are merged")
    if !removed.isEmpty {
      lines.append(
        "removed \(removed.count) orphaned reference\(removed.count == 1 ? "" : "s") (--prune): \(removed.joined(separator: ", "))"
      )
    }
    if !recorded.isEmpty {
      lines.append("recorded \(recorded.count) (--record \(record.rawValue)); run again to compare")
    }
    lines.append(counts)
    guard writeSummary(document, lines: lines, arguments: arguments, console: console) else {
      return .usage
    }
    return comparison.differences.isEmpty ? .ok : .findings
  }

  /// `--summary FORMAT` (only `markdown`), when given.
  static func summaryFormat(_ arguments: Arguments<Options>) throws(UsageError) -> String? {
    guard arguments[\.summary] != nil else { return nil }
    return try arguments.choice(\.summary)
  }

  /// Prints the text lines, or the Markdown summary with `--summary markdown`, and adds the
  /// summary to `$GITHUB_STEP_SUMMARY` when it names a file. False when that file cannot be
  /// written (the error is printed).
  static func writeSummary(
    _ results: SnapshotResults, lines: [String], arguments: Arguments<Options>, console: Console
  ) -> Bool {
    let markdown = SnapshotSummary.markdown(results)
    if arguments[\.summary] != nil {
      console.data(markdown)
    } else {
      console.out(lines.joined(separator: "\n"))
    }
    guard let file = console.environment["GITHUB_STEP_SUMMARY"], !file.isEmpty else {
      return true
    }
    do {
      try GitHubAnnotations.appendSummary(markdown, to: file)
      return true
    } catch {
      console.error("error: cannot write the step summary \(error.description)")
      return false
    }
  }

  /// Writes the roles of the run's brands into the folder's `roles.json`: in place of the ones
  /// recorded before (`replacing`), or only for brands and appearances it has none for.
  static func writeRoles(
    _ today: RoleRecord, to folder: String, replacing: Bool, discardingBefore: Bool = false
  ) throws {
    let before =
      discardingBefore ? RoleRecord() : try RoleRecord.read(folder: folder) ?? RoleRecord()
    let after = replacing ? before.updating(with: today) : before.adding(missingFrom: today)
    _ = try FileSystem.writeIfChanged(after.text, to: folder + "/" + RoleRecord.fileName)
  }

  /// Writes `index.html` over every snapshot the folder holds.
  static func writeGallery(_ folder: String, templates: TemplateLibrary) throws {
    let names = SnapshotReport.names(inFolder: folder)
    try FileSystem.writeIfChanged(
      try SnapshotReport.gallery(names, templates: templates), to: folder + "/index.html")
  }

  static func write(_ snapshot: Snapshot, to folder: String) throws(FileFailure) {
    for ext in SnapshotName.extensions {
      try FileSystem.writeIfChanged(
        snapshot.files[ext] ?? "", to: folder + "/" + snapshot.name.file(ext))
    }
  }

  static func selectedBlocks(_ arguments: Arguments<Options>) throws(UsageError) -> [BlockKind] {
    let names = BlockKind.allCases.map(\.id)
    return try selected(
      arguments[\.block], or: BlockKind.allCases, noun: "block", plural: "blocks", names: names
    ) {
      BlockKind(rawValue: $0)
    }
  }

  /// The catalogue states of `--state` (none when it is not given), each once, in the order
  /// given; an unknown id is a usage error naming the block's states.
  static func selectedStates(_ arguments: Arguments<Options>) throws(UsageError) -> [CatalogueState]
  {
    var result: [CatalogueState] = []
    for id in arguments[\.state] {
      guard let state = BlockKind.state(id) else {
        let block = id.split(separator: "/").first.map(String.init) ?? id
        let known =
          BlockKind(rawValue: block).map { $0.catalogue.map(\.id) }
          ?? BlockKind.allCases.flatMap { $0.catalogue.map(\.id) }
        throw UsageError(
          message:
            "no state '\(id)'\(Suggestion.hint(for: id, in: known)); give block/state, such as sign-in/failed (sptheme list names every state)"
        )
      }
      if !result.contains(where: { $0.id == state.id }) { result.append(state) }
    }
    return result
  }

  /// The blocks of the chosen states; `--block`, when given too, must name each of them.
  static func blocksOfStates(_ states: [CatalogueState], _ arguments: Arguments<Options>)
    throws(UsageError) -> [BlockKind]
  {
    var blocks: [BlockKind] = []
    for state in states where !blocks.contains(state.block) { blocks.append(state.block) }
    let given = try selectedBlocks(arguments)
    if !arguments[\.block].isEmpty,
      let outside = blocks.first(where: { !given.contains($0) })
    {
      throw UsageError(
        message:
          "--state names a state of \(outside.id), which --block leaves out; drop --block or add \(outside.id)"
      )
    }
    return blocks
  }

  static func selectedSizes(_ arguments: Arguments<Options>) throws(UsageError) -> [ContentSize] {
    let names = ContentSize.allCases.map(\.flagName)
    return try selected(
      arguments[\.sizes], or: [.large], noun: "text size", plural: "sizes", names: names
    ) {
      ContentSize(flag: $0)
    }
  }

  /// The values a list flag names, each once and in the order given (`fallback` when it names
  /// none); an unknown name is a usage error that lists the known ones.
  private static func selected<Value: Equatable>(
    _ given: [String], or fallback: [Value], noun: String, plural: String, names: [String],
    _ value: (String) -> Value?
  ) throws(UsageError) -> [Value] {
    guard !given.isEmpty else { return fallback }
    var result: [Value] = []
    for name in given {
      guard let found = value(name) else {
        throw UsageError(
          message:
            "no \(noun) '\(name)'\(Suggestion.hint(for: name, in: names)); \(plural): \(names.joined(separator: ", "))"
        )
      }
      if !result.contains(found) { result.append(found) }
    }
    return result
  }

  /// `--record`, else `SPTHEME_RECORD`, else `never` under CI and `missing` otherwise.
  static func recordMode(_ arguments: Arguments<Options>, environment: [String: String])
    throws(UsageError)
    -> RecordMode
  {
    if arguments[\.record] != nil {
      return RecordMode(rawValue: try arguments.choice(\.record)) ?? .never
    }
    do {
      return try RecordMode.fromEnvironment(environment)
    } catch {
      throw UsageError(message: error.description)
    }
  }

  /// A progress line on standard error, only when it is a terminal.
  struct Progress {
    let console: Console
    let total: Int

    func step(_ done: Int, _ name: String) {
      guard console.stderrIsTerminal, done % 8 == 0 || done == total else { return }
      console.errorRaw("\r\u{1B}[2K[\(done)/\(total)] \(Sanitize.terminal(name))")
    }

    func finish() {
      guard console.stderrIsTerminal else { return }
      console.errorRaw("\r\u{1B}[2K")
    }
  }
}
