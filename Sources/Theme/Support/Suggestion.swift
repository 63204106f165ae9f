/// "Did you mean …?": the closest of a list of names to a misspelt one, by edit distance.
public enum Suggestion {
  /// The known name closest to `word`, if it is close enough to be what was meant: at most
  /// two edits, or a third of the word's length for longer words. Ties keep the first.
  public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = distance(word.lowercased(), candidate.lowercased())
      if distance < best?.distance ?? .max { best = (candidate, distance) }
    }
    guard let best, best.distance > 0 || best.name != word, best.distance <= max(2, word.count / 3)
    else {
      return nil
    }
    return best.name
  }

  /// Up to `limit` known names that may be what `word` meant, nearest first: those close enough
  /// by edit distance (as ``closest(to:in:)`` judges), then those whose last dotted segment is
  /// the word's (`background` for `color.background`). Ties keep the candidates' order.
  public static func nearest(to word: String, in candidates: some Sequence<String>, limit: Int = 3)
    -> [String]
  {
    let lowered = word.lowercased()
    let last = lowered.split(separator: ".").last.map(String.init) ?? lowered
    let bound = max(2, word.count / 3)
    var close: [(name: String, distance: Int, order: Int)] = []
    var sameEnd: [String] = []
    for (order, candidate) in candidates.enumerated() where candidate != word {
      let distance = distance(lowered, candidate.lowercased())
      if distance <= bound {
        close.append((candidate, distance, order))
      } else if candidate.lowercased().split(separator: ".").last.map(String.init) == last {
        sameEnd.append(candidate)
      }
    }
    close.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
    return Array((close.map(\.name) + sameEnd).prefix(limit))
  }

  /// ` (did you mean 'NAME'?)` for a misspelt word, or nothing.
  public static func hint(
    for word: String, in candidates: some Sequence<String>, quote: String = "'"
  ) -> String {
    closest(to: word, in: candidates).map { " (did you mean \(quote)\($0)\(quote)?)" } ?? ""
  }

  /// Levenshtein distance between two strings, by characters.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
