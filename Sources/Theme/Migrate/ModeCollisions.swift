/// The tokens a planned resolver would let one file silently take from another: two sets merged
/// in order that define some of the same tokens, two files of one context that do, or files of
/// two modifiers that do (the later modifier wins). Each is a finding left for a person, with
/// the edit to make. A context that redefines tokens of a plain set is how a resolver is meant
/// to work (modifiers merge after sets), and a planned overlay (a mode over the mode it falls
/// back to, a brand over the first brand) is intended: those are listed, not left.
struct ModeCollisions {
  var plan: ResolverPlan
  var paths: (String) -> TokenPathSet
  /// The resolver's file name, for the edits.
  var resolverFile: String
  /// The `"modifiers"` edit that makes sets the contexts of a modifier.
  var edit: (String, [(String, [String])]) -> String

  /// Every collision, each pair once.
  func findings() -> [ModeDetector.Finding] {
    var result: [ModeDetector.Finding] = []
    var seen = Set<[String]>()
    func check(
      _ under: String, _ over: String, _ describe: (String, [[String]]) -> ModeDetector.Finding?
    ) {
      guard under != over, !plan.overlays.contains([under, over]),
        seen.insert([under, over].sorted()).inserted
      else { return }
      let shared = paths(over).shared(with: paths(under))
      guard !shared.isEmpty, let finding = describe(Self.list(shared), shared) else { return }
      result.append(finding)
    }
    // Sets merged in order.
    for (position, under) in plan.sets.enumerated() {
      for over in plan.sets[(position + 1)...] {
        check(under, over) { list, shared in
          ModeDetector.Finding(
            sets: [over, under], token: shared.first, subject: "\(under), \(over)", result: nil,
            note:
              "both define \(list), and as sets merged in order \(over) wins; if \(over) overrides \(under) on purpose, nothing is to change; if they are alternatives (modes), make them contexts in \(resolverFile): \(edit("mode", [(under, [under]), (over, [over])]))"
          )
        }
      }
    }
    // Contexts that redefine what a set defines: the context wins, as the resolver says.
    for modifier in plan.modifiers {
      var redefined: [String: Int] = [:]
      for set in plan.sets {
        let defined = paths(set)
        var count = 0
        for file in Set(modifier.contexts.flatMap(\.sets)) {
          count = max(count, paths(file).overlap(with: defined))
        }
        if count > 0 { redefined[set] = count }
      }
      for (set, count) in redefined.sorted(by: { $0.key < $1.key }) {
        result.append(
          ModeDetector.Finding(
            sets: [set], subject: set, result: "set, under modifier \(modifier.name)",
            note:
              "the contexts of \(modifier.name) redefine up to \(count) of its tokens; the context's value wins, as a resolver merges modifiers after sets"
          ))
      }
    }
    // Files of one context.
    for modifier in plan.modifiers {
      for context in modifier.contexts {
        for (position, under) in context.sets.enumerated() {
          for over in context.sets[(position + 1)...] {
            check(under, over) { list, shared in
              ModeDetector.Finding(
                sets: [over, under], token: shared.first, subject: "\(under), \(over)", result: nil,
                note:
                  "both define \(list) in context \(context.name) of \(modifier.name), and \(over) wins; if it overrides \(under) on purpose, nothing is to change; else remove the tokens from one of them, or make them contexts of a modifier of their own in \(resolverFile)"
              )
            }
          }
        }
      }
    }
    // Files of two modifiers.
    for (position, first) in plan.modifiers.enumerated() {
      for second in plan.modifiers[(position + 1)...] {
        for under in Set(first.contexts.flatMap(\.sets)).sorted() {
          for over in Set(second.contexts.flatMap(\.sets)).sorted() {
            check(under, over) { list, shared in
              ModeDetector.Finding(
                sets: [over, under], token: shared.first, subject: "\(under), \(over)", result: nil,
                note:
                  "both define \(list), in modifiers \(first.name) and \(second.name): \(second.name) comes later in resolutionOrder, so its value wins whatever \(first.name) says; remove the tokens from one of them, or make the two one modifier in \(resolverFile)"
              )
            }
          }
        }
      }
    }
    return result
  }

  /// `color.bg and 3 more tokens`.
  static func list(_ shared: [[String]]) -> String {
    let first = shared.prefix(2).map(TokenPathSet.dotted).joined(separator: ", ")
    let more = shared.count - min(2, shared.count)
    return more == 0
      ? "\(first)" : "\(first) and \(more) more token\(more == 1 ? "" : "s")"
  }
}
