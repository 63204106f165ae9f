/// The map a Resolver Module document spells out: nothing in it is a guess.
extension ResolverDocument {
  /// The document's sets and modifiers as a mode map: each set by its name, each context by
  /// the files it merges (relative to the resolver, with the JSON pointer of a part of one).
  public var modeMap: ModeMap {
    let folder = ProjectMigration.parent(of: path)
    func label(_ source: Source) -> String {
      let (index, pointer): (Int, JSONPointer)
      switch source {
      case .document(let document, let at): (index, pointer) = (document, at)
      case .overridden(let document, let at, _, _): (index, pointer) = (document, at)
      }
      var file = store[index].path
      if !folder.isEmpty, folder != ".", file.hasPrefix(folder + "/") {
        file.removeFirst(folder.count + 1)
      }
      if file == path { file = "(inline)" }
      return pointer == .root ? file : file + "#" + pointer.description
    }
    var sets: [String] = []
    var modifiers: [ModeMap.Modifier] = []
    for item in items {
      switch item {
      case .set(let name, _):
        sets.append(name)
      case .modifier(let modifier, let sources):
        modifiers.append(
          ModeMap.Modifier(
            name: modifier.name,
            contexts: modifier.contexts.map { context in
              ModeMap.Context(name: context, sets: (sources[context] ?? []).map(label))
            }))
      }
    }
    return ModeMap(sets: sets, modifiers: modifiers)
  }
}
