import Theme

/// Maps sRGB cell colors to the nearest entry of a terminal palette by deltaEOK, keeping a
/// foreground apart from its background, with a cache for one writer run.
///
/// Nearest means the smallest ``GamutMapping/deltaEOK(_:_:)`` (Euclidean distance in OKLab);
/// ties go to the lower index.
///
/// Pair-aware: for a cell with both colors, the background takes its nearest entry (so filled
/// areas stay one uniform color). When the foreground's nearest entry lands closer to that
/// background entry than ``requiredSeparation(original:)``, the foreground takes the
/// next-nearest entry that is far enough. Pairs closer than ``GamutMapping/jnd`` to begin with
/// are left alone: they were not distinguishable (text hidden on purpose, say).
struct PaletteMapper {
  /// The separation that counts as readable: deltaEOK 0.1, five just-noticeable differences
  /// (``GamutMapping/jnd`` is 0.02). OKLab lightness runs 0…1, so this is a tenth of the way from
  /// black to white, roughly a 1.4:1 WCAG contrast around mid-gray: enough to tell text from its
  /// background. A pair is never asked for more.
  static let readableSeparation = 0.1

  /// How far apart the palette entries of a pair whose original colors are `original` apart
  /// (deltaEOK) must be: `min(0.1, max(jnd, original / 2))`.
  ///
  /// The mapped pair stays at least one just-noticeable difference apart, keeps at least half of
  /// the separation its designers gave it, and never needs more than ``readableSeparation``.
  /// Half, not all: a palette is coarse, and asking for the whole separation pushes colors onto
  /// far hues. With xterm's 16 colors, a `#C6C6C8` separator on a `#F2F2F7` fill (0.13 apart)
  /// keeps white `#E5E5E5` on bright white (0.078 apart) instead of turning cyan.
  static func requiredSeparation(original: Double) -> Double {
    min(readableSeparation, max(GamutMapping.jnd, original / 2))
  }

  /// The palette indices this mapper picks from: 16…255 for 256 colors, 0…15 for 16 colors.
  let candidates: Range<Int>

  private var singles: [UInt32: Int] = [:]
  private var pairs: [UInt64: (foreground: Int, background: Int)] = [:]

  /// A mapper for ``ColorProfile/ansi256`` (entries 16…255) or ``ColorProfile/ansi16``.
  init(profile: ColorProfile) {
    candidates = profile == .ansi16 ? 0..<16 : 16..<256
  }

  /// The nearest palette index for one color; a grey takes the nearest grey of the palette
  /// (a grey label stays grey in 16 colors instead of turning cyan).
  mutating func index(of color: CellColor) -> Int {
    let key = Self.key(color)
    if let cached = singles[key] { return cached }
    let target = TerminalPalette.okLab(color)
    var best = candidates.lowerBound
    var bestDistance = Double.infinity
    let grey = Self.isGrey(target)
    for index in candidates where !grey || Self.isGrey(TerminalPalette.okLabEntries[index]) {
      let distance = GamutMapping.deltaEOK(target, TerminalPalette.okLabEntries[index])
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    singles[key] = best
    return best
  }

  /// Palette indices for a foreground on a background, kept apart as described above.
  mutating func indices(foreground: CellColor, background: CellColor)
    -> (foreground: Int, background: Int)
  {
    let key = UInt64(Self.key(foreground)) << 32 | UInt64(Self.key(background))
    if let cached = pairs[key] { return cached }
    let back = index(of: background)
    var front = index(of: foreground)
    let original = GamutMapping.deltaEOK(
      TerminalPalette.okLab(foreground), TerminalPalette.okLab(background))
    if original >= GamutMapping.jnd {
      let required = Self.requiredSeparation(original: original)
      let backLab = TerminalPalette.okLabEntries[back]
      if GamutMapping.deltaEOK(TerminalPalette.okLabEntries[front], backLab) < required {
        front = nextBest(for: foreground, awayFrom: backLab, by: required)
      }
    }
    pairs[key] = (front, back)
    return (front, back)
  }

  /// The entry nearest to `color` that lies at least `separation` from `other`; failing that (no
  /// entry is far enough), the entry farthest from `other`.
  ///
  /// A grey (a card's edge, a hairline, secondary text) moves only to another grey when one is
  /// far enough: on a dark terminal in 16 colors, a dark card's edges become bright black rather
  /// than the bright blue that happens to lie nearest in OKLab.
  private func nextBest(
    for color: CellColor, awayFrom other: ColorCoordinates, by separation: Double
  )
    -> Int
  {
    let target = TerminalPalette.okLab(color)
    if Self.isGrey(target) {
      let greys = candidates.filter { Self.isGrey(TerminalPalette.okLabEntries[$0]) }
      if let grey = nearest(to: target, among: greys, awayFrom: other, by: separation) {
        return grey
      }
    }
    return nearest(to: target, among: Array(candidates), awayFrom: other, by: separation)
      ?? farthest(from: other)
  }

  /// The OKLab chroma under which a color counts as a grey.
  static let greyChroma = 0.03

  static func isGrey(_ lab: ColorCoordinates) -> Bool {
    let c = lab.components
    return (c.y * c.y + c.z * c.z).squareRoot() < greyChroma
  }

  /// Of `indices`, the entry nearest to `target` at least `separation` from `other`.
  private func nearest(
    to target: ColorCoordinates, among indices: [Int], awayFrom other: ColorCoordinates,
    by separation: Double
  ) -> Int? {
    var best: Int?
    var bestDistance = Double.infinity
    for index in indices {
      let entry = TerminalPalette.okLabEntries[index]
      guard GamutMapping.deltaEOK(entry, other) >= separation else { continue }
      let distance = GamutMapping.deltaEOK(target, entry)
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }

  /// The entry farthest from `other`.
  private func farthest(from other: ColorCoordinates) -> Int {
    var farthest = candidates.lowerBound
    var farthestDistance = -1.0
    for index in candidates {
      let entry = TerminalPalette.okLabEntries[index]
      let apart = GamutMapping.deltaEOK(entry, other)
      if apart > farthestDistance {
        farthest = index
        farthestDistance = apart
      }
    }
    return farthest
  }

  private static func key(_ color: CellColor) -> UInt32 {
    UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
  }
}
