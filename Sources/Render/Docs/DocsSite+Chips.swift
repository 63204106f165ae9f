import Theme

/// How a color chip is drawn on the Colors page: on the ground of its own appearance (white for
/// light, black for dark), with its role name and hex written on it in whichever of black and
/// white reads better, and an edge when the chip would melt into the ground.
extension DocsSite {
  /// The ground a chip of an appearance sits on.
  static func chipGround(_ appearance: String) -> ColorCoordinates {
    appearance.hasPrefix("dark") ? .black : .white
  }

  /// Below this contrast with its ground a chip gets an edge (a white chip on the white page,
  /// a black one on black).
  static let chipEdgeBelow = 1.5

  /// The members a chip's template reads: `ground` (hex), `ink` (the label's hex), `edge`.
  static func chip(_ color: ColorCoordinates, appearance: String) -> [String: TemplateValue] {
    let ground = chipGround(appearance)
    let seen = WCAGContrast.composite(color, over: ground)
    let onBlack = WCAGContrast.ratio(.black, on: seen)
    let onWhite = WCAGContrast.ratio(.white, on: seen)
    return [
      "ground": .string(ground.hex),
      "ink": .string(onBlack >= onWhite ? "#000000" : "#ffffff"),
      "edge": .bool(WCAGContrast.ratio(seen, on: ground) < chipEdgeBelow),
    ]
  }
}
