// Stand-ins for the Apple UI frameworks that do not exist on Linux, so that the Swift file
// `sptheme export swift` writes can be type-checked here (`swiftc -typecheck` against modules
// emitted from this file). Only the names the exported file uses are declared, with the same
// signatures as Apple's SDKs.
//
// Compile one module per framework: `-module-name UIKit -D STUB_UIKIT`,
// `-module-name AppKit -D STUB_APPKIT`, `-module-name SwiftUI -D STUB_SWIFTUI` (last, so it can
// see UIKit or AppKit when they were emitted into the same folder).

@_exported import Foundation

#if STUB_UIKIT
  public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

  public final class UITraitCollection: @unchecked Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle { .light }
  }

  public final class UIColor: @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
  }
#endif

#if STUB_APPKIT
  public final class NSAppearance: @unchecked Sendable {
    public struct Name: Hashable, Sendable {
      public static let aqua = Name()
      public static let darkAqua = Name()
    }
    public func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { nil }
  }

  public final class NSColor: @unchecked Sendable {
    public typealias Name = String
    public init(srgbRed: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(name: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {}
  }
#endif

#if STUB_SWIFTUI
  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  public struct Color: Hashable, Sendable {
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(
      _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
      opacity: Double = 1
    ) {}
    #if canImport(UIKit)
      public init(uiColor: UIColor) {}
    #elseif canImport(AppKit)
      public init(nsColor: NSColor) {}
    #endif
  }

  public struct Font: Hashable, Sendable {
    public enum TextStyle: Hashable, Sendable, CaseIterable {
      case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote,
        caption, caption2
    }
    public struct Weight: Hashable, Sendable {
      public static let ultraLight = Weight()
      public static let thin = Weight()
      public static let light = Weight()
      public static let regular = Weight()
      public static let medium = Weight()
      public static let semibold = Weight()
      public static let bold = Weight()
      public static let heavy = Weight()
      public static let black = Weight()
    }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public static func system(
      _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
    ) -> Font {
      Font()
    }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle)
      -> Font
    { Font() }
    public func weight(_ weight: Font.Weight) -> Font { self }
  }

  public struct Animation: Equatable, Sendable {
    public static func spring(
      response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    )
      -> Animation
    { Animation() }
    public static func timingCurve(
      _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
    )
      -> Animation
    { Animation() }
    public func delay(_ delay: Double) -> Animation { self }
  }
#endif
