import Testing
import Theme

@testable import Render

extension Terminal {
  @Suite("Palette mapping")
  struct PaletteMapperTests {
    static func color(_ hex: UInt32, role: CellRole? = nil) -> CellColor {
      CellColor(
        red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF),
        role: role)
    }

    static func distance(_ a: CellColor, _ b: CellColor) -> Double {
      GamutMapping.deltaEOK(TerminalPalette.okLab(a), TerminalPalette.okLab(b))
    }

    @Test func paletteValues() {
      #expect(TerminalPalette.xterm256.count == 256)
      #expect(TerminalPalette.ansi16.count == 16)
      #expect(TerminalPalette.ansi16Names.count == 16)
      #expect(TerminalPalette.xterm256[16].hex == "#000000")
      #expect(TerminalPalette.xterm256[17].hex == "#00005F")
      #expect(TerminalPalette.xterm256[196].hex == "#FF0000")
      #expect(TerminalPalette.xterm256[231].hex == "#FFFFFF")
      #expect(TerminalPalette.xterm256[232].hex == "#080808")
      #expect(TerminalPalette.xterm256[255].hex == "#EEEEEE")
      #expect(TerminalPalette.ansi16[12].hex == "#5C5CFF")
    }

    struct GreyCase: Sendable, CustomTestStringConvertible {
      var name: String
      var foreground: UInt32
      var background: UInt32
      var testDescription: String { name }
    }

    /// Studio's dark greys in 16 colors: each stays a grey of the palette (black, bright black,
    /// white or bright white), never a hue.
    static let greys = [
      GreyCase(name: "dark card edge on the screen", foreground: 0x1C1C1E, background: 0x000000),
      GreyCase(name: "secondary label on the card", foreground: 0xAEAEB2, background: 0x1C1C1E),
      GreyCase(name: "hairline on the card", foreground: 0x38383A, background: 0x1C1C1E),
    ]

    @Test(arguments: greys)
    func aGreyStaysGreyIn16Colors(_ item: GreyCase) {
      var mapper = PaletteMapper(profile: .ansi16)
      let pair = mapper.indices(
        foreground: Self.color(item.foreground), background: Self.color(item.background))
      #expect([0, 7, 8, 15].contains(pair.foreground), "\(pair)")
      #expect(pair.foreground != pair.background)
    }

    @Test func every256EntryFrom16MapsToItself() {
      var mapper = PaletteMapper(profile: .ansi256)
      for index in 16..<256 {
        #expect(mapper.index(of: TerminalPalette.xterm256[index]) == index, "entry \(index)")
      }
    }

    @Test func every16ColorMapsToItself() {
      var mapper = PaletteMapper(profile: .ansi16)
      for index in 0..<16 {
        #expect(mapper.index(of: TerminalPalette.ansi16[index]) == index, "entry \(index)")
      }
    }

    struct PureCase: Sendable, CustomTestStringConvertible {
      var id: String
      var rgb: UInt32
      var in256: Int
      var in16: Int
      var testDescription: String { id }
    }

    static let pure: [PureCase] = [
      PureCase(id: "black", rgb: 0x000000, in256: 16, in16: 0),
      PureCase(id: "white", rgb: 0xFFFFFF, in256: 231, in16: 15),
      PureCase(id: "red", rgb: 0xFF0000, in256: 196, in16: 9),
      PureCase(id: "green", rgb: 0x00FF00, in256: 46, in16: 10),
      PureCase(id: "blue", rgb: 0x0000FF, in256: 21, in16: 4),
      PureCase(id: "yellow", rgb: 0xFFFF00, in256: 226, in16: 11),
      PureCase(id: "cyan", rgb: 0x00FFFF, in256: 51, in16: 14),
      PureCase(id: "magenta", rgb: 0xFF00FF, in256: 201, in16: 13),
    ]

    @Test(arguments: pure)
    func pureColors(_ item: PureCase) {
      var mapper256 = PaletteMapper(profile: .ansi256)
      var mapper16 = PaletteMapper(profile: .ansi16)
      #expect(mapper256.index(of: Self.color(item.rgb)) == item.in256)
      #expect(mapper16.index(of: Self.color(item.rgb)) == item.in16)
    }

    /// Grays that are not one of the cube's own grays (0x5F, 0x87, 0xAF, 0xD7).
    @Test(
      arguments: [0x12, 0x30, 0x44, 0x6C, 0x80, 0x94, 0xA0, 0xBC, 0xC8, 0xE4, 0xEE] as [UInt32])
    func graysGoToTheGrayRamp(_ level: UInt32) {
      var mapper = PaletteMapper(profile: .ansi256)
      let index = mapper.index(of: Self.color(level << 16 | level << 8 | level))
      #expect((232...255).contains(index), "gray \(level) went to \(index)")
    }

    @Test(arguments: [0x00, 0x40, 0x80, 0xC0, 0xFF] as [UInt32])
    func graysStayGrayIn16Colors(_ level: UInt32) {
      var mapper = PaletteMapper(profile: .ansi16)
      let index = mapper.index(of: Self.color(level << 16 | level << 8 | level))
      #expect([0, 7, 8, 15].contains(index), "gray \(level) went to \(index)")
    }

    struct PairCase: Sendable, CustomTestStringConvertible {
      var id: String
      var foreground: UInt32
      var background: UInt32
      var testDescription: String { id }
    }

    static let pairs: [PairCase] = [
      PairCase(
        id: "mid-gray text on a slightly lighter gray", foreground: 0x7B7B7B, background: 0x838383),
      PairCase(
        id: "mid-gray text on a slightly darker gray", foreground: 0x8A8A8A, background: 0x7E7E7E),
      PairCase(id: "light separator on white", foreground: 0xE0E0E0, background: 0xFFFFFF),
      PairCase(id: "near-black text on dark surface", foreground: 0x1C1C1E, background: 0x2C2C2E),
      PairCase(id: "white on system blue", foreground: 0xFFFFFF, background: 0x0A84FF),
      PairCase(id: "red on a pink tint", foreground: 0xD70015, background: 0xFFE5E5),
      PairCase(
        id: "secondary label on grouped background", foreground: 0x8E8E93, background: 0xF2F2F7),
      PairCase(id: "dark blue on dark gray", foreground: 0x1E3A5F, background: 0x2A2A2A),
    ]

    @Test(arguments: pairs, [ColorProfile.ansi256, .ansi16])
    func pairsStayApart(_ item: PairCase, _ profile: ColorProfile) {
      let foreground = Self.color(item.foreground)
      let background = Self.color(item.background)
      let original = Self.distance(foreground, background)
      #expect(original >= GamutMapping.jnd, "the case must start distinguishable")

      var mapper = PaletteMapper(profile: profile)
      let nearestBackground = mapper.index(of: background)
      let pair = mapper.indices(foreground: foreground, background: background)
      #expect(pair.background == nearestBackground, "the background keeps its nearest entry")
      #expect(pair.foreground != pair.background)
      let mapped = Self.distance(
        TerminalPalette.xterm256[pair.foreground], TerminalPalette.xterm256[pair.background])
      #expect(mapped >= PaletteMapper.requiredSeparation(original: original))
    }

    @Test(arguments: [
      (0.02, 0.02), (0.03, 0.02), (0.05, 0.025), (0.13, 0.065), (0.2, 0.1), (0.9, 0.1),
    ])
    func requiredSeparation(_ original: Double, _ required: Double) {
      #expect(abs(PaletteMapper.requiredSeparation(original: original) - required) < 1e-12)
    }

    @Test func lightSeparatorOnWhiteStaysGrayIn16Colors() {
      var mapper = PaletteMapper(profile: .ansi16)
      let pair = mapper.indices(foreground: Self.color(0xC6C6C8), background: Self.color(0xF2F2F7))
      #expect(pair.foreground == 7)
      #expect(pair.background == 15)
    }

    @Test func collidingGraysAreSeparatedInBothProfiles() {
      // Both grays have #808080 (244) as their nearest 256 entry and #7F7F7F (8) as their
      // nearest 16-color entry; the text must move, the background must not.
      let text = Self.color(0x7B7B7B)
      let background = Self.color(0x838383)
      var mapper256 = PaletteMapper(profile: .ansi256)
      #expect(mapper256.index(of: text) == 244)
      #expect(mapper256.index(of: background) == 244)
      let pair256 = mapper256.indices(foreground: text, background: background)
      #expect(pair256.background == 244)
      #expect(pair256.foreground != 244)

      var mapper16 = PaletteMapper(profile: .ansi16)
      #expect(mapper16.index(of: text) == 8)
      #expect(mapper16.index(of: background) == 8)
      let pair16 = mapper16.indices(foreground: text, background: background)
      #expect(pair16.background == 8)
      #expect(pair16.foreground != 8)
    }

    @Test func indistinguishablePairsAreLeftAlone() {
      // Text the design hides on purpose (same color as its background) stays hidden.
      let gray = Self.color(0x808080)
      var mapper = PaletteMapper(profile: .ansi16)
      let pair = mapper.indices(foreground: gray, background: gray)
      #expect(pair.foreground == pair.background)
    }

    @Test func largeCanvasIsMappedFromTheCache() {
      var mapper = PaletteMapper(profile: .ansi256)
      let foreground = Self.color(0x336699)
      let background = Self.color(0xF0F0F0)
      let first = mapper.indices(foreground: foreground, background: background)
      var changed = 0
      for _ in 0..<10_000
      where mapper.indices(foreground: foreground, background: background) != first {
        changed += 1
      }
      #expect(changed == 0)
    }
  }
}
