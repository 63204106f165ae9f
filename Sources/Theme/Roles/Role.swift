/// The color roles every brand defines (`color.<role>`).
public enum ColorRole: String, Sendable, CaseIterable, Codable {
  case background, surface, fill, separator, textPrimary, textSecondary, textTertiary
  case accent, accentOn, danger
}

/// The font family roles (`font.<role>`).
public enum FontRole: String, Sendable, CaseIterable, Codable {
  case text, display
}

/// The text styles (`type.<style>`), sized at the default "Large" content size.
public enum TypeRole: String, Sendable, CaseIterable, Codable {
  case largeTitle, title1, title2, title3, headline, body, callout, subhead, footnote
  case caption1, caption2
}

/// The corner radius roles (`radius.<role>`).
public enum RadiusRole: String, Sendable, CaseIterable, Codable {
  case sm, md, lg, xl
}

/// The spacing roles (`space.<role>`).
public enum SpaceRole: String, Sendable, CaseIterable, Codable {
  case xs, sm, md, lg, xl, xxl
}

/// The stroke width roles (`stroke.<role>`).
public enum StrokeRole: String, Sendable, CaseIterable, Codable {
  case hairline
}

/// The motion roles (`motion.<role>`).
public enum MotionRole: String, Sendable, CaseIterable, Codable {
  case standard, snappy, smooth
}
