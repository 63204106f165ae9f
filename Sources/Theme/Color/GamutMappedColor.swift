/// An sRGB color made displayable by gamut mapping, and whether mapping changed it.
public struct GamutMappedColor: Sendable, Hashable {
  /// The color in sRGB, every component in 0…1, with the source's alpha.
  public let color: ColorCoordinates
  /// True when the source lay outside the sRGB gamut (beyond ``GamutMapping/tolerance``), so the
  /// color shown differs from the one authored.
  public let wasOutOfGamut: Bool

  /// A mapped color.
  public init(color: ColorCoordinates, wasOutOfGamut: Bool) {
    self.color = color
    self.wasOutOfGamut = wasOutOfGamut
  }
}
