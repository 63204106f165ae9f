// Stand-ins for the Apple UI frameworks that do not exist on Linux, so that the Swift file
// `sptheme export swift` writes can be type-checked here (`swiftc -typecheck` against modules
// emitted from this file). Only the names the exported file uses are declared, with the same
// signatures as Apple's SDKs.
//
// Compile one module per framework: `-module-name UIKit -D STUB_UIKIT`,
// `-module-name AppKit -D STUB_APPKIT`, `-module-name SwiftUI -D STUB_SWIFTUI` (last, so it can
// see UIKit or AppKit when they were emitted into the same folder). `-D STUB_WATCHOS` with
// `STUB_UIKIT` gives watchOS's UIKit, which has no `UIColor(dynamicProvider:)` and no
// `UITraitCollection.accessibilityContrast`.

@_exported import Foundation

#if STUB_UIKIT
  public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
  public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal, high
  }

  public final class UITraitCollection: @unchecked Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle { .light }
    #if !STUB_WATCHOS
      public var accessibilityContrast: UIAccessibilityContrast { .normal }
    #endif
  }

  public final class UIColor: @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    #if !STUB_WATCHOS
      public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
    #endif
  }
#endif

#if STUB_APPKIT
  public final class NSAppearance: @unchecked Sendable {
    public struct Name: Hashable, Sendable {
      public static let aqua = Name()
      public static let darkAqua = Name()
      public static let accessibilityHighContrastAqua = Name()
      public static let accessibilityHighContrastDarkAqua = Name()
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
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
    public static func system(
      size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil
    ) -> Font { Font() }
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

  // MARK: Views, the environment and the modifiers the glue and the blocks use

  @MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
  }

  extension Never: View {
    public var body: Never { fatalError() }
  }

  @resultBuilder public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content)
      -> TupleView<(repeat each Content)>
    { TupleView((repeat each content)) }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> {
      ConditionalContent()
    }
    public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> {
      ConditionalContent()
    }
  }

  extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
  }

  public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
  }

  public struct TupleView<T>: View {
    public init(_ value: T) {}
    public var body: Never { fatalError() }
  }

  public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
  }

  public struct Text: View {
    public init(_ content: String) {}
    public var body: Never { fatalError() }
  }

  public struct VStack<Content: View>: View {
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
  }

  public struct HStack<Content: View>: View {
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
  }

  public enum Axis: Hashable, Sendable { case horizontal, vertical }

  public struct Edge {
    public struct Set: OptionSet, Sendable {
      public let rawValue: Int8
      public init(rawValue: Int8) { self.rawValue = rawValue }
      public static let vertical = Set(rawValue: 1)
      public static let horizontal = Set(rawValue: 2)
      public static let all = Set(rawValue: 3)
    }
  }

  public protocol ShapeStyle: Sendable {}
  extension Color: ShapeStyle {}
  extension Color: View {
    public var body: Never { fatalError() }
  }

  public protocol Shape: View, Sendable {}
  extension Shape {
    public var body: Never { fatalError() }
    public func fill<S: ShapeStyle>(_ content: S) -> some View { EmptyView() }
  }

  public struct Rectangle: Shape {
    public init() {}
  }

  public struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat) {}
  }

  public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ModifierContent<Self>
    @ViewBuilder @MainActor func body(content: Content) -> Body
  }

  public struct ModifierContent<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
  }

  public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
  }

  public struct EnvironmentValues {
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
      get { K.defaultValue }
      set {}
    }
  }

  public protocol DynamicProperty {}

  @propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
  }

  @propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value { fatalError() }
  }

  @propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
  }

  @propertyWrapper public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
  }

  public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
  }

  extension Picker where Label == Text {
    public init(
      _ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {}
  }

  public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
  }

  extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
  }

  extension View {
    public func modifier<T: ViewModifier>(_ modifier: T) -> some View { self }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
      -> some View
    { self }
    public func font(_ font: Font?) -> some View { self }
    public func tracking(_ tracking: CGFloat) -> some View { self }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    public func padding(_ length: CGFloat) -> some View { self }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func monospacedDigit() -> some View { self }
    public func tag<V: Hashable>(_ tag: V) -> some View { self }
    public func onChange<V: Equatable>(
      of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View { self }
  }
#endif
