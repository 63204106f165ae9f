extension SwiftExporter {
  /// How the Swift file is shaped: the type's name, its access level, and whether the file
  /// declares the type or only adds brands to a type declared in another file.
  ///
  /// ```swift
  /// var options = SwiftExporter.Options()
  /// options.typeName = try SwiftExporter.Options.validTypeName("AcmeTheme")
  /// options.access = .internal
  /// let text = try SwiftExporter.render([studio, folio], options: options)
  /// ```
  public struct Options: Sendable, Equatable {
    /// The access level of every declaration the file makes.
    public enum Access: String, Sendable, Equatable, CaseIterable {
      /// `public`: for a module other modules import (a design-system package).
      case `public`
      /// No modifier (Swift's `internal`): for the app's own module.
      case `internal`
    }

    /// The name of the theme type (default `SPTheme`). Check a name from outside with
    /// ``validTypeName(_:)``; the glue's names follow it (see ``environmentName``).
    public var typeName: String
    /// The access level of the declarations (default `public`).
    public var access: Access
    /// Write only the brands' values (`extension SPTheme { static let folio = … }`), without the
    /// type and the SwiftUI glue: for a file added to a module that already has them (an export
    /// without this option). The values use the type's memberwise initializers, which are
    /// internal, so that file must be in the same module.
    public var valuesOnly: Bool
    /// How source paths are printed in provenance comments.
    public var export: ExportOptions

    /// Creates options; every argument has the default `sptheme export swift` uses.
    public init(
      typeName: String = "SPTheme", access: Access = .public, valuesOnly: Bool = false,
      export: ExportOptions = ExportOptions()
    ) {
      self.typeName = typeName
      self.access = access
      self.valuesOnly = valuesOnly
      self.export = export
    }

    /// `name` when it can name the theme type: an ASCII Swift identifier (a letter or `_`, then
    /// letters, digits or `_`) that is no keyword and no name the file itself uses.
    ///
    /// - Throws: ``SwiftExportError/invalidTypeName(_:reason:)`` saying why not.
    public static func validTypeName(_ name: String) throws(SwiftExportError) -> String {
      guard let first = name.unicodeScalars.first else {
        throw .invalidTypeName(name, reason: "it is empty")
      }
      let letters = { (scalar: Unicode.Scalar) in
        scalar.isASCII && (scalar.properties.isAlphabetic || scalar == "_")
      }
      guard letters(first) else {
        throw .invalidTypeName(name, reason: "it must start with an ASCII letter or '_'")
      }
      if let bad = name.unicodeScalars.first(where: { !letters($0) && !("0"..."9").contains($0) }) {
        throw .invalidTypeName(
          name,
          reason:
            "'\(SwiftCodeWriter.commentText(String(Character(bad))))' is not allowed; use ASCII letters, digits and '_'"
        )
      }
      if SwiftCodeWriter.keywords.contains(name) {
        throw .invalidTypeName(name, reason: "it is a Swift keyword or a member of the theme")
      }
      if lowerCamel(name) == name {
        throw .invalidTypeName(
          name,
          reason:
            "it must start with an uppercase letter: the environment value is named after it with a lowercase first letter (acmeTheme for AcmeTheme), and a value named like its type does not compile"
        )
      }
      if usedNames.contains(name) {
        throw .invalidTypeName(
          name, reason: "the file uses '\(name)' for something else (SwiftUI or a nested type)")
      }
      return name
    }

    /// Type names the file refers to or nests, which the theme type must not shadow.
    static let usedNames: Set = [
      "Color", "Font", "Animation", "View", "ViewModifier", "EnvironmentValues", "EnvironmentKey",
      "Environment", "ScaledMetric", "Rectangle", "Axis", "CGFloat", "Double", "String", "Bool",
      "Sendable", "Equatable", "UIColor", "NSColor", "UIKit", "AppKit", "SwiftUI", "ColorRoles",
      "FontRoles", "FontFamily", "TypeRoles", "TextStyle", "RadiusRoles", "SpaceRoles",
      "StrokeRoles", "MotionRoles", "RGB", "Hashable", "Hasher", "Identifiable",
    ]

    /// `public ` or nothing: the modifier put before each declaration.
    var modifier: String { access == .public ? "public " : "" }

    /// The stem the glue's names are made from: the type name without a final `Theme`
    /// (`SPTheme` → `SP`, `AcmeTheme` → `Acme`, `Brand` → `Brand`).
    private var stem: String {
      typeName.hasSuffix("Theme") && typeName != "Theme"
        ? String(typeName.dropLast("Theme".count)) : typeName
    }

    /// The environment value and the `View` method that sets it: the type name in
    /// lowerCamelCase (`SPTheme` → `spTheme`, `AcmeTheme` → `acmeTheme`).
    public var environmentName: String { Self.lowerCamel(typeName) }

    /// The hairline view: the stem and `Hairline` (`SPHairline`, `AcmeHairline`).
    public var hairlineName: String { (stem == typeName ? typeName : stem) + "Hairline" }

    /// The prefix of the glue's `View` modifiers (`sp` for `.spTextStyle(_:)`).
    public var modifierPrefix: String { Self.lowerCamel(stem) }

    /// `SPTheme` → `spTheme`, `URLTheme` → `urlTheme`, `Acme` → `acme`: the leading capitals
    /// lowercased, keeping the last one of a run when a lowercase letter follows it.
    static func lowerCamel(_ name: String) -> String {
      let characters = Array(name)
      var count = 0
      while count < characters.count, characters[count].isUppercase { count += 1 }
      if count > 1, count < characters.count { count -= 1 }
      return String(characters[..<count]).lowercased() + String(characters[count...])
    }
  }
}

/// Why a set of brands could not be written as Swift.
public enum SwiftExportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `--type-name` is no usable Swift type name.
  case invalidTypeName(String, reason: String)
  /// No brand was given.
  case noBrands
  /// Two brands would be the same static property (`field-note` and `fieldNote`).
  case sameIdentifier(String, String, identifier: String)

  public var description: String {
    switch self {
    case .invalidTypeName(let name, let reason):
      "--type-name '\(SwiftCodeWriter.commentText(name))' cannot name a Swift type: \(reason) (for example --type-name AcmeTheme)"
    case .noBrands:
      "no brand to export; give one or more with --brand"
    case .sameIdentifier(let first, let second, let identifier):
      "brands '\(first)' and '\(second)' would both be the static property '\(identifier)'; rename one, or export them to separate files"
    }
  }
}
