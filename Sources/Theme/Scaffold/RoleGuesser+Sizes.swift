extension RoleGuesser {
  /// A token whose value is a size: a dimension, or a text style's font size at Large.
  struct Sized {
    var name: String
    var points: Double
    var words: [String]
  }

  /// The sizes the roles usually have (studio's), matched against when no reference brand is
  /// given.
  static let usualPoints: [String: Double] = [
    "type.largeTitle": 34, "type.title1": 28, "type.title2": 22, "type.title3": 20,
    "type.headline": 17, "type.body": 17, "type.callout": 16, "type.subhead": 15,
    "type.footnote": 13, "type.caption1": 12, "type.caption2": 11,
    "radius.sm": 6, "radius.md": 10, "radius.lg": 16, "radius.xl": 24,
    "space.xs": 4, "space.sm": 8, "space.md": 12, "space.lg": 16, "space.xl": 24, "space.xxl": 32,
    "stroke.hairline": 1,
  ]

  /// The size a role is matched against: the reference brand's, else the usual one.
  static func target(of role: String, reference: SPTheme?) -> Double {
    if let reference, let value = RoleBounds.values(of: reference)[role]?.points { return value }
    return usualPoints[role] ?? 0
  }

  /// How far a value is from a target: the larger over the smaller, less 1 (0 when equal, 1
  /// when one is twice the other), with a point added to each so a 0 pt radius is a finite
  /// distance.
  static func distance(_ value: Double, _ target: Double) -> Double {
    let a = max(value, 0) + 1
    let b = max(target, 0) + 1
    return max(a, b) / min(a, b) - 1
  }

  /// How far (``distance(_:_:)``) a candidate may be from a role's size and still be guessed
  /// for it, by group: text styles within a quarter of the size, spacing steps within 60 %; a
  /// radius or a hairline anywhere within its bounds (a brand whose largest radius is 6 pt means
  /// it for its cards too).
  static func reach(of role: String) -> Double {
    if role.hasPrefix("type.") { return 0.25 }
    if role.hasPrefix("space.") { return 0.6 }
    return .infinity
  }

  /// What leaving a role to the fill-in costs: more than any candidate, so a role is left only
  /// where no candidate within reach keeps the order.
  static let fillInCost = 1000.0

  /// The guesses for the sized roles: text styles, radii, spacing and the hairline.
  static func sizes(in tokens: [ResolvedToken], reference: SPTheme?) -> [String: Outcome] {
    var dimensions: [Sized] = []
    var styles: [Sized] = []
    for token in tokens {
      if let dimension = token.value.dimensionValue {
        dimensions.append(
          Sized(name: token.name, points: dimension.points, words: words(of: token.name)))
      } else if case .typography(let value) = token.value {
        styles.append(
          Sized(name: token.name, points: value.fontSize.points, words: words(of: token.name)))
      }
    }
    var outcomes: [String: Outcome] = [:]
    let spaces = dimensions.filter { SizeNames.isSpace($0.words) }
    outcomes.merge(
      scale(
        RoleBounds.spaceScale, strict: true, candidates: spaces, reference: reference,
        bonus: SizeNames.scaleBonus(in: spaces))
    ) { $1 }
    let radii = dimensions.filter { SizeNames.isRadius($0.words) }
    outcomes.merge(
      scale(
        RoleBounds.radiusScale, strict: false, candidates: radii, reference: reference,
        bonus: SizeNames.scaleBonus(in: radii))
    ) { $1 }
    outcomes.merge(textStyles(styles.filter { SizeNames.isText($0.words) }, reference: reference)) {
      $1
    }
    outcomes["stroke.hairline"] = hairline(
      dimensions.filter { SizeNames.isStroke($0.words) }, reference: reference)
    return outcomes
  }

  /// A bonus for a candidate's name: how much it lowers the cost, and the words that earned it.
  typealias Bonus = (_ role: String, _ candidate: Sized) -> (amount: Double, because: String?)

  /// One role's place in a fitted scale: the candidate chosen (nil: left to the fill-in) and
  /// the value it stands at.
  struct Placed {
    var role: String
    var candidate: Sized?
    var value: Double
  }

  /// Fits a rising scale of roles to the candidates within their bounds and reach, in order.
  static func fit(
    _ roles: [String], strict: Bool, candidates: [Sized], reference: SPTheme?, bonus: Bonus
  ) -> [Placed] {
    let inBounds = candidates.filter { RoleBounds.range(of: roles[0])?.contains($0.points) ?? true }
    let options = roles.map { role in
      let goal = target(of: role, reference: reference)
      return inBounds.map {
        let gap = distance($0.points, goal)
        let usable =
          gap <= reach(of: role) && !SizeNames.contradicts(role, $0.words)
          && !SizeNames.namesAnotherSize(role, $0.words)
        return ScaleFit.Option(
          value: $0.points, cost: usable ? gap - bonus(role, $0).amount : .infinity)
      } + [ScaleFit.Option(value: goal, cost: fillInCost)]
    }
    // The fill-in values keep the order themselves, so a choice always exists; should a
    // reference brand break it, every role is left to the fill-in.
    // Radii that repeat lose a step (sm = md = 8 pt where 4 pt was there for sm).
    let repeatCost = roles[0].hasPrefix("radius.") ? 0.15 : 0
    let chosen =
      ScaleFit(options: options, strict: strict, repeatCost: repeatCost).solve()
      ?? roles.map { _ in inBounds.count }
    return zip(roles, chosen).map { role, index in
      index < inBounds.count
        ? Placed(role: role, candidate: inBounds[index], value: inBounds[index].points)
        : Placed(role: role, candidate: nil, value: target(of: role, reference: reference))
    }
  }

  /// The outcomes of a rising scale of roles (spacing or radii).
  static func scale(
    _ roles: [String], strict: Bool, candidates: [Sized], reference: SPTheme?,
    bonus: @escaping Bonus
  ) -> [String: Outcome] {
    guard !candidates.isEmpty else { return [:] }
    let placed = fit(
      roles, strict: strict, candidates: candidates, reference: reference, bonus: bonus)
    var outcomes: [String: Outcome] = [:]
    for (index, place) in placed.enumerated() {
      outcomes[place.role] = outcome(
        of: place, in: placed, at: index, candidates: candidates, reference: reference,
        bonus: bonus)
    }
    return outcomes
  }

  /// The outcome for one placed role: its guess with the reason and confidence, or why it was
  /// left unmapped.
  static func outcome(
    of place: Placed, in placed: [Placed], at index: Int, candidates: [Sized],
    reference: SPTheme?, bonus: Bonus
  ) -> Outcome {
    let role = place.role
    let goal = target(of: role, reference: reference)
    let range = RoleBounds.range(of: role) ?? 0...Double.infinity
    let bounds = RoleBounds.describe(range)
    // The candidate the name and value alone would choose, bounds and order aside.
    let unbounded = candidates.min {
      distance($0.points, goal) - bonus(role, $0).amount
        < distance($1.points, goal) - bonus(role, $1).amount
    }
    let refused = unbounded.flatMap { range.contains($0.points) ? nil : $0 }
    guard let chosen = place.candidate else {
      return .unmapped(
        reason: whyUnmapped(
          role, in: placed, at: index, candidates: candidates, goal: goal, range: range))
    }
    let inBounds = candidates.filter { range.contains($0.points) }
    let nearest = inBounds.min { distance($0.points, goal) < distance($1.points, goal) }
    let earned = bonus(role, chosen)
    var reason = "\(format(chosen.points)) pt"
    if let because = earned.because {
      reason += ", near \(format(goal)) pt; its name says \(because)"
    } else if let nearest, distance(nearest.points, goal) == distance(chosen.points, goal) {
      reason += ", the nearest to \(format(goal)) pt"
    } else {
      reason += ", the nearest to \(format(goal)) pt in order"
    }
    if let refused, refused.name != chosen.name {
      reason += "; {\(refused.name)} (\(format(refused.points)) pt) is outside \(bounds)"
    }
    let gap = distance(chosen.points, goal)
    let close = gap <= 0.15 || (gap <= 0.3 && earned.amount > 0)
    let confidence: Confidence = close ? .high : (gap <= 0.6 ? .medium : .low)
    return .guess(token: chosen.name, reason: reason, confidence: confidence)
  }

  /// Why a role of a scale was left to the fill-in: its nearest candidate is outside the
  /// bounds or too far from the role's size, or no candidate keeps the order with the roles
  /// around it.
  static func whyUnmapped(
    _ role: String, in placed: [Placed], at index: Int, candidates: [Sized], goal: Double,
    range: ClosedRange<Double>
  ) -> String? {
    let bounds = RoleBounds.describe(range)
    let inBounds = candidates.filter { range.contains($0.points) }
    if inBounds.isEmpty {
      return candidates.min { outside($0.points, range) < outside($1.points, range) }.map {
        "the nearest candidate, {\($0.name)} \(format($0.points)) pt, is outside \(bounds)"
      }
    }
    if let nearest = candidates.min(by: {
      distance($0.points, goal) < distance($1.points, goal)
    }) {
      if !range.contains(nearest.points) {
        return
          "the nearest candidate, {\(nearest.name)} \(format(nearest.points)) pt, is outside \(bounds)"
      }
      if let size = SizeNames.sizeWord(in: nearest.words),
        SizeNames.namesAnotherSize(role, nearest.words)
      {
        return
          "the nearest candidate, {\(nearest.name)} \(format(nearest.points)) pt, is named for size \(size)"
      }
      if SizeNames.contradicts(role, nearest.words) {
        let named =
          role.hasPrefix("type.title") || role == "type.largeTitle" ? "running text" : "a title"
        return
          "the nearest candidate, {\(nearest.name)} \(format(nearest.points)) pt, is named for \(named)"
      }
      if distance(nearest.points, goal) > reach(of: role) {
        return
          "the nearest candidate, {\(nearest.name)} \(format(nearest.points)) pt, is too far from \(format(goal)) pt"
      }
    }
    let below = placed[..<index].last { $0.candidate != nil }
    let above = placed[(index + 1)...].first { $0.candidate != nil }
    let between = [below, above].compactMap { $0 }.map {
      "\($0.role) ({\($0.candidate?.name ?? "")}, \(format($0.value)) pt)"
    }
    return
      "no candidate near \(format(goal)) pt keeps the order\(between.isEmpty ? "" : " with " + between.joined(separator: " and "))"
  }

  /// How far a value lies outside a range (0 inside).
  static func outside(_ value: Double, _ range: ClosedRange<Double>) -> Double {
    value < range.lowerBound
      ? range.lowerBound - value : max(value - range.upperBound, 0)
  }

  /// The text styles: a scale from caption2 up to largeTitle, then headline beside body,
  /// between callout and title3.
  static func textStyles(_ candidates: [Sized], reference: SPTheme?) -> [String: Outcome] {
    guard !candidates.isEmpty else { return [:] }
    let bonus: Bonus = SizeNames.textBonus
    let scale = RoleBounds.typeScale
    var placed = fit(
      scale, strict: false, candidates: candidates, reference: reference, bonus: bonus)
    // headline: the best candidate within its neighbours' values.
    let low = placed.first { $0.role == "type.callout" }?.value ?? 0
    let high = placed.first { $0.role == "type.title3" }?.value ?? .infinity
    let headline = "type.headline"
    let goal = target(of: headline, reference: reference)
    let fitting = candidates.filter {
      RoleBounds.fontSize.contains($0.points) && $0.points >= low && $0.points <= high
        && distance($0.points, goal) <= reach(of: headline)
        && !SizeNames.contradicts(headline, $0.words)
    }
    let best = fitting.min {
      distance($0.points, goal) - bonus(headline, $0).amount
        < distance($1.points, goal) - bonus(headline, $1).amount
    }
    let calloutIndex = placed.firstIndex { $0.role == "type.callout" } ?? placed.count
    placed.insert(
      Placed(role: headline, candidate: best, value: best?.points ?? goal), at: calloutIndex + 1)
    var outcomes: [String: Outcome] = [:]
    for (index, place) in placed.enumerated() {
      // headline's neighbours in order are callout and title3, not body.
      var neighbours = placed
      if place.role == headline || place.role == "type.body" {
        neighbours.removeAll { $0.role == (place.role == headline ? "type.body" : headline) }
      }
      let at = neighbours.firstIndex { $0.role == place.role } ?? index
      outcomes[place.role] = outcome(
        of: place, in: neighbours, at: at, candidates: candidates, reference: reference,
        bonus: bonus)
    }
    return outcomes
  }

  /// The hairline: the candidate within 0.5–4 pt whose name and value fit best.
  static func hairline(_ candidates: [Sized], reference: SPTheme?) -> Outcome? {
    guard !candidates.isEmpty else { return nil }
    let role = "stroke.hairline"
    let placed = fit(
      [role], strict: false, candidates: candidates, reference: reference,
      bonus: SizeNames.strokeBonus)
    return outcome(
      of: placed[0], in: placed, at: 0, candidates: candidates, reference: reference,
      bonus: SizeNames.strokeBonus)
  }
}
