/// Chooses one option per role of a rising scale (`space.xs` < `space.sm` < …) so that the
/// chosen values keep the scale's order and their total cost is the least.
///
/// Each role's options are candidate values with a cost; a role's last option is usually the
/// value a fill-in brand would give it, so a scale the team's tokens cannot fill in order still
/// has an answer. A dynamic program over the roles, O(roles × options²).
struct ScaleFit {
  /// One choice for a role.
  struct Option {
    /// The value, in points.
    var value: Double
    /// How badly it fits (lower is better).
    var cost: Double
  }

  /// The options of each role, from the smallest role up.
  var options: [[Option]]
  /// Whether each value must be larger than the one before (`true`) or at least it.
  var strict: Bool
  /// What a role costs more when it repeats the value of the role before (a scale that uses
  /// one value twice loses a step).
  var repeatCost = 0.0

  /// The index of the chosen option of each role, or `nil` when no choice keeps the order.
  /// Among choices of equal cost the earlier options win, so the answer is deterministic.
  func solve() -> [Int]? {
    guard !options.isEmpty else { return [] }
    var best: [[Double]] = options.map { Array(repeating: .infinity, count: $0.count) }
    var from: [[Int]] = options.map { Array(repeating: -1, count: $0.count) }
    for (j, option) in options[0].enumerated() { best[0][j] = option.cost }
    for i in 1..<options.count {
      for (j, option) in options[i].enumerated() {
        for (k, previous) in options[i - 1].enumerated() where best[i - 1][k].isFinite {
          let inOrder = strict ? previous.value < option.value : previous.value <= option.value
          guard inOrder else { continue }
          let total =
            best[i - 1][k] + option.cost + (previous.value == option.value ? repeatCost : 0)
          if total < best[i][j] {
            best[i][j] = total
            from[i][j] = k
          }
        }
      }
    }
    let last = options.count - 1
    guard
      let end = best[last].indices.min(by: {
        best[last][$0] != best[last][$1] ? best[last][$0] < best[last][$1] : $0 < $1
      }), best[last][end].isFinite
    else { return nil }
    var chosen = Array(repeating: 0, count: options.count)
    chosen[last] = end
    var i = last
    while i > 0 {
      chosen[i - 1] = from[i][chosen[i]]
      i -= 1
    }
    return chosen
  }
}
